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
    /// Whether an edit changed the field's text (typed, pasted, deleted,
    /// filled, adopted): what a host that follows the text (an app's
    /// suggestion route) reacts to, without comparing texts itself.
    public var textChanged: Bool

    /// Creates a field change.
    public init(index: Int, changed: Bool = true, textChange: TextChange = .whole, textChanged: Bool = false) {
        self.index = index
        self.changed = changed
        self.textChange = textChange
        self.textChanged = textChanged
    }
}
