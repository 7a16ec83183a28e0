import TextInputCore

/// Bounds on what one live session may send.
public struct SessionLimits: Sendable, Equatable {
    /// The largest message accepted, in bytes of UTF-8.
    public var maxMessageBytes: Int
    /// Messages per second allowed on average (the token bucket's refill rate).
    public var messagesPerSecond: Double
    /// Messages allowed in a burst (the bucket's size).
    public var burst: Double
    /// The largest `scan` message accepted (an image in base64), in bytes; only
    /// `scan` messages may be larger than ``maxMessageBytes``.
    public var maxScanMessageBytes: Int
    /// Malformed messages tolerated before the session is closed.
    public var maxErrors: Int

    /// Creates limits; the defaults allow fast typing and pasting, images up to
    /// about 1.5 MB to scan, and nothing like a flood.
    public init(maxMessageBytes: Int = 64 << 10, maxScanMessageBytes: Int = 2 << 20, messagesPerSecond: Double = 200,
                burst: Double = 400, maxErrors: Int = 20) {
        self.maxMessageBytes = maxMessageBytes
        self.maxScanMessageBytes = max(maxScanMessageBytes, maxMessageBytes)
        self.messagesPerSecond = messagesPerSecond
        self.burst = burst
        self.maxErrors = maxErrors
    }
}

/// What a session says back to one message: a message to send, and whether
/// to close the connection afterwards.
public struct SessionReply: Sendable, Equatable {
    /// A JSON text to send, if any.
    public var message: String?
    /// Close the connection with this WebSocket close code and reason.
    public var close: Close?
    /// An image to decode: the server decodes it away from the event loop with
    /// ``WebScan/decode(_:)`` and sends ``WebSession/finishScan(_:outcome:)``'s answer.
    public var scan: ScanRequest?

    init(message: String?, close: Close?, scan: ScanRequest? = nil) {
        self.message = message
        self.close = close
        self.scan = scan
    }

    /// A WebSocket close.
    public struct Close: Sendable, Equatable {
        /// The close code: 1008 (policy violation) or 1009 (message too big).
        public var code: UInt16
        /// A short reason for the client.
        public var reason: String
    }
}
