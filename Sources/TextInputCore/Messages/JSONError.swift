/// Why a text is not one JSON document.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The byte offset where it was found.
    public var offset: Int

    public var description: String { "\(message) at byte \(offset)" }
}
