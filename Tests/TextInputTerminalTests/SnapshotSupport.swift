import Foundation
import Testing
@testable import TextInputTerminal

/// Golden-file snapshots of cell grids: the text, then a style layer (one
/// letter per cell, "." for the plain style) with a legend.
///
/// Files live in Tests/TextInputTerminalTests/Snapshots. A missing or
/// different file fails the test; run with `RECORD_SNAPSHOTS=1` to write
/// them afresh, then review the diff.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

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

    /// Compares `text` with the golden file `name`, or records it.
    static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        if recording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path), let expected = String(data: data, encoding: .utf8) else {
            Issue.record("No snapshot \(name).txt; run with RECORD_SNAPSHOTS=1 to record it, then review it.", sourceLocation: sourceLocation)
            return
        }
        if expected != text {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expectedLines.count, actualLines.count)
            let shownExpected = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
            let shownActual = first < actualLines.count ? String(actualLines[first]) : "<end>"
            Issue.record("""
                Snapshot \(name).txt differs at line \(first + 1):
                expected: \(shownExpected)
                actual:   \(shownActual)
                (RECORD_SNAPSHOTS=1 re-records; review the diff)
                """, sourceLocation: sourceLocation)
        }
    }
}
