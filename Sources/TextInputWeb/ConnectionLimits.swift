/// How long a connection may keep the server waiting, and how much of a body nobody reads the server takes in
/// before it closes the connection: what TextInputHummingbird's `HTTPServerBuilder.textInputHTTP1(limits:)` and
/// TextInputVapor's `Application.useTextInputConnectionLimits(_:)` apply to every connection.
///
/// The body's own size limit is the route's (a form's post, the scan route): past it the route answers 413, and the
/// connection is closed after that answer rather than read to its end.
///
/// The defaults are those of common servers' documented practice: 30 s for a request's head (nginx's
/// `client_header_timeout` is 60 s, Go programs commonly set `ReadHeaderTimeout` between 5 and 30 s), 30 s between two
/// pieces of a body (nginx's `client_body_timeout` works the same way, 60 s), and 256 KiB of a body the app did not
/// read taken in so that the connection can serve the next request (Go's `net/http` drains the same amount).
public struct ConnectionLimits: Sendable, Equatable {
    /// The longest wait for a request's head: from the connection's opening, or from the end of the previous answer,
    /// until the head has arrived whole. A connection that sends nothing, or half a head, is closed after it.
    public var requestHeadTimeout: Duration

    /// The longest wait for the next piece of a request's body (and for its end). A body that stops arriving is
    /// closed after it; a slow body that keeps arriving is not.
    public var bodyTimeout: Duration

    /// How many bytes of a request's body the server still reads after it has answered without reading them (an
    /// error page, a route that takes no body), so that the connection can serve the next request. Past this the
    /// connection is closed. An answer with `Connection: close` (every 413) closes it at once.
    public var unreadBodyAllowance: Int

    /// The limits. The timeouts must be above zero and the allowance zero or more: a value outside that is taken
    /// as its default (30 s, 256 KiB).
    public init(requestHeadTimeout: Duration = .seconds(30), bodyTimeout: Duration = .seconds(30),
                unreadBodyAllowance: Int = 256 << 10) {
        self.requestHeadTimeout = requestHeadTimeout > .zero ? requestHeadTimeout : .seconds(30)
        self.bodyTimeout = bodyTimeout > .zero ? bodyTimeout : .seconds(30)
        self.unreadBodyAllowance = unreadBodyAllowance >= 0 ? unreadBodyAllowance : 256 << 10
    }

    /// The longest timeout ``init(timeoutSeconds:)`` takes: a day.
    public static let maxTimeoutSeconds = 86_400.0

    /// The same timeouts in seconds (both), for apps that take one number from their command line: from a
    /// nanosecond up to ``maxTimeoutSeconds`` (a longer one is taken as that; zero, a negative number or not a number
    /// as the default, 30 s).
    public init(timeoutSeconds: Double) {
        let duration = timeoutSeconds.isFinite && timeoutSeconds > 0
            ? Duration.nanoseconds(Int64((min(timeoutSeconds, Self.maxTimeoutSeconds) * 1e9).rounded(.up))) : .seconds(30)
        self.init(requestHeadTimeout: duration, bodyTimeout: duration)
    }
}
