/// A field to focus, or none (``FormResponse/focusToApply``).
public enum FocusTarget: Sendable, Hashable {
    /// Focus the field at this index.
    case field(Int)
    /// Take focus from every field.
    case noField
}
