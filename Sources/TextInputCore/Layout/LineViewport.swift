/// The horizontal scroll of a single-line field while it is edited.
///
/// A simple property field has a fixed height: text longer than the field
/// overflows to the left as the user types, keeping the caret visible. Call
/// ``update(previous:text:caretOffset:width:measurer:)`` after every edit,
/// caret move and resize, passing the previous ``firstColumn``, then draw
/// ``visibleText(_:viewport:width:measurer:)``.
///
/// ```swift
/// let cells = MonospaceCellMeasurer()
/// viewport = LineViewport.update(previous: viewport.firstColumn, text: text,
///                                caretOffset: caret, width: 20, measurer: cells)
/// let shown = LineViewport.visibleText(text, viewport: viewport, width: 20, measurer: cells)
/// ```
public struct LineViewport: Sendable, Equatable {
    /// How many cells (the measurer's units) of the text are scrolled off to
    /// the left.
    public var firstColumn: Int
    /// Whether text is hidden to the left (a renderer may show a fade or "…").
    public var overflowsLeft: Bool
    /// Whether text is hidden to the right.
    public var overflowsRight: Bool

    /// Creates a viewport.
    public init(firstColumn: Int, overflowsLeft: Bool, overflowsRight: Bool) {
        self.firstColumn = firstColumn
        self.overflowsLeft = overflowsLeft
        self.overflowsRight = overflowsRight
    }

    /// The viewport after an edit, a caret move or a resize.
    ///
    /// The caret takes a cell of its own: the cells of the character after
    /// it, or one cell after the last character. When the user types past
    /// the width, the text overflows to the left and the caret sits in the
    /// last cell. Otherwise the view scrolls as little as possible to keep
    /// the caret's cell visible, and back to the right when the text gets
    /// shorter, so no cells are left empty after the text (the caret's cell
    /// at the end excepted) while its start is scrolled off.
    ///
    /// - Parameters:
    ///   - previous: The previous ``firstColumn`` (0 at first).
    ///   - text: The displayed text (one line).
    ///   - caretOffset: The caret's UTF-16 offset in `text`; an offset inside
    ///     a cluster counts as the cluster's start.
    ///   - width: The field's width in cells; below 1 counts as 1.
    ///   - measurer: Measures the text.
    public static func update(
        previous: Int, text: String, caretOffset: Int, width: Int, measurer: some TextMeasurer
    ) -> LineViewport {
        let width = max(1, width)
        var textWidth = 0
        var caretColumn: Int?
        var caretSpan = 1
        var offset = 0
        if measurer.measuresPrintableASCIIAsOneUnit, text.isPrintableASCII {
            // One unit per byte: the width is the length and the caret's
            // column its offset (CRLF-free ASCII has no multi-byte clusters).
            textWidth = text.utf8.count
            if caretOffset < textWidth { caretColumn = max(0, caretOffset) }
        } else {
            for character in text {
                let length = character.utf16.count
                let characterWidth = measurer.width(of: character)
                if caretColumn == nil, caretOffset < offset + length {
                    caretColumn = textWidth
                    caretSpan = max(1, characterWidth)
                }
                offset += length
                textWidth += characterWidth
            }
        }
        let caret = caretColumn ?? textWidth
        var first = max(0, previous)
        if caret + caretSpan > first + width { first = caret + caretSpan - width }
        if caret < first { first = caret }
        first = min(first, max(0, textWidth + 1 - width))
        return LineViewport(firstColumn: first, overflowsLeft: first > 0, overflowsRight: textWidth > first + width)
    }

    /// The part of `text` inside the viewport and its UTF-16 range.
    ///
    /// Only whole clusters are returned: a wide character cut by the left or
    /// right edge is left out, and the renderer pads its visible cells with
    /// spaces. The leading padding is the width of the text before `range`
    /// minus ``firstColumn``; the caret's cell on screen is the width of the
    /// text before the caret minus ``firstColumn``.
    public static func visibleText(
        _ text: String, viewport: LineViewport, width: Int, measurer: some TextMeasurer
    ) -> (text: String, range: Range<Int>) {
        let first = viewport.firstColumn
        let last = first + max(1, width)
        var column = 0
        var offset = 0
        var lower: Int?
        var upper = 0
        var lowerIndex = text.startIndex
        var upperIndex = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            let characterWidth = measurer.width(of: character)
            if column + characterWidth > last { break }
            if column >= first {
                if lower == nil {
                    lower = offset
                    lowerIndex = index
                }
                upper = offset + character.utf16.count
                upperIndex = next
            }
            column += characterWidth
            offset += character.utf16.count
            index = next
        }
        guard let lower else { return ("", offset..<offset) }
        return (String(text[lowerIndex..<upperIndex]), lower..<upper)
    }

    /// The UTF-16 offset of a caret placed at a cell `column` of the whole
    /// line (a click at screen cell *c* is column ``firstColumn`` + *c*):
    /// before the character covering that column, or the text's end when
    /// the column is past it.
    public static func offset(atColumn column: Int, in text: String, measurer: some TextMeasurer) -> Int {
        var used = 0
        var offset = 0
        for character in text {
            let width = measurer.width(of: character)
            if used + width > column, width > 0 { return offset }
            used += width
            offset += character.utf16.count
        }
        return offset
    }
}
