/// A maximum number of user-perceived characters (Swift `Character`s).
///
/// A family emoji counts as one character. The count is taken over the
/// field's *value*: for plain text that is the text; for grouped characters
/// and numbers, the value characters without literals.
///
/// ```swift
/// let limit = CharacterLimit(max: 100, policy: .allowOver)
/// ```
public struct CharacterLimit: Sendable, Hashable {
    /// What happens when the user types past ``max``.
    public enum Policy: String, Sendable, Hashable {
        /// Text past the limit is kept and reported as over the limit (the
        /// field shows an error until the text is shortened).
        case allowOver
        /// Input past the limit is refused; a paste is cut at a character
        /// boundary. Reaching the limit is reported, not an error.
        case stop
    }

    /// The maximum number of characters, at least 1.
    public var max: Int
    /// How the limit is enforced.
    public var policy: Policy

    /// Creates a limit.
    public init(max: Int, policy: Policy = .allowOver) {
        self.max = max
        self.policy = policy
    }
}
