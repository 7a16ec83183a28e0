/// Turns frames into terminal output, writing only the cells that changed
/// since the previous frame.
///
/// Each row's changed cells are grouped into runs (two runs with at most
/// three unchanged cells between them are merged, which is shorter than a
/// cursor move); each run costs one cursor move, style changes only where
/// the style differs from the one in effect, and the glyphs. A wide
/// character is always written from its first cell. The cursor ends on the
/// focused field's caret, shown; hidden when there is none.
public struct FrameWriter: Sendable {
    private var previous: CellGrid?
    private var previousCursor: CursorPosition?
    /// The style in effect at the terminal, when known.
    private var pen: UInt16?
    private var cursorVisible = false

    /// Creates a writer that draws its first frame whole.
    public init() {}

    /// Forgets the screen: the next frame clears it and is drawn whole
    /// (after a resize, or when something else wrote to the terminal).
    public mutating func invalidate() {
        previous = nil
        pen = nil
    }

    /// The bytes that turn the previous frame into `frame`.
    public mutating func output(for frame: FormFrame, table: GlyphTable) -> [UInt8] {
        var bytes: [UInt8] = []
        let grid = frame.grid
        var old = previous
        if let previous, previous.width != grid.width || previous.height != grid.height { old = nil }
        if old == nil {
            bytes += Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
            pen = 0
        }
        var cursor: (row: Int, column: Int)?
        var hidden = false
        let width = grid.width
        for row in 0..<grid.height {
            var column = 0
            let base = row * width
            while column < width {
                if let old, old.cells[base + column] == grid.cells[base + column] {
                    column += 1
                    continue
                }
                // A run of changes, merging gaps of up to three equal cells.
                var start = column
                if grid.cells[base + start].width == 0, start > 0 { start -= 1 }
                var end = column + 1
                var probe = end
                while probe < width {
                    if let old, old.cells[base + probe] == grid.cells[base + probe] {
                        if probe - end >= 3 { break }
                        probe += 1
                    } else {
                        probe += 1
                        end = probe
                    }
                }
                if end < width, grid.cells[base + end].width == 0 { end += 1 }
                if !hidden, cursorVisible || old == nil {
                    bytes += Array("\u{1B}[?25l".utf8)
                    hidden = true
                    cursorVisible = false
                }
                if cursor == nil || cursor! != (row, start) {
                    Self.moveCursor(to: row, start, &bytes)
                }
                var x = start
                while x < end {
                    let cell = grid.cells[base + x]
                    if cell.width == 0 { x += 1; continue }
                    if pen != cell.style {
                        bytes += table.sgr[Int(cell.style)]
                        pen = cell.style
                    }
                    table.appendUTF8(of: cell.glyph, to: &bytes)
                    x += Int(cell.width)
                }
                cursor = (row, x)
                column = end
            }
        }
        if let caret = frame.cursor {
            if cursor == nil, previousCursor == caret, cursorVisible {
                // Nothing moved.
            } else {
                Self.moveCursor(to: caret.row, caret.column, &bytes)
                if !cursorVisible { bytes += Array("\u{1B}[?25h".utf8) }
                cursorVisible = true
            }
        } else if cursorVisible || old == nil {
            bytes += Array("\u{1B}[?25l".utf8)
            cursorVisible = false
        }
        previous = grid
        previousCursor = frame.cursor
        return bytes
    }

    private static func moveCursor(to row: Int, _ column: Int, _ bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        appendDecimal(row + 1, &bytes)
        bytes.append(UInt8(ascii: ";"))
        appendDecimal(column + 1, &bytes)
        bytes.append(UInt8(ascii: "H"))
    }

    private static func appendDecimal(_ value: Int, _ bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
