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
