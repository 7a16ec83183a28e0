import TextInputCore

/// A rectangle of cells.
public struct CellGrid: Equatable, Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// Row-major cells.
    public private(set) var cells: [Cell]

    /// A blank cell in the plain style.
    public static let blank = Cell(glyph: 0x20, style: 0, width: 1)

    /// A grid of blank cells.
    public init(width: Int, height: Int, fill: Cell = CellGrid.blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// The cell at a position.
    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Fills a run of a row with one glyph.
    mutating func fill(row: Int, from column: Int, count: Int, glyph: UInt32, style: UInt16) {
        guard row >= 0, row < height else { return }
        let start = max(0, column)
        let end = min(width, column + count)
        guard start < end else { return }
        for index in (row * width + start)..<(row * width + end) {
            cells[index] = Cell(glyph: glyph, style: style, width: 1)
        }
        repairWideCharacters(row: row, from: start, to: end)
    }

    /// Writes text from a column, clipped at `limit` (exclusive) or the
    /// grid's edge, each Character taking its measured cells. A wide
    /// character that does not fit is replaced by spaces; zero-width
    /// clusters are skipped. Returns the column after the text.
    @discardableResult
    mutating func write(_ text: some StringProtocol, row: Int, column: Int, style: UInt16, table: GlyphTable,
                        limit: Int? = nil, measurer: MonospaceCellMeasurer = MonospaceCellMeasurer()) -> Int {
        guard row >= 0, row < height else { return column }
        let end = min(width, limit ?? width)
        var x = column
        for character in text {
            let cellWidth = measurer.width(of: character)
            if cellWidth == 0 { continue }
            if x + cellWidth > end {
                if x < end { fill(row: row, from: x, count: end - x, glyph: 0x20, style: style) }
                x = end
                break
            }
            if x >= 0 {
                let base = row * width + x
                if cellWidth == 2 {
                    cells[base] = Cell(glyph: table.glyph(character), style: style, width: 2)
                    cells[base + 1] = Cell(glyph: 0x20, style: style, width: 0)
                } else {
                    cells[base] = Cell(glyph: character.isASCII ? UInt32(character.asciiValue ?? 0x20) : table.glyph(character),
                                       style: style, width: 1)
                }
                repairWideCharacters(row: row, from: x, to: x + cellWidth)
            }
            x += cellWidth
        }
        return x
    }

    /// After cells `from..<to` of a row were overwritten: a wide character
    /// cut at either edge becomes spaces, so no half of one is left.
    private mutating func repairWideCharacters(row: Int, from: Int, to: Int) {
        let base = row * width
        if from > 0, cells[base + from].width != 0, cells[base + from - 1].width == 2 {
            cells[base + from - 1] = Cell(glyph: 0x20, style: cells[base + from - 1].style, width: 1)
        }
        if to < width, cells[base + to].width == 0 {
            cells[base + to] = Cell(glyph: 0x20, style: cells[base + to].style, width: 1)
        }
    }

    /// Sets the style of a run of cells, keeping their glyphs.
    mutating func restyle(row: Int, from column: Int, count: Int, _ transform: (UInt16) -> UInt16) {
        guard row >= 0, row < height else { return }
        let start = max(0, column)
        let end = min(width, column + count)
        guard start < end else { return }
        for index in (row * width + start)..<(row * width + end) {
            cells[index].style = transform(cells[index].style)
        }
    }

    /// Copies another grid's rows `rows` to this grid from `row`, at `column`.
    mutating func blit(_ other: CellGrid, rows: Range<Int>, toRow row: Int, column: Int = 0) {
        let columns = min(other.width, width - column)
        guard columns > 0 else { return }
        for (offset, source) in rows.enumerated() {
            let target = row + offset
            guard target >= 0, target < height, source >= 0, source < other.height else { continue }
            let from = source * other.width
            let to = target * width + column
            cells.replaceSubrange(to..<(to + columns), with: other.cells[from..<(from + columns)])
        }
    }

    /// The rows as plain text (wide characters once, trailing spaces kept).
    public func lines(table: GlyphTable) -> [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let cell = self[row, column]
                if cell.width == 0 { continue }
                line += table.text(of: cell.glyph)
            }
            return line
        }
    }
}
