/// Decodes PNG images to grayscale with libpng's simplified API (libpng 1.6), loaded at run time.
///
/// The simplified API catches libpng's internal errors itself and reports them through its return value
/// and the `png_image` structure, so a damaged file never unwinds through Swift frames.
struct PNGDecoder: Sendable {
    typealias BeginReadFromMemory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> CInt
    typealias FinishRead = @convention(c) (
        UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?
    ) -> CInt
    typealias ImageFree = @convention(c) (UnsafeMutableRawPointer?) -> Void

    let beginReadFromMemory: BeginReadFromMemory
    let finishRead: FinishRead
    let imageFree: ImageFree

    /// libpng, loaded once per process on first use.
    static let shared: Result<PNGDecoder, ScanError> = Result { () throws(ScanError) in
        let resolve = try SymbolResolver.open(firstOf: LibraryNames.png, hint: LibraryNames.pngHint)
        return PNGDecoder(
            beginReadFromMemory: try resolve("png_image_begin_read_from_memory", as: BeginReadFromMemory.self),
            finishRead: try resolve("png_image_finish_read", as: FinishRead.self),
            imageFree: try resolve("png_image_free", as: ImageFree.self)
        )
    }

    func decode(_ data: [UInt8]) throws(ScanError) -> GrayscaleFrame {
        let control = UnsafeMutableRawPointer.allocate(byteCount: PNGImage.size, alignment: PNGImage.alignment)
        control.initializeMemory(as: UInt8.self, repeating: 0, count: PNGImage.size)
        defer { control.deallocate() }
        // Frees what libpng allocated; harmless when libpng already did (after finish_read or a failure).
        defer { imageFree(control) }
        control.storeBytes(of: PNGImage.version, toByteOffset: PNGImage.versionOffset, as: UInt32.self)

        // libpng reads from `data` in place, in both calls: they run inside one withUnsafeBytes.
        return try data.withUnsafeBytes { memory in Result { () throws(ScanError) -> GrayscaleFrame in
            guard beginReadFromMemory(control, memory.baseAddress, memory.count) != 0 else {
                throw .corruptImage(reason: "libpng: \(PNGImage.message(control))")
            }
            let width = Int(control.load(fromByteOffset: PNGImage.widthOffset, as: UInt32.self))
            let height = Int(control.load(fromByteOffset: PNGImage.heightOffset, as: UInt32.self))
            try GrayscaleFrame.checkSize(width: width, height: height)
            control.storeBytes(of: PNGImage.formatGray, toByteOffset: PNGImage.formatOffset, as: UInt32.self)

            // With no background colour, libpng composes transparent pixels onto the buffer's content: white.
            var pixels = [UInt8](repeating: 255, count: width * height)
            let finished = pixels.withUnsafeMutableBytes { buffer in
                finishRead(control, nil, buffer.baseAddress, Int32(width), nil)
            }
            guard finished != 0 else {
                throw .corruptImage(reason: "libpng: \(PNGImage.message(control))")
            }
            return try GrayscaleFrame(width: width, height: height, pixels: pixels)
        } }.get()
    }
}

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
