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
    /// An asset with a ``WebAssets/Asset/gzipBody`` (the module, when
    /// `scripts/build-wasm.sh` wrote its `.gz`) goes gzip-compressed to clients
    /// whose `Accept-Encoding` allows gzip, with `Vary: Accept-Encoding`.
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
                var headers: HTTPFields = [.contentType: asset.contentType, .cacheControl: asset.cacheControl]
                guard let compressed = asset.gzipBody else {
                    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.body)))
                }
                headers[.vary] = "Accept-Encoding"
                guard acceptsGzip(request.headers[values: .acceptEncoding]) else {
                    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.body)))
                }
                headers[.contentEncoding] = "gzip"
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: compressed)))
            }
        }
        let scans = ScanRoute(maxConcurrent: maxConcurrentScans)
        post(RouterPath(scanPath)) { request, _ -> Response in
            try await scans.respond(to: request)
        }
    }
}

/// Whether `Accept-Encoding` values allow gzip (RFC 9110 §12.5.3): `gzip` (or
/// `x-gzip`) or `*` with a quality above zero, an explicit `gzip` winning over
/// `*`. Without the header RFC 9110 allows any coding; this answers false then,
/// a cautious choice that costs browsers nothing (they always send it).
func acceptsGzip(_ values: [String]) -> Bool {
    var gzip: Bool?
    var any: Bool?
    for item in values.flatMap({ $0.split(separator: ",") }) {
        let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let coding = parts.first else { continue }
        var accepted = true
        for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
            accepted = (Double(parameter.dropFirst(2)) ?? 1) > 0
        }
        if coding == "gzip" || coding == "x-gzip" { gzip = accepted } else if coding == "*" { any = accepted }
    }
    return gzip ?? any ?? false
}

/// The scan decoder's route: image bytes in, the codes found (or what went
/// wrong) out, as JSON. Stateless; the page's core applies the codes.
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
            return Self.json(.object([("error", .string("The server is busy reading other images. Try again in a moment."))]),
                             status: .serviceUnavailable)
        }
        defer { running.wrappingSubtract(1, ordering: .relaxed) }
        let bytes = [UInt8](buffer: buffer)
        let outcome = try await NIOThreadPool.singleton.runIfActive { WebScan.decode(bytes) }
        switch outcome {
        case let .found(codes):
            return Self.json(.object([("codes", .array(codes.map(JSONValue.string)))]), status: .ok)
        case let .failed(message):
            return Self.json(.object([("error", .string(message))]), status: .ok)
        }
    }

    static func json(_ value: JSONValue, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: value.serialized)))
    }
}
