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
