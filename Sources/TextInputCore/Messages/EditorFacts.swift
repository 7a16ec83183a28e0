/// The editor's side of a field snapshot.
struct EditorFacts: Sendable, Equatable {
    var text: String
    var value: String
    var selection: Range<Int>
    var editable: Range<Int>
    var marked: Range<Int>?
    var count: Int
    var limitStatus: LimitStatus
    var hidden: Bool
    var focused: Bool
    var canUndo: Bool
    var canRedo: Bool
    /// A phone field's number region ("" while unknown); nil for other fields.
    var phoneRegion: String?
}

extension EditorFacts {
    init(_ field: InputField) {
        self.init(field.editor, focused: field.isFocused)
    }

    /// The facts of `editor`, read in place (a local copy of the editor
    /// retained its text, value and offsets). Built through the memberwise
    /// initializer, which writes in place (an explicit one copied the value).
    init(_ editor: borrowing FieldEditor, focused: Bool) {
        let value = editor.value
        var phoneRegion: String?
        if case let .phone(box)? = editor.formatter { phoneRegion = box.formatter.number(value).region ?? "" }
        self.init(text: editor.text, value: value, selection: editor.selection,
                  editable: editor.editableRange, marked: editor.markedRange, count: editor.characterCount,
                  limitStatus: editor.limitStatus, hidden: editor.isTextHidden, focused: focused,
                  canUndo: editor.canUndo, canRedo: editor.canRedo, phoneRegion: phoneRegion)
    }
}
