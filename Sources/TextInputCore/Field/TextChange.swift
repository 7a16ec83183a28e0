/// How a field's displayed text (``FieldPresentation/text``) changed in one
/// event, or in the events of one message: what a renderer needs to update
/// its own copy of a long note without copying the whole text on every
/// keystroke. ``FieldResponse/textChange`` and each ``FieldChange`` of a
/// ``FormResponse`` carry it.
///
/// ```swift
/// var note = try InputField(FieldConfiguration(id: "n", label: "Notes", kind: .note), value: "Hello")
/// note.send(.focus).textChange                  // .unchanged
/// note.send(.edit(.insert("!"))).textChange     // .replaced(range: 5..<5, text: "!")
/// ```
public enum TextChange: Sendable, Hashable {
    /// The text is as it was before.
    case unchanged
    /// The UTF-16 `range` of the text as it was now holds `text`;
    /// everything before and after it is unchanged. Both ends are Character
    /// boundaries, so the change can be applied to a UI text view as it is.
    case replaced(range: Range<Int>, text: String)
    /// Anything may have changed: read the whole ``FieldPresentation/text``.
    case whole
}
