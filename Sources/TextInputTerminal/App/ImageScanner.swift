import TextInputCore
import TextInputScan

/// Reads an image file for a field's scan: ``scan(imageAt:)`` finds the
/// barcodes and QR codes in it, ``recognizeText(imageAt:localeIdentifier:)``
/// its printed text. ``FormController``'s scan prompt and ``LineModeRunner``'s
/// `scan:` lines call it with the path the user gives: for the text of a
/// field that scans text, for the codes of any other scan field.
///
/// ``BarcodeImageScanner`` is the real one (libzbar, loaded at the first
/// scan); tests and hosts with another source of codes supply their own.
///
/// ```swift
/// struct Fixed: ImageScanner {
///     func scan(imageAt path: String) throws(ScanError) -> [ScannedSymbol] {
///         [ScannedSymbol(bytes: Array("4006381333931".utf8), symbology: .ean13,
///                        symbologyName: "EAN-13", orientation: .up)]
///     }
/// }
/// controller.imageScanner = Fixed()
/// ```
public protocol ImageScanner {
    /// Every code in the PNG or JPEG file at `path`, in the decoder's
    /// order; an empty array when there is none.
    ///
    /// - Throws: a ``ScanError`` whose description says what went wrong and
    ///   what to do (a library to install, a file that cannot be read).
    func scan(imageAt path: String) throws(ScanError) -> [ScannedSymbol]

    /// The lines of printed text in the PNG or JPEG file at `path`, for a
    /// field that scans text (OCR), read with the language data of the
    /// field's locale. By default Tesseract (``TextRecognizer``, loaded at
    /// the first text scan).
    func recognizeText(imageAt path: String, localeIdentifier: String) throws(ScanError) -> [RecognizedLine]
}

extension ImageScanner {
    /// Reads the text with TextInputScan's ``TextRecognizer`` (one per
    /// process, its warm handles shared).
    public func recognizeText(imageAt path: String, localeIdentifier: String) throws(ScanError) -> [RecognizedLine] {
        try TextRecognizer.shared.get().recognize(imageAt: path, localeIdentifier: localeIdentifier).recognizedLines
    }
}
