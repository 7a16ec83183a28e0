/// An 8-bit grayscale image: what the scanner reads.
///
/// Pixels are luminance values (0 black … 255 white), one byte each, row by row from the top-left corner,
/// with no padding between rows. A camera's Y plane (NV12/NV21/I420/YUYV luma) is already in this form.
///
/// ```swift
/// let frame = try GrayscaleFrame(width: 640, height: 480, pixels: yPlane)
/// let symbols = try BarcodeScanner().scan(frame)
/// ```
public struct GrayscaleFrame: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height` luminance bytes, row-major, top row first.
    public let pixels: [UInt8]

    /// Creates a frame, checking that the sizes make sense.
    ///
    /// - Throws: ``ScanError/invalidFrame(reason:)`` when `width` or `height` is not positive or
    ///   `pixels.count` is not `width × height`; ``ScanError/imageTooLarge(reason:)`` above
    ///   ``ScanLimits/maxPixelCount``.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ScanError) {
        try Self.checkSize(width: width, height: height)
        guard pixels.count == width * height else {
            throw .invalidFrame(reason: "\(width) × \(height) needs \(width * height) pixels (one byte each), but \(pixels.count) were given")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes a PNG or JPEG image (detected from its first bytes) to grayscale.
    ///
    /// Colour is converted to luminance; transparent PNG pixels are drawn on white, so dark codes on a
    /// transparent background stay readable. Loads libpng or libturbojpeg at run time.
    ///
    /// - Throws: ``ScanError/unsupportedImage(reason:)`` for other formats,
    ///   ``ScanError/corruptImage(reason:)`` for damaged images, ``ScanError/imageTooLarge(reason:)``
    ///   above the ``ScanLimits``, ``ScanError/libraryMissing(library:hint:)`` without the image library.
    public init(imageData: [UInt8]) throws(ScanError) {
        guard imageData.count <= ScanLimits.maxImageBytes else {
            throw .imageTooLarge(reason: "the image data is \(imageData.count) bytes; at most \(ScanLimits.maxImageBytes) bytes are accepted")
        }
        switch ImageFormat(detecting: imageData) {
        case .png:
            self = try PNGDecoder.shared.get().decode(imageData)
        case .jpeg:
            self = try TurboJPEGDecoder.shared.get().decode(imageData)
        case .empty:
            throw .unsupportedImage(reason: "the image is empty (0 bytes)")
        case .other:
            throw .unsupportedImage(reason: "not a PNG or JPEG image")
        }
    }

    /// Reads and decodes a PNG or JPEG file; see ``init(imageData:)``.
    ///
    /// - Throws: ``ScanError/unreadableFile(path:reason:)`` when the file cannot be read, and the errors
    ///   of ``init(imageData:)``.
    public init(imageAt path: String) throws(ScanError) {
        try self.init(imageData: ImageFile.bytes(at: path))
    }

    /// Checks dimensions before anything is allocated for them.
    static func checkSize(width: Int, height: Int) throws(ScanError) {
        guard width > 0, height > 0 else {
            throw .invalidFrame(reason: "width and height must be positive, got \(width) × \(height)")
        }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= ScanLimits.maxPixelCount else {
            throw .imageTooLarge(reason: "\(width) × \(height) pixels is more than the limit of \(ScanLimits.maxPixelCount / 1_000_000) megapixels")
        }
    }
}
