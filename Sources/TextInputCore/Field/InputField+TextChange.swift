extension InputField {
    /// Starts recording how the displayed text changes (a note's edits;
    /// other kinds report their text whole).
    mutating func beginTextChange() {
        guard fixed.isNote else { return }
        _ = syncedNoteLayout()
        textChange = .none
    }

    /// How the displayed text changed since ``beginTextChange()``.
    ///
    /// A note reports the span its edits touched (several edits merge into
    /// one span), at a cost that follows the span, not the note; so does
    /// marked text while composing. Replacing the whole text and a length
    /// that does not add up report ``TextChange/whole``. Other kinds (short,
    /// formatted or shown as bullets) always report ``TextChange/whole``.
    mutating func currentTextChange() -> TextChange {
        guard fixed.isNote else { return .whole }
        _ = syncedNoteLayout()
        switch textChange {
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
