import TextInputTestSupport
@testable import TextInputTerminal

/// Golden-file snapshots of cell grids (``Snapshot`` of TextInputTestSupport
/// compares and records them, in Tests/TextInputTerminalTests/Snapshots): the
/// text, then a style layer (one letter per cell, "." for the plain style)
/// with a legend.
extension Snapshot {
    /// The text and style layers of a grid.
    static func render(_ grid: CellGrid, table: GlyphTable, cursor: (row: Int, column: Int)?) -> String {
        var letters: [UInt16: Character] = [0: "."]
        var legend: [(Character, String)] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var text: [String] = []
        var styles: [String] = []
        for row in 0..<grid.height {
            var line = ""
            var styleLine = ""
            for column in 0..<grid.width {
                let cell = grid[row, column]
                if letters[cell.style] == nil {
                    let letter = alphabet[min(alphabet.count - 1, legend.count)]
                    letters[cell.style] = letter
                    legend.append((letter, table.styles[Int(cell.style)].summary))
                }
                styleLine.append(cell.width == 0 ? "~" : letters[cell.style] ?? "?")
                if cell.width != 0 { line += table.text(of: cell.glyph) }
            }
            text.append("|" + line + "|")
            styles.append(styleLine)
        }
        var output = text.joined(separator: "\n") + "\n"
        output += "cursor: " + (cursor.map { "\($0.row),\($0.column)" } ?? "none") + "\n"
        output += styles.joined(separator: "\n") + "\n"
        output += legend.map { "\($0.0) = \($0.1)" }.joined(separator: "\n") + "\n"
        return output
    }
}
