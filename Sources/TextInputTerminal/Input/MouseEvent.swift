/// A mouse event in SGR (1006) encoding.
public struct MouseEvent: Hashable, Sendable {
    /// Which button, or the wheel.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button.
        case middle
        /// The secondary button.
        case right
        /// The wheel turned up (away from the user).
        case wheelUp
        /// The wheel turned down.
        case wheelDown
        /// No button (a release in some encodings, or motion).
        case none
    }
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button came up.
        case release
        /// The pointer moved with a button down.
        case drag
    }
    /// The 0-based column.
    public var column: Int
    /// The 0-based row.
    public var row: Int
    /// The button.
    public var button: Button
    /// Press, release or drag.
    public var kind: Kind
    /// Modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    public init(column: Int, row: Int, button: Button, kind: Kind, modifiers: KeyModifiers = []) {
        self.column = column
        self.row = row
        self.button = button
        self.kind = kind
        self.modifiers = modifiers
    }
}
