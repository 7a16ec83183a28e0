/// A key on the keyboard, as a terminal reports it.
public enum Key: Hashable, Sendable {
    /// A printable character (one grapheme cluster), or a letter pressed with
    /// Control (then lower case, with ``KeyModifiers/control``).
    case character(Character)
    /// Return / Enter.
    case enter
    /// Tab; Shift-Tab is `.tab` with ``KeyModifiers/shift``.
    case tab
    /// Backspace (DEL, or ^H which is reported with ``KeyModifiers/control``).
    case backspace
    /// Escape, alone (not the start of a sequence).
    case escape
    /// Forward delete.
    case delete
    /// Insert.
    case insert
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// A function key, F1 to F20.
    case function(Int)
}
