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
