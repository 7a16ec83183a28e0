import NIOCore
import TextInputCore
import TextInputWeb
import Vapor

extension WebForm {
    /// Reads a posted form (`application/x-www-form-urlencoded`) and checks it
    /// with the native core (``WebForm/submit(pairs:)``): the counterpart of
    /// TextInputHummingbird's `submit(_:)`.
    ///
    /// ```swift
    /// app.post("signup") { request async throws -> Response in
    ///     let result = try await signup.submit(request)
    ///     guard let submission = result.submission else {
    ///         return HTMLPage.response(page(try signup.html(assets: assets, state: result.form, status: result.status)),
    ///                                  status: .unprocessableEntity)
    ///     }
    ///     let email = submission["email"]                    // String
    ///     let amount = submission.decimal("amount")          // exact Decimal
    ///     …
    /// }
    /// ```
    ///
    /// Vapor collects a route's body up to its `defaultMaxBodySize` (16 KB)
    /// before the handler runs; register the route with `body: .stream` (or
    /// `.collect(maxSize: "64kb")`) for forms with long notes, and this reads
    /// up to `maxBodyBytes`.
    ///
    /// - Throws: `Abort(.payloadTooLarge)` above `maxBodyBytes` (inclusive limit),
    ///   `Abort(.badRequest)` for a body that is not URL-encoded UTF-8.
    public func submit(_ request: Request, maxBodyBytes: Int = WebForm.defaultMaxBodyBytes) async throws -> PostResult {
        try submit(pairs: try await FormPost.pairs(of: request, maxBodyBytes: maxBodyBytes))
    }
}

extension FormPost {
    /// The name-value pairs of a posted form's body (``FormPost/parse(bytes:)``), read up to `maxBodyBytes`
    /// (inclusive); no body is no pairs. What ``WebForm/submit(_:maxBodyBytes:)`` reads, for handlers that look
    /// at other fields (a one-time token) before checking the form.
    ///
    /// - Throws: `Abort(.payloadTooLarge)` above `maxBodyBytes`, `Abort(.badRequest)` for a body that is not
    ///   URL-encoded UTF-8; errors reading the body as they come.
    public static func pairs(of request: Request, maxBodyBytes: Int = WebForm.defaultMaxBodyBytes) async throws -> [(String, String)] {
        let buffer: ByteBuffer?
        do {
            // Vapor's stream refuses a body that reaches `max`: one byte more lets exactly the limit through.
            buffer = try await request.body.collect(max: maxBodyBytes + 1).get()
        } catch let error as any AbortError where error.status == .payloadTooLarge {
            throw Abort(.payloadTooLarge, reason: "The form body is larger than \(maxBodyBytes) bytes.")
        }
        let body = buffer ?? ByteBuffer()
        guard body.readableBytes <= maxBodyBytes else {
            throw Abort(.payloadTooLarge, reason: "The form body is larger than \(maxBodyBytes) bytes.")
        }
        guard let pairs = FormPost.parse(bytes: body.readableBytesView) else {
            throw Abort(.badRequest, reason: WebForm.badBodyMessage)
        }
        return pairs
    }
}

/// Responses for HTML pages with TextInputKit forms.
public enum HTMLPage {
    /// An HTML response (`text/html; charset=utf-8`, not cached).
    public static func response(_ html: String, status: HTTPResponseStatus = .ok) -> Response {
        Response(status: status,
                 headers: ["Content-Type": WebAssets.htmlContentType, "Cache-Control": "no-store"],
                 body: Response.Body(string: html))
    }
}

/// Adds the headers pages with TextInputKit forms are safe with: the
/// Content-Security-Policy of ``WebAssets/contentSecurityPolicy`` (scripts and
/// WebAssembly only from the server, no inline script), `nosniff`, no framing,
/// no referrer (``WebAssets/securityHeaders(policy:)``).
///
/// ```swift
/// app.middleware.use(TextInputSecurityHeaders())
/// ```
public struct TextInputSecurityHeaders: AsyncMiddleware {
    /// The policy sent; defaults to ``WebAssets/contentSecurityPolicy``.
    public var contentSecurityPolicy: String

    /// Creates the middleware.
    public init(contentSecurityPolicy: String = WebAssets.contentSecurityPolicy) {
        self.contentSecurityPolicy = contentSecurityPolicy
    }

    /// Adds the headers to the response of `next`.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        Self.addHeaders(to: response, policy: contentSecurityPolicy)
        return response
    }

    /// Adds the headers to a response made elsewhere (an error page).
    public static func addHeaders(to response: Response, policy: String = WebAssets.contentSecurityPolicy) {
        for (name, value) in WebAssets.securityHeaders(policy: policy) {
            response.headers.replaceOrAdd(name: name, value: value)
        }
    }
}
