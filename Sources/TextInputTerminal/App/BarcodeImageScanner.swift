import TextInputCore
import TextInputScan

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
