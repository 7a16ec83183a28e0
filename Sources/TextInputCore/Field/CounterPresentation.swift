/// The character counter "n/max".
public struct CounterPresentation: Sendable, Hashable {
    /// "12/100".
    public var text: String
    /// Whether the count is over the maximum (shown in the negative colour).
    public var isOver: Bool
    /// What a screen reader says: "12 of 100 characters".
    public var spoken: String

    /// Creates a counter.
    public init(text: String, isOver: Bool, spoken: String) {
        self.text = text
        self.isOver = isOver
        self.spoken = spoken
    }
}
