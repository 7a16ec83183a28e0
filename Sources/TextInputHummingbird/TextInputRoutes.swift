import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOPosix
import Synchronization
import TextInputCore
import TextInputWeb

extension Router {
    /// Serves what pages with TextInputKit forms load (the client script, the
    /// stylesheet, the icon and the WebAssembly module, each at its
    /// content-hashed address and cached for a year) and the scan decoder.
    ///
    /// An asset with a ``WebAssets/Asset/brotliBody`` or
    /// ``WebAssets/Asset/gzipBody`` (the module, when `scripts/build-wasm.sh`
    /// wrote its `.br` and `.gz`) goes Brotli-compressed to clients whose
    /// `Accept-Encoding` allows `br`, else gzip-compressed where it allows
    /// gzip, else as it is, with `Vary: Accept-Encoding`. HEAD is answered for
    /// every asset with the headers GET would send, without the body.
    ///
    /// ```swift
    /// let assets = try WebAssets()
    /// let router = Router()
    /// router.addTextInputRoutes(assets: assets)
    /// router.get("/signup") { _, _ in HTMLPage.response(myPage(head: assets.headHTML, form: try signup.html(assets: assets))) }
    /// ```
    ///
    /// - Parameters:
    ///   - scanPath: where scan dialogs post images (``WebForm/scanPath``):
    ///     PNG or JPEG bytes up to ``ScanRoute/maxImageBytes``, answered with
    ///     `{"codes": [...]}` or `{"error": "..."}`. Decoding runs on NIO's
    ///     thread pool, at most `maxConcurrentScans` at once (503 beyond).
    public func addTextInputRoutes(assets: WebAssets, scanPath: String = "/textinput/scan", maxConcurrentScans: Int = 8) {
        for asset in [assets.script, assets.stylesheet, assets.icon] + (assets.module.map { [$0] } ?? []) {
            get(RouterPath(asset.path)) { request, _ -> Response in
                assetResponse(asset, acceptEncoding: request.headers[values: .acceptEncoding], withBody: true)
            }
            head(RouterPath(asset.path)) { request, _ -> Response in
                assetResponse(asset, acceptEncoding: request.headers[values: .acceptEncoding], withBody: false)
            }
        }
        let scans = ScanRoute(maxConcurrent: maxConcurrentScans)
        post(RouterPath(scanPath)) { request, _ -> Response in
            try await scans.respond(to: request)
        }
    }
}

/// An asset's response: the Brotli copy where `Accept-Encoding` allows `br`,
/// else the gzip copy where it allows gzip, else the bytes themselves; with
/// `withBody` false (HEAD) the same headers and no body.
func assetResponse(_ asset: WebAssets.Asset, acceptEncoding: [String], withBody: Bool) -> Response {
    var headers: HTTPFields = [.contentType: asset.contentType, .cacheControl: asset.cacheControl]
    var body = asset.body
    if asset.brotliBody != nil || asset.gzipBody != nil {
        headers[.vary] = "Accept-Encoding"
        if let brotli = asset.brotliBody, accepts("br", acceptEncoding) {
            headers[.contentEncoding] = "br"
            body = brotli
        } else if let gzip = asset.gzipBody, acceptsGzip(acceptEncoding) {
            headers[.contentEncoding] = "gzip"
            body = gzip
        }
    }
    headers[.contentLength] = String(body.count)
    guard withBody else { return Response(status: .ok, headers: headers, body: ResponseBody()) }
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
}

/// Whether `Accept-Encoding` values allow gzip (RFC 9110 §12.5.3): `gzip` (or
/// `x-gzip`) or `*` with a quality above zero, an explicit `gzip` winning over
/// `*`. Without the header RFC 9110 allows any coding; this answers false then,
/// a cautious choice that costs browsers nothing (they always send it).
func acceptsGzip(_ values: [String]) -> Bool {
    accepts("gzip", values, alias: "x-gzip")
}

/// Whether `Accept-Encoding` values allow `coding` (or its `alias`): named, or
/// `*`, with a quality above zero; the coding's own entry wins over `*`.
func accepts(_ coding: String, _ values: [String], alias: String? = nil) -> Bool {
    var named: Bool?
    var any: Bool?
    for item in values.flatMap({ $0.split(separator: ",") }) {
        let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let name = parts.first else { continue }
        var accepted = true
        for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
            accepted = (Double(parameter.dropFirst(2)) ?? 1) > 0
        }
        if name == coding || name == alias { named = accepted } else if name == "*" { any = accepted }
    }
    return named ?? any ?? false
}

/// The scan decoder's route: image bytes in, the codes found (or what went
/// wrong) out, as JSON. Stateless; the page's core applies the codes.
///
/// `POST …/scan` answers `{"codes": [...]}` (barcodes); `POST …/scan?kind=text&locale=de_DE`
/// answers `{"lines": [{"text": "...", "confidence": 0.93}, ...]}` (printed text, read with the locale's
/// language data). At most `maxConcurrent` images are read at once; beyond, a 503 with `Retry-After: 1`.
/// Images are read in memory and never stored.
public final class ScanRoute: Sendable {
    /// The largest image accepted: 2 MiB (the page refuses files over 1.5 MB first).
    public static let maxImageBytes = 2 << 20
    private let maxConcurrent: Int
    private let running = Atomic<Int>(0)

    /// A route that decodes at most `maxConcurrent` images at once.
    public init(maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
    }

    /// Decodes the request's body.
    public func respond(to request: Request) async throws -> Response {
        let isText = request.uri.queryParameters.get("kind") == "text"
        let locale = request.uri.queryParameters.get("locale").flatMap { MessageSession.isPlausibleLocale($0) ? $0 : nil } ?? "en_US"
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: Self.maxImageBytes)
        } catch {
            return Self.json(.object([("error", .string("The image is larger than 2 MB. Choose a smaller image."))]), status: .contentTooLarge)
        }
        guard buffer.readableBytes > 0 else {
            return Self.json(.object([("error", .string("Send the image's PNG or JPEG bytes as the request body."))]), status: .badRequest)
        }
        guard running.wrappingAdd(1, ordering: .relaxed).newValue <= maxConcurrent else {
            running.wrappingSubtract(1, ordering: .relaxed)
            var busy = Self.json(.object([("error", .string("The server is busy reading other images. Try again in a moment."))]),
                                 status: .serviceUnavailable)
            busy.headers[.retryAfter] = "1"
            return busy
        }
        defer { running.wrappingSubtract(1, ordering: .relaxed) }
        let bytes = [UInt8](buffer: buffer)
        let outcome = try await NIOThreadPool.singleton.runIfActive {
            isText ? WebScan.recognize(bytes, localeIdentifier: locale) : WebScan.decode(bytes)
        }
        switch outcome {
        case let .found(codes):
            return Self.json(.object([("codes", .array(codes.map(JSONValue.string)))]), status: .ok)
        case let .recognized(lines):
            return Self.json(.object([("lines", .array(lines.map { line -> JSONValue in
                .object([("text", .string(line.text)), ("confidence", .number((line.confidence * 1000).rounded() / 1000))])
            }))]), status: .ok)
        case let .failed(message):
            return Self.json(.object([("error", .string(message))]), status: .ok)
        }
    }

    static func json(_ value: JSONValue, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: value.serialized)))
    }
}
