extension ErrorPage {
    /// The title and the explanation of an error page for `status` in `language` (one of ``ErrorPage/languages``):
    /// what happened and what the user can do, without blame and without codes.
    static func texts(status: Int, language: String) -> (title: String, text: String) {
        let kind = Kind(status: status)
        switch language {
        case "de": return german(kind)
        case "fr": return french(kind)
        case "es": return spanish(kind)
        case "ja": return japanese(kind)
        case "zh-Hans": return chinese(kind)
        case "ar": return arabic(kind)
        case "he": return hebrew(kind)
        default: return english(kind)
        }
    }

    /// The link back to the site's start page, in `language`.
    static func startLink(_ language: String) -> String {
        switch language {
        case "de": "Zur Startseite"
        case "fr": "Aller à la page d’accueil"
        case "es": "Ir a la página de inicio"
        case "ja": "トップページへ"
        case "zh-Hans": "前往首页"
        case "ar": "الانتقال إلى الصفحة الرئيسية"
        case "he": "מעבר לדף הבית"
        default: "Go to the start page"
        }
    }

    /// The kinds of error pages: one text each.
    enum Kind {
        case badRequest, forbidden, notFound, methodNotAllowed, timeout, tooLarge, unavailable, otherClient, server

        init(status: Int) {
            switch status {
            case 400: self = .badRequest
            case 403: self = .forbidden
            case 404: self = .notFound
            case 405: self = .methodNotAllowed
            case 408: self = .timeout
            case 413, 431: self = .tooLarge
            case 503: self = .unavailable
            case 500...: self = .server
            default: self = .otherClient
            }
        }
    }

    static func english(_ kind: Kind) -> (title: String, text: String) {
        switch kind {
        case .badRequest: ("The request could not be read", "Go back, reload the page and send it again.")
        case .forbidden: ("Not allowed", "This page cannot be opened from here. Open it from this site's own pages.")
        case .notFound: ("Page not found", "There is no page at this address. Check the address, or start again from the start page.")
        case .methodNotAllowed: ("This page cannot be used that way", "Open the page from a link or a form of this site.")
        case .timeout: ("The request took too long", "The connection was too slow to finish. Check your connection and try again.")
        case .tooLarge: ("Too much to send", "The form is larger than this site accepts. Shorten the longest texts and send it again.")
        case .unavailable: ("Not available right now", "The site cannot answer right now. Try again in a moment.")
        case .otherClient: ("The request could not be completed", "Go back and try again.")
        case .server: ("Something went wrong", "The site could not complete the request. Nothing you sent was stored. Try again in a moment.")
        }
    }

    static func german(_ kind: Kind) -> (title: String, text: String) {
        switch kind {
        case .badRequest: ("Die Anfrage konnte nicht gelesen werden", "Gehen Sie zurück, laden Sie die Seite neu und senden Sie sie erneut.")
        case .forbidden: ("Nicht zulässig", "Diese Seite kann von hier aus nicht geöffnet werden. Öffnen Sie sie über die Seiten dieser Website.")
        case .notFound: ("Seite nicht gefunden", "Unter dieser Adresse gibt es keine Seite. Prüfen Sie die Adresse oder beginnen Sie auf der Startseite.")
        case .methodNotAllowed: ("Diese Seite kann so nicht verwendet werden", "Öffnen Sie die Seite über einen Link oder ein Formular dieser Website.")
        case .timeout: ("Die Anfrage hat zu lange gedauert", "Die Verbindung war zu langsam. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.")
        case .tooLarge: ("Zu viele Daten", "Das Formular ist größer, als diese Website annimmt. Kürzen Sie die längsten Texte und senden Sie es erneut.")
        case .unavailable: ("Zurzeit nicht verfügbar", "Die Website kann gerade nicht antworten. Versuchen Sie es gleich noch einmal.")
        case .otherClient: ("Die Anfrage konnte nicht ausgeführt werden", "Gehen Sie zurück und versuchen Sie es erneut.")
        case .server: ("Ein Fehler ist aufgetreten", "Die Website konnte die Anfrage nicht ausführen. Es wurde nichts gespeichert. Versuchen Sie es gleich noch einmal.")
        }
    }

    static func french(_ kind: Kind) -> (title: String, text: String) {
        switch kind {
        case .badRequest: ("La requête n’a pas pu être lue", "Revenez en arrière, rechargez la page et envoyez-la de nouveau.")
        case .forbidden: ("Accès non autorisé", "Cette page ne peut pas être ouverte d’ici. Ouvrez-la depuis les pages de ce site.")
        case .notFound: ("Page introuvable", "Il n’y a pas de page à cette adresse. Vérifiez l’adresse ou recommencez depuis la page d’accueil.")
        case .methodNotAllowed: ("Cette page ne peut pas être utilisée ainsi", "Ouvrez la page depuis un lien ou un formulaire de ce site.")
        case .timeout: ("La requête a pris trop de temps", "La connexion était trop lente. Vérifiez votre connexion et réessayez.")
        case .tooLarge: ("Trop de données à envoyer", "Le formulaire dépasse la taille acceptée par ce site. Raccourcissez les textes les plus longs et envoyez-le de nouveau.")
        case .unavailable: ("Indisponible pour le moment", "Le site ne peut pas répondre pour le moment. Réessayez dans un instant.")
        case .otherClient: ("La requête n’a pas pu aboutir", "Revenez en arrière et réessayez.")
        case .server: ("Une erreur s’est produite", "Le site n’a pas pu traiter la requête. Rien de ce que vous avez envoyé n’a été enregistré. Réessayez dans un instant.")
        }
    }

    static func spanish(_ kind: Kind) -> (title: String, text: String) {
        switch kind {
        case .badRequest: ("No se pudo leer la solicitud", "Vuelva atrás, recargue la página y envíela de nuevo.")
        case .forbidden: ("No permitido", "Esta página no se puede abrir desde aquí. Ábrala desde las páginas de este sitio.")
        case .notFound: ("Página no encontrada", "No hay ninguna página en esta dirección. Compruebe la dirección o empiece de nuevo en la página de inicio.")
        case .methodNotAllowed: ("Esta página no se puede usar así", "Abra la página desde un enlace o un formulario de este sitio.")
        case .timeout: ("La solicitud tardó demasiado", "La conexión fue demasiado lenta. Compruebe su conexión e inténtelo de nuevo.")
        case .tooLarge: ("Demasiados datos", "El formulario supera el tamaño que acepta este sitio. Acorte los textos más largos y envíelo de nuevo.")
        case .unavailable: ("No disponible en este momento", "El sitio no puede responder ahora. Inténtelo de nuevo en un momento.")
        case .otherClient: ("No se pudo completar la solicitud", "Vuelva atrás e inténtelo de nuevo.")
        case .server: ("Se produjo un error", "El sitio no pudo completar la solicitud. No se guardó nada de lo que envió. Inténtelo de nuevo en un momento.")
        }
    }

    static func japanese(_ kind: Kind) -> (title: String, text: String) {
        switch kind {
        case .badRequest: ("リクエストを読み取れませんでした", "前のページに戻り、ページを再読み込みしてからもう一度送信してください。")
        case .forbidden: ("許可されていません", "このページはここから開けません。このサイトのページから開いてください。")
        case .notFound: ("ページが見つかりません", "このアドレスにページはありません。アドレスを確認するか、トップページからやり直してください。")
        case .methodNotAllowed: ("この方法ではページを使用できません", "このサイトのリンクまたはフォームからページを開いてください。")
        case .timeout: ("リクエストに時間がかかりすぎました", "接続が遅すぎて完了できませんでした。接続を確認して、もう一度お試しください。")
        case .tooLarge: ("送信するデータが多すぎます", "フォームがこのサイトで受け付けられるサイズを超えています。長いテキストを短くして、もう一度送信してください。")
        case .unavailable: ("現在ご利用いただけません", "サイトは現在応答できません。しばらくしてからもう一度お試しください。")
        case .otherClient: ("リクエストを完了できませんでした", "前のページに戻り、もう一度お試しください。")
        case .server: ("エラーが発生しました", "サイトはリクエストを完了できませんでした。送信した内容は保存されていません。しばらくしてからもう一度お試しください。")
        }
    }

    static func chinese(_ kind: Kind) -> (title: String, text: String) {
        switch kind {
        case .badRequest: ("无法读取请求", "请返回上一页，重新加载页面后再次提交。")
        case .forbidden: ("不允许访问", "无法从此处打开此页面。请从本网站的页面中打开。")
        case .notFound: ("找不到页面", "此地址没有页面。请检查地址，或从首页重新开始。")
        case .methodNotAllowed: ("无法以这种方式使用此页面", "请通过本网站的链接或表单打开此页面。")
        case .timeout: ("请求耗时过长", "连接速度太慢，无法完成。请检查网络连接后重试。")
        case .tooLarge: ("发送的数据过多", "表单超出了本网站接受的大小。请缩短最长的文本后再次提交。")
        case .unavailable: ("暂时无法使用", "网站目前无法响应。请稍后重试。")
        case .otherClient: ("无法完成请求", "请返回上一页后重试。")
        case .server: ("出现错误", "网站无法完成请求。您发送的内容均未保存。请稍后重试。")
        }
    }

    static func arabic(_ kind: Kind) -> (title: String, text: String) {
        switch kind {
        case .badRequest: ("تعذّرت قراءة الطلب", "ارجع إلى الصفحة السابقة وأعد تحميلها ثم أرسلها مرة أخرى.")
        case .forbidden: ("غير مسموح", "لا يمكن فتح هذه الصفحة من هنا. افتحها من صفحات هذا الموقع.")
        case .notFound: ("الصفحة غير موجودة", "لا توجد صفحة على هذا العنوان. تحقّق من العنوان أو ابدأ من جديد من الصفحة الرئيسية.")
        case .methodNotAllowed: ("لا يمكن استخدام هذه الصفحة بهذه الطريقة", "افتح الصفحة من رابط أو نموذج في هذا الموقع.")
        case .timeout: ("استغرق الطلب وقتًا طويلًا", "كان الاتصال بطيئًا جدًا لإكماله. تحقّق من اتصالك وحاول مرة أخرى.")
        case .tooLarge: ("البيانات المُرسلة كثيرة جدًا", "حجم النموذج أكبر مما يقبله هذا الموقع. اختصر أطول النصوص ثم أرسله مرة أخرى.")
        case .unavailable: ("غير متاح حاليًا", "لا يستطيع الموقع الرد الآن. حاول مرة أخرى بعد قليل.")
        case .otherClient: ("تعذّر إكمال الطلب", "ارجع إلى الصفحة السابقة وحاول مرة أخرى.")
        case .server: ("حدث خطأ", "تعذّر على الموقع إكمال الطلب. لم يُحفظ شيء مما أرسلته. حاول مرة أخرى بعد قليل.")
        }
    }

    static func hebrew(_ kind: Kind) -> (title: String, text: String) {
        switch kind {
        case .badRequest: ("לא ניתן היה לקרוא את הבקשה", "חזרו לדף הקודם, טענו אותו מחדש ושלחו שוב.")
        case .forbidden: ("אין הרשאה", "לא ניתן לפתוח את הדף הזה מכאן. פתחו אותו מהדפים של האתר הזה.")
        case .notFound: ("הדף לא נמצא", "אין דף בכתובת הזו. בדקו את הכתובת או התחילו מחדש מדף הבית.")
        case .methodNotAllowed: ("לא ניתן להשתמש בדף הזה כך", "פתחו את הדף מקישור או מטופס באתר הזה.")
        case .timeout: ("הבקשה נמשכה זמן רב מדי", "החיבור היה איטי מדי. בדקו את החיבור ונסו שוב.")
        case .tooLarge: ("יותר מדי נתונים לשליחה", "הטופס גדול ממה שהאתר מקבל. קצרו את הטקסטים הארוכים ביותר ושלחו שוב.")
        case .unavailable: ("לא זמין כרגע", "האתר לא יכול לענות כרגע. נסו שוב בעוד רגע.")
        case .otherClient: ("לא ניתן היה להשלים את הבקשה", "חזרו לדף הקודם ונסו שוב.")
        case .server: ("משהו השתבש", "האתר לא הצליח להשלים את הבקשה. שום דבר ממה ששלחתם לא נשמר. נסו שוב בעוד רגע.")
        }
    }
}
