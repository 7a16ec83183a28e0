/// Decodes barcodes and QR codes in images with libzbar, for the "scan" button of a property form cell.
///
/// libzbar is loaded at run time (`dlopen`), so building needs nothing; scanning needs the `libzbar0`
/// package, and reading image files needs `libpng16-16` (PNG) or `libturbojpeg0` (JPEG). Run
/// `scripts/install-scan-deps.sh` to install them. A scanner is cheap to copy and safe to use from
/// several tasks at once.
///
/// ```swift
/// let scanner = try BarcodeScanner()               // throws .libraryMissing without libzbar
/// let symbols = try scanner.scan(imageAt: path)
/// if let first = symbols.first {
///     editor.apply(.replaceAll(first.text))
/// } else {
///     showMessage("No barcode found")
/// }
/// ```
public struct BarcodeScanner: Sendable {
    private let zbar: ZBar

    /// Loads libzbar (once per process).
    ///
    /// - Throws: ``ScanError/libraryMissing(library:hint:)`` when libzbar is not installed; its message
    ///   says which package to install.
    public init() throws(ScanError) {
        zbar = try ZBar.shared.get()
    }

    /// Returns every code found in `frame`, in the order libzbar reports them; an empty array when
    /// there is none.
    ///
    /// All symbologies libzbar supports are tried, in any orientation (codes turned by 90° or 180°
    /// are found too; ``ScannedSymbol/orientation`` says which way they ran).
    ///
    /// - Throws: ``ScanError/decoderFailed(reason:)`` if libzbar itself fails (out of memory).
    public func scan(_ frame: GrayscaleFrame) throws(ScanError) -> [ScannedSymbol] {
        try zbar.scan(frame)
    }

    /// Reads a PNG or JPEG file and returns every code found in it; see ``GrayscaleFrame/init(imageAt:)``
    /// for the errors.
    public func scan(imageAt path: String) throws(ScanError) -> [ScannedSymbol] {
        try scan(GrayscaleFrame(imageAt: path))
    }

    /// Decodes PNG or JPEG bytes and returns every code found; see ``GrayscaleFrame/init(imageData:)``
    /// for the errors.
    public func scan(imageData: [UInt8]) throws(ScanError) -> [ScannedSymbol] {
        try scan(GrayscaleFrame(imageData: imageData))
    }
}
