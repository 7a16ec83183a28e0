import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOPosix
import NIOWebSocket
import Synchronization
import TextInputWeb

/// The gallery's HTTP and WebSocket server on Hummingbird.
///
/// - `GET /`: the index; `GET /p/{page}?locale=&layout=&theme=`: a page.
/// - `POST /p/{page}`: the no-JavaScript path, validated on the server.
/// - `GET /assets/gallery.css`, `/assets/client.js`: the stylesheet and client.
/// - `GET /ws?page=&locale=&layout=` with a WebSocket upgrade: a live session.
struct GalleryServer: Sendable {
    let catalog: GalleryCatalog
    let limits: SessionLimits
    let maxSessions: Int
    let logger: Logger
    let sessions = SessionCounter()

    /// The largest request body accepted (a posted form).
    static let maxBodyBytes = 64 << 10

    func application(host: String, port: Int, ready: @escaping @Sendable (String) -> Void) -> some ApplicationProtocol {
        let router = Router()
        router.middlewares.add(SecurityMiddleware(logger: logger))
        router.get("/") { request, _ in
            let locale = (FormPost.parse(request.uri.query ?? "") ?? []).first { $0.0 == "locale" }.flatMap { GalleryLocale(rawValue: $0.1) } ?? .en
            return Self.html(PageRenderer.index(pageIDs: Gallery.pageIDs, catalog: catalog, locale: locale))
        }
        router.get("/p/:page") { request, context in
            let (model, options) = try resolve(request, context)
            return Self.html(PageRenderer.page(model: model, form: model.initialForm, options: options, pageIDs: Gallery.pageIDs))
        }
        router.post("/p/:page") { request, context in
            let (model, options) = try resolve(request, context)
            var request = request
            let buffer = try await request.collectBody(upTo: Self.maxBodyBytes)
            guard let pairs = FormPost.parse(String(buffer: buffer)) else {
                throw HTTPError(.badRequest)
            }
            let result = try FormPost.submit(model, pairs: pairs)
            return Self.html(PageRenderer.page(model: model, form: result.form, options: options, pageIDs: Gallery.pageIDs,
                                               status: result.status),
                             status: result.submitted == nil ? .unprocessableContent : .ok)
        }
        router.get("/assets/:name") { request, _ in
            guard let asset = Assets.asset(at: request.uri.path) else { throw HTTPError(.notFound) }
            return Response(status: .ok,
                            headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: asset.body)))
        }
        router.get("/ws") { _, _ -> Response in
            // Reached only without a valid upgrade (or a refused one).
            Self.html(PageRenderer.errorPage(title: "Bad request", message: "This address takes WebSocket connections from gallery pages."),
                      status: .badRequest)
        }

        // Frames up to the scan limit plus the message limit reach the session, which closes
        // politely (1009) past its limits (only `scan` messages, carrying an image, may be
        // larger than the message limit); anything larger is cut off by the WebSocket layer.
        let webSocket = WebSocketServerConfiguration(maxFrameSize: limits.maxScanMessageBytes + limits.maxMessageBytes, autoPing: .enabled(timePeriod: .seconds(30)))
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(configuration: .init(ws: webSocket)) { request, _, _ in
                shouldUpgrade(request)
            },
            configuration: .init(address: .hostname(host, port: port), serverName: "textinput-gallery"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                let shown = host.contains(":") ? "[\(host)]" : host
                ready("http://\(shown):\(bound)/")
            },
            logger: logger)
    }

    /// The page model and options of a page request, or a 404 / 400.
    func resolve(_ request: Request, _ context: some RequestContext) throws -> (PageModel, GalleryOptions) {
        let id = context.parameters.get("page") ?? ""
        guard let query = FormPost.parse(request.uri.query ?? ""),
              let options = GalleryOptions(page: id, query: query) else {
            throw HTTPError(.badRequest)
        }
        guard let model = catalog.model(for: options) else { throw HTTPError(.notFound) }
        return (model, options)
    }

    /// Decides a WebSocket upgrade: the gallery's own pages only, same origin,
    /// and within the session limit.
    func shouldUpgrade(_ request: HTTPRequest) -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        let path = request.path ?? ""
        let parts = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.first == "/ws",
              let query = FormPost.parse(parts.count > 1 ? String(parts[1]) : ""),
              let page = query.first(where: { $0.0 == "page" })?.1,
              let options = GalleryOptions(page: page, query: query),
              let model = catalog.model(for: options) else {
            return .dontUpgrade
        }
        if let origin = request.headerFields[.origin] {
            let authority = request.authority ?? ""
            guard origin == "http://\(authority)" || origin == "https://\(authority)" else { return .dontUpgrade }
        }
        guard sessions.current < maxSessions else { return .dontUpgrade }
        let limits = self.limits
        let sessions = self.sessions
        let maxSessions = self.maxSessions
        return .upgrade([:]) { inbound, outbound, _ in
            guard sessions.open() <= maxSessions else {
                sessions.close()
                try await outbound.close(.unknown(1013), reason: "The server is busy; try again later.")
                return
            }
            defer { sessions.close() }
            var session = WebSession(model: model, limits: limits)
            try await outbound.write(.text(session.hello()))
            for try await message in inbound.messages(maxSize: limits.maxScanMessageBytes + limits.maxMessageBytes) {
                guard case let .text(text) = message else {
                    try await outbound.close(.unacceptableData, reason: "Send text messages.")
                    return
                }
                let reply = session.handle(text)
                if let request = reply.scan {
                    // Decoding blocks: it runs on NIO's thread pool, never on an event loop or the
                    // concurrency pool, so other sessions go on; this session's next message waits.
                    let outcome = try await NIOThreadPool.singleton.runIfActive { WebScan.decode(request.image) }
                    try await outbound.write(.text(session.finishScan(request, outcome: outcome)))
                }
                if let answer = reply.message {
                    try await outbound.write(.text(answer))
                }
                if let close = reply.close {
                    try await outbound.close(WebSocketErrorCode(codeNumber: Int(close.code)), reason: close.reason)
                    return
                }
            }
        }
    }

    static func html(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status,
                 headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}

/// Counts live sessions.
final class SessionCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// Sessions open now.
    var current: Int { count.load(ordering: .relaxed) }

    /// Counts a session in; returns the new count.
    func open() -> Int { count.wrappingAdd(1, ordering: .relaxed).newValue }

    /// Counts a session out.
    func close() { count.wrappingSubtract(1, ordering: .relaxed) }
}

/// Adds the security headers to every response and turns errors into plain
/// pages that say what went wrong and nothing about the server.
struct SecurityMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = Self.errorResponse(error.status)
        } catch {
            logger.error("Request failed", metadata: ["path": "\(request.uri.path)", "error.type": "\(type(of: error))"])
            response = Self.errorResponse(.internalServerError)
        }
        response.headers[.contentSecurityPolicy] = Assets.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        response.headers[HTTPField.Name("Cross-Origin-Opener-Policy")!] = "same-origin"
        response.headers[.crossOriginResourcePolicy] = "same-origin"
        return response
    }

    static func errorResponse(_ status: HTTPResponse.Status) -> Response {
        let (title, message): (String, String)
        switch status.code {
        case 404: (title, message) = ("Not found", "There is no page at this address.")
        case 413: (title, message) = ("Too large", "The request is too large.")
        case 400..<500: (title, message) = ("Bad request", "The request could not be understood.")
        default: (title, message) = ("Server error", "Something went wrong on the server. Try again.")
        }
        return Response(status: status,
                         headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                         body: ResponseBody(byteBuffer: ByteBuffer(string: PageRenderer.errorPage(title: title, message: message))))
    }
}
