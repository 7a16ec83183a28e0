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

extension FieldAccessory {
    /// Whether the accessory shows now, when the field can show it at all
    /// (``InputField/possibleAccessories``, from the configuration): clear
    /// while the user edits a text that is not empty, scan when clear does
    /// not (they share a place), the error icon in the error state, the
    /// visibility toggle and a trailing action always.
    func isShown(clearing: Bool, inError: Bool) -> Bool {
        switch self {
        case .clear: return clearing
        case .scan: return !clearing
        case .error: return inError
        case .visibility, .action: return true
        }
    }
}
