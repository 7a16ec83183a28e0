/// The precision a number is formatted with.
enum NumberPrecision: Sendable, Equatable {
    /// The style's default (a currency's own fraction digits).
    case standard
    /// Exactly this many fraction digits.
    case fractionLength(Int)
    /// Exactly these many integer and fraction digits (while typing).
    case integerAndFraction(integer: Int, fraction: Int)
}
