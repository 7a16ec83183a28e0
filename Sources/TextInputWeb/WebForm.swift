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
    /// The app's own HTML in the form (its controls, such as a "Send me the
    /// newsletter" checkbox or a customer type's radio buttons), each at its
    /// place, rendered with what a post held besides the fields (``AppHTML``).
    public var appHTML: [AppHTML] = []
    /// The names under which a combo box posts the key of the choice the
    /// user picked (``TextInputCore/Choice/id``), beside its text, by
    /// field id: `["company": "company-id"]`. The page writes the key the
    /// core holds (none once an edit changed the text after the pick), the
    /// server keeps a posted key only while the field's text is that
    /// choice's (for configured choices; an app's own choices it checks
    /// itself), and ``PostResult/decode(_:)`` reads it under its name.
    public var choiceKeyNames: [String: String] = [:]
    /// Whether ``html(assets:)`` writes the `<form>` element with its submit
    /// button (true, the default), or (false) the fields, the message
    /// summary and the status line in a `div` for the app's own `<form>`,
    /// beside the app's own controls: give that form `method="post"`, the
    /// action that calls ``submit(pairs:from:)``, `novalidate` and a submit
    /// button. The page's script takes the enclosing form's submit as it
    /// takes its own (docs/web.md, "The app's own controls").
    public var rendersFormElement = true
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
    ///   - catalog: the strings of the form's languages: the built-in ones,
    ///     or with a language the app registered
    ///     (``TextInputCore/LocalizationCatalog/registering(_:strings:)``);
    ///     the page gets its form's languages from it, and the server checks
    ///     posts with it.
    public init(id: String, action: String, fields: [FieldConfiguration], values: [String: String] = [:],
                localeIdentifier: String = "en_US", fieldWidth: Int = LiveFormSpec.defaultFieldWidth, submitLabel: String = "Submit",
                submittedText: String = "Submitted.", scanPath: String = "/textinput/scan",
                catalog: LocalizationCatalog = .builtIn) {
        self.id = id
        self.action = action
        spec = LiveFormSpec(fields: fields, values: values, localeIdentifier: localeIdentifier,
                            width: Self.layoutUnits(fieldWidth: fieldWidth), submittedText: submittedText, catalog: catalog)
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
        try setMessage(message, severity: .error, onField: id)
    }

    /// Puts the app's own message on field `id` at a severity before the
    /// form is first shown (an error, a warning, a success or information,
    /// ``FieldEvent/setMessage(_:severity:)``): it stays until the user
    /// changes the field's text. After a post,
    /// ``PostResult/setMessage(_:severity:onField:)`` does the same.
    ///
    /// - Throws: ``MessageError`` when the form has no field `id`.
    public mutating func setMessage(_ message: String?, severity: MessageSeverity, onField id: String) throws(MessageError) {
        spec.preparation.append(.field(try spec.index(ofField: id), .setMessage(message, severity: severity)))
    }
}
