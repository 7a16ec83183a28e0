import HTTPTypes
import Hummingbird
import NIOCore
import TextInputCore
import TextInputWeb

extension WebForm {
    /// Reads a posted form (`application/x-www-form-urlencoded`) and checks it
    /// with the native core (``WebForm/submit(pairs:)``).
    ///
    /// ```swift
    /// router.post("/signup") { request, _ -> Response in
    ///     let result = try await signup.submit(request)
    ///     guard let submission = result.submission else {
    ///         return HTMLPage.response(page(try signup.html(assets: assets, state: result.form, status: result.status)),
    ///                                  status: .unprocessableContent)
    ///     }
    ///     let email = submission["email"]                    // String
    ///     let amount = submission.decimal("amount")          // exact Decimal
    ///     …
    /// }
    /// ```
    ///
    /// - Throws: `HTTPError(.contentTooLarge)` above `maxBodyBytes`,
    ///   `HTTPError(.badRequest)` for a body that is not URL-encoded UTF-8.
    public func submit(_ request: Request, maxBodyBytes: Int = WebForm.defaultMaxBodyBytes) async throws -> PostResult {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: maxBodyBytes)
        } catch is NIOTooManyBytesError {
            throw HTTPError(.contentTooLarge, message: "The form body is larger than \(maxBodyBytes) bytes.")
        }
        guard let pairs = FormPost.parse(bytes: buffer.readableBytesView) else {
            throw HTTPError(.badRequest, message: WebForm.badBodyMessage)
        }
        return try submit(pairs: pairs)
    }
}

/// Responses for HTML pages with TextInputKit forms.
public enum HTMLPage {
    /// An HTML response (`text/html; charset=utf-8`, not cached).
    public static func response(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status,
                 headers: [.contentType: WebAssets.htmlContentType, .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}

/// Adds the headers pages with TextInputKit forms are safe with: the
/// Content-Security-Policy of ``WebAssets/contentSecurityPolicy`` (scripts and
/// WebAssembly only from the server, no inline script), `nosniff`, no framing,
/// no referrer.
///
/// ```swift
/// router.middlewares.add(TextInputSecurityHeaders())
/// ```
public struct TextInputSecurityHeaders<Context: RequestContext>: RouterMiddleware {
    /// The policy sent; defaults to ``WebAssets/contentSecurityPolicy``.
    public var contentSecurityPolicy: String

    /// Creates the middleware.
    public init(contentSecurityPolicy: String = WebAssets.contentSecurityPolicy) {
        self.contentSecurityPolicy = contentSecurityPolicy
    }

    /// Adds the headers to the response of `next`.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        Self.addHeaders(to: &response, policy: contentSecurityPolicy)
        return response
    }

    /// Adds the headers to a response made elsewhere (an error page).
    public static func addHeaders(to response: inout Response, policy: String = WebAssets.contentSecurityPolicy) {
        for (name, value) in WebAssets.securityHeaders(policy: policy) {
            response.headers[HTTPField.Name(name)!] = value
        }
    }
}
