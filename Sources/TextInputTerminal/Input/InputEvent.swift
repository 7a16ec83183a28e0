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

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt / Option / Meta (an ESC prefix, or the modifier parameter).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)

    /// Modifiers from an xterm modifier parameter (1 + bits: 1 shift,
    /// 2 alt, 4 control, 8 meta), as in `CSI 1;5C` for Control-Right.
    init(parameter: Int) {
        let bits = max(0, parameter - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}

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
