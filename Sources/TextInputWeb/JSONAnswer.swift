import TextInputCore

/// A JSON answer of the scan and suggestion routes: status, body and `Retry-After`.
public struct JSONAnswer: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The JSON body (sent with `Content-Type: application/json` and `Cache-Control: no-store`).
    public var json: String
    /// The `Retry-After` header, when the server is busy.
    public var retryAfter: String?

    /// Creates an answer.
    public init(status: Int, json: String, retryAfter: String? = nil) {
        self.status = status
        self.json = json
        self.retryAfter = retryAfter
    }

    /// `{"error": message}` with `status`.
    static func error(_ message: String, status: Int) -> JSONAnswer {
        JSONAnswer(status: status, json: JSONValue.object([("error", .string(message))]).serialized)
    }

    /// `{"error": message}` with 503 and `Retry-After: 1`: a route that is at its limit (``AdmissionCounter``).
    static func busy(_ message: String) -> JSONAnswer {
        var answer = JSONAnswer.error(message, status: 503)
        answer.retryAfter = "1"
        return answer
    }
}
