/// One barcode or 2D code found in an image.
///
/// ```swift
/// for symbol in try BarcodeScanner().scan(imageAt: "/tmp/label.png") {
///     print(symbol.symbology, symbol.text)   // qrCode https://example.com
/// }
/// ```
public struct ScannedSymbol: Sendable, Equatable {
    /// The decoded content as text, ready for the field (`FieldEditor.apply(.replaceAll(symbol.text))`,
    /// which also drops characters a single-line field does not take).
    ///
    /// ``bytes`` read as UTF-8. libzbar already converts QR codes in other encodings (ISO-8859-1,
    /// Shift JIS, ECI-tagged data) to UTF-8; data that is still not valid UTF-8 is read as ISO-8859-1,
    /// one character per byte, so nothing is lost or replaced with U+FFFD.
    public var text: String
    /// The data exactly as libzbar returned it.
    ///
    /// For QR codes this is libzbar's UTF-8 conversion, not necessarily the bytes stored in the code:
    /// a QR code holding the ISO-8859-1 bytes of "Grüße" gives the UTF-8 bytes of "Grüße".
    public var bytes: [UInt8]
    /// The kind of code.
    public var symbology: Symbology
    /// libzbar's display name for the symbology, such as "EAN-13" or "QR-Code".
    public var symbologyName: String
    /// Which way the code was read, relative to the image.
    public var orientation: Orientation

    /// Creates a symbol from decoded data; ``text`` is derived from `bytes` (UTF-8, else ISO-8859-1).
    public init(bytes: [UInt8], symbology: Symbology, symbologyName: String, orientation: Orientation) {
        self.text = Self.text(from: bytes)
        self.bytes = bytes
        self.symbology = symbology
        self.symbologyName = symbologyName
        self.orientation = orientation
    }

    /// Reads `bytes` as UTF-8, or as ISO-8859-1 when they are not valid UTF-8.
    static func text(from bytes: [UInt8]) -> String {
        if let utf8 = String(validating: bytes, as: UTF8.self) {
            return utf8
        }
        var latin1 = String.UnicodeScalarView()
        latin1.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(latin1)
    }

    /// The direction in which a code's content runs in the image.
    public enum Orientation: String, Sendable, Equatable, CaseIterable {
        /// Upright: read left to right.
        case up
        /// Turned a quarter clockwise: read top to bottom.
        case right
        /// Upside down: read right to left.
        case down
        /// Turned a quarter counter-clockwise: read bottom to top.
        case left
        /// libzbar could not tell.
        case unknown

        /// Maps `zbar_orientation_t`.
        init(zbarOrientation: CInt) {
            switch zbarOrientation {
            case 0: self = .up
            case 1: self = .right
            case 2: self = .down
            case 3: self = .left
            default: self = .unknown
            }
        }
    }
}

/// The kinds of barcodes and 2D codes libzbar decodes.
///
/// The raw value is a stable identifier for logs and protocols (`"qrCode"`, `"ean13"`).
public enum Symbology: String, Sendable, Equatable, Hashable, CaseIterable {
    /// QR Code (2D).
    case qrCode
    /// EAN-13 / GTIN-13, including ISBN-13 book codes; the text ends with the check digit.
    case ean13
    /// EAN-8.
    case ean8
    /// UPC-A (12 digits). libzbar reports most UPC-A codes as ``ean13`` with a leading 0.
    case upcA
    /// UPC-E.
    case upcE
    /// ISBN-10 (only reported when enabled in libzbar; ``BarcodeScanner`` reports book codes as ``ean13``).
    case isbn10
    /// ISBN-13 (only reported when enabled in libzbar; ``BarcodeScanner`` reports book codes as ``ean13``).
    case isbn13
    /// The 2-digit EAN add-on.
    case ean2
    /// The 5-digit EAN add-on.
    case ean5
    /// An EAN/UPC code together with its add-on.
    case composite
    /// Code 128 (including GS1-128).
    case code128
    /// Code 39.
    case code39
    /// Code 93.
    case code93
    /// Interleaved 2 of 5.
    case i25
    /// Codabar.
    case codabar
    /// GS1 DataBar (RSS-14).
    case dataBar
    /// GS1 DataBar Expanded.
    case dataBarExpanded
    /// PDF417 (libzbar's support is partial).
    case pdf417
    /// SQ Code.
    case sqCode
    /// A type this version of the package does not know; see ``ScannedSymbol/symbologyName``.
    case unknown

    /// Maps `zbar_symbol_type_t` (without the deprecated add-on flag bits).
    init(zbarType: CInt) {
        switch zbarType {
        case 2: self = .ean2
        case 5: self = .ean5
        case 8: self = .ean8
        case 9: self = .upcE
        case 10: self = .isbn10
        case 12: self = .upcA
        case 13: self = .ean13
        case 14: self = .isbn13
        case 15: self = .composite
        case 25: self = .i25
        case 34: self = .dataBar
        case 35: self = .dataBarExpanded
        case 38: self = .codabar
        case 39: self = .code39
        case 57: self = .pdf417
        case 64: self = .qrCode
        case 80: self = .sqCode
        case 93: self = .code93
        case 128: self = .code128
        default: self = .unknown
        }
    }
}
