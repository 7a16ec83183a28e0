import NIOCore
import TextInputWeb
import Vapor

extension Application {
    /// Bounds connections by `limits` as far as Vapor lets an app: a connection on which nothing is read or written
    /// for the longer of `limits.requestHeadTimeout` and `limits.bodyTimeout` is closed (Vapor's one idle timeout,
    /// `http.server.configuration.idleTimeout`): a head that does not arrive, a body that stops. Vapor counts the
    /// app's own time to answer as idle too, so an answer that takes longer than that is cut off; choose limits
    /// above the slowest answer. Set before the server starts.
    ///
    /// The rest of ``ConnectionLimits`` comes from ``TextInputSecurityHeaders``: after a 413, or an error page for
    /// a request whose body was not read, the connection is closed. `unreadBodyAllowance` does not apply on Vapor:
    /// after a successful answer Vapor reads a body the app did not read to its end.
    public func useTextInputConnectionLimits(_ limits: ConnectionLimits = ConnectionLimits()) {
        let longest = Swift.max(limits.requestHeadTimeout, limits.bodyTimeout)
        http.server.configuration.idleTimeout = TimeAmount(longest)
    }
}
