/// What was wrong with a message, said to its sender as `{"error": message}`.
public struct MessageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The explanation: what was wrong and what to send instead.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
