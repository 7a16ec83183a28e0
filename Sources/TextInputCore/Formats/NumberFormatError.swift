/// Why a ``NumberFormat`` cannot be used.
///
/// Thrown when a number field is configured, never while the user types.
public enum NumberFormatError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// ``NumberFormat/Style/currency`` needs an ISO 4217 code such as "USD".
    case missingCurrencyCode
    /// The currency code is not three ASCII letters.
    case malformedCurrencyCode(String)
    /// The currency code has the right shape but Foundation knows no such currency.
    case unknownCurrencyCode(String)
    /// No locale data for numbers: without Foundation (WebAssembly) a number
    /// field needs its ``NumberTemplate`` handed over.
    case missingLocaleData(String)
    /// ``NumberFormat/fractionDigits`` is outside `0...10`.
    case invalidFractionDigits(Int)
    /// ``NumberFormat/maximumFractionDigits`` is outside `0...10`.
    case invalidMaximumFractionDigits(Int)
    /// ``NumberFormat/maximumIntegerDigits`` is outside `1...38` (a `Decimal`
    /// holds 38 significant digits; the fraction digits a field allows come
    /// out of the same 38).
    case invalidMaximumIntegerDigits(Int)
    /// A stepper's ``NumberFormat/step``, ``NumberFormat/minimum`` or
    /// ``NumberFormat/maximum`` cannot be one of the field's values (the
    /// option's name, and why).
    case invalidStepper(option: String, reason: String)

    /// The most fraction digits a number format may have.
    public static let fractionDigitLimit = 10
    /// The most integer digits a number format may allow.
    public static let integerDigitLimit = 38

    /// A short English explanation of the problem and how to fix it.
    public var message: String {
        switch self {
        case .missingCurrencyCode:
            return "A currency number format needs an ISO 4217 currency code such as \"USD\" or \"EUR\"."
        case let .malformedCurrencyCode(code):
            return "\"\(code)\" is not a currency code; use three ASCII letters such as \"USD\" or \"EUR\"."
        case let .unknownCurrencyCode(code):
            return "\"\(code)\" is not a known ISO 4217 currency code; use one such as \"USD\" or \"EUR\"."
        case let .missingLocaleData(locale):
            return "No number locale data for \"\(locale)\" here; pass the NumberTemplate the native side extracted (EditorConfiguration.numberTemplate)."
        case let .invalidFractionDigits(digits):
            return "fractionDigits must be between 0 and \(Self.fractionDigitLimit), not \(digits)."
        case let .invalidMaximumFractionDigits(digits):
            return "maximumFractionDigits must be between 0 and \(Self.fractionDigitLimit), not \(digits)."
        case let .invalidMaximumIntegerDigits(digits):
            return "maximumIntegerDigits must be between 1 and \(Self.integerDigitLimit), not \(digits)."
        case let .invalidStepper(option, reason):
            return "\(option) \(reason)"
        }
    }

    /// The same as ``message``.
    public var description: String { message }

}
