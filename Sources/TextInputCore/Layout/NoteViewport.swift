/// Which wrapped lines of a note are on screen.
///
/// Call ``update(previous:totalLines:caretLine:policy:)`` after every edit,
/// caret move and width change, passing the previous ``firstLine``: the
/// field grows as text wraps, stops at its maximum height, then scrolls just
/// enough to keep the caret's line visible, and shrinks again as text is
/// deleted.
///
/// ```swift
/// let cells = MonospaceCellMeasurer()
/// let lines = TextWrapper.wrap(text, width: 40, mode: .word, measurer: cells)
/// let caret = TextWrapper.location(ofOffset: caretOffset, in: lines)
/// viewport = NoteViewport.update(previous: viewport.firstLine, totalLines: lines.count,
///                                caretLine: caret.line, policy: .growing())
/// let shown = lines[viewport.visibleRange]
/// ```
public struct NoteViewport: Sendable, Equatable {
    /// The first line shown (0-based).
    public var firstLine: Int
    /// The field's height in lines; can exceed the lines of text (an empty
    /// note is still three lines tall), the renderer leaves those blank.
    public var visibleLines: Int
    /// How many lines the text has.
    public var totalLines: Int
    /// Whether the text is taller than the field, so it scrolls vertically
    /// (and shows a scroll bar).
    public var scrolls: Bool

    /// Creates a viewport.
    public init(firstLine: Int, visibleLines: Int, totalLines: Int, scrolls: Bool) {
        self.firstLine = firstLine
        self.visibleLines = visibleLines
        self.totalLines = totalLines
        self.scrolls = scrolls
    }

    /// The lines of text on screen: `firstLine` up to the field's bottom or
    /// the last line, whichever comes first.
    public var visibleRange: Range<Int> {
        firstLine..<max(firstLine, min(totalLines, firstLine + visibleLines))
    }

    /// The viewport after an edit, a caret move or a resize.
    ///
    /// - Parameters:
    ///   - firstLine: The previous first line shown (0 at first).
    ///   - totalLines: The text's line count from ``TextWrapper/wrap(_:width:mode:measurer:)``
    ///     (at least 1).
    ///   - caretLine: The caret's line from ``TextWrapper/location(ofOffset:in:)``,
    ///     or `nil` when the field is not focused (nothing to keep visible).
    ///   - policy: The field's height policy.
    /// - Returns: A viewport that scrolls as little as possible: up to the
    ///   caret's line when it is above, so that it is the last line shown
    ///   when it is below, and back when the text gets shorter, so there are
    ///   no blank lines after the last line of a text that fills the field.
    public static func update(
        previous firstLine: Int, totalLines: Int, caretLine: Int?, policy: NoteHeightPolicy
    ) -> NoteViewport {
        let total = max(1, totalLines)
        let visible = policy.visibleLines(totalLines: total)
        var first = min(max(0, firstLine), max(0, total - visible))
        if let caretLine {
            let caret = min(max(0, caretLine), total - 1)
            if caret < first {
                first = caret
            } else if caret >= first + visible {
                first = caret - visible + 1
            }
        }
        return NoteViewport(firstLine: first, visibleLines: visible, totalLines: total, scrolls: total > visible)
    }
}
