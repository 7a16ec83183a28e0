import TextInputCore

/// The translations of ``ServerText``, one function per language (a `switch`
/// over the keys, exhaustive, so that a key without a translation does not
/// compile), in the voice of the core's tables.
enum ServerTextTables {
    /// The translation of `key` in a resolved language code, or nil.
    static func string(_ key: ServerText, language: String) -> String? {
        Localizer.supportedLanguages.firstIndex(of: language).map { byLanguage[$0](key) }
    }

    /// Each language's table, in ``TextInputCore/Localizer/supportedLanguages`` order (a test checks the order).
    static let byLanguage: [@Sendable (ServerText) -> String] = [english, german, french, spanish, japanese,
                                                                 simplifiedChinese, arabic, hebrew, persian,
                                                                 brazilianPortuguese]

    static func english(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "This form was sent from another site and was not accepted. Open the form on this site and submit it from there."
        case .chooseDate: "Choose a date"
        case .scanEmptyImage: "This file is empty. Choose a PNG or JPEG image."
        case .scanImageOverBytes: "This image is larger than {0} MB. Choose a smaller image."
        case .scanImageOverPixels: "This image has {0} × {1} pixels, more than {2} megapixels. Choose a smaller image."
        case .scanBusy: "The server is busy reading other images. Try again in a moment."
        case .scanServerStopping: "The server is shutting down. Try again in a moment."
        case .scanUnsupportedImage: "This image cannot be scanned. Choose a PNG or JPEG image."
        case .scanDamagedImage: "The image is damaged and cannot be read. Take or export the picture again."
        case .scanImageTooLargeToRead: "This image is too large to scan. Crop or scale it down."
        case .scanDecoderFailed: "The image could not be scanned. Try again with a smaller image."
        case .scanTooSlow: "Reading the text took too long and was stopped. Crop the image to the text and try again."
        }
    }

    /// German, in the neutral "Sie" imperative of SAP UIs.
    static func german(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "Dieses Formular wurde von einer anderen Website gesendet und nicht angenommen. Öffnen Sie das Formular auf dieser Website und senden Sie es dort."
        case .chooseDate: "Datum auswählen"
        case .scanEmptyImage: "Diese Datei ist leer. Wählen Sie ein PNG- oder JPEG-Bild."
        case .scanImageOverBytes: "Dieses Bild ist größer als {0} MB. Wählen Sie ein kleineres Bild."
        case .scanImageOverPixels: "Dieses Bild hat {0} × {1} Pixel, mehr als {2} Megapixel. Wählen Sie ein kleineres Bild."
        case .scanBusy: "Der Server liest gerade andere Bilder. Versuchen Sie es gleich noch einmal."
        case .scanServerStopping: "Der Server wird gerade beendet. Versuchen Sie es gleich noch einmal."
        case .scanUnsupportedImage: "Dieses Bild kann nicht gescannt werden. Wählen Sie ein PNG- oder JPEG-Bild."
        case .scanDamagedImage: "Das Bild ist beschädigt und kann nicht gelesen werden. Nehmen Sie das Bild neu auf oder exportieren Sie es erneut."
        case .scanImageTooLargeToRead: "Dieses Bild ist zu groß zum Scannen. Schneiden Sie es zu oder verkleinern Sie es."
        case .scanDecoderFailed: "Das Bild konnte nicht gescannt werden. Versuchen Sie es mit einem kleineren Bild erneut."
        case .scanTooSlow: "Das Lesen des Textes hat zu lange gedauert und wurde abgebrochen. Schneiden Sie das Bild auf den Text zu und versuchen Sie es erneut."
        }
    }

    static func french(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "Ce formulaire a été envoyé depuis un autre site et n’a pas été accepté. Ouvrez le formulaire sur ce site et envoyez-le depuis celui-ci."
        case .chooseDate: "Choisir une date"
        case .scanEmptyImage: "Ce fichier est vide. Choisissez une image PNG ou JPEG."
        case .scanImageOverBytes: "Cette image dépasse {0}\u{202F}Mo. Choisissez une image plus petite."
        case .scanImageOverPixels: "Cette image fait {0} × {1}\u{00A0}pixels, soit plus de {2}\u{00A0}mégapixels. Choisissez une image plus petite."
        case .scanBusy: "Le serveur est occupé à lire d’autres images. Réessayez dans un instant."
        case .scanServerStopping: "Le serveur est en cours d’arrêt. Réessayez dans un instant."
        case .scanUnsupportedImage: "Cette image ne peut pas être numérisée. Choisissez une image PNG ou JPEG."
        case .scanDamagedImage: "L’image est endommagée et ne peut pas être lue. Reprenez ou exportez de nouveau la photo."
        case .scanImageTooLargeToRead: "Cette image est trop grande pour être numérisée. Recadrez-la ou réduisez-la."
        case .scanDecoderFailed: "L’image n’a pas pu être numérisée. Réessayez avec une image plus petite."
        case .scanTooSlow: "La lecture du texte a pris trop de temps et a été interrompue. Recadrez l’image sur le texte et réessayez."
        }
    }

    static func spanish(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "Este formulario se envió desde otro sitio y no se aceptó. Abra el formulario en este sitio y envíelo desde aquí."
        case .chooseDate: "Elegir una fecha"
        case .scanEmptyImage: "Este archivo está vacío. Elija una imagen PNG o JPEG."
        case .scanImageOverBytes: "Esta imagen supera los {0} MB. Elija una imagen más pequeña."
        case .scanImageOverPixels: "Esta imagen tiene {0} × {1} píxeles, más de {2} megapíxeles. Elija una imagen más pequeña."
        case .scanBusy: "El servidor está ocupado leyendo otras imágenes. Inténtelo de nuevo en un momento."
        case .scanServerStopping: "El servidor se está apagando. Inténtelo de nuevo en un momento."
        case .scanUnsupportedImage: "Esta imagen no se puede escanear. Elija una imagen PNG o JPEG."
        case .scanDamagedImage: "La imagen está dañada y no se puede leer. Vuelva a tomar o exportar la foto."
        case .scanImageTooLargeToRead: "Esta imagen es demasiado grande para escanearla. Recórtela o redúzcala."
        case .scanDecoderFailed: "No se pudo escanear la imagen. Inténtelo de nuevo con una imagen más pequeña."
        case .scanTooSlow: "La lectura del texto tardó demasiado y se detuvo. Recorte la imagen al texto e inténtelo de nuevo."
        }
    }

    static func japanese(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "このフォームは別のサイトから送信されたため、受け付けられませんでした。このサイトでフォームを開いて送信してください。"
        case .chooseDate: "日付を選択"
        case .scanEmptyImage: "このファイルは空です。PNGまたはJPEG画像を選択してください。"
        case .scanImageOverBytes: "この画像は{0} MBを超えています。もっと小さい画像を選択してください。"
        case .scanImageOverPixels: "この画像は{0} × {1}ピクセルで、{2}メガピクセルを超えています。もっと小さい画像を選択してください。"
        case .scanBusy: "サーバーは他の画像を読み取り中です。しばらくしてからもう一度お試しください。"
        case .scanServerStopping: "サーバーを停止しています。しばらくしてからもう一度お試しください。"
        case .scanUnsupportedImage: "この画像はスキャンできません。PNGまたはJPEG画像を選択してください。"
        case .scanDamagedImage: "画像が破損しているため読み取れません。もう一度撮影するか、書き出し直してください。"
        case .scanImageTooLargeToRead: "この画像は大きすぎてスキャンできません。トリミングするか縮小してください。"
        case .scanDecoderFailed: "画像をスキャンできませんでした。もっと小さい画像でもう一度お試しください。"
        case .scanTooSlow: "テキストの読み取りに時間がかかりすぎたため中止しました。画像をテキストの部分にトリミングして、もう一度お試しください。"
        }
    }

    static func simplifiedChinese(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "此表单是从其他网站发送的，未被接受。请在本网站打开表单并从这里提交。"
        case .chooseDate: "选择日期"
        case .scanEmptyImage: "此文件为空。请选择 PNG 或 JPEG 图片。"
        case .scanImageOverBytes: "此图片大于 {0} MB。请选择较小的图片。"
        case .scanImageOverPixels: "此图片为 {0} × {1} 像素，超过 {2} 百万像素。请选择较小的图片。"
        case .scanBusy: "服务器正忙于读取其他图片。请稍后重试。"
        case .scanServerStopping: "服务器正在关闭。请稍后重试。"
        case .scanUnsupportedImage: "无法扫描此图片。请选择 PNG 或 JPEG 图片。"
        case .scanDamagedImage: "图片已损坏，无法读取。请重新拍摄或导出图片。"
        case .scanImageTooLargeToRead: "此图片太大，无法扫描。请裁剪或缩小图片。"
        case .scanDecoderFailed: "无法扫描该图片。请使用较小的图片重试。"
        case .scanTooSlow: "读取文本耗时过长，已停止。请将图片裁剪到文本部分后重试。"
        }
    }

    static func arabic(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "أُرسل هذا النموذج من موقع آخر ولم يُقبل. افتح النموذج على هذا الموقع وأرسله من هنا."
        case .chooseDate: "اختر تاريخًا"
        case .scanEmptyImage: "هذا الملف فارغ. اختر صورة PNG أو JPEG."
        case .scanImageOverBytes: "هذه الصورة أكبر من {0} ميغابايت. اختر صورة أصغر."
        case .scanImageOverPixels: "أبعاد هذه الصورة {0} × {1} بكسل، أي أكثر من {2} ميغابكسل. اختر صورة أصغر."
        case .scanBusy: "الخادم مشغول بقراءة صور أخرى. حاول مرة أخرى بعد قليل."
        case .scanServerStopping: "الخادم قيد الإيقاف. حاول مرة أخرى بعد قليل."
        case .scanUnsupportedImage: "لا يمكن مسح هذه الصورة. اختر صورة PNG أو JPEG."
        case .scanDamagedImage: "الصورة تالفة ولا يمكن قراءتها. التقط الصورة أو صدّرها مرة أخرى."
        case .scanImageTooLargeToRead: "هذه الصورة أكبر من أن تُمسح. اقتصّها أو صغّرها."
        case .scanDecoderFailed: "تعذّر مسح الصورة. حاول مرة أخرى بصورة أصغر."
        case .scanTooSlow: "استغرقت قراءة النص وقتًا طويلاً فأُوقفت. اقتصّ الصورة على النص وحاول مرة أخرى."
        }
    }

    /// Hebrew, in the gender-neutral impersonal form of the core's tables ("יש לבחור …").
    static func hebrew(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "הטופס נשלח מאתר אחר ולא התקבל. יש לפתוח את הטופס באתר הזה ולשלוח אותו מכאן."
        case .chooseDate: "בחירת תאריך"
        case .scanEmptyImage: "הקובץ ריק. יש לבחור תמונת PNG או JPEG."
        case .scanImageOverBytes: "התמונה גדולה מ-{0} MB. יש לבחור תמונה קטנה יותר."
        case .scanImageOverPixels: "לתמונה {0} × {1} פיקסלים, יותר מ-{2} מגה-פיקסל. יש לבחור תמונה קטנה יותר."
        case .scanBusy: "השרת עסוק בקריאת תמונות אחרות. יש לנסות שוב בעוד רגע."
        case .scanServerStopping: "השרת נכבה. יש לנסות שוב בעוד רגע."
        case .scanUnsupportedImage: "לא ניתן לסרוק את התמונה. יש לבחור תמונת PNG או JPEG."
        case .scanDamagedImage: "התמונה פגומה ולא ניתן לקרוא אותה. יש לצלם או לייצא אותה מחדש."
        case .scanImageTooLargeToRead: "התמונה גדולה מכדי לסרוק אותה. יש לחתוך או להקטין אותה."
        case .scanDecoderFailed: "לא ניתן היה לסרוק את התמונה. יש לנסות שוב עם תמונה קטנה יותר."
        case .scanTooSlow: "קריאת הטקסט ארכה זמן רב מדי והופסקה. יש לחתוך את התמונה סביב הטקסט ולנסות שוב."
        }
    }
    /// Persian, in the polite plural imperative of the core's Persian table.
    static func persian(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "این فرم از سایت دیگری فرستاده شده و پذیرفته نشد. فرم را در همین سایت باز کنید و از همین\u{200C}جا بفرستید."
        case .chooseDate: "انتخاب تاریخ"
        case .scanEmptyImage: "این فایل خالی است. یک تصویر PNG یا JPEG انتخاب کنید."
        case .scanImageOverBytes: "این تصویر بزرگ\u{200C}تر از {0} مگابایت است. تصویر کوچک\u{200C}تری انتخاب کنید."
        case .scanImageOverPixels: "این تصویر {0} × {1} پیکسل دارد، بیش از {2} مگاپیکسل. تصویر کوچک\u{200C}تری انتخاب کنید."
        case .scanBusy: "سرور در حال خواندن تصاویر دیگر است. چند لحظه بعد دوباره امتحان کنید."
        case .scanServerStopping: "سرور در حال خاموش شدن است. چند لحظه بعد دوباره امتحان کنید."
        case .scanUnsupportedImage: "این تصویر را نمی\u{200C}توان اسکن کرد. یک تصویر PNG یا JPEG انتخاب کنید."
        case .scanDamagedImage: "تصویر آسیب دیده است و خوانده نمی\u{200C}شود. دوباره عکس بگیرید یا آن را دوباره ذخیره کنید."
        case .scanImageTooLargeToRead: "این تصویر برای اسکن بیش از حد بزرگ است. آن را برش دهید یا کوچک کنید."
        case .scanDecoderFailed: "تصویر اسکن نشد. با تصویر کوچک\u{200C}تری دوباره امتحان کنید."
        case .scanTooSlow: "خواندن متن بیش از حد طول کشید و متوقف شد. تصویر را به اندازهٔ متن برش دهید و دوباره امتحان کنید."
        }
    }

    /// Brazilian Portuguese, in the "você" imperative of the core's table.
    static func brazilianPortuguese(_ key: ServerText) -> String {
        switch key {
        case .crossSitePost: "Este formulário foi enviado de outro site e não foi aceito. Abra o formulário neste site e envie-o daqui."
        case .chooseDate: "Escolher uma data"
        case .scanEmptyImage: "Este arquivo está vazio. Escolha uma imagem PNG ou JPEG."
        case .scanImageOverBytes: "Esta imagem tem mais de {0} MB. Escolha uma imagem menor."
        case .scanImageOverPixels: "Esta imagem tem {0} × {1} pixels, mais de {2} megapixels. Escolha uma imagem menor."
        case .scanBusy: "O servidor está lendo outras imagens. Tente novamente em instantes."
        case .scanServerStopping: "O servidor está sendo desligado. Tente novamente em instantes."
        case .scanUnsupportedImage: "Não é possível escanear esta imagem. Escolha uma imagem PNG ou JPEG."
        case .scanDamagedImage: "A imagem está danificada e não pode ser lida. Tire ou exporte a foto novamente."
        case .scanImageTooLargeToRead: "Esta imagem é grande demais para escanear. Recorte-a ou reduza-a."
        case .scanDecoderFailed: "Não foi possível escanear a imagem. Tente novamente com uma imagem menor."
        case .scanTooSlow: "A leitura do texto demorou demais e foi interrompida. Recorte a imagem até o texto e tente novamente."
        }
    }
}
