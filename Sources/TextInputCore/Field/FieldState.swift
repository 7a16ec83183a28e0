/// The interaction state a field shows.
public enum FieldState: String, Sendable, CaseIterable {
    case normal, error, readOnly, disabled
}
