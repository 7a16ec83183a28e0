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
