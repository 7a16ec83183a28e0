// A note's lines on screen: which lines show, their text, and the caret's cell.

/// A note's vertical layout.
public struct NoteLines: Sendable, Hashable {
    /// Lines the field is tall.
    public var visible: Int
    /// Wrapped lines of text.
    public var total: Int
    /// Whether content scrolls inside the field.
    public var scrolls: Bool
    /// The first visible line.
    public var firstLine: Int
    /// The lines on screen, from ``firstLine``: each line's text and its
    /// UTF-16 range in the field's text. Renderers draw these, so drawing a
    /// long note never reads or wraps its whole text.
    public var shown: [ShownLine]
    /// Where the caret is drawn: its wrapped line and cell column (the
    /// field measurer's units; it can pass the width after hanging spaces,
    /// renderers clamp it). Nil when the field is not focused.
    public var caret: CellPosition?

    /// Creates a note layout.
    public init(visible: Int, total: Int, scrolls: Bool, firstLine: Int, shown: [ShownLine] = [], caret: CellPosition? = nil) {
        self.visible = visible
        self.total = total
        self.scrolls = scrolls
        self.firstLine = firstLine
        self.shown = shown
        self.caret = caret
    }
}

/// One wrapped line of a note on screen.
public struct ShownLine: Sendable, Hashable {
    /// The line's text, without its line break.
    public var text: String
    /// Its UTF-16 range in the field's text.
    public var range: Range<Int>
    /// Its width in the measurer's units.
    public var width: Int

    /// Creates a shown line.
    public init(text: String, range: Range<Int>, width: Int) {
        self.text = text
        self.range = range
        self.width = width
    }
}

/// A position on screen in lines and cells.
public struct CellPosition: Sendable, Hashable {
    /// The wrapped line (0-based, of the whole text).
    public var line: Int
    /// The cell column in the line.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
