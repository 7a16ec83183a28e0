import TextInputCore

/// The element ids of one field's parts.
public struct FieldIDs: Sendable, Equatable {
    /// The wrapper `div`.
    public var wrapper: String
    /// The `input` or `textarea`.
    public var input: String
    /// The `label`.
    public var label: String
    /// The info line below the field.
    public var info: String
    /// The message (helper, error, limit, read-only) in the info line.
    public var message: String
    /// The counter in the info line.
    public var counter: String
    /// The trailing accessories.
    public var accessories: String
    /// The fitted-text overlay of an unfocused field.
    public var fitted: String
    /// The suggestions list of a combo box.
    public var suggestions: String

    /// The ids for a field id.
    public init(fieldID: String) {
        let base = HTML.identifier(fieldID)
        wrapper = "tik-f-" + base
        input = "tik-i-" + base
        label = "tik-l-" + base
        info = "tik-n-" + base
        message = "tik-m-" + base
        counter = "tik-c-" + base
        accessories = "tik-a-" + base
        fitted = "tik-x-" + base
        suggestions = "tik-s-" + base
    }

    /// The id of the suggestion at `position`.
    public func option(_ position: Int) -> String { suggestions + "-" + String(position) }
}
