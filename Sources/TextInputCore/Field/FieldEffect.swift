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
