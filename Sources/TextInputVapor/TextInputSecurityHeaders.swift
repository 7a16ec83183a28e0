import NIOCore
import TextInputCore
import TextInputWeb
import Vapor

/// Adds the headers pages with TextInputKit forms are safe with: the
/// Content-Security-Policy of ``WebAssets/contentSecurityPolicy`` (scripts and
/// WebAssembly only from the server, no inline script), `nosniff`, no framing,
/// no referrer to other sites (``WebAssets/securityHeaders(policy:)``).
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
