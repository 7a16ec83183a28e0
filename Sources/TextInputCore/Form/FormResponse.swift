/// What one form event (or the events of one message) did, decided once: a
/// host only shows it.
///
/// ```swift
/// let response = form.send(.field(0, .edit(.insert("x"))))
/// for change in response.changes { redraw(form.presentation(at: change.index), change.textChange) }
/// if let refusal = response.refusal { status(refusal) }
/// if let announcement = response.announcement { speak(announcement) }
/// if case .submitted(let submission)? = response.status { post(submission.entries) }
/// ```
public struct FormResponse: Sendable, Hashable {
    /// What the host should do, in order (the driver's `effects`). A host
    /// that shows the form reads the members below instead.
    public var effects: [InputForm.Effect] = []
    /// The fields to write, ascending, each with how its text changed: the
    /// fields whose presentation may have changed, and always the field the
    /// event went to (``FieldChange/changed`` false when only listed: a
    /// refused edit puts a renderer's copy back on the core's state).
    public var changes: [FieldChange] = []
    /// The fields whose presentation may have changed, ascending: a
    /// renderer that keeps no copy of its own redraws these and no others.
    public var changedFields: [Int] { changes.filter { $0.changed }.map { $0.index } }
    /// Whether focus is on another field (or on none) than before the event.
    public var focusChanged = false
    /// The focused field after the event.
    public var focus: Int?
    /// Where a host that moves focus by itself must move it after the
    /// event, or nil when its focus is already right: a browser or a view
    /// focuses what was clicked or tabbed to and blurs what was left, and
    /// the core says where focus went instead when it differs (a rule that
    /// keeps focus, a disabled field that refuses it, Return, a submit that
    /// takes the user to the first invalid field).
    public var focusToApply: FocusTarget?
    /// Where the host's own input put focus, as the events of one send went.
    var hostFocus: Int?
    /// The field a ``InputForm/Event/field(_:_:)`` event went to.
    public var field: Int?
    /// What the event's edits did in that field; its rejection says why
    /// input was refused.
    public var edit: EditOutcome = .unchanged
    /// Why input was refused, in the field's language (``edit``'s rejection).
    public var refusal: String?
    /// What to speak after the event, the last one when there were several
    /// (``FieldResponse/announcement``).
    public var announcement: String?
    /// What a host speaks after the event: the announcement, else why input
    /// was refused (a key in a read-only field is said once). A page's
    /// `announce` and the driver's version 2 `announce` are this.
    public var spoken: String? { announcement ?? refusal }
    /// Where a field's scan stands, when the event was about scanning.
    public var scan: FieldScan?
    /// What the form's status line says: submitted, invalid, an action.
    public var status: FormStatus?
    /// The form's message summary (``InputForm/summary``) when the event
    /// changed it or a submit was refused (empty: the summary is gone); nil
    /// when it stays as it was.
    public var summary: [FieldMessage]?

    /// Creates an empty response.
    public init() {}

    mutating func markChanged(_ index: Int) {
        list(index, changed: true)
    }

    /// Marks a listed field's text as changed by an edit.
    mutating func markTextChanged(_ index: Int) {
        list(index, changed: true)
        if let position = changes.firstIndex(where: { $0.index == index }) { changes[position].textChanged = true }
    }

    /// Lists a field in ``changes`` (once, ascending); `changed` marks it changed.
    mutating func list(_ index: Int, changed: Bool) {
        var insertion = changes.endIndex
        while insertion > changes.startIndex, changes[insertion - 1].index >= index {
            if changes[insertion - 1].index == index {
                if changed { changes[insertion - 1].changed = true }
                return
            }
            insertion -= 1
        }
        changes.insert(FieldChange(index: index, changed: changed), at: insertion)
    }
}
