public import HummingbirdCore
public import TextInputWeb

extension HTTPServerBuilder {
    /// An HTTP/1.1 server whose connections are bounded by `limits` (``TextInputConnectionGuard``): a request head
    /// that does not arrive, or a body that stops, closes the connection after its timeout; after an answer with
    /// `Connection: close` (every 413 of ``TextInputSecurityHeaders``) the connection is closed instead of read to
    /// the end of its body; a body the app did not read is taken in up to `limits.unreadBodyAllowance`, then the
    /// connection is closed.
    ///
    /// ```swift
    /// let app = Application(router: router, server: .textInputHTTP1(), configuration: ...)
    /// ```
    public static func textInputHTTP1(limits: ConnectionLimits = ConnectionLimits()) -> HTTPServerBuilder {
        .http1(configuration: HTTP1Channel.Configuration(additionalChannelHandlers: [TextInputConnectionGuard(limits: limits)]))
    }
}
