/// Decodes JPEG images to grayscale with the TurboJPEG API of libjpeg-turbo (2.0 or later), loaded at run time.
///
/// TurboJPEG catches libjpeg's errors itself (with its own `setjmp`) and reports them through return codes.
/// Warnings, such as "Premature end of JPEG file", are not failures: the image is decoded as far as the
/// data goes, the rest is gray (which is what image viewers show).
struct TurboJPEGDecoder: Sendable {
    typealias InitDecompress = @convention(c) () -> UnsafeMutableRawPointer?
    typealias DecompressHeader3 = @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, CUnsignedLong,
        UnsafeMutablePointer<CInt>?, UnsafeMutablePointer<CInt>?, UnsafeMutablePointer<CInt>?, UnsafeMutablePointer<CInt>?
    ) -> CInt
    typealias Decompress2 = @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, CUnsignedLong,
        UnsafeMutablePointer<UInt8>?, CInt, CInt, CInt, CInt, CInt
    ) -> CInt
    typealias Destroy = @convention(c) (UnsafeMutableRawPointer?) -> CInt
    typealias GetErrorStr2 = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>?
    typealias GetErrorCode = @convention(c) (UnsafeMutableRawPointer?) -> CInt

    let initDecompress: InitDecompress
    let decompressHeader3: DecompressHeader3
    let decompress2: Decompress2
    let destroy: Destroy
    let getErrorStr2: GetErrorStr2
    let getErrorCode: GetErrorCode

    /// `TJPF_GRAY`.
    static let pixelFormatGray: CInt = 6
    /// `TJFLAG_LIMITSCANS`: refuse progressive JPEGs with an absurd number of scans (a denial-of-service trick).
    static let flagLimitScans: CInt = 32768
    /// `TJERR_WARNING`.
    static let errorWarning: CInt = 0
    /// `TJCS_CMYK` and `TJCS_YCCK`: colour spaces TurboJPEG cannot convert to grayscale.
    static let cmykColorspaces: [CInt] = [3, 4]

    /// libturbojpeg, loaded once per process on first use.
    static let shared: Result<TurboJPEGDecoder, ScanError> = Result { () throws(ScanError) in
        let resolve = try SymbolResolver.open(firstOf: LibraryNames.turboJPEG, hint: LibraryNames.turboJPEGHint)
        return TurboJPEGDecoder(
            initDecompress: try resolve("tjInitDecompress", as: InitDecompress.self),
            decompressHeader3: try resolve("tjDecompressHeader3", as: DecompressHeader3.self),
            decompress2: try resolve("tjDecompress2", as: Decompress2.self),
            destroy: try resolve("tjDestroy", as: Destroy.self),
            getErrorStr2: try resolve("tjGetErrorStr2", as: GetErrorStr2.self),
            getErrorCode: try resolve("tjGetErrorCode", as: GetErrorCode.self)
        )
    }

    func decode(_ data: [UInt8]) throws(ScanError) -> GrayscaleFrame {
        guard let handle = initDecompress() else {
            throw .decoderFailed(reason: "tjInitDecompress returned NULL (out of memory?)")
        }
        defer { _ = destroy(handle) }

        return try data.withUnsafeBufferPointer { jpeg in Result { () throws(ScanError) -> GrayscaleFrame in
            var width: CInt = 0, height: CInt = 0, subsampling: CInt = 0, colorspace: CInt = 0
            guard decompressHeader3(handle, jpeg.baseAddress, CUnsignedLong(jpeg.count), &width, &height, &subsampling, &colorspace) == 0 else {
                throw .corruptImage(reason: "libjpeg: \(errorText(handle))")
            }
            // A stream cut before its frame header reads as "tables only": success, but no size.
            guard width > 0, height > 0 else {
                throw .corruptImage(reason: "libjpeg: the data holds no image (only tables, or cut before the frame header)")
            }
            if Self.cmykColorspaces.contains(colorspace) {
                throw .unsupportedImage(reason: "it is a CMYK JPEG image, which TurboJPEG cannot convert to grayscale")
            }
            try GrayscaleFrame.checkSize(width: Int(width), height: Int(height))

            var pixels = [UInt8](repeating: 128, count: Int(width) * Int(height))
            let result = pixels.withUnsafeMutableBufferPointer { buffer in
                decompress2(handle, jpeg.baseAddress, CUnsignedLong(jpeg.count), buffer.baseAddress,
                            width, width, height, Self.pixelFormatGray, Self.flagLimitScans)
            }
            if result != 0, getErrorCode(handle) != Self.errorWarning {
                throw .corruptImage(reason: "libjpeg: \(errorText(handle))")
            }
            return try GrayscaleFrame(width: Int(width), height: Int(height), pixels: pixels)
        } }.get()
    }

    private func errorText(_ handle: UnsafeMutableRawPointer) -> String {
        getErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
