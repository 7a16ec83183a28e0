/// The trailing accessories a field can show, in trailing order.
public enum FieldAccessory: String, Sendable, Hashable, CaseIterable {
    /// Clears the text; shown while focused, non-empty and editable.
    case clear
    /// Marks the error state.
    case error
    /// Shows or hides a secure field's text.
    case visibility
    /// Opens the scanner (scan fields when not typing).
    case scan
    /// The configuration's custom trailing action.
    case action
}
