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

    /// Creates a configuration.
    public init(
        format: TextFormat = .plain,
        isMultiline: Bool = false,
        prefix: String = "",
        suffix: String = "",
        limit: CharacterLimit? = nil,
        localeIdentifier: String = "en_US",
        isSecure: Bool = false,
        numberTemplate: NumberTemplate? = nil
    ) {
        self.format = format
        self.isMultiline = isMultiline
        self.prefix = prefix
        self.suffix = suffix
        self.limit = limit
        self.localeIdentifier = localeIdentifier
        self.isSecure = isSecure
        self.numberTemplate = numberTemplate
    }
}

/// A configuration that cannot work, with what to change.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The mask pattern is unusable.
    case invalidMask(String, reason: String)
    /// The number options are unusable.
    case invalidNumber(String)
    /// The character limit is unusable.
    case invalidLimit(Int)
    /// A prefix or suffix holds control characters or line breaks.
    case invalidAffix(String)
    /// Options that cannot go together.
    case conflict(String)
    /// A phone format's region is not one libphonenumber knows, or the locale names none.
    case invalidPhoneRegion(String)

    public var description: String {
        switch self {
        case let .invalidMask(pattern, reason):
            return "The mask \"\(pattern)\" cannot be used: \(reason)."
        case let .invalidNumber(message):
            return message
        case let .invalidLimit(max):
            return "The character limit \(max) cannot be used: give a maximum of at least 1."
        case let .invalidAffix(affix):
            return "The prefix or suffix \"\(affix.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined())\" cannot be used: remove control characters and line breaks."
        case let .conflict(message):
            return message
        case let .invalidPhoneRegion(region):
            return "The phone region \"\(region)\" cannot be used: give an ISO 3166 region code such as \"DE\" or \"US\", or a locale with a region such as \"de_DE\"."
        }
    }
}
