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
/// let result = try form.submit(body: "name=Ada&email=ada%40example.com")
/// if let submission = result.submission { … }        // typed values, in field order
/// else { let page = try form.html(assets: assets, state: result.form, status: result.status) }   // the core's messages, status 422
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
    /// Hidden inputs posted with the form (name, value), such as a one-time
    /// token that lets the server refuse a replayed submission.
    public var hiddenFields: [(name: String, value: String)] = []
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

    /// The form in its initial state (values and preparation applied).
    public func start() throws(MessageError) -> LiveForm {
        try LiveForm(spec: spec.handingOverNumberTemplates())
    }

    // MARK: - Posting

    /// What the server found in a post.
    public struct PostResult: Sendable {
        /// The submitted values in field order, typed, when every field was
        /// valid; nil otherwise.
        public var submission: Submission?
        /// The form after the submit, as the page shows it again (hidden
        /// passwords emptied, read-only and disabled fields at their own values).
        public var form: LiveForm
        /// The status line's HTML.
        public var status: String
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

    /// Checks posted name–value pairs (the first value of a name counts).
    public func submit(pairs: [(String, String)]) throws(MessageError) -> PostResult {
        var posted: [String: String] = [:]
        for (name, value) in pairs where posted[name] == nil { posted[name] = value }
        // A post is text that arrived by another path: the core adopts each field's posted text (its value, the
        // shown prefix and suffix taken off) as it adopts autofill, through the field's format and limit, and says
        // what it left out. Read-only and disabled fields keep the server's values; nothing posted for them counts.
        var checked = spec
        checked.preparation = []
        for (index, configuration) in spec.fields.enumerated() where !(configuration.isReadOnly || configuration.isDisabled) {
            checked.values[configuration.id] = nil
            guard let text = posted[configuration.id] else { continue }
            checked.preparation.append(.object([("event", .string("adopt")), ("field", .int(index)),
                                                ("text", .string(configuration.value(fromDisplayedText: text)))]))
        }
        checked.preparation.append(.object([("event", .string("submit"))]))
        let verdict = try LiveForm(spec: checked.handingOverNumberTemplates())

        // A posted value the core could not take whole is refused, never cut and stored (docs/decisions.md): value
        // characters its format could not take, or more characters than a `stop` limit lets anyone type.
        let fields = verdict.form.fields
        var leftOut: [(index: Int, notice: InputField.LeftOut)] = []
        for index in fields.indices {
            if let notice = fields[index].leftOut { leftOut.append((index, notice)) }
        }
        let submission = leftOut.isEmpty ? verdict.form.submission : nil

        // What the page shows again: the values the core kept (never the raw posted text), but a password is
        // never written back into a page. A phone field shows again the text it showed ("(555) 123-4567", which
        // reads back as the same digits), not its E.164 value, which would come back in international format. A
        // field that left characters out says so until the next edit (a `leftOut` event, in the page's core too).
        var shown = spec
        shown.preparation = [.object([("event", .string("submit"))])]
        for (index, configuration) in spec.fields.enumerated() {
            var kept = fields[index].value
            if case .phone = configuration.format { kept = fields[index].editor.bodyText }
            shown.values[configuration.id] = configuration.isSecure || kept.isEmpty ? nil : kept
        }
        for (index, notice) in leftOut {
            var event: [(String, JSONValue)] = [("event", .string("leftOut")), ("count", .int(notice.count))]
            if let fit = notice.fit { event.append(("fit", .int(fit))) }
            event.append(("field", .int(index)))
            shown.preparation.append(.object(event))
        }
        let form = try LiveForm(spec: shown.handingOverNumberTemplates())
        let text = submission != nil ? spec.submittedText : form.form.localizer.string(.formInvalid)
        return PostResult(submission: submission, form: form, status: LiveForm.statusLine(text, ok: submission != nil))
    }

    // MARK: - Rendering

    /// Whether a field has the phone format: the page then fetches the phone tables for its module.
    var hasPhoneField: Bool {
        spec.fields.contains { if case .phone = $0.format { return true } else { return false } }
    }

    /// The form's HTML: the `<form>` with its sections and fields in `state`
    /// (by default the initial state), the submit button, the status line,
    /// the spec the page's core starts from, the live region and (when a
    /// field scans) the scan dialog.
    ///
    /// The page needs ``WebAssets/headHTML`` in its `<head>` and an ancestor
    /// with a theme class (`tik-theme-light` or `tik-theme-dark`). The form
    /// lays itself out by the width it gets (compact below 600 CSS px,
    /// expanded from 600; docs/web.md): give it a width, as a block does by
    /// itself (as a flex or grid item, `width: 100%` or a track size). An
    /// ancestor with `tik-layout-compact` or `tik-layout-expanded` forces one.
    public func html(assets: WebAssets, state: LiveForm? = nil, status: String? = nil) throws(MessageError) -> String {
        let live: LiveForm
        if let state { live = state } else { live = try start() }
        let base = HTML.identifier(id)
        let specID = "tik-spec-" + base
        let presentations = live.form.presentations
        var html = "<form class=\"tik-form\" method=\"post\" novalidate" + HTML.attribute("id", "tik-form-" + base)
            + HTML.attribute("action", action) + HTML.attribute("data-tik-spec", specID)
            + HTML.attribute("data-wasm", assets.module?.path) + HTML.attribute("data-scan", scanPath)
            + HTML.attribute("data-phone", hasPhoneField ? assets.phoneData.path : nil)
            + HTML.attribute("data-locale", spec.localeIdentifier)
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
