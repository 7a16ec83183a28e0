#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The part of Tesseract 5's C API (`tesseract/capi.h`) that ``TextRecognizer`` uses, resolved with `dlsym`.
///
/// `TessBaseAPI`, `TessResultIterator`, `TessPageIterator` and `ETEXT_DESC` are opaque pointers; the C
/// enums `TessPageSegMode` and `TessPageIteratorLevel` and C's `BOOL` are passed as `int`.
struct Tesseract: Sendable {
    typealias Create = @convention(c) () -> OpaquePointer?
    typealias Delete = @convention(c) (OpaquePointer?) -> Void
    typealias Init3 = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> CInt
    typealias SetPageSegMode = @convention(c) (OpaquePointer?, CInt) -> Void
    typealias SetVariable = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> CInt
    typealias SetImage = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, CInt, CInt, CInt, CInt) -> Void
    typealias SetSourceResolution = @convention(c) (OpaquePointer?, CInt) -> Void
    typealias Recognize = @convention(c) (OpaquePointer?, OpaquePointer?) -> CInt
    typealias GetIterator = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias Clear = @convention(c) (OpaquePointer?) -> Void
    typealias IteratorDelete = @convention(c) (OpaquePointer?) -> Void
    typealias IteratorNext = @convention(c) (OpaquePointer?, CInt) -> CInt
    typealias IteratorText = @convention(c) (OpaquePointer?, CInt) -> UnsafeMutablePointer<CChar>?
    typealias IteratorConfidence = @convention(c) (OpaquePointer?, CInt) -> Float
    typealias IteratorPage = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias PageIsAtBeginningOf = @convention(c) (OpaquePointer?, CInt) -> CInt
    typealias PageBoundingBox = @convention(c) (OpaquePointer?, CInt, UnsafeMutablePointer<CInt>?, UnsafeMutablePointer<CInt>?,
                                                UnsafeMutablePointer<CInt>?, UnsafeMutablePointer<CInt>?) -> CInt
    typealias DeleteText = @convention(c) (UnsafePointer<CChar>?) -> Void
    typealias MonitorCreate = @convention(c) () -> OpaquePointer?
    typealias MonitorDelete = @convention(c) (OpaquePointer?) -> Void
    typealias MonitorSetDeadline = @convention(c) (OpaquePointer?, CInt) -> Void
    typealias Version = @convention(c) () -> UnsafePointer<CChar>?

    let create: Create
    let delete: Delete
    let init3: Init3
    let setPageSegMode: SetPageSegMode
    let setVariable: SetVariable
    let setImage: SetImage
    let setSourceResolution: SetSourceResolution
    let recognize: Recognize
    let getIterator: GetIterator
    let clear: Clear
    let iteratorDelete: IteratorDelete
    let iteratorNext: IteratorNext
    let iteratorText: IteratorText
    let iteratorConfidence: IteratorConfidence
    let iteratorPage: IteratorPage
    let pageIsAtBeginningOf: PageIsAtBeginningOf
    let pageBoundingBox: PageBoundingBox
    let deleteText: DeleteText
    let monitorCreate: MonitorCreate
    let monitorDelete: MonitorDelete
    let monitorSetDeadline: MonitorSetDeadline
    let version: Version

    /// `RIL_TEXTLINE` and `RIL_WORD` of `TessPageIteratorLevel`.
    static let levelLine: CInt = 2
    static let levelWord: CInt = 3
    /// `PSM_AUTO`: page segmentation without orientation detection (blocks, lines, words).
    static let segmentationAuto: CInt = 3

    /// Tesseract, loaded once per process on first use.
    static let shared: Result<Tesseract, ScanError> = Result { () throws(ScanError) in
        // One thread per recognition: OpenMP's threads cost more than they give on small images, and the pool
        // runs recognitions side by side instead (Debian's tesseract reads a slip in 0.17 s with one thread and
        // 0.65 s with OpenMP's default on two cores). An explicit setting of the host's wins.
        setenv("OMP_THREAD_LIMIT", "1", 0)
        return try load(from: LibraryNames.tesseract)
    }

    /// Loads libtesseract from the first of `names` that `dlopen` accepts and resolves every function.
    static func load(from names: [String]) throws(ScanError) -> Tesseract {
        let resolve = try SymbolResolver.open(firstOf: names, hint: LibraryNames.tesseractHint)
        return Tesseract(
            create: try resolve("TessBaseAPICreate", as: Create.self),
            delete: try resolve("TessBaseAPIDelete", as: Delete.self),
            init3: try resolve("TessBaseAPIInit3", as: Init3.self),
            setPageSegMode: try resolve("TessBaseAPISetPageSegMode", as: SetPageSegMode.self),
            setVariable: try resolve("TessBaseAPISetVariable", as: SetVariable.self),
            setImage: try resolve("TessBaseAPISetImage", as: SetImage.self),
            setSourceResolution: try resolve("TessBaseAPISetSourceResolution", as: SetSourceResolution.self),
            recognize: try resolve("TessBaseAPIRecognize", as: Recognize.self),
            getIterator: try resolve("TessBaseAPIGetIterator", as: GetIterator.self),
            clear: try resolve("TessBaseAPIClear", as: Clear.self),
            iteratorDelete: try resolve("TessResultIteratorDelete", as: IteratorDelete.self),
            iteratorNext: try resolve("TessResultIteratorNext", as: IteratorNext.self),
            iteratorText: try resolve("TessResultIteratorGetUTF8Text", as: IteratorText.self),
            iteratorConfidence: try resolve("TessResultIteratorConfidence", as: IteratorConfidence.self),
            iteratorPage: try resolve("TessResultIteratorGetPageIteratorConst", as: IteratorPage.self),
            pageIsAtBeginningOf: try resolve("TessPageIteratorIsAtBeginningOf", as: PageIsAtBeginningOf.self),
            pageBoundingBox: try resolve("TessPageIteratorBoundingBox", as: PageBoundingBox.self),
            deleteText: try resolve("TessDeleteText", as: DeleteText.self),
            monitorCreate: try resolve("TessMonitorCreate", as: MonitorCreate.self),
            monitorDelete: try resolve("TessMonitorDelete", as: MonitorDelete.self),
            monitorSetDeadline: try resolve("TessMonitorSetDeadlineMSecs", as: MonitorSetDeadline.self),
            version: try resolve("TessVersion", as: Version.self)
        )
    }
}
