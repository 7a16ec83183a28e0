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
