/// Where a field's character count stands against its limit.
public enum LimitStatus: String, Sendable, Hashable {
    /// No limit, or fewer characters than the maximum.
    case within
    /// Exactly at the maximum.
    case atLimit
    /// More characters than the maximum (only with ``CharacterLimit/Policy/allowOver``,
    /// or an initial value that was already longer).
    case over
}
