/// What a field's scan reads: barcodes (and QR codes), or printed text.
///
/// SAP Fiori for iOS: "An icon may be included to launch the barcode scanner
/// or OCR scanner." A text scan recognises lines of text (Tesseract in
/// `TextInputScan`, or any OCR engine of the host) and the core picks the
/// value that fits the field's format (``TextScanPolicy``).
public enum ScanKind: String, Sendable, Hashable, CaseIterable {
    /// Barcodes and QR codes: the decoded text fills the field.
    case barcode
    /// Printed text: recognised lines, from which the field's format picks its value.
    case text
}

/// One line of printed text an OCR engine recognised, with how sure it is.
///
/// ```swift
/// let line = RecognizedLine(text: "IBAN DE89 3704 0044 0532 0130 00", confidence: 0.93)
/// ```
public struct RecognizedLine: Sendable, Hashable {
    /// The line's text as recognised, words separated by spaces.
    public var text: String
    /// The engine's confidence from 0 (a guess) to 1 (certain); values
    /// outside are clamped.
    public var confidence: Double

    /// Creates a line.
    public init(text: String, confidence: Double) {
        self.text = text
        self.confidence = confidence.isNaN ? 0 : min(1, max(0, confidence))
    }
}

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
