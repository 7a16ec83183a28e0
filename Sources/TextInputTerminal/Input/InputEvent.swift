/// One thing the user did at the terminal.
public enum InputEvent: Hashable, Sendable {
    /// A key with modifiers.
    case key(Key, KeyModifiers)
    /// Bracketed paste: the pasted text, whole.
    case paste(String)
    /// A mouse click, release, drag or wheel step.
    case mouse(MouseEvent)
    /// The terminal was resized (SIGWINCH); the size is read afresh.
    case resize(columns: Int, rows: Int)

    /// A key without modifiers.
    public static func key(_ key: Key) -> InputEvent { .key(key, []) }
}
