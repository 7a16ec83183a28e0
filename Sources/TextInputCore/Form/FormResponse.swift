/// One field a form event changed, and how its displayed text changed.
public struct FieldChange: Sendable, Hashable {
    /// The field's index in the form.
    public var index: Int
    /// Whether the field's presentation may have changed; false for the
    /// event's own field when listed only so that a renderer puts its copy
    /// back on the core's state (a refused edit).
    public var changed: Bool
    /// How its displayed text changed (a note's span; other kinds report
    /// ``TextChange/whole``).
    public var textChange: TextChange

    /// Creates a field change.
    public init(index: Int, changed: Bool = true, textChange: TextChange = .whole) {
        self.index = index
        self.changed = changed
        self.textChange = textChange
    }
}

/// Where the scan of one field of a form stands (``ScanState``).
public struct FieldScan: Sendable, Hashable {
    /// The field's index.
    public var field: Int
    /// Where its scan stands.
    public var state: ScanState

    /// Creates a field's scan state.
    public init(field: Int, state: ScanState) {
        self.field = field
        self.state = state
    }
}

/// What a form reports on its status line after an event.
public enum FormStatus: Sendable, Hashable {
    /// A submit found every field valid: these are the values to post.
    case submitted(Submission)
    /// A submit found errors; focus moved to the first invalid field.
    case invalid(firstInvalid: Int)
    /// A field's custom trailing action was tapped.
    case action(field: Int, id: String)
}

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
    /// Where a field's scan stands, when the event was about scanning.
    public var scan: FieldScan?
    /// What the form's status line says: submitted, invalid, an action.
    public var status: FormStatus?

    /// Creates an empty response.
    public init() {}

    mutating func markChanged(_ index: Int) {
        list(index, changed: true)
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
