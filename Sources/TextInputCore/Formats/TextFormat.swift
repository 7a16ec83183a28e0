/// How a field turns what the user types into displayed text and a value.
///
/// Every format works as you type and keeps the caret right after the
/// character just typed, or where a deleted character was.
///
/// ```swift
/// let phone = TextFormat.mask("(###) ###-####")
/// let price = TextFormat.number(.init(style: .currency, currency: "EUR"))
/// ```
public enum TextFormat: Sendable, Hashable {
    /// Plain text. Single-line fields drop newlines, tabs, other control
    /// characters and bidi override/embedding/isolate controls; multi-line
    /// fields keep newlines (CR and CRLF become LF).
    case plain
    /// Grouped characters from a pattern: `#` a digit, `@` a letter, `*` a
    /// letter or digit, `\` escapes the next character, anything else is a
    /// literal inserted automatically. The value excludes literals.
    case mask(String)
    /// A payment card number: the brand from the prefix decides grouping
    /// (Visa 4-4-4-4, Amex 4-6-5, ...) and the maximum length.
    case card
    /// An IBAN: upper-cased, groups of four, per-country length.
    case iban
    /// A phone number of any country, formatted as you type the way
    /// libphonenumber formats it for the region ("030 123456" in Germany,
    /// "(201) 555-0123" in the US, "+44 7400 123456" for any number typed
    /// with "+"); its value is E.164 ("+4930123456").
    case phone(PhoneFormat)
    /// A decimal, percent or currency number formatted for the locale.
    case number(NumberFormat)
    /// Plain text transformed to upper or lower case as it is typed.
    case letterCase(LetterCase)
    /// A format of your own (``CustomFormat``), such as a date.
    case custom(CustomFormat)

    /// The case transform of ``TextFormat/letterCase(_:)``.
    public enum LetterCase: String, Sendable, Hashable {
        case upper, lower
    }
}

/// Options of a number field.
///
/// The value is an exact `Decimal`; Foundation's `FormatStyle` produces the
/// committed text, and the text shown while typing is built from the same
/// locale data (grouping, symbol placement, digits) so the two agree.
public struct NumberFormat: Sendable, Hashable {
    /// Decimal, percent or currency.
    public enum Style: String, Sendable, Hashable {
        case decimal, percent, currency
    }

    /// The kind of number.
    public var style: Style
    /// ISO 4217 code (for ``Style/currency``), such as "USD" or "EUR".
    public var currency: String?
    /// Fraction digits shown once committed. `nil` means the currency's own
    /// (2 for USD, 0 for JPY) or, for decimals and percents, what was typed
    /// (at most ``maximumFractionDigits``).
    public var fractionDigits: Int?
    /// The most fraction digits a user may type when ``fractionDigits`` is nil
    /// and the style is not currency.
    public var maximumFractionDigits: Int
    /// The most integer digits a user may type.
    public var maximumIntegerDigits: Int
    /// Whether a minus sign is accepted.
    public var allowsNegative: Bool

    /// Creates number options.
    public init(
        style: Style = .decimal,
        currency: String? = nil,
        fractionDigits: Int? = nil,
        maximumFractionDigits: Int = 6,
        maximumIntegerDigits: Int = 38,
        allowsNegative: Bool = true
    ) {
        self.style = style
        self.currency = currency
        self.fractionDigits = fractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.maximumIntegerDigits = maximumIntegerDigits
        self.allowsNegative = allowsNegative
    }
}

/// Options of a phone number field.
public struct PhoneFormat: Sendable, Hashable {
    /// The ISO 3166 region numbers are typed for ("DE", "US"): its national
    /// numbers, its national and international call prefixes. `nil` takes the
    /// region of the field's locale (de_DE: DE, ar_SA: SA), or for a locale
    /// without a region its language's usual one (de: DE, ja: JP).
    public var region: String?

    /// Creates phone number options.
    public init(region: String? = nil) {
        self.region = region
    }
}
