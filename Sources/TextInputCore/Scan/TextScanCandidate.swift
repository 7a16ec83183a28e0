/// A value a text scan found for a field.
public struct TextScanCandidate: Sendable, Hashable {
    /// The value as the field takes it (typed or pasted): an IBAN's or a
    /// card's characters without spaces, a mask's value characters, an
    /// amount with the locale's decimal separator, an email address, a line.
    public var value: String
    /// The recognised line's confidence (0–1).
    public var confidence: Double
    /// Whether the value passes the format's own check: an IBAN's length and
    /// mod-97, a card's Luhn, a mask filled, an amount or address parsed.
    public var isValid: Bool
    /// Characters read as a look-alike and repaired where the format
    /// requires a digit or a letter (O→0, I/l→1, S→5, B→8, Z→2 and back).
    public var repairs: Int
    /// For amounts: a currency sign or code next to it, or a "total"-like
    /// word on its line, which ranks it first.
    public var isMarked: Bool

    /// Creates a candidate.
    public init(value: String, confidence: Double, isValid: Bool, repairs: Int = 0, isMarked: Bool = false) {
        self.value = value
        self.confidence = confidence
        self.isValid = isValid
        self.repairs = repairs
        self.isMarked = isMarked
    }
}
