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
