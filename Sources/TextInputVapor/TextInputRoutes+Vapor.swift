import NIOCore
import NIOPosix
import TextInputCore
import TextInputWeb
import Vapor

extension RoutesBuilder {
    /// Serves what pages with TextInputKit forms load (the client script, the
    /// stylesheet, the icon and the WebAssembly module, each at its
    /// content-hashed address and cached for a year) and the scan decoder:
    /// the counterpart of TextInputHummingbird's `Router.addTextInputRoutes`.
    ///
    /// An asset with a ``WebAssets/Asset/brotliBody`` or
    /// ``WebAssets/Asset/gzipBody`` (the module, the script and the stylesheet)
    /// goes Brotli-compressed to clients whose `Accept-Encoding` allows `br`,
    /// else gzip-compressed where it allows gzip, else as it is, with
    /// `Vary: Accept-Encoding`. HEAD is answered for every asset with the
    /// headers GET would send, without the body (Vapor answers HEAD from the
    /// GET route).
    ///
    /// ```swift
    /// let assets = try WebAssets()
    /// app.addTextInputRoutes(assets: assets)            // an Application, or a group with middleware only
    /// app.get("signup") { _ in HTMLPage.response(myPage(head: assets.headHTML, form: try signup.html(assets: assets))) }
    /// ```
    ///
    /// The routes are registered at the assets' absolute addresses (``WebAssets/prefix``, `/assets` by
    /// default) and at `scanPath`, which pages name as they are: call this on the application or on a group
    /// that only adds middleware, not on a group with a path prefix (`app.grouped("admin")`), whose routes
    /// would not be where the pages look.
    ///
    /// - Parameters:
    ///   - scanPath: where scan dialogs post images (``WebForm/scanPath``):
    ///     PNG or JPEG bytes up to ``ScanEndpoint/maxImageBytes``, answered with
    ///     `{"codes": [...]}`, `{"lines": [...]}` (`?kind=text`) or
    ///     `{"error": "..."}`. Decoding runs on NIO's thread pool, at most
    ///     `maxConcurrentScans` at once (503 beyond).
    public func addTextInputRoutes(assets: WebAssets, scanPath: String = "/textinput/scan", maxConcurrentScans: Int = 8) {
        for asset in assets.served {
            on(.GET, Self.pathComponents(asset.path)) { request -> Response in
                assetResponse(asset, acceptEncoding: request.headers[.acceptEncoding])
            }
        }
        let scans = ScanRoute(maxConcurrent: maxConcurrentScans)
        on(.POST, Self.pathComponents(scanPath), body: .stream) { request -> Response in
            try await scans.respond(to: request)
        }
    }

    /// A path such as "/assets/client.3f2a….js" as constant components (never parameters or wildcards).
    static func pathComponents(_ path: String) -> [PathComponent] {
        path.split(separator: "/").map { .constant(String($0)) }
    }
}

/// An asset's response: the copy `Accept-Encoding` allows
/// (``WebAssets/Asset/encoded(acceptEncoding:)``).
func assetResponse(_ asset: WebAssets.Asset, acceptEncoding: [String]) -> Response {
    let sent = asset.encoded(acceptEncoding: acceptEncoding)
    var headers = HTTPHeaders()
    for (name, value) in asset.headers { headers.replaceOrAdd(name: name, value: value) }
    if sent.variesByEncoding { headers.replaceOrAdd(name: .vary, value: "Accept-Encoding") }
    if let encoding = sent.contentEncoding { headers.replaceOrAdd(name: .contentEncoding, value: encoding) }
    return Response(status: .ok, headers: headers, body: Response.Body(buffer: ByteBuffer(bytes: sent.body)))
}

/// The scan decoder's route on Vapor: the request's body and query handed to
/// ``ScanEndpoint`` (which holds the rules: sizes, kinds, how many at once,
/// the answers), decoding on NIO's thread pool.
public final class ScanRoute: Sendable {
    /// The largest image accepted (``ScanEndpoint/maxImageBytes``).
    public static let maxImageBytes = ScanEndpoint.maxImageBytes
    private let endpoint: ScanEndpoint

    /// A route that decodes at most `maxConcurrent` images at once.
    public init(maxConcurrent: Int) {
        endpoint = ScanEndpoint(maxConcurrent: maxConcurrent)
    }

    /// Decodes the request's body (register the route with `body: .stream`, or a
    /// collecting strategy that allows ``maxImageBytes``).
    public func respond(to request: Request) async throws -> Response {
        // nil: over the limit (the stream stopped, or a body collected before was larger); [] for no body.
        // Vapor's stream refuses a body that reaches `max`, so one byte more lets exactly the limit through.
        let image: [UInt8]?
        do {
            let buffer = try await request.body.collect(max: Self.maxImageBytes + 1).get()
            image = buffer.map { $0.readableBytes <= Self.maxImageBytes ? [UInt8](buffer: $0) : nil } ?? []
        } catch let error as any AbortError where error.status == .payloadTooLarge {
            image = nil
        }
        let answer = await endpoint.answer(image: image, kind: request.query[String.self, at: "kind"],
                                           locale: request.query[String.self, at: "locale"]) { work in
            try await NIOThreadPool.singleton.runIfActive(work)
        }
        var headers: HTTPHeaders = ["Content-Type": "application/json", "Cache-Control": "no-store"]
        if let retryAfter = answer.retryAfter { headers.replaceOrAdd(name: .retryAfter, value: retryAfter) }
        return Response(status: HTTPResponseStatus(statusCode: answer.status), headers: headers,
                        body: Response.Body(string: answer.json))
    }
}
