/// The part of libzbar's C API that ``BarcodeScanner`` uses, resolved with `dlsym`.
///
/// The function types mirror `zbar.h` (0.10 or later). C enums (`zbar_symbol_type_t`, `zbar_config_t`,
/// `zbar_orientation_t`) are passed as `int`, which is how the C ABI passes them. The opaque
/// `zbar_image_scanner_t`, `zbar_image_t` and `zbar_symbol_t` are `OpaquePointer`s.
struct ZBar: Sendable {
    typealias ImageScannerCreate = @convention(c) () -> OpaquePointer?
    typealias ImageScannerDestroy = @convention(c) (OpaquePointer?) -> Void
    typealias ImageScannerSetConfig = @convention(c) (OpaquePointer?, CInt, CInt, CInt) -> CInt
    typealias ImageCreate = @convention(c) () -> OpaquePointer?
    typealias ImageDestroy = @convention(c) (OpaquePointer?) -> Void
    typealias ImageSetFormat = @convention(c) (OpaquePointer?, CUnsignedLong) -> Void
    typealias ImageSetSize = @convention(c) (OpaquePointer?, CUnsignedInt, CUnsignedInt) -> Void
    typealias ImageCleanupHandler = @convention(c) (OpaquePointer?) -> Void
    typealias ImageSetData = @convention(c) (OpaquePointer?, UnsafeRawPointer?, CUnsignedLong, ImageCleanupHandler?) -> Void
    typealias ScanImage = @convention(c) (OpaquePointer?, OpaquePointer?) -> CInt
    typealias ImageFirstSymbol = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias SymbolNext = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias SymbolGetType = @convention(c) (OpaquePointer?) -> CInt
    typealias SymbolGetData = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    typealias SymbolGetDataLength = @convention(c) (OpaquePointer?) -> CUnsignedInt
    typealias SymbolGetOrientation = @convention(c) (OpaquePointer?) -> CInt
    typealias GetSymbolName = @convention(c) (CInt) -> UnsafePointer<CChar>?

    let imageScannerCreate: ImageScannerCreate
    let imageScannerDestroy: ImageScannerDestroy
    let imageScannerSetConfig: ImageScannerSetConfig
    let imageCreate: ImageCreate
    let imageDestroy: ImageDestroy
    let imageSetFormat: ImageSetFormat
    let imageSetSize: ImageSetSize
    let imageSetData: ImageSetData
    let scanImage: ScanImage
    let imageFirstSymbol: ImageFirstSymbol
    let symbolNext: SymbolNext
    let symbolGetType: SymbolGetType
    let symbolGetData: SymbolGetData
    let symbolGetDataLength: SymbolGetDataLength
    let symbolGetOrientation: SymbolGetOrientation
    let getSymbolName: GetSymbolName

    /// `ZBAR_CFG_ENABLE` from `zbar_config_t`.
    static let configEnable: CInt = 0
    /// `ZBAR_ISBN10` and `ZBAR_ISBN13`: kept off (libzbar's default, made explicit), so that book barcodes
    /// are reported as what they are, EAN-13.
    static let isbnSymbologies: [CInt] = [10, 14]
    /// The fourcc `'Y800'`: 8-bit luminance, one byte per pixel, rows top to bottom.
    static let fourccY800: CUnsignedLong = 0x3030_3859

    /// libzbar, loaded once per process on first use.
    static let shared: Result<ZBar, ScanError> = Result { () throws(ScanError) in try load(from: LibraryNames.zbar) }

    /// Loads libzbar from the first of `names` that `dlopen` accepts and resolves every function.
    static func load(from names: [String]) throws(ScanError) -> ZBar {
        let resolve = try SymbolResolver.open(firstOf: names, hint: LibraryNames.zbarHint)
        return ZBar(
            imageScannerCreate: try resolve("zbar_image_scanner_create", as: ImageScannerCreate.self),
            imageScannerDestroy: try resolve("zbar_image_scanner_destroy", as: ImageScannerDestroy.self),
            imageScannerSetConfig: try resolve("zbar_image_scanner_set_config", as: ImageScannerSetConfig.self),
            imageCreate: try resolve("zbar_image_create", as: ImageCreate.self),
            imageDestroy: try resolve("zbar_image_destroy", as: ImageDestroy.self),
            imageSetFormat: try resolve("zbar_image_set_format", as: ImageSetFormat.self),
            imageSetSize: try resolve("zbar_image_set_size", as: ImageSetSize.self),
            imageSetData: try resolve("zbar_image_set_data", as: ImageSetData.self),
            scanImage: try resolve("zbar_scan_image", as: ScanImage.self),
            imageFirstSymbol: try resolve("zbar_image_first_symbol", as: ImageFirstSymbol.self),
            symbolNext: try resolve("zbar_symbol_next", as: SymbolNext.self),
            symbolGetType: try resolve("zbar_symbol_get_type", as: SymbolGetType.self),
            symbolGetData: try resolve("zbar_symbol_get_data", as: SymbolGetData.self),
            symbolGetDataLength: try resolve("zbar_symbol_get_data_length", as: SymbolGetDataLength.self),
            symbolGetOrientation: try resolve("zbar_symbol_get_orientation", as: SymbolGetOrientation.self),
            getSymbolName: try resolve("zbar_get_symbol_name", as: GetSymbolName.self)
        )
    }

    /// Scans a frame with a fresh image scanner (libzbar's scanners are not thread-safe, frames are).
    func scan(_ frame: GrayscaleFrame) throws(ScanError) -> [ScannedSymbol] {
        guard let scanner = imageScannerCreate() else {
            throw .decoderFailed(reason: "zbar_image_scanner_create returned NULL (out of memory?)")
        }
        defer { imageScannerDestroy(scanner) }
        for symbology in Self.isbnSymbologies {
            _ = imageScannerSetConfig(scanner, symbology, Self.configEnable, 0)
        }
        guard let image = imageCreate() else {
            throw .decoderFailed(reason: "zbar_image_create returned NULL (out of memory?)")
        }
        defer { imageDestroy(image) }
        imageSetFormat(image, Self.fourccY800)
        imageSetSize(image, CUnsignedInt(frame.width), CUnsignedInt(frame.height))

        // libzbar reads the pixels in place: they must stay alive until zbar_scan_image returns, and
        // the NULL cleanup handler tells zbar_image_destroy not to free memory that Swift owns. Symbols
        // (and their data) belong to the image, so they are copied out before it is destroyed.
        return try frame.pixels.withUnsafeBytes { pixels in Result { () throws(ScanError) -> [ScannedSymbol] in
            imageSetData(image, pixels.baseAddress, CUnsignedLong(pixels.count), nil)
            let found = scanImage(scanner, image)
            imageSetData(image, nil, 0, nil)
            if found < 0 {
                throw .decoderFailed(reason: "zbar_scan_image reported an error")
            }
            return symbols(of: image)
        } }.get()
    }

    private func symbols(of image: OpaquePointer) -> [ScannedSymbol] {
        var result: [ScannedSymbol] = []
        var next = imageFirstSymbol(image)
        while let symbol = next {
            let type = symbolGetType(symbol) & 0xFF
            let length = Int(symbolGetDataLength(symbol))
            let bytes: [UInt8]
            if length > 0, let data = symbolGetData(symbol) {
                bytes = data.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
            } else {
                bytes = []
            }
            let name = getSymbolName(type).map { String(cString: $0) } ?? "UNKNOWN"
            result.append(ScannedSymbol(
                bytes: bytes,
                symbology: Symbology(zbarType: type),
                symbologyName: name,
                orientation: ScannedSymbol.Orientation(zbarOrientation: symbolGetOrientation(symbol))
            ))
            next = symbolNext(symbol)
        }
        return result
    }
}
