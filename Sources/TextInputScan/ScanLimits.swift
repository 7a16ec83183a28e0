/// The size limits that keep a hostile or accidental input from exhausting memory.
///
/// They apply to image files, to the images decoded from them, and to ``GrayscaleFrame``s.
/// A 50-megapixel limit is well above any phone camera's barcode shot (12 MP is typical).
public enum ScanLimits {
    /// The most pixels an image or frame may have: 50 megapixels.
    public static let maxPixelCount = 50_000_000
    /// The largest image file or image data accepted: 256 MiB.
    public static let maxImageBytes = 256 * 1024 * 1024
}
