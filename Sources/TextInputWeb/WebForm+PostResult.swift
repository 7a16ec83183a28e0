import TextInputCore
import TextInputHTML

extension WebForm {
    /// What the server found in a post, and what the app adds before it
    /// shows the form again: its own messages on fields
    /// (``setError(_:onField:)``) and for the whole form
    /// (``setFormMessage(_:)``). Plain data: the core's verdict and the
    /// app's messages. The form is built once, when the page is rendered
    /// (``WebForm/html(assets:showing:)``).
    ///
    /// ```swift
    /// var result = try signup.submit(body: body)
    /// if let submission = result.submission, emails.contains(submission["email"] ?? "") {
    ///     try result.setError("An account with this email already exists.", onField: "email")
    /// }
    /// let page = try signup.html(assets: assets, showing: result)   // 422 unless result.isAccepted
    /// ```
    public struct PostResult: Sendable {
        /// The submitted values in field order, typed, when every field was
        /// valid; nil otherwise. A message the app puts on a field afterwards
        /// does not take it away (the app has read it): ``isAccepted`` says
        /// whether the form is to be shown again.
        public var submission: Submission?
        /// The core's verdict on the post (``InputForm/Event/post(_:)``):
        /// submitted, or invalid with the first field that needs attention;
        /// nil for a post refused before it was read (``isCrossSite``).
        public let verdict: FormStatus?
        /// The app's messages on fields (``setMessage(_:severity:onField:)``,
        /// ``setError(_:onField:)``), by field id, in the order it set them;
        /// nil took a message away.
        public private(set) var fieldMessages: [(fieldID: String, message: String?, severity: MessageSeverity)] = []
        /// The message for the whole form the status line shows instead of
        /// the verdict's (``setFormMessage(_:)``, or the refusal of another
        /// site's post); nil for none.
        public private(set) var formMessage: String?
        /// Whether the post was valid and the app has said nothing against
        /// it: the app stores it and moves on; otherwise it shows the form
        /// again (``WebForm/html(assets:showing:)``, status 422, or 503 when
        /// the app could not act on a valid post).
        public private(set) var isAccepted: Bool
        /// Whether the post was refused because another site's page sent it
        /// (``PostSource``): nothing in it was read, and the form is shown
        /// as it starts with a status line that says so (status 403).
        public internal(set) var isCrossSite = false
        /// What the post held besides the form's fields: the app's own
        /// controls (a checkbox, radio buttons, a select) and hidden inputs,
        /// in the order posted; a checkbox left unchecked is not among them.
        /// Kept whether or not the post was valid, so that the app shows its
        /// controls as the user left them when the form comes back
        /// (``WebForm/AppHTML`` gets them from
        /// ``WebForm/html(assets:showing:)``). Empty for a post refused unread
        /// (``isCrossSite``).
        public internal(set) var otherValues = WebForm.OtherValues.none
        /// The keys of the choices picked in combo boxes, by the name they
        /// post under (``WebForm/choiceKeyNames``): only keys still named by
        /// their field's text (an app's own choices' keys as posted, for the
        /// app to check against its records). Shown again with the form.
        public internal(set) var choiceKeys: [String: String] = [:]
        /// The form as the page shows it again before the app's messages: the
        /// values the core kept (``FieldConfiguration/valueToShowAgain(value:shownBody:)``)
        /// and what each field left out.
        let shown: LiveFormSpec

        init(submission: Submission?, verdict: FormStatus?, shown: LiveFormSpec, formMessage: String? = nil) {
            self.submission = submission
            self.verdict = verdict
            self.shown = shown
            self.formMessage = formMessage
            isAccepted = submission != nil
        }

        /// The submission decoded into the app's own type, keyed by field
        /// ids (``Submission/decode(_:)``), and by the names of the app's own
        /// controls for properties no field has (``otherValues``: a checked
        /// checkbox decodes as `true`, an unchecked one, which is not posted,
        /// as `false`; a radio group or select as its value; `[String]` takes
        /// every value of a name); nil when the post was not valid.
        ///
        /// ```swift
        /// struct Signup: Decodable { var email: String; var amount: Decimal?; var newsletter: Bool }
        /// if let signup = try result.decode(Signup.self) { … }
        /// ```
        public func decode<T: Decodable>(_ type: T.Type) throws(SubmissionDecodingError) -> T? {
            try submission?.decode(type, otherValues: choiceKeys.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                                       + otherValues.pairs.map { ($0.name, $0.value) })
        }

        /// The HTTP status to answer with, decided here once for both
        /// integrations (their `responseStatus` only converts it): 200 for an
        /// accepted post, 403 for a cross-site one (``isCrossSite``), 422 for
        /// a form shown again with messages (503 is the app's to choose when
        /// it could not act on a valid post).
        public var statusCode: Int {
            isAccepted ? 200 : isCrossSite ? 403 : 422
        }

        /// Puts the app's own message on field `id` (what only the app can
        /// know: "A customer with this email already exists."): the page
        /// shows it in the field's error state and announces it, and its
        /// core keeps it until the user changes that field's text, when the
        /// field's own rules apply again. Nil takes the app's message on that
        /// field away (the result stays as it was: not accepted once a message
        /// was set). A message replaces the status line and the announcement,
        /// a form message (``setFormMessage(_:)``) included. The post is no
        /// longer accepted (``isAccepted``).
        ///
        /// - Throws: ``MessageError`` when the form has no field `id`.
        public mutating func setError(_ message: String?, onField id: String) throws(MessageError) {
            try setMessage(message, severity: .error, onField: id)
        }

        /// The app's own message on field `id` at a severity: an error as
        /// ``setError(_:onField:)`` sets it (the post is no longer accepted),
        /// or a warning, success or information ("VAT number verified."),
        /// which leaves the verdict as it was: the page shows it with its
        /// icon and colour, announces it with its severity's word, and lists
        /// it in the message summary when the form holds more than one
        /// message. Every severity stays until the user changes that field's
        /// text. Nil takes the app's message on the field away.
        ///
        /// - Throws: ``MessageError`` when the form has no field `id`.
        public mutating func setMessage(_ message: String?, severity: MessageSeverity, onField id: String) throws(MessageError) {
            _ = try shown.index(ofField: id)
            fieldMessages.append((id, message, severity))
            guard message?.isEmpty == false, severity == .error else { return }
            isAccepted = false
            formMessage = nil
        }

        /// A message for the form as a whole, when the app cannot act on a
        /// valid post (its database is away, a downstream call failed): "The
        /// customer could not be saved right now. Nothing was lost: try
        /// again." It replaces the status line and is announced when the page
        /// loads; every value stays in the form. The post is no longer
        /// accepted (``isAccepted``).
        public mutating func setFormMessage(_ message: String) {
            isAccepted = false
            formMessage = message
        }

        /// The form after the post, as the page shows it again (hidden
        /// passwords emptied, read-only and disabled fields at their own
        /// values, the core's and the app's messages on their fields). Built
        /// on each read: ``WebForm/html(assets:showing:)`` builds it once.
        public var liveForm: LiveForm {
            get throws(MessageError) { try page().liveForm }
        }

        /// The form after the post.
        @available(*, deprecated, renamed: "liveForm")
        public var form: LiveForm {
            get throws(MessageError) { try liveForm }
        }

        /// The status line's HTML.
        public var status: String {
            get throws(MessageError) { try page().status }
        }

        /// What the page announces once when it loads (the live region): the
        /// form's message, or why the post was not accepted and the message
        /// of the field the page takes the user to; nil for a post the app
        /// accepted.
        public var announcement: String? {
            get throws(MessageError) { try page().announcement }
        }

        /// The form as the page shows it again, its status line and its
        /// announcement: the shown values, what each field left out and the
        /// app's messages, then a submit (not for a post refused unread), whose
        /// verdict names the field the page takes the user to.
        func page() throws(MessageError) -> (liveForm: LiveForm, status: String, announcement: String?) {
            var spec = shown
            for (id, message, severity) in fieldMessages {
                spec.preparation.append(.field(try spec.index(ofField: id), .setMessage(message, severity: severity)))
            }
            if verdict != nil { spec.preparation.append(.submit) }
            var live = try LiveForm(spec: spec.handingOverNumberTemplates())
            if case let .invalid(field)? = verdict, !Self.isInvalid(live.preparationStatus) {
                // Only characters the post left out failed it (the shown form's own submit passes, as a page's
                // would): the page still takes the user to that field, which the announcement names.
                spec.preparation.append(.field(field, .focus))
                live = try LiveForm(spec: spec.handingOverNumberTemplates())
            }
            if let formMessage { return (live, LiveForm.statusLine(formMessage, ok: false), formMessage) }
            let text = live.submitStatusText(accepted: isAccepted)
            guard !isAccepted else { return (live, LiveForm.statusLine(text, ok: true), nil) }
            return (live, LiveForm.statusLine(text, ok: false), Self.invalidAnnouncement(text, live, verdict: verdict))
        }

        /// Whether a prepared submit found the form invalid.
        static func isInvalid(_ status: FormStatus?) -> Bool {
            if case .invalid? = status { return true }
            return false
        }

        /// Why the form is shown again, then "Label: message" of the field the
        /// core takes the user to (its prepared submit's verdict, or the post's
        /// when only characters left out failed it), in the form's language's
        /// pattern (a French colon after a narrow space, a full-width one in
        /// Japanese and Chinese).
        static func invalidAnnouncement(_ status: String, _ live: LiveForm, verdict: FormStatus?) -> String {
            var first: Int?
            if case let .invalid(index)? = live.preparationStatus { first = index }
            else if case let .invalid(index)? = verdict { first = index }
            else {
                // A post refused unread (cross-site) that the app put a message on: its first field in form order.
                first = live.spec.fields.indices.first { index in
                    live.form.fields[index].appError != nil
                }
            }
            guard let first else { return status }
            let presentation = live.form.presentation(at: first)
            guard let message = presentation.message else { return status }
            guard let label = presentation.label, !label.isEmpty else { return status + " " + message.text }
            return status + " " + live.form.localizer.string(.fieldMessage, label, message.text)
        }
    }
}
