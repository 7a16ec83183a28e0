import HTTPTypes
import Hummingbird
import NIOCore
import TextInputCore
import TextInputWeb

/// Adds the headers pages with TextInputKit forms are safe with: the
/// Content-Security-Policy of ``WebAssets/contentSecurityPolicy`` (scripts and
/// WebAssembly only from the server, no inline script), `nosniff`, no framing,
/// no referrer to other sites.
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
