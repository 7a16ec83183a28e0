/// One name–value pair of a posted form (``InputForm/Event/post(_:)``): a
/// field's id and the text it posted, as the field displayed it (prefix and
/// suffix included, a formatted body such as "(555) 123-4567").
public struct PostedText: Sendable, Hashable {
    /// The field's id (the input's `name`).
    public var id: String
    /// The text posted for it.
    public var text: String

    /// Creates a pair.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}
