import TextInputCore

/// What a renderer needs about a field besides its presentation: the name
/// it posts under (the configuration's id). Everything else (read-only,
/// disabled, combo box, text-input traits) comes from the core's
/// ``FieldPresentation``.
public struct FieldFacts: Sendable, Equatable {
    /// The name the field posts under (the configuration's id).
    public var name: String
    /// Whether the page asks the app for the field's choices as the user
    /// types (``FieldConfiguration/choicesFromApp``): the input says so with
    /// `data-tik-suggest`.
    public var choicesFromApp: Bool

    /// Creates facts.
    public init(name: String, choicesFromApp: Bool = false) {
        self.name = name
        self.choicesFromApp = choicesFromApp
    }

    /// The facts of a configuration.
    public init(_ configuration: FieldConfiguration) {
        self.init(name: configuration.id, choicesFromApp: configuration.choicesFromApp)
    }
}
