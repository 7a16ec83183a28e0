/// Something that happens to a field: the user's actions and the results of
/// effects it asked for.
public enum FieldEvent: Sendable, Hashable {
    /// The field gains focus.
    case focus
    /// The field loses focus (validation with timing `blur` runs).
    case blur
    /// Focus is about to leave (validation with timing `beforeFocusLeaves`
    /// runs; a form keeps focus on the field when it fails).
    case focusWillLeave
    /// An edit of the text or selection.
    case edit(EditIntent)
    /// A tap on a trailing accessory.
    case tap(FieldAccessory)
    /// Up or Down: the caret moves to the wrapped line above or below in a
    /// note, keeping its cell column across consecutive moves (from the
    /// first line up goes to the start, from the last line down to the end);
    /// in a single-line field up goes to the start and down to the end.
    /// `extend` extends the selection instead.
    case moveLine(VerticalDirection, extend: Bool = false)
    /// The Return / Enter key.
    case returnKey
    /// A decoded scan result, put through the normal pipeline (format, limit,
    /// validation).
    case scanned(String)
    /// A choice picked from the suggestions (combo box).
    case choose(String)
    /// The form is submitted: every rule runs; a secure field hides its text.
    case submit
}

/// Which way ``FieldEvent/moveLine(_:extend:)`` goes.
public enum VerticalDirection: String, Sendable, Hashable, Codable {
    /// To the line above.
    case up
    /// To the line below.
    case down
}

/// What a field asks its host to do; the host performs it (moving focus,
/// opening a scanner, speaking an announcement).
public enum FieldEffect: Sendable, Hashable {
    /// Move focus to the next field (Return in a single-line field).
    case focusNext
    /// Focus stays here: a `beforeFocusLeaves` rule failed.
    case keepFocus
    /// Open the barcode / QR scanner; answer with ``FieldEvent/scanned(_:)``.
    case startScan
    /// Speak this to assistive technology (a new error, a limit reached).
    case announce(String)
    /// The trailing action with this id was tapped.
    case performAction(String)
}

/// The trailing accessories a field can show, in trailing order.
public enum FieldAccessory: String, Sendable, Hashable, Codable, CaseIterable {
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
