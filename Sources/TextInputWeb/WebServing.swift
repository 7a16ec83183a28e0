import TextInputCore
import TextInputScan

// What every server integration (TextInputHummingbird, TextInputVapor) decides the same way, without a server
// framework: which copy of an asset to send, the security headers, the limits of a posted form, and the scan route's
// answers. Each integration only moves these values into its own request and response types.

extension WebAssets.Asset {
    /// The bytes to send for a request and the headers that go with them.
    public struct Encoded: Sendable, Equatable {
        /// The `Content-Encoding` header: `"dcz"`, `"br"`, `"gzip"` or nil (the bytes as they are).
        public var contentEncoding: String?
        /// The body.
        public var body: [UInt8]
        /// Whether the response depends on `Accept-Encoding` (send `Vary: Accept-Encoding`): true when the
        /// asset has a compressed copy.
        public var variesByEncoding: Bool
        /// Whether the response also depends on `Available-Dictionary`: true for every answer of an asset that
        /// has ``WebAssets/Asset/dictionaryDeltas`` (RFC 9842 section 6.2), so that no cache hands a difference
        /// to a client without its dictionary.
        public var variesByDictionary = false

        /// The `Vary` header to send, or nil: `Accept-Encoding, Available-Dictionary`, `Accept-Encoding` or none.
        public var vary: String? {
            variesByDictionary ? "Accept-Encoding, Available-Dictionary" : variesByEncoding ? "Accept-Encoding" : nil
        }
    }

    /// The copy to send to a client whose `Accept-Encoding` header lines are
    /// `acceptEncoding` and whose `Available-Dictionary` header lines are
    /// `availableDictionary`: the difference against that dictionary
    /// (`dcz`) when the asset has one for it and `dcz` is named with a
    /// quality above zero, else the Brotli copy where `br` is allowed, else
    /// the gzip copy where gzip is, else the bytes themselves. An
    /// `Available-Dictionary` that is malformed, or names a version the
    /// asset has no difference against, is ignored.
    ///
    /// ```swift
    /// let sent = asset.encoded(acceptEncoding: ["gzip, deflate, br"])   // contentEncoding "br" when it has one
    /// let delta = asset.encoded(acceptEncoding: ["gzip, deflate, br, zstd, dcb, dcz"],
    ///                           availableDictionary: [":pZGm1Av0IEBKARczz7exkNYsZb8LzaMrV7J32a2fFG4=:"])   // "dcz" when it has one
    /// ```
    public func encoded(acceptEncoding: [String], availableDictionary: [String] = []) -> Encoded {
        let variesByDictionary = !dictionaryDeltas.isEmpty
        if variesByDictionary, let hash = DictionaryTransport.availableDictionary(availableDictionary),
           let delta = dictionaryDeltas.first(where: { $0.dictionaryHash == hash }),
           ContentCoding.names("dcz", acceptEncoding) {
            return Encoded(contentEncoding: "dcz", body: delta.body, variesByEncoding: true, variesByDictionary: true)
        }
        guard brotliBody != nil || gzipBody != nil || variesByDictionary else {
            return Encoded(contentEncoding: nil, body: body, variesByEncoding: false)
        }
        if let brotliBody, ContentCoding.accepts("br", acceptEncoding) {
            return Encoded(contentEncoding: "br", body: brotliBody, variesByEncoding: true, variesByDictionary: variesByDictionary)
        }
        if let gzipBody, ContentCoding.accepts("gzip", acceptEncoding, alias: "x-gzip") {
            return Encoded(contentEncoding: "gzip", body: gzipBody, variesByEncoding: true, variesByDictionary: variesByDictionary)
        }
        return Encoded(contentEncoding: nil, body: body, variesByEncoding: true, variesByDictionary: variesByDictionary)
    }

    /// The headers of the asset's response other than the encoding's:
    /// `Content-Type`, `Cache-Control` and, for an asset that later versions
    /// are compressed against, `Use-As-Dictionary` (``dictionaryMatch``).
    public var headers: [(name: String, value: String)] {
        [("Content-Type", contentType), ("Cache-Control", cacheControl)]
            + (dictionaryMatch.map { [(DictionaryTransport.useAsDictionaryHeader, "match=\"\($0)\"")] } ?? [])
    }
}

/// Reading `Accept-Encoding` (RFC 9110 §12.5.3).
public enum ContentCoding {
    /// Whether `Accept-Encoding` header lines allow `coding` (or its `alias`):
    /// named, or `*`, with a quality above zero; the coding's own entry wins
    /// over `*`. Without the header RFC 9110 allows any coding; this answers
    /// false then, a cautious choice that costs browsers nothing (they always
    /// send it).
    ///
    /// ```swift
    /// ContentCoding.accepts("gzip", ["br;q=1.0, gzip;q=0.5"])   // true
    /// ContentCoding.accepts("gzip", ["gzip;q=0, *"])            // false
    /// ```
    public static func accepts(_ coding: String, _ values: [String], alias: String? = nil) -> Bool {
        let (named, any) = read(coding, values, alias: alias)
        return named ?? any ?? false
    }

    /// Whether `Accept-Encoding` header lines name `coding` itself with a
    /// quality above zero; `*` does not count. A dictionary-compressed answer
    /// (`dcz`) is only for clients that list it (browsers that offer a
    /// dictionary do).
    ///
    /// ```swift
    /// ContentCoding.names("dcz", ["gzip, deflate, br, zstd, dcb, dcz"])   // true
    /// ContentCoding.names("dcz", ["*"])                                    // false
    /// ```
    public static func names(_ coding: String, _ values: [String]) -> Bool {
        read(coding, values, alias: nil).named ?? false
    }

    /// Whether the lines name `coding` (or `alias`) and `*`, each accepted or refused; nil where absent.
    private static func read(_ coding: String, _ values: [String], alias: String?) -> (named: Bool?, any: Bool?) {
        var named: Bool?
        var any: Bool?
        for item in values.flatMap({ $0.split(separator: ",") }) {
            let parts = item.split(separator: ";").map { String($0).trimmedASCIIWhitespace.lowercased() }
            guard let name = parts.first else { continue }
            var accepted = true
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                accepted = (Double(parameter.dropFirst(2)) ?? 1) > 0
            }
            if name == coding || name == alias { named = accepted } else if name == "*" { any = accepted }
        }
        return (named, any)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmedASCIIWhitespace: String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" { view = view.dropLast() }
        return String(view)
    }
}

extension WebAssets {
    /// The headers pages with TextInputKit forms are safe with: `policy` as the
    /// Content-Security-Policy (``contentSecurityPolicy`` by default: scripts
    /// and WebAssembly only from the server, no inline script), `nosniff`, no
    /// framing, no referrer to other sites (`same-origin`: the browser then
    /// names the page's own origin on its posts, which ``PostSource`` checks),
    /// same-origin opener and resources.
    public static func securityHeaders(policy: String = contentSecurityPolicy) -> [(name: String, value: String)] {
        [
            ("Content-Security-Policy", policy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "same-origin"),
            ("X-Frame-Options", "DENY"),
            ("Cross-Origin-Opener-Policy", "same-origin"),
            ("Cross-Origin-Resource-Policy", "same-origin"),
        ]
    }

    /// The `Content-Type` of an HTML page: `text/html; charset=utf-8`; pages
    /// go with `Cache-Control: no-store`, as they may hold what a user typed.
    public static let htmlContentType = "text/html; charset=utf-8"
}

extension WebForm {
    /// The largest form body a server integration's `submit(_:)` reads by default: 64 KiB.
    public static let defaultMaxBodyBytes = 64 << 10
    /// The message of the 400 answered for a body that is not URL-encoded UTF-8.
    public static let badBodyMessage = "The form body is not URL-encoded UTF-8."
}

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
