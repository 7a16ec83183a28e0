/// The layout of libpng's `png_image` (png.h, libpng 1.6), read and written at fixed byte offsets:
///
/// ```c
/// typedef struct {
///    png_controlp opaque;          // pointer
///    png_uint_32  version;         // PNG_IMAGE_VERSION = 1
///    png_uint_32  width, height;
///    png_uint_32  format;          // PNG_FORMAT_GRAY = 0
///    png_uint_32  flags;
///    png_uint_32  colormap_entries;
///    png_uint_32  warning_or_error;
///    char         message[64];
/// } png_image;
/// ```
enum PNGImage {
    static let versionOffset = MemoryLayout<UnsafeRawPointer>.size
    static let widthOffset = versionOffset + 4
    static let heightOffset = versionOffset + 8
    static let formatOffset = versionOffset + 12
    static let messageOffset = versionOffset + 28
    static let messageCapacity = 64
    static let alignment = MemoryLayout<UnsafeRawPointer>.alignment
    /// `sizeof(png_image)`: the fields, rounded up to the pointer's alignment.
    static let size = (messageOffset + messageCapacity + alignment - 1) / alignment * alignment

    /// `PNG_IMAGE_VERSION`.
    static let version: UInt32 = 1
    /// `PNG_FORMAT_GRAY`: one 8-bit sRGB-encoded luminance byte per pixel.
    static let formatGray: UInt32 = 0

    /// libpng's error or warning text (NUL-terminated within 64 bytes).
    static func message(_ control: UnsafeMutableRawPointer) -> String {
        let bytes = UnsafeRawBufferPointer(start: control + messageOffset, count: messageCapacity)
        let text = bytes.prefix { $0 != 0 }
        return text.isEmpty ? "unknown error" : String(decoding: text, as: UTF8.self)
    }
}
