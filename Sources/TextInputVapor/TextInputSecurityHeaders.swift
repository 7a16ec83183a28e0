import NIOCore
import TextInputCore
import TextInputWeb
import Vapor

/// Adds the headers pages with TextInputKit forms are safe with: the
/// Content-Security-Policy of ``WebAssets/contentSecurityPolicy`` (scripts and
/// WebAssembly only from the server, no inline script), `nosniff`, no framing,
/// no referrer to other sites (``WebAssets/securityHeaders(policy:)``); and
/// answers every error raised below it (by Vapor, TextInputKit or the app:
/// 400, 404, 413, 500, ...) as an ``ErrorPage``: a small HTML page in the
/// browser's language for requests that accept HTML, JSON for scripts, with
/// these headers too. A request whose path has routes for other methods only
/// gets 405 with `Allow` instead of Vapor's 404 (Vapor answers HEAD wherever
/// GET is). After a 413, or an error page for a request whose body was not
/// read, the connection is closed rather than read to its end.
///
/// ```swift
/// app.middleware.use(TextInputSecurityHeaders())
/// ```
public struct TextInputSecurityHeaders: AsyncMiddleware {
    /// The policy sent; defaults to ``WebAssets/contentSecurityPolicy``.
    public var contentSecurityPolicy: String

    /// The stylesheet error pages link (``WebAssets/stylesheet``'s path), nil for plain pages.
    public var errorPageStylesheet: String?

    /// Creates the middleware; with `assets`, error pages are styled with its stylesheet.
    public init(contentSecurityPolicy: String = WebAssets.contentSecurityPolicy, assets: WebAssets? = nil) {
        self.contentSecurityPolicy = contentSecurityPolicy
        errorPageStylesheet = assets?.stylesheet.path
    }

    /// Adds the headers to the response of `next`, or to the error page of what it threw.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response: Response
        do {
            response = try await next.respond(to: request)
        } catch {
            response = Self.errorResponse(for: error, to: request, stylesheet: errorPageStylesheet)
        }
        Self.addHeaders(to: response, policy: contentSecurityPolicy)
        return response
    }

    /// The ``ErrorPage`` answer for an error: its status, reason and headers for an `AbortError` (405 with `Allow`
    /// for a 404 whose path other methods take), else 500 (logged: its text is not the user's to read).
    public static func errorResponse(for error: any Error, to request: Request, stylesheet: String? = nil) -> Response {
        var status = HTTPResponseStatus.internalServerError
        var headers = HTTPHeaders()
        var detail: String?
        if let error = error as? any AbortError {
            status = error.status
            headers = error.headers
            detail = error.reason == status.reasonPhrase ? nil : error.reason
            if status == .notFound {
                let allowed = allowedMethods(for: request)
                if !allowed.isEmpty {
                    status = .methodNotAllowed
                    headers.replaceOrAdd(name: .allow, value: allowed.joined(separator: ", "))
                    detail = ErrorPage.methodNotAllowedDetail(allowed: allowed.joined(separator: ", "))
                }
            }
        } else {
            request.logger.error("an error reached TextInputSecurityHeaders: \(String(reflecting: error))")
        }
        let page = ErrorPage(status: Int(status.code), acceptLanguage: request.headers.first(name: .acceptLanguage), detail: detail,
                             stylesheet: stylesheet)
        let answer = page.answer(accept: request.headers.first(name: .accept))
        headers.replaceOrAdd(name: .contentType, value: answer.contentType)
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        // A body past the limit, or one nobody read (a 404 or 405 with a body), is not read to its end: the
        // connection is closed once the page has left.
        let closes = status == .payloadTooLarge || hasUnreadBody(request)
        if closes { headers.replaceOrAdd(name: .connection, value: "close") }
        // A request with no peer (VaporTesting's in-memory requests) has no connection to close: its page is plain.
        let closesConnection = closes && request.remoteAddress != nil
        let body: Response.Body = request.method == .HEAD ? .empty
            : closesConnection ? closingBody(answer.body) : .init(string: answer.body)
        let response = Response(status: status, headers: headers, body: body)
        if request.method == .HEAD { response.headers.replaceOrAdd(name: .contentLength, value: String(answer.body.utf8.count)) }
        return response
    }

    /// Whether the request declares a body that has not been read (collected).
    static func hasUnreadBody(_ request: Request) -> Bool {
        guard request.body.data == nil else { return false }
        if request.headers.contains(name: .transferEncoding) { return true }
        return (request.headers.first(name: .contentLength).flatMap { Int($0) } ?? 0) > 0
    }

    /// A body of `text` after which the connection is closed. Vapor has no public way to close a connection and,
    /// after an answer, reads what the client still sends until it stops; a body stream that fails after its last
    /// byte is the one public path to a full close (Vapor's `NIOCloseOnErrorHandler`). The length is declared, so
    /// the client has the whole page before the connection ends.
    static func closingBody(_ text: String) -> Response.Body {
        let buffer = ByteBuffer(string: text)
        return Response.Body(stream: { writer in
            writer.write(.buffer(buffer)).whenComplete { _ in
                writer.write(.error(AnswerSentClosing()), promise: nil)
            }
        }, count: buffer.readableBytes)
    }

    /// The error that closes the connection after a page (``closingBody(_:)``); nobody sees it.
    struct AnswerSentClosing: Error {}

    /// The methods the app's routes take for the request's path (with HEAD where GET is), in a fixed order; empty
    /// when no route has the path.
    static func allowedMethods(for request: Request) -> [String] {
        let parts = request.url.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var methods: Set<String> = []
        for route in request.application.routes.all where matches(route.path, parts) {
            methods.insert(route.method.rawValue)
        }
        if methods.contains("GET") { methods.insert("HEAD") }
        let order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]
        return order.filter(methods.contains) + methods.subtracting(order).sorted()
    }

    private static func matches(_ path: [PathComponent], _ parts: [String]) -> Bool {
        var index = 0
        for component in path {
            switch component {
            case .catchall: return index < parts.count
            case .anything, .parameter:
                guard index < parts.count else { return false }
            case let .constant(text):
                guard index < parts.count, parts[index] == text else { return false }
            }
            index += 1
        }
        return index == parts.count
    }

    /// Adds the headers to a response made elsewhere (an error page).
    public static func addHeaders(to response: Response, policy: String = WebAssets.contentSecurityPolicy) {
        for (name, value) in WebAssets.securityHeaders(policy: policy) {
            response.headers.replaceOrAdd(name: name, value: value)
        }
    }
}
