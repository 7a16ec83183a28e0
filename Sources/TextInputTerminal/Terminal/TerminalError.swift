/// A terminal operation that failed.
public struct TerminalError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do.
    public var description: String
    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
