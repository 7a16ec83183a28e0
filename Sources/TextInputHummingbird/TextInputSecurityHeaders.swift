import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import TextInputCore
import TextInputWeb

/// Adds the headers pages with TextInputKit forms are safe with: the
/// Content-Security-Policy of ``WebAssets/contentSecurityPolicy`` (scripts and
/// WebAssembly only from the server, no inline script), `nosniff`, no framing,
/// no referrer to other sites; and answers every error raised below it (by
/// Hummingbird, TextInputKit or the app: 400, 404, 405, 413, 500, ...) as an
/// ``ErrorPage``: a small HTML page in the browser's language for requests
/// that accept HTML, JSON for scripts, with these headers too. After a 413 the
/// connection is closed (`Connection: close`) rather than read to its end.
///
/// Add it first, before the routes (Hummingbird applies a middleware to the
/// routes added after it, and to addresses with no route):
///
/// ```swift
/// let router = Router(options: .autoGenerateHeadEndpoints)   // HEAD wherever GET is
/// router.middlewares.add(TextInputSecurityHeaders())
/// // ... routes ...
/// router.addMethodNotAllowedRoutes()   // 405 with Allow for the other methods of each path
/// ```
public struct TextInputSecurityHeaders<Context: RequestContext>: RouterMiddleware {
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
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            response = Self.errorResponse(for: error, to: request, logger: context.logger, stylesheet: errorPageStylesheet)
        }
        Self.addHeaders(to: &response, policy: contentSecurityPolicy)
        return response
    }

    /// The ``ErrorPage`` answer for an error: its status and headers (an `Allow` of a 405) for an `HTTPError` or
    /// another `HTTPResponseError`, else 500 (logged: its text is not the user's to read).
    public static func errorResponse(for error: any Error, to request: Request, logger: Logger, stylesheet: String? = nil) -> Response {
        var status = HTTPResponse.Status.internalServerError
        var headers = HTTPFields()
        var detail: String?
        if let error = error as? HTTPError {
            status = error.status
            headers = error.headers
            detail = error.body
        } else if let error = error as? any HTTPResponseError {
            status = error.status
        } else {
            logger.error("an error reached TextInputSecurityHeaders: \(String(reflecting: error))")
        }
        let page = ErrorPage(status: status.code, acceptLanguage: request.headers[.acceptLanguage], detail: detail,
                             stylesheet: stylesheet)
        let answer = page.answer(accept: request.headers[.accept])
        headers[.contentType] = answer.contentType
        headers[.cacheControl] = "no-store"
        if status == .contentTooLarge { headers[.connection] = "close" }
        let body = ByteBuffer(string: answer.body)
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: status, headers: headers,
                        body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: body))
    }

    /// Adds the headers to a response made elsewhere (an error page).
    public static func addHeaders(to response: inout Response, policy: String = WebAssets.contentSecurityPolicy) {
        for (name, value) in WebAssets.securityHeaders(policy: policy) {
            response.headers[HTTPField.Name(name)!] = value
        }
    }
}
