// A field's layout state: a note's wrapped lines and the lines on screen, a single-line field's viewport.

extension InputField {
    /// Keeps the caret visible after an event.
    mutating func updateViewport() {
        if fixed.isNote {
            let layout = syncedNoteLayout()
            let caretLine = isFocused ? layout.location(ofOffset: editor.selection.upperBound).line : nil
            noteViewport = NoteViewport.update(previous: noteViewport.firstLine, totalLines: layout.lineCount,
                                               caretLine: caretLine, policy: notePolicy)
        } else {
            firstColumn = isFocused
                ? LineViewport.update(previous: firstColumn, text: editor.text, caretOffset: editor.selection.upperBound,
                                      width: layoutWidth, measurer: fixed.measurer).firstColumn
                : 0
        }
    }

    /// A note's layout brought up to date with the editor: the span the
    /// last edits changed is re-wrapped; anything the editor cannot describe
    /// as one span (replacing the whole text), a new
    /// width or a length that does not add up lays the note out again.
    mutating func syncedNoteLayout() -> NoteLayout {
        let change = editor.takeBodyChange()
        let length = editor.textLength
        recordTextChange(change)
        var layout: NoteLayout
        if let current = noteLayout, current.width == layoutWidth {
            layout = current
            noteLayout = nil  // keep the records uniquely referenced while they change
            switch change {
            case .none:
                break
            case let .span(lower, upperBefore, upperAfter):
                let shift = editor.prefixUTF16
                let editor = self.editor
                layout.update(lower: lower + shift, upperBefore: upperBefore + shift, upperAfter: upperAfter + shift,
                              newLength: length, measurer: fixed.measurer, textIn: { editor.textSlice($0) })
            case .everything:
                layout = NoteLayout(text: editor.text, width: layoutWidth, measurer: fixed.measurer)
            }
            if layout.length != length {
                layout = NoteLayout(text: editor.text, width: layoutWidth, measurer: fixed.measurer)
                textChange.markEverything()
            }
        } else {
            layout = NoteLayout(text: editor.text, width: layoutWidth, measurer: fixed.measurer)
        }
        #if DEBUG || TEXTINPUT_INVARIANTS
        if length < 4_096 { layout.check(against: editor.text, measurer: fixed.measurer) }
        #endif
        noteLayout = layout
        return layout
    }

    /// Line `index` of a note's wrapped text (its UTF-16 range in the
    /// displayed text, width and hard break) and its text.
    func noteLine(_ index: Int) -> (line: WrappedLine, text: String)? {
        guard let layout = noteLayout, index >= 0, index < layout.lineCount else { return nil }
        let line = layout.line(index)
        return (line, editor.textSlice(line.range).text)
    }

    /// Lines `range` of a note with their text, read from the editor at once.
    func noteLines(_ range: Range<Int>) -> [ShownLine] {
        guard let layout = noteLayout else { return [] }
        let lines = range.clamped(to: 0..<layout.lineCount).map { layout.line($0) }
        guard let first = lines.first, let last = lines.last else { return [] }
        let text = editor.textSlice(first.range.lowerBound..<last.range.upperBound).text
        let utf16 = text.utf16
        return lines.map { line in
            let lower = utf16.index(utf16.startIndex, offsetBy: line.range.lowerBound - first.range.lowerBound)
            let upper = utf16.index(utf16.startIndex, offsetBy: line.range.upperBound - first.range.lowerBound)
            return ShownLine(text: String(text[lower..<upper]), range: line.range, width: line.width)
        }
    }

    /// The wrapped line and UTF-16 column of a caret at `offset` in a note.
    func noteLocation(ofOffset offset: Int) -> (line: Int, column: Int) {
        noteLayout?.location(ofOffset: offset) ?? (0, 0)
    }

    /// The number of wrapped lines of a note (1 for other kinds).
    var noteLineCount: Int { noteLayout?.lineCount ?? 1 }

    /// Where a caret at a UTF-16 `offset` of a note is drawn: its wrapped
    /// line and cell column (the measurer's units), with the rules of
    /// ``TextWrapper/cellLocation(ofOffset:in:text:measurer:)``.
    func noteCellLocation(ofOffset offset: Int) -> (line: Int, column: Int) {
        guard let layout = noteLayout else { return (0, 0) }
        let index = layout.location(ofOffset: offset).line
        guard let (line, text) = noteLine(index) else { return (0, 0) }
        let end = min(max(offset, line.range.lowerBound), line.range.upperBound)
        return (index, fixed.measurer.cellColumn(ofUTF16Offset: end - line.range.lowerBound, in: text))
    }

    /// The UTF-16 offset of a caret placed at cell `column` of a note's
    /// wrapped line `line`, with the rules of
    /// ``TextWrapper/offset(atCellColumn:onLine:in:text:measurer:)``: where
    /// Up, Down and a click put the caret.
    public func noteOffset(atCellColumn column: Int, onLine line: Int) -> Int {
        guard let layout = noteLayout else { return 0 }
        let index = min(max(0, line), layout.lineCount - 1)
        guard let (wrapped, text) = noteLine(index) else { return 0 }
        return TextWrapper.offset(atCellColumn: column, inLine: text, startingAt: wrapped.range.lowerBound,
                                  softWrapped: index < layout.lineCount - 1 && !wrapped.endsWithNewline, measurer: fixed.measurer)
    }

    /// How a note's height behaves: read-only shows every line; accessories
    /// below fix the height; otherwise 3 to 6 lines.
    var notePolicy: NoteHeightPolicy {
        if fixed.isReadOnly { return .unlimited }
        if fixed.configuration.hasAccessoriesBelow { return .fixed(3) }
        return .growing(min: 3, max: 6)
    }
}
