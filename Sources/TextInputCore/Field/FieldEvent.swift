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
    /// Up or Down. While a list is open (suggestions of a combo box, or the
    /// codes of a scan to choose from) it moves the highlight through the
    /// list, wrapping around at either end. Otherwise the caret moves to the
    /// wrapped line above or below in a note, keeping its cell column across
    /// consecutive moves (from the first line up goes to the start, from the
    /// last line down to the end); in a single-line field up goes to the
    /// start and down to the end. `extend` extends the selection instead and
    /// never moves a highlight.
    case moveLine(VerticalDirection, extend: Bool = false)
    /// The Return / Enter key: picks the highlighted entry of an open list;
    /// otherwise a note inserts a newline and a single-line field commits and
    /// asks to move on (``FieldEffect/focusNext``).
    case returnKey
    /// Escape: closes an open list (the scan choice, then the suggestions
    /// until the next edit). Nothing else happens when no list is open.
    case escape
    /// One decoded scan result, put through the normal pipeline (format,
    /// limit, validation).
    case scanned(String)
    /// Everything a scan found, in the scanner's order. The field applies the
    /// scan policy: no code announces ``LocalizedKey/noBarcodeFound``; one
    /// code (duplicates count once) fills the field as ``scanned(_:)`` does;
    /// several open a list to choose from (``FieldPresentation/scanChoices``),
    /// answered with ``chooseScanned(_:)``, Up/Down plus Return, or Escape.
    case scanFound([String])
    /// Picks the code at this index of the open scan choice.
    case chooseScanned(Int)
    /// A choice picked from the suggestions (combo box).
    case choose(String)
    /// The form is submitted: every rule runs; a secure field hides its text.
    case submit
}

extension FieldEvent {
    /// Whether a read-only field refuses the event: every event that could
    /// change its text. Selection, caret movement, focus, copying and the
    /// visibility toggle stay available. This is the one list renderers and
    /// servers rely on; they never pre-filter events themselves.
    public var changesText: Bool {
        switch self {
        case let .edit(intent): return intent.changesText
        case let .tap(accessory): return accessory == .clear || accessory == .scan
        case .scanned, .scanFound, .chooseScanned, .choose: return true
        case .returnKey, .focus, .blur, .focusWillLeave, .moveLine, .escape, .submit: return false
        }
    }

    /// Whether a disabled field takes the event: only losing focus, so a host
    /// that focused it by mistake can move on.
    public var isAllowedWhenDisabled: Bool {
        switch self {
        case .blur, .focusWillLeave: return true
        default: return false
        }
    }
}

extension EditIntent {
    /// Whether the intent can change the text (refused in read-only fields).
    /// Ending or cancelling a composition does not: a read-only field never
    /// starts one, and cancelling only discards marked text.
    public var changesText: Bool {
        switch self {
        case .select, .selectAll, .move, .setTextHidden, .commit, .cancelComposition: return false
        case .insert, .paste, .deleteBackward, .deleteForward, .clear, .replaceAll, .undo, .redo,
             .setComposition, .commitComposition:
            return true
        }
    }
}

/// Which way ``FieldEvent/moveLine(_:extend:)`` goes.
public enum VerticalDirection: String, Sendable, Hashable, CaseIterable {
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
    /// Open the barcode / QR scanner; answer with ``FieldEvent/scanFound(_:)``.
    case startScan
    /// Speak this to assistive technology (a new error, a limit reached, a
    /// scan that found nothing). Renderers with a scan dialog show it there too.
    case announce(String)
    /// The trailing action with this id was tapped.
    case performAction(String)
}

/// What one event did to a field: the effects for the host and what changed.
///
/// ```swift
/// let response = field.send(.edit(.insert("x")))
/// if let rejection = response.edit.rejection {
///     print(field.localizer.message(for: rejection))   // say why input was refused
/// }
/// if response.changed { redraw(field.presentation()) }
/// ```
public struct FieldResponse: Sendable, Hashable {
    /// What the host should do, in order.
    public var effects: [FieldEffect]
    /// What the event's edits did to the text and selection; its
    /// ``EditOutcome/rejection`` says why input was refused, if any was.
    public var edit: EditOutcome
    /// Whether anything the field shows may have changed: renderers redraw
    /// the field when it is true and may skip it otherwise.
    public var changed: Bool

    /// Creates a response.
    public init(effects: [FieldEffect] = [], edit: EditOutcome = .unchanged, changed: Bool = false) {
        self.effects = effects
        self.edit = edit
        self.changed = changed
    }
}

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
