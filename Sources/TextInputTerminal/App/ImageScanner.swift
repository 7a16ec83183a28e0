import TextInputCore
import TextInputScan

/// Reads an image file for a field's scan: the barcodes and QR codes in it,
/// or for a text-scan field its printed text (``recognizeText(imageAt:localeIdentifier:)``).
/// What the scan prompt of ``FormController`` and ``LineModeRunner`` calls
/// when the user gives a path.
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

/// What reading an image did to a field: the core's answer (its
/// ``FormResponse/scan`` says whether a value filled the field, a choice
/// opened or nothing was found) and the symbology of each code.
struct ImageScan {
    var response: FormResponse
    var symbologies: [String: String] = [:]
    /// The first code found (barcodes).
    var firstCode: String?

    /// Where the field's scan stands (nil only when the field was gone).
    var state: ScanState? { response.scan?.state }
}

extension InputForm {
    /// Reads the image at `path` for the field at `index` and hands the result
    /// to the core: the codes (``FieldEvent/scanFound(_:)``) for a barcode
    /// field, the recognised lines (``FieldEvent/textRecognized(_:)``, read
    /// with the field's locale) for a text-scan field. The terminal's scan
    /// prompt and line mode both scan through here.
    mutating func scan(imageAt path: String, field index: Int, with scanner: any ImageScanner) throws(ScanError) -> ImageScan {
        if fields[index].configuration.scanKind == .text {
            let lines = try scanner.recognizeText(imageAt: path, localeIdentifier: fields[index].editor.configuration.localeIdentifier)
            return ImageScan(response: send(.field(index, .textRecognized(lines))))
        }
        let symbols = try scanner.scan(imageAt: path)
        var symbologies: [String: String] = [:]
        for symbol in symbols where symbologies[symbol.text] == nil { symbologies[symbol.text] = symbol.symbologyName }
        return ImageScan(response: send(.field(index, .scanFound(symbols.map(\.text)))), symbologies: symbologies,
                         firstCode: symbols.first?.text)
    }
}

/// The real decoder: TextInputScan's ``BarcodeScanner``.
///
/// Nothing is loaded until the first scan: libzbar, and libpng or
/// libturbojpeg for the image, are opened with `dlopen` then, so a form
/// whose user never scans needs none of them. Without them a scan throws
/// ``ScanError/libraryMissing(library:hint:)``, naming the package to
/// install.
public struct BarcodeImageScanner: ImageScanner, Sendable {
    /// Creates the scanner; loads nothing yet.
    public init() {}

    /// Loads libzbar (once per process) and decodes the file.
    public func scan(imageAt path: String) throws(ScanError) -> [ScannedSymbol] {
        try BarcodeScanner().scan(imageAt: path)
    }
}

/// Turning what the user typed or pasted at the scan prompt into a path.
public enum ScanPath {
    /// The path in `typed`: surrounding spaces removed (a file dragged onto a
    /// terminal is pasted with a trailing space), then one pair of matching
    /// single or double quotes around the whole (how terminals paste paths
    /// with spaces), and a leading `~/` (or a lone `~`) replaced by `home`.
    ///
    /// ```swift
    /// ScanPath.resolve(" '/tmp/My Code.png' ", home: "/root")   // "/tmp/My Code.png"
    /// ScanPath.resolve("~/code.png", home: "/home/jane")         // "/home/jane/code.png"
    /// ```
    public static func resolve(_ typed: String, home: String?) -> String {
        var path = typed.trimmingSpaces()
        for quote in ["'", "\""] where path.count >= 2 && path.hasPrefix(quote) && path.hasSuffix(quote) {
            path = String(path.dropFirst().dropLast())
            break
        }
        if let home, !home.isEmpty {
            if path == "~" {
                path = home
            } else if path.hasPrefix("~/") {
                path = (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst()
            }
        }
        return path
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
