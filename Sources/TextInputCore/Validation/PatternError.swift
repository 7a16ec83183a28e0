/// Why a validation pattern cannot be used.
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and how to fix it.
    public var message: String
    /// The character offset in the pattern where the problem was found.
    public var offset: Int

    /// Creates an error.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) (at character \(offset + 1))" }
}
