import TextInputCore
import TextInputScan

/// The scan route's rules, shared by the server integrations: image bytes
/// in, the codes or lines found (or what went wrong) out, as JSON.
///
/// `POST …/scan` answers `{"codes": [...]}` (barcodes); `POST …/scan?kind=text&locale=de_DE` answers
/// `{"lines": [{"text": "...", "confidence": 0.93}, ...]}` (printed text, read with the locale's language data).
/// At most `maxConcurrent` images are read at once, and the memory they take while read stays within
/// `memoryBudget`: each image's working memory is counted from the size its header declares, before anything is
/// decoded (``workingMemory(of:text:)``); beyond either, a 503 with `Retry-After: 1`. An image declaring more than
/// ``TextInputScan/ScanLimits/maxPixelCount`` pixels gets 413 without being decoded. Images are read in memory and
/// never stored. Stateless apart from the count of images being read and the memory they hold.
///
/// ```swift
/// let scans = ScanEndpoint(maxConcurrent: 8)
/// let answer = await scans.answer(image: bytes, kind: "text", locale: "de_DE") { work in
///     try await NIOThreadPool.singleton.runIfActive(work)       // decoding blocks: run it off the event loop
/// }
/// // answer.status, answer.json, answer.retryAfter
/// ```
public final class ScanEndpoint: Sendable {
    /// The largest image accepted: 2 MiB (the page refuses files over 1.5 MB first).
    public static let maxImageBytes = 2 << 20
    /// The most images read at once.
    public let maxConcurrent: Int
    /// The most memory, in bytes, the images being read may take together (``workingMemory(of:text:)``).
    public let memoryBudget: Int
    /// Origins besides the request's own whose pages may send images (as ``WebForm/trustedOrigins``).
    public let trustedOrigins: [String]
    private let running: AdmissionCounter
    private let reserved: AdmissionCounter

    /// The default ``memoryBudget``: 384 MiB, room for the largest text scan (50 megapixels, about 300 MB while
    /// Tesseract reads it) or several of the largest barcode scans; a camera frame (2 megapixels) takes about 12 MB.
    public static let defaultMemoryBudget = 384 << 20

    /// Bytes of working memory counted per pixel: measured peaks of a 50-megapixel image were about 1 byte per pixel
    /// for barcodes (a grayscale copy and libzbar's) and 5.6 for text (Tesseract's copies and its binarised page).
    static let bytesPerPixel = (barcode: 2, text: 6)

    /// An endpoint that reads at most `maxConcurrent` images at once, within `memoryBudget` bytes (at least the
    /// largest image's working memory is always allowed, so every acceptable image can be read when alone).
    /// Requests that another site's page sent (``PostSource``) are refused with 403 unless their origin is one of
    /// `trustedOrigins`, as the form's posts are.
    public init(maxConcurrent: Int, memoryBudget: Int = ScanEndpoint.defaultMemoryBudget, trustedOrigins: [String] = []) {
        self.maxConcurrent = maxConcurrent
        self.memoryBudget = max(memoryBudget, ScanLimits.maxPixelCount * Self.bytesPerPixel.text)
        self.trustedOrigins = trustedOrigins
        running = AdmissionCounter(limit: maxConcurrent)
        reserved = AdmissionCounter(limit: self.memoryBudget)
    }

    /// The memory reading `image` takes, counted before decoding from the size its header declares (its bytes
    /// plus a count per pixel, more for text); nil when it declares more than
    /// ``TextInputScan/ScanLimits/maxPixelCount`` pixels. An image whose header cannot be read counts as the
    /// largest image (the decoder then says what is wrong with it).
    public static func workingMemory(of image: [UInt8], text: Bool) -> Int? {
        let pixels = ImageHeader(reading: image)?.pixelCount ?? ScanLimits.maxPixelCount
        guard pixels <= ScanLimits.maxPixelCount else { return nil }
        return image.count + pixels * (text ? bytesPerPixel.text : bytesPerPixel.barcode)
    }

    /// What the route answers.
    public typealias Answer = JSONAnswer

    /// The answer to an image.
    ///
    /// - Parameters:
    ///   - image: the request's body, or nil when it was over ``maxImageBytes``.
    ///   - kind: the `kind` query parameter: `"text"` reads printed text, anything else barcodes.
    ///   - locale: the `locale` query parameter: the language of what the answer says when something went wrong
    ///     (``ServerText``), and for text the language data it is read with; an implausible one reads as `en_US`.
    ///   - source: where the request comes from; another site's page is refused (403) unless trusted. A caller that
    ///     cannot tell leaves it out (a request without those headers is accepted, as a post is).
    ///   - offload: runs the decoding, which blocks, off the server's event loops (a thread pool).
    public func answer(image: [UInt8]?, kind: String?, locale: String?,
                       source: PostSource = PostSource(secFetchSite: nil, origin: nil, host: nil),
                       offload: @Sendable (@escaping @Sendable () -> ScanOutcome) async throws -> ScanOutcome) async -> Answer {
        if source.refusal(trusting: trustedOrigins) != nil {
            return Self.error("Scanning is for this site's own pages.", status: 403)
        }
        let localeIdentifier = locale.flatMap { MessageSession.isPlausibleLocale($0) ? $0 : nil } ?? "en_US"
        let localizer = Localizer(localeIdentifier: localeIdentifier)
        guard let image else {
            return Self.error(localizer.string(ServerText.scanImageOverBytes, String(Self.maxImageBytes >> 20)), status: 413)
        }
        guard !image.isEmpty else {
            return Self.error(localizer.string(ServerText.scanEmptyImage), status: 400)
        }
        let isText = kind == "text"
        guard let memory = Self.workingMemory(of: image, text: isText) else {
            // Only an image whose header was read can declare too many pixels (workingMemory(of:text:)).
            let header = ImageHeader(reading: image)
            return Self.error(localizer.string(ServerText.scanImageOverPixels, String(header?.width ?? 0), String(header?.height ?? 0),
                                               String(ScanLimits.maxPixelCount / 1_000_000)), status: 413)
        }
        let admitted = running.enter()
        let fits = reserved.enter(memory)
        defer {
            running.leave()
            reserved.leave(memory)
        }
        guard admitted, fits else { return .busy(localizer.string(ServerText.scanBusy)) }
        let outcome: ScanOutcome
        do {
            outcome = try await offload {
                isText ? WebScan.recognize(image, localeIdentifier: localeIdentifier) : WebScan.decode(image)
            }
        } catch {
            return Self.error(localizer.string(ServerText.scanServerStopping), status: 503)
        }
        switch outcome {
        case let .found(codes):
            return Answer(status: 200, json: JSONValue.object([("codes", .array(codes.map(JSONValue.string)))]).serialized)
        case let .recognized(lines):
            return Answer(status: 200, json: JSONValue.object([("lines", .array(lines.map { line -> JSONValue in
                .object([("text", .string(line.text)), ("confidence", .number((line.confidence * 1000).rounded() / 1000))])
            }))]).serialized)
        case let .failed(error):
            // The page's user reads what to do in the form's language. A library the server lacks is the operator's
            // to install: its English hint (the package's name, no server path) goes beside it as `detail`, for the
            // browser's network panel.
            var answer: [(String, JSONValue)] = [("error", .string(Self.userMessage(for: error, localizer)))]
            if case let .libraryMissing(_, hint) = error { answer.append(("detail", .string(hint))) }
            return Answer(status: 200, json: JSONValue.object(answer).serialized)
        }
    }

    /// What the page's user is told when the scanner could not read an image: what to do about it, in the
    /// localizer's language. A scanner the server cannot run (a library or language data missing) is, for the
    /// user, scanning that is not available here.
    static func userMessage(for error: ScanError, _ localizer: Localizer) -> String {
        switch error {
        case .libraryMissing, .languageDataMissing, .unreadableFile, .invalidFrame:
            return localizer.string(.scanUnavailable)
        case .unsupportedImage: return localizer.string(ServerText.scanUnsupportedImage)
        case .corruptImage: return localizer.string(ServerText.scanDamagedImage)
        case .imageTooLarge: return localizer.string(ServerText.scanImageTooLargeToRead)
        case .decoderFailed: return localizer.string(ServerText.scanDecoderFailed)
        case .deadlineExceeded: return localizer.string(ServerText.scanTooSlow)
        }
    }

    static func error(_ message: String, status: Int) -> Answer {
        .error(message, status: status)
    }
}
