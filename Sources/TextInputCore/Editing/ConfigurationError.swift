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
