import TextInputCore

extension RecognizedText {
    /// The lines as the core's text-scan policy reads them (text and
    /// confidence; ``TextInputCore/RecognizedLine`` clamps the confidence to
    /// 0...1): the one mapping from what Tesseract read to what a field is
    /// given, for the terminal, the web's scan route and the OCR benchmark.
    public var recognizedLines: [RecognizedLine] {
        lines.map { RecognizedLine(text: $0.text, confidence: $0.confidence) }
    }
}
