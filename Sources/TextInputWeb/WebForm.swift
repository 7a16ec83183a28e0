import TextInputCore
import TextInputHTML

/// A form of TextInputKit fields in a web page: rendered on the server,
/// edited in the browser by the core compiled to WebAssembly (every keystroke
/// decided in the page, no request per key), and checked again by the server
/// with the native core when it is posted.
///
/// ```swift
/// var form = WebForm(id: "customer", action: "/customers", fields: [
///     FieldConfiguration(id: "name", label: "Name", isRequired: true),
///     FieldConfiguration(id: "email", label: "Email", keyboard: .email),
/// ], submitLabel: "Create")
/// let html = try form.html(assets: assets)           // the <form> with its fields and spec
/// var result = try form.submit(body: "name=Ada&email=ada%40example.com")
/// if let submission = result.submission { … }        // typed values, in field order (or submission.decode(Signup.self))
/// if !result.isAccepted { let page = try form.html(assets: assets, showing: result) }   // the core's and the app's messages, status 422
/// ```
///
/// Without JavaScript (or without the module) the form is a plain HTML form
/// that posts to ``action``, so the server's check is the one that counts.
public struct WebForm: Sendable {
    /// A group of fields under an optional caption (a `section` with an `h2`).
    public struct Section: Sendable, Equatable {
        /// The caption, or nil for none.
        public var caption: String?
        /// The ids of the section's fields, in order.
        public var fieldIDs: [String]

        /// Creates a section.
        public init(caption: String? = nil, fieldIDs: [String]) {
            self.caption = caption
            self.fieldIDs = fieldIDs
        }
    }

    /// The form's id: element ids derive from it (letters, digits, `-`, `_`).
    public var id: String
    /// Where the form posts.
    public var action: String
    /// What the page's copy of the core is built from (fields, values, locale, width, preparation, texts).
    public var spec: LiveFormSpec
    /// The sections, in order; by default one without a caption holding every field.
    public var sections: [Section]
    /// The submit button's text.
    public var submitLabel: String
    /// Where the scan dialog posts images to decode (``WebScan``).
    public var scanPath: String
    /// Where the page asks the app for a combo box's choices as the user
    /// types, for fields with ``FieldConfiguration/choicesFromApp``
    /// (``SuggestionEndpoint``; the integrations' `addTextInputRoutes(…, suggestions:)`).
    public var suggestPath = "/textinput/suggest"
    /// Hidden inputs posted with the form (name, value), such as a one-time
    /// token that lets the server refuse a replayed submission.
    public var hiddenFields: [(name: String, value: String)] = []
    /// Origins besides the request's own whose pages may post this form
    /// (`https://shop.example`): by default a post from any other site is
    /// refused (``submit(pairs:from:)``, docs/web.md).
    public var trustedOrigins: [String] = []
    /// Whether the page's script keeps every message it hands to the core in
    /// the form element's `tikLog` array (for tests and debugging).
    public var recordsMessages = false

    /// Creates a form.
    ///
    /// - Parameters:
    ///   - fieldWidth: the width in CSS pixels a field is rendered for (343, a
    ///     phone's, by default); the core lays the first page's text out for
    ///     it, and once the page's script runs, for the width each field
    ///     really has (it reports every change).
    public init(id: String, action: String, fields: [FieldConfiguration], values: [String: String] = [:],
                localeIdentifier: String = "en_US", fieldWidth: Int = LiveFormSpec.defaultFieldWidth, submitLabel: String = "Submit",
                submittedText: String = "Submitted.", scanPath: String = "/textinput/scan") {
        self.id = id
        self.action = action
        spec = LiveFormSpec(fields: fields, values: values, localeIdentifier: localeIdentifier,
                            width: Self.layoutUnits(fieldWidth: fieldWidth), submittedText: submittedText)
        sections = [Section(fieldIDs: fields.map(\.id))]
        self.submitLabel = submitLabel
        self.scanPath = scanPath
    }

    /// The core's layout width for a field `fieldWidth` CSS pixels wide: the
    /// text's width (less padding, border and a note's scroll bar gutter) in
    /// ``WebMeasurer`` units of the 17 px value font.
    public static func layoutUnits(fieldWidth: Int) -> Int {
        LiveFormSpec.layoutUnits(fieldWidth: fieldWidth)
    }

    /// The form in its initial state (values, preparation and the app's
    /// messages applied), as the page's core starts from it.
    public func liveForm() throws(MessageError) -> LiveForm {
        try LiveForm(spec: spec.handingOverNumberTemplates())
    }

    /// The form in its initial state.
    @available(*, deprecated, renamed: "liveForm()")
    public func start() throws(MessageError) -> LiveForm { try liveForm() }

    /// A message for the form as a whole, shown in its status line and
    /// announced when the page loads, such as "Your draft was restored."
    /// (nil: none). After a post, ``PostResult/setFormMessage(_:)`` says it.
    public var formMessage: String?

    /// Puts the app's own message on field `id` before the form is first
    /// shown (a draft the app knows is wrong): the field shows it in its
    /// error state until the user changes the field's text
    /// (``FieldEvent/setError(_:)``). After a post,
    /// ``PostResult/setError(_:onField:)`` does the same.
    ///
    /// - Throws: ``MessageError`` when the form has no field `id`.
    public mutating func setError(_ message: String?, onField id: String) throws(MessageError) {
        spec.preparation.append(try Self.setErrorEvent(message, onField: id, of: spec))
    }

    /// The preparation event that puts `message` on field `id` (or takes the app's message away).
    static func setErrorEvent(_ message: String?, onField id: String, of spec: LiveFormSpec) throws(MessageError) -> JSONValue {
        guard let index = spec.fields.firstIndex(where: { $0.id == id }) else {
            throw MessageError("the form has no field \"\(id.prefix(60))\"; its fields are \(spec.fields.map { "\"" + $0.id + "\"" }.joined(separator: ", "))")
        }
        var event: [(String, JSONValue)] = [("event", .string("setError")), ("field", .int(index))]
        if let message, !message.isEmpty { event.append(("message", .string(message))) }
        return .object(event)
    }

    // MARK: - Posting

    /// What the server found in a post, and what the app adds before it
    /// shows the form again: its own messages on fields
    /// (``setError(_:onField:)``) and for the whole form
    /// (``setFormMessage(_:)``).
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
        /// The form after the submit, as the page shows it again (hidden
        /// passwords emptied, read-only and disabled fields at their own
        /// values, the core's and the app's messages on their fields).
        public private(set) var liveForm: LiveForm
        /// The status line's HTML.
        public private(set) var status: String
        /// What the page announces once when it loads (the live region): the
        /// form's message, or why the post was not accepted and the first
        /// field's message; nil for a post the app accepted.
        public private(set) var announcement: String?
        /// Whether the post was valid and the app has said nothing against
        /// it: the app stores it and moves on; otherwise it shows the form
        /// again (``WebForm/html(assets:showing:)``, status 422, or 503 when
        /// the app could not act on a valid post).
        public private(set) var isAccepted: Bool

        /// The submission decoded into the app's own type, keyed by field
        /// ids (``Submission/decode(_:)``); nil when the post was not valid.
        ///
        /// ```swift
        /// struct Signup: Decodable { var email: String; var amount: Decimal? }
        /// if let signup = try result.decode(Signup.self) { … }
        /// ```
        public func decode<T: Decodable>(_ type: T.Type) throws(SubmissionDecodingError) -> T? {
            try submission?.decode(type)
        }

        /// Whether the post was refused because another site's page sent it
        /// (``PostSource``): nothing in it was read, and the form is shown
        /// as it starts with a status line that says so (status 403).
        public internal(set) var isCrossSite = false

        /// The HTTP status to answer with, decided here once for both
        /// integrations (their `responseStatus` only converts it): 200 for an
        /// accepted post, 403 for a cross-site one (``isCrossSite``), 422 for
        /// a form shown again with messages (503 is the app's to choose when
        /// it could not act on a valid post).
        public var statusCode: Int {
            isAccepted ? 200 : isCrossSite ? 403 : 422
        }

        /// The form after the submit.
        @available(*, deprecated, renamed: "liveForm")
        public var form: LiveForm { liveForm }

        init(submission: Submission?, liveForm: LiveForm, status: String, announcement: String?) {
            self.submission = submission
            self.liveForm = liveForm
            self.status = status
            self.announcement = announcement
            isAccepted = submission != nil
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
            var spec = liveForm.spec
            spec.preparation.append(try WebForm.setErrorEvent(message, onField: id, of: spec))
            liveForm = try LiveForm(spec: spec)
            guard message?.isEmpty == false else { return }
            isAccepted = false
            let text = liveForm.submitStatusText(accepted: false)
            status = LiveForm.statusLine(text, ok: false)
            announcement = Self.invalidAnnouncement(text, liveForm)
        }

        /// A message for the form as a whole, when the app cannot act on a
        /// valid post (its database is away, a downstream call failed): "The
        /// customer could not be saved right now. Nothing was lost: try
        /// again." It replaces the status line and is announced when the page
        /// loads; every value stays in the form. The post is no longer
        /// accepted (``isAccepted``).
        public mutating func setFormMessage(_ message: String) {
            isAccepted = false
            status = LiveForm.statusLine(message, ok: false)
            announcement = message
        }

        /// Why the form is shown again, then "Label: message" of the first
        /// field in error, in the form's language's pattern (a French colon
        /// after a narrow space, a full-width one in Japanese and Chinese).
        static func invalidAnnouncement(_ status: String, _ live: LiveForm) -> String {
            let localizer = live.form.localizer
            for presentation in live.form.presentations where presentation.state == .error {
                guard let message = presentation.message else { continue }
                guard let label = presentation.label, !label.isEmpty else { return status + " " + message.text }
                return status + " " + localizer.string(.fieldMessage, label, message.text)
            }
            return status
        }
    }

    /// Checks a posted `application/x-www-form-urlencoded` body with the
    /// native core: the same configurations, formats, limits and rules as the
    /// page (rules written as Swift closures included). Read-only and
    /// disabled fields keep the form's own values whatever was posted; a
    /// posted text that still shows a field's prefix or suffix has them removed;
    /// names that are not fields are ignored.
    ///
    /// - Throws: ``MessageError`` when the form's own configuration is unusable.
    public func submit(body: String) throws(MessageError) -> PostResult {
        guard let pairs = FormPost.parse(body) else {
            throw MessageError("the posted body is not URL-encoded UTF-8; post the form as application/x-www-form-urlencoded")
        }
        return try submit(pairs: pairs)
    }

    /// Checks posted name–value pairs after checking where the post comes
    /// from: a post that another site's page sent (``PostSource``, the
    /// browser's `Sec-Fetch-Site` and `Origin`) is refused unless its origin
    /// is one of ``trustedOrigins``; nothing in it is read, and the result
    /// shows the form as it starts with a status line that says why
    /// (``PostResult/isCrossSite``, status 403). What the server integrations'
    /// `submit(request)` calls.
    public func submit(pairs: [(String, String)], from source: PostSource) throws(MessageError) -> PostResult {
        guard source.refusal(trusting: trustedOrigins) != nil else { return try submit(pairs: pairs) }
        let live = try liveForm()
        let message = live.form.localizer.string(ServerText.crossSitePost)
        var result = PostResult(submission: nil, liveForm: live, status: LiveForm.statusLine(message, ok: false), announcement: message)
        result.isCrossSite = true
        return result
    }

    /// Checks posted name–value pairs (the first value of a name counts),
    /// without asking where they come from: a server that reads requests
    /// calls ``submit(pairs:from:)``.
    public func submit(pairs: [(String, String)]) throws(MessageError) -> PostResult {
        // The core checks the post (InputForm.Event.post): each field takes its posted text as it takes autofill,
        // through its format and limit, read-only and disabled fields refusing it; a value with characters left out
        // fails the submit, never cut and stored (docs/decisions.md). Its status is the verdict.
        var checked = spec
        checked.preparation = []
        var verdict = try LiveForm(spec: checked.handingOverNumberTemplates())
        let response = verdict.send(.post(pairs.map { PostedText(id: $0.0, text: $0.1) }))
        var submission: Submission?
        if case let .submitted(values)? = response.status { submission = values }
        let fields = verdict.form.fields
        var leftOut: [(index: Int, notice: InputField.LeftOut)] = []
        for index in fields.indices {
            if let notice = fields[index].leftOut { leftOut.append((index, notice)) }
        }

        // What the page shows again: the values the core kept, never the raw posted text
        // (FieldConfiguration.valueToShowAgain: no password, a phone number as it showed). A field that left
        // characters out says so until the next edit (a `leftOut` event, in the page's core too).
        var shown = spec
        shown.preparation = [.object([("event", .string("submit"))])]
        for (index, configuration) in spec.fields.enumerated() {
            shown.values[configuration.id] = configuration.valueToShowAgain(value: fields[index].value,
                                                                           shownBody: fields[index].editor.bodyText)
        }
        for (index, notice) in leftOut {
            var event: [(String, JSONValue)] = [("event", .string("leftOut")), ("count", .int(notice.count))]
            if let fit = notice.fit { event.append(("fit", .int(fit))) }
            event.append(("field", .int(index)))
            shown.preparation.append(.object(event))
        }
        let form = try LiveForm(spec: shown.handingOverNumberTemplates())
        let text = form.submitStatusText(accepted: submission != nil)
        return PostResult(submission: submission, liveForm: form, status: LiveForm.statusLine(text, ok: submission != nil),
                          announcement: submission != nil ? nil : PostResult.invalidAnnouncement(text, form))
    }

    // MARK: - Rendering

    /// Whether a field has the phone format or rule: the page then fetches the phone tables for its module.
    var hasPhoneField: Bool {
        spec.fields.contains { field in
            if case .phone = field.format { return true }
            return field.validation.contains { if case .phone = $0.rule { return true } else { return false } }
        }
    }

    /// The calling code of the numbers every phone field types by default, when they all type one (+1 for phone
    /// fields of the US and Canada): the page then installs the tables of that code alone before the form opens,
    /// and the whole tables once it is live. Nil for none or several, or a phone rule on a field of another format
    /// (which has no region).
    var phoneCallingCode: Int? {
        var codes: Set<Int> = []
        for field in spec.fields {
            if field.validation.contains(where: { if case .phone = $0.rule { return true } else { return false } }) {
                guard case .phone = field.format else { return nil }
            }
            guard case let .phone(options) = field.format else { continue }
            guard let region = options.region ?? PhoneNumberData.region(ofLocale: field.localeIdentifier ?? spec.localeIdentifier),
                  let code = PhoneNumberData.callingCode(ofRegion: region) else { return nil }
            codes.insert(code)
        }
        return codes.count == 1 ? codes.first : nil
    }

    /// The phone tables the page installs before the form opens: one calling code's
    /// (``WebAssets/phoneDataByCallingCode``) or the whole tables; nil for a form without phone fields.
    /// The addresses the form fetches before it opens (the module's parts its
    /// fields need and its phone tables), in the order their downloads start;
    /// empty without a module.
    func earlyDownloads(assets: WebAssets) -> [String] {
        guard assets.module != nil else { return [] }
        return assets.earlyParts(for: spec.fields).map(\.asset.path) + (phoneTables(assets).map { [$0.path] } ?? [])
    }

    func phoneTables(_ assets: WebAssets) -> WebAssets.Asset? {
        guard hasPhoneField else { return nil }
        return phoneCallingCode.flatMap { assets.phoneDataByCallingCode[$0] } ?? assets.phoneData
    }

    /// The form's HTML: the `<form>` with its sections and fields in their
    /// initial state (with the app's messages, ``setError(_:onField:)`` and
    /// ``formMessage``), the submit button, the status line, the spec the
    /// page's core starts from, the live region and (when a field scans) the
    /// scan dialog.
    ///
    /// The page needs ``WebAssets/headHTML`` in its `<head>` and an ancestor
    /// with a theme class (`tik-theme-light` or `tik-theme-dark`). The form
    /// lays itself out by the width it gets (compact below 600 CSS px,
    /// expanded from 600; docs/web.md): give it a width, as a block does by
    /// itself (as a flex or grid item, `width: 100%` or a track size). An
    /// ancestor with `tik-layout-compact` or `tik-layout-expanded` forces one.
    public func html(assets: WebAssets) throws(MessageError) -> String {
        try html(assets: assets, liveForm: try liveForm(), status: formMessage.map { LiveForm.statusLine($0, ok: false) },
                 announcement: formMessage)
    }

    /// The form again after a post (``submit(body:)``): every value the core
    /// kept, the core's and the app's messages, the status line, announced
    /// once when the page loads.
    public func html(assets: WebAssets, showing result: PostResult) throws(MessageError) -> String {
        try html(assets: assets, liveForm: result.liveForm, status: result.status, announcement: result.announcement)
    }

    /// The form's HTML in `state` (by default its initial state).
    @available(*, deprecated, message: "use html(assets:) or html(assets:showing:)")
    public func html(assets: WebAssets, state: LiveForm?, status: String? = nil) throws(MessageError) -> String {
        let live: LiveForm
        if let state { live = state } else { live = try liveForm() }
        return try html(assets: assets, liveForm: live, status: status, announcement: nil)
    }

    /// The form's HTML with the fields of `live`, a status line's HTML and
    /// what the page announces once when it loads.
    public func html(assets: WebAssets, liveForm live: LiveForm, status: String?, announcement: String?) throws(MessageError) -> String {
        let base = HTML.identifier(id)
        let specID = "tik-spec-" + base
        // The module's parts this form's fields need before it opens, fetched with the module (docs/wasm.md).
        let earlyParts = assets.earlyParts(for: spec.fields)
        // And those it fetches first once it is live (what its fields' keys run beyond their opening).
        let soonParts = assets.soonParts(for: spec.fields)
        let presentations = live.form.presentations
        // Their downloads and the phone tables' start as the form is parsed (WebAssets.earlyFetchScript), unless
        // the page's head started them (WebAssets.headHTML(for:)): the script fetches each address once.
        let phoneTables = phoneTables(assets)
        let early = earlyDownloads(assets: assets)
        var html = early.isEmpty ? "" : "<script" + HTML.attribute("data-tik-early", early.joined(separator: " ")) + ">"
            + WebAssets.earlyFetchScript + "</script>"
        html += "<form class=\"tik-form\" method=\"post\" novalidate" + HTML.attribute("id", "tik-form-" + base)
            + HTML.attribute("action", action) + HTML.attribute("data-tik-spec", specID)
            + HTML.attribute("data-wasm", assets.module?.path) + HTML.attribute("data-unicode", assets.unicodeData?.path)
            + HTML.attribute("data-parts", assets.parts.isEmpty ? nil
                                : assets.parts.map { "\($0.number) \($0.asset.path)" }.joined(separator: " "))
            + HTML.attribute("data-early", earlyParts.isEmpty ? nil : earlyParts.map { String($0.number) }.joined(separator: " "))
            + HTML.attribute("data-soon", soonParts.isEmpty ? nil : soonParts.map { String($0.number) }.joined(separator: " "))
            + HTML.attribute("data-scan", scanPath)
            + HTML.attribute("data-phone", phoneTables?.path)
            + HTML.attribute("data-phone-all", phoneTables.flatMap { $0.path == assets.phoneData.path ? nil : assets.phoneData.path })
            + HTML.attribute("data-suggest", spec.fields.contains(where: \.choicesFromApp) ? suggestPath : nil)
            + HTML.attribute("data-locale", spec.localeIdentifier)
            + HTML.attribute("data-tik-announce", announcement.flatMap { $0.isEmpty ? nil : $0 })
            + HTML.flag("data-tik-log", recordsMessages) + ">"
        for hidden in hiddenFields {
            html += "<input type=\"hidden\"" + HTML.attribute("name", hidden.name) + HTML.attribute("value", hidden.value) + ">"
        }
        if let note = live.form.requiredNote {
            html += "<p class=\"tik-required-note\">\(HTML.escape(note))</p>"
        }
        html += "<div class=\"tik-figures\">"
        for (number, section) in sections.enumerated() {
            let captionID = "tik-fig-\(base)-\(number)"
            if let caption = section.caption {
                html += "<section class=\"tik-figure\" aria-labelledby=\"\(captionID)\">"
                html += "<h2 class=\"tik-figure-caption\" id=\"\(captionID)\">\(HTML.escape(caption))</h2>"
            } else {
                html += "<section class=\"tik-figure\">"
            }
            for fieldID in section.fieldIDs {
                guard let index = spec.fields.firstIndex(where: { $0.id == fieldID }) else { continue }
                html += FieldRenderer.field(presentations[index], facts: FieldFacts(spec.fields[index]), index: index)
            }
            html += "</section>"
        }
        html += "</div>"
        html += "<div class=\"tik-actions\"><button type=\"submit\" class=\"tik-button\">\(HTML.escape(submitLabel))</button></div>"
        html += "<div class=\"tik-status-line\" id=\"tik-status-\(base)\" role=\"status\">\(status ?? "")</div>"
        html += "</form>"
        html += "<script type=\"application/json\" id=\"\(specID)\">\(try live.spec.json)</script>"
        if live.form.fields.contains(where: { $0.configuration.hasScanAction }) {
            html += Self.scanDialog(live.form.localizer)
        }
        return html
    }

    /// The page's live region, which announces refusals and new errors; once per page.
    public static let liveRegion = "<div class=\"tik-sr\" id=\"tik-live\" aria-live=\"assertive\"></div>"

    /// The scan dialog, hidden until the client opens it for a field's scan
    /// icon: a camera preview, a file picker, a message line and a list for
    /// choosing among several codes. Its messages are data attributes the
    /// client shows as text.
    static func scanDialog(_ localizer: Localizer) -> String {
        let s = { (key: LocalizedKey) in HTML.escape(localizer.string(key)) }
        return "<div class=\"tik-scan\" id=\"tik-scan\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"tik-scan-title\""
            + " aria-describedby=\"tik-scan-message\" hidden"
            + " data-no-camera=\"\(s(.scanNoCamera))\" data-denied=\"\(s(.scanCameraDenied))\""
            + " data-looking=\"\(s(.scanCameraLooking))\" data-too-large=\"\(s(.scanImageTooLarge))\""
            + " data-offline=\"\(s(.scanServerUnreachable))\""
            + " data-barcode-title=\"\(s(.scanDialogTitle))\" data-text-title=\"\(s(.scanText))\">"
            + "<h2 class=\"tik-scan-title\" id=\"tik-scan-title\">\(s(.scanDialogTitle))</h2>"
            + "<video class=\"tik-scan-video\" id=\"tik-scan-video\" muted playsinline hidden></video>"
            + "<p class=\"tik-scan-message\" id=\"tik-scan-message\" role=\"status\"></p>"
            + "<div class=\"tik-scan-choices\" id=\"tik-scan-choices\"></div>"
            + "<p class=\"tik-scan-actions\"><label class=\"tik-scan-file-label\" for=\"tik-scan-file\">\(s(.scanChooseImage))</label>"
            + " <input type=\"file\" class=\"tik-scan-file\" id=\"tik-scan-file\" accept=\"image/png,image/jpeg\">"
            + " <button type=\"button\" class=\"tik-button\" id=\"tik-scan-close\">\(s(.closeDialog))</button></p></div>"
    }
}

extension LiveFormSpec {
    /// The spec with every number field's template filled in from
    /// `FormatStyle`, so that the page's core (without Foundation) formats
    /// numbers exactly as the server's.
    public func handingOverNumberTemplates() -> LiveFormSpec {
        var copy = self
        copy.fields = fields.map { $0.handingOverNumberTemplate(defaultLocale: localeIdentifier) }
        return copy
    }
}
