import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOPosix
import TextInputCore
import TextInputWeb

extension Router {
    /// Serves what pages with TextInputKit forms load (the client script, the
    /// stylesheet, the icon and the WebAssembly module, each at its
    /// content-hashed address and cached for a year) and the scan decoder.
    ///
    /// An asset with a ``WebAssets/Asset/brotliBody`` or
    /// ``WebAssets/Asset/gzipBody`` (the module, the script and the stylesheet)
    /// goes Brotli-compressed to clients whose
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
    ///     `{"codes": [...]}`, `{"lines": [...]}` (`?kind=text&locale=…`) or
    ///     `{"error": "..."}` (``ScanEndpoint``). Decoding runs on NIO's
    ///     thread pool, at most `maxConcurrentScans` at once (503 beyond).
    public func addTextInputRoutes(assets: WebAssets, scanPath: String = "/textinput/scan", maxConcurrentScans: Int = 8) {
        for asset in assets.served {
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

/// An asset's response: the copy `Accept-Encoding` allows
/// (``WebAssets/Asset/encoded(acceptEncoding:)``); with `withBody` false
/// (HEAD) the same headers and no body.
func assetResponse(_ asset: WebAssets.Asset, acceptEncoding: [String], withBody: Bool) -> Response {
    let sent = asset.encoded(acceptEncoding: acceptEncoding)
    var headers = HTTPFields()
    for (name, value) in asset.headers { headers[HTTPField.Name(name)!] = value }
    if sent.variesByEncoding { headers[.vary] = "Accept-Encoding" }
    if let encoding = sent.contentEncoding { headers[.contentEncoding] = encoding }
    headers[.contentLength] = String(sent.body.count)
    guard withBody else { return Response(status: .ok, headers: headers, body: ResponseBody()) }
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: sent.body)))
}

/// Whether `Accept-Encoding` values allow gzip (``ContentCoding/accepts(_:_:alias:)``).
func acceptsGzip(_ values: [String]) -> Bool {
    ContentCoding.accepts("gzip", values, alias: "x-gzip")
}

/// The scan decoder's route on Hummingbird: the request's body and query
/// handed to ``ScanEndpoint`` (which holds the rules: sizes, kinds, how many
/// at once, the answers), decoding on NIO's thread pool.
public final class ScanRoute: Sendable {
    /// The largest image accepted (``ScanEndpoint/maxImageBytes``).
    public static let maxImageBytes = ScanEndpoint.maxImageBytes
    private let endpoint: ScanEndpoint

    /// A route that decodes at most `maxConcurrent` images at once.
    public init(maxConcurrent: Int) {
        endpoint = ScanEndpoint(maxConcurrent: maxConcurrent)
    }

    /// Decodes the request's body.
    public func respond(to request: Request) async throws -> Response {
        var request = request
        let image: [UInt8]?
        do {
            image = [UInt8](buffer: try await request.collectBody(upTo: Self.maxImageBytes))
        } catch is NIOTooManyBytesError {
            image = nil
        }
        let answer = await endpoint.answer(image: image, kind: request.uri.queryParameters.get("kind"),
                                           locale: request.uri.queryParameters.get("locale")) { work in
            try await NIOThreadPool.singleton.runIfActive(work)
        }
        var headers: HTTPFields = [.contentType: "application/json", .cacheControl: "no-store"]
        if let retryAfter = answer.retryAfter { headers[.retryAfter] = retryAfter }
        return Response(status: HTTPResponse.Status(code: answer.status), headers: headers,
                        body: ResponseBody(byteBuffer: ByteBuffer(string: answer.json)))
    }
}
