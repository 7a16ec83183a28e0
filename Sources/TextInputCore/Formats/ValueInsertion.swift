/// The result of ``ValueFormatter/insert(_:into:replacing:)``.
public struct ValueInsertion: Sendable, Equatable {
    /// The value characters after the insertion.
    public var raw: [Character]
    /// The caret as a value-character index: right after the last accepted character.
    public var caret: Int
    /// How many inserted characters fit nowhere and were refused.
    public var rejected: Int
    /// Why the first refused character was refused, for the user.
    public var reason: EditRejection?

    /// Creates an insertion result.
    public init(raw: [Character], caret: Int, rejected: Int = 0, reason: EditRejection? = nil) {
        self.raw = raw
        self.caret = caret
        self.rejected = rejected
        self.reason = reason
    }
}
