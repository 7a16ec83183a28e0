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
