/// Everything the editing engine needs to know about a field.
///
/// ```swift
/// var config = EditorConfiguration(format: .mask("(###) ###-####"))
/// config.limit = CharacterLimit(max: 10, policy: .stop)
/// var editor = try FieldEditor(configuration: config)
/// ```
public struct EditorConfiguration: Sendable, Hashable {
    /// How typed text becomes displayed text and a value.
    public var format: TextFormat
    /// Whether newlines are kept (note fields).
    public var isMultiline: Bool
    /// Text shown before the value, not part of it; the caret cannot enter it.
    public var prefix: String
    /// Text shown after the value, not part of it; the caret cannot enter it.
    public var suffix: String
    /// An optional character limit.
    public var limit: CharacterLimit?
    /// The locale for number formats and case transforms, such as "de_DE".
    public var localeIdentifier: String
    /// Whether this is a secure (password) field, hidden by default.
    public var isSecure: Bool
    /// The locale's number layout for a number format, handed over where
    /// Foundation is missing (WebAssembly); natively nil, and the engine
    /// extracts it from `FormatStyle` for ``localeIdentifier``.
    public var numberTemplate: NumberTemplate?
    /// How the locale writes dates, for a date format, handed over where
    /// Foundation is missing (WebAssembly); natively nil, and the engine
    /// reads it from Foundation for ``localeIdentifier``.
    public var dateTemplate: DateTemplate? {
        get { dateTemplateBox?.template }
        set { dateTemplateBox = newValue.map(DateTemplateBox.init) }
    }
    /// ``dateTemplate`` by reference.
    var dateTemplateBox: DateTemplateBox?

    /// Creates a configuration.
    public init(
        format: TextFormat = .plain,
        isMultiline: Bool = false,
        prefix: String = "",
        suffix: String = "",
        limit: CharacterLimit? = nil,
        localeIdentifier: String = "en_US",
        isSecure: Bool = false,
        numberTemplate: NumberTemplate? = nil,
        dateTemplate: DateTemplate? = nil
    ) {
        self.format = format
        self.isMultiline = isMultiline
        self.prefix = prefix
        self.suffix = suffix
        self.limit = limit
        self.localeIdentifier = localeIdentifier
        self.isSecure = isSecure
        self.numberTemplate = numberTemplate
        self.dateTemplateBox = dateTemplate.map(DateTemplateBox.init)
    }

    /// A configuration with its date template by reference, as a field's configuration hands it over.
    init(format: TextFormat, isMultiline: Bool, prefix: String, suffix: String, limit: CharacterLimit?, localeIdentifier: String,
         isSecure: Bool, numberTemplate: NumberTemplate?, dateTemplateBox: DateTemplateBox?) {
        self.init(format: format, isMultiline: isMultiline, prefix: prefix, suffix: suffix, limit: limit,
                  localeIdentifier: localeIdentifier, isSecure: isSecure, numberTemplate: numberTemplate)
        self.dateTemplateBox = dateTemplateBox
    }
}
