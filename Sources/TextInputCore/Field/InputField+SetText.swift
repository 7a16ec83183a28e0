extension InputField {
    /// Applies a platform text view's whole new text, as a two-way binding
    /// reports it (SwiftUI's `TextField(text:)`, an `input` event without
    /// `beforeinput`): the changed span is found by comparing the texts (common
    /// prefix and suffix in UTF-16), selected, and replaced through the
    /// engine, so formats, limits and undo apply as if typed. The field's
    /// ``FieldEditor/text`` may then differ from `newText` (a mask adds its
    /// literals); the view shows the field's text back.
    ///
    /// ```swift
    /// var phone = try InputField(FieldConfiguration(id: "p", format: .mask("(###) ###-####")))
    /// phone.send(.focus)
    /// phone.setText("555")
    /// phone.editor.text   // "(555": a literal shows once a digit follows it
    /// phone.setText("(555) ")
    /// phone.editor.text   // "(555) ": the literals typed
    /// phone.setText("(555)")
    /// phone.editor.text   // "(55": deleting only literals deletes the digit before them, as Backspace does
    /// ```
    @discardableResult
    public mutating func setText(_ newText: String) -> FieldResponse {
        send(.setText(newText))
    }

    /// ``FieldEvent/setText(_:)`` and ``FieldEvent/adopt(_:selection:)``: the
    /// view's whole new text through the engine, by the changed span.
    mutating func applyViewText(_ newText: String, into response: inout FieldResponse) {
        guard let change = TextDiff(from: editor.text, to: newText) else { return }
        edit(.select(anchor: change.range.lowerBound, focus: change.range.upperBound), into: &response)
        let before = editor.text
        var edited = FieldResponse()
        edit(change.intent, into: &edited)
        if change.inserted.isEmpty, editor.text == before, edited.edit.rejection == nil {
            // The view deleted only a format's literals (Backspace after "(555) "):
            // Backspace at the end of that span deletes the value character before them.
            edit(.select(anchor: change.range.upperBound, focus: change.range.upperBound), into: &response)
            edited = FieldResponse()
            edit(.deleteBackward(), into: &edited)
        }
        response.effects += edited.effects
        if let announcement = edited.announcement { response.announcement = announcement }
        response.edit.merge(edited.edit)
    }

    /// ``FieldEvent/adopt(_:selection:)``: the text of a view that changed
    /// without the field, taken through the engine; `selection` (UTF-16
    /// offsets in `text`) goes right after the same value characters in the
    /// field's text (the same Characters in plain text).
    mutating func adopt(_ text: String, selection: Range<Int>?, into response: inout FieldResponse) {
        if editor.isTextHidden {
            // A hidden secure field shows bullets: the view's text is the whole new
            // value, unless it is the bullets the field showed.
            if editor.value != text, editor.text != text { edit(.replaceAll(text), into: &response) }
            guard let selection else { return }
            // One bullet (one UTF-16 unit) per Character.
            let lower = Self.count(in: text, before: selection.lowerBound) { _ in true } + editor.editableRange.lowerBound
            let upper = Self.count(in: text, before: selection.upperBound) { _ in true } + editor.editableRange.lowerBound
            edit(.select(anchor: lower, focus: upper), into: &response)
            return
        }
        applyViewText(text, into: &response)
        guard let selection else { return }
        let shown = editor.text
        if shown == text {
            edit(.select(anchor: selection.lowerBound, focus: selection.upperBound), into: &response)
            return
        }
        let lower = Self.offset(after: Self.count(in: text, before: selection.lowerBound, where: Self.isValueLike), in: shown,
                                atEnd: selection.lowerBound >= text.utf16.count)
        let upper = Self.offset(after: Self.count(in: text, before: selection.upperBound, where: Self.isValueLike), in: shown,
                                atEnd: selection.upperBound >= text.utf16.count)
        edit(.select(anchor: lower, focus: upper), into: &response)
    }

    /// A letter or digit: what a view's text and the field's text share when
    /// a format adds or drops the rest.
    static func isValueLike(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    /// How many Characters of `text` that satisfy `counted` start before UTF-16 offset `offset`.
    static func count(in text: String, before offset: Int, where counted: (Character) -> Bool) -> Int {
        var count = 0
        var position = 0
        for character in text {
            if position >= offset { break }
            if counted(character) { count += 1 }
            position += character.utf16.count
        }
        return count
    }

    /// The UTF-16 offset in `text` right after its `count`-th letter or digit
    /// (its end when `atEnd` or when it has fewer).
    static func offset(after count: Int, in text: String, atEnd: Bool) -> Int {
        if atEnd { return text.utf16.count }
        var seen = 0
        var position = 0
        for character in text {
            if count == 0, isValueLike(character) { return position }
            position += character.utf16.count
            if isValueLike(character) {
                seen += 1
                if seen == count { return position }
            }
        }
        return position
    }

}
