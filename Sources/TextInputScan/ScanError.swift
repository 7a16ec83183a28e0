/// Why scanning did not produce a result.
///
/// Finding no barcode is *not* an error: ``BarcodeScanner/scan(_:)`` then returns an empty array.
/// Every case's ``description`` says what went wrong and what to do about it, in English, ready to show or log.
///
/// ```swift
/// do {
///     let symbols = try BarcodeScanner().scan(imageAt: path)
/// } catch {
///     print(error)   // "Scanning needs libzbar: install it with `apt-get install libzbar0` (Debian/Ubuntu)"
/// }
/// ```
public enum ScanError: Error, Equatable, CustomStringConvertible {
    /// A shared library needed at run time could not be loaded (or lacks a function).
    ///
    /// `library` is the file name that was tried first (for example `libzbar.so.0`); `hint` is the full
    /// message, naming the package to install.
    case libraryMissing(library: String, hint: String)
    /// The image file could not be read: it does not exist, is a directory, or is not readable.
    case unreadableFile(path: String, reason: String)
    /// The bytes are not an image this library reads (PNG and JPEG), or use a variant it does not convert.
    case unsupportedImage(reason: String)
    /// The bytes start like a PNG or JPEG image but cannot be decoded (truncated or damaged).
    case corruptImage(reason: String)
    /// The file or the image is larger than the limits in ``ScanLimits``.
    case imageTooLarge(reason: String)
    /// A ``GrayscaleFrame`` was built from inconsistent or impossible values.
    case invalidFrame(reason: String)
    /// libzbar or TurboJPEG itself failed (for example, out of memory for its state).
    case decoderFailed(reason: String)
    /// No language data for text recognition is installed.
    case languageDataMissing(hint: String)
    /// Text recognition ran past its deadline and was stopped.
    case deadlineExceeded(milliseconds: Int)

    /// What went wrong and how to fix it.
    public var description: String {
        switch self {
        case let .libraryMissing(_, hint):
            return hint
        case let .unreadableFile(path, reason):
            return "Cannot read the image file \(path): \(reason). Check the path and the file's permissions."
        case let .unsupportedImage(reason):
            return "Cannot scan this image: \(reason). Use a PNG image, or an RGB or grayscale JPEG image."
        case let .corruptImage(reason):
            return "The image is damaged and cannot be decoded: \(reason). Take or export the picture again."
        case let .imageTooLarge(reason):
            return "The image is too large to scan: \(reason). Crop or scale it down."
        case let .invalidFrame(reason):
            return "Invalid grayscale frame: \(reason)."
        case let .decoderFailed(reason):
            return "The barcode decoder failed: \(reason). Try again with a smaller image."
        case let .languageDataMissing(hint):
            return hint
        case let .deadlineExceeded(milliseconds):
            return "Reading the text took longer than \(milliseconds) ms and was stopped. Crop the image to the text, or try again."
        }
    }
}
