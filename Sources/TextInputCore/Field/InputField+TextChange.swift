/// How a field's displayed text (``FieldPresentation/text``) changed since a
/// renderer last took it: what a renderer needs to update its own copy of a
/// long note without copying the whole text on every keystroke.
///
/// ```swift
/// var note = try InputField(FieldConfiguration(id: "n", label: "Notes", kind: .note), value: "Hello")
/// _ = note.takeTextChange()             // .whole: nothing was taken yet
/// note.send(.focus)
/// note.send(.edit(.insert("!")))
/// note.takeTextChange()                 // .replaced(range: 5..<5, text: "!")
/// note.takeTextChange()                 // .unchanged
/// ```
public enum TextChange: Sendable, Equatable {
    /// The text is as it was when last taken.
    case unchanged
    /// The UTF-16 `range` of the text as last taken now holds `text`;
    /// everything before and after it is unchanged. Both ends are Character
    /// boundaries, so the change can be applied to a UI text view as it is.
    case replaced(range: Range<Int>, text: String)
    /// Anything may have changed: read the whole ``FieldPresentation/text``.
    case whole
}

extension InputField {
    /// How the displayed text changed since the last call (or since the
    /// field was made), and forgets it: a renderer that keeps its own copy of
    /// the text applies the change instead of reading the whole text.
    ///
    /// A note reports the span its edits touched (several edits merge into
    /// one span), at a cost that follows the span, not the note; so does
    /// marked text while composing. Replacing the whole text and a length
    /// that does not add up report ``TextChange/whole``. Other kinds (short, formatted
    /// or shown as bullets) always report ``TextChange/whole``: read their
    /// text.
    public mutating func takeTextChange() -> TextChange {
        guard fixed.isNote else { return .whole }
        _ = syncedNoteLayout()
        let change = textChange
        textChange = .none
        switch change {
        case .none:
            return .unchanged
        case .everything:
            return .whole
        case let .span(lower, upperBefore, upperAfter):
            let prefix = editor.prefixUTF16
            let bodyLower = lower - prefix
            guard bodyLower >= 0, bodyLower <= editor.displayedBodyLength, upperAfter <= editor.textLength else { return .whole }
            // Text typed after a Character can join it (a combining accent):
            // start at the boundary before, and end at the one after.
            let start = editor.snapDisplayed(bodyLower, roundUp: false) + prefix
            let slice = editor.textSlice(start..<upperAfter)
            let end = max(slice.end, upperAfter)
            return .replaced(range: start..<(upperBefore + end - upperAfter), text: slice.text)
        }
    }

    /// Adds what the editor reports (body offsets) to ``textChange``
    /// (offsets of the displayed text).
    mutating func recordTextChange(_ change: BodyChange) {
        switch change {
        case .none:
            break
        case let .span(lower, upperBefore, upperAfter):
            let shift = editor.prefixUTF16
            textChange.add(replacing: (lower + shift)..<(upperBefore + shift), insertedLength: upperAfter - lower)
        case .everything:
            textChange.markEverything()
        }
    }
}
