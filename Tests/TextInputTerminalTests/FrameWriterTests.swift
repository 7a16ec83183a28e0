import Testing
import TextInputCore
@testable import TextInputTerminal

@Suite struct FrameWriterTests {
    let table = GlyphTable()

    func frame(_ lines: [String], style: CellStyle = .plain, cursor: CursorPosition? = nil) -> FormFrame {
        let width = lines.map { MonospaceCellMeasurer().width(of: $0) }.max() ?? 0
        var grid = CellGrid(width: width, height: lines.count)
        for (row, line) in lines.enumerated() {
            grid.write(line, row: row, column: 0, style: table.style(style), table: table)
        }
        return FormFrame(grid: grid, cursor: cursor, regions: [])
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theFirstFrameClearsAndDrawsEverything() {
        var writer = FrameWriter()
        let output = text(writer.output(for: frame(["ab", "cd"], cursor: CursorPosition(row: 1, column: 1)), table: table))
        #expect(output.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(output.contains("\u{1B}[1;1Hab"))
        #expect(output.contains("cd"))
        #expect(output.hasSuffix("\u{1B}[2;2H\u{1B}[?25h"))
    }

    @Test func aKeystrokeWritesOnlyTheChangedCells() {
        var writer = FrameWriter()
        _ = writer.output(for: frame(["Name: Jan       ", "helper text"], cursor: CursorPosition(row: 0, column: 9)), table: table)
        let output = text(writer.output(for: frame(["Name: Jane      ", "helper text"], cursor: CursorPosition(row: 0, column: 10)), table: table))
        #expect(output == "\u{1B}[?25l\u{1B}[1;10He\u{1B}[1;11H\u{1B}[?25h")
    }

    @Test func nothingChangedWritesNothing() {
        var writer = FrameWriter()
        let same = frame(["abc"], cursor: CursorPosition(row: 0, column: 1))
        _ = writer.output(for: same, table: table)
        #expect(writer.output(for: same, table: table).isEmpty)
        // Only the caret moved: one cursor move.
        let moved = frame(["abc"], cursor: CursorPosition(row: 0, column: 2))
        #expect(text(writer.output(for: moved, table: table)) == "\u{1B}[1;3H")
    }

    @Test func nearbyChangesShareOneCursorMove() {
        var writer = FrameWriter()
        _ = writer.output(for: frame(["abcdefghijklmnop"]), table: table)
        let output = text(writer.output(for: frame(["aXcdYfghijklmnoZ"]), table: table))
        #expect(output == "\u{1B}[1;2HXcdY\u{1B}[1;16HZ")
    }

    @Test func styleChangesEmitSGROnlyWhenTheStyleDiffers() {
        var writer = FrameWriter()
        _ = writer.output(for: frame(["abc"]), table: table)
        let red = CellStyle(foreground: .rgb(255, 0, 0))
        let output = text(writer.output(for: frame(["abc"], style: red), table: table))
        #expect(output == "\u{1B}[1;1H\u{1B}[0;38;2;255;0;0mabc")
    }

    @Test func wideCharactersAreWrittenWholeFromTheirFirstCell() {
        var writer = FrameWriter()
        _ = writer.output(for: frame(["a日本b"]), table: table)
        // Replacing "本" (cells 3-4) by "x " writes from cell 3.
        let output = text(writer.output(for: frame(["a日x b"]), table: table))
        #expect(output == "\u{1B}[1;4Hx ")
        // An emoji with a skin tone is one glyph in two cells.
        let emoji = text(writer.output(for: frame(["a日👍🏽b"]), table: table))
        #expect(emoji == "\u{1B}[1;4H👍🏽")
    }

    @Test func aResizeRedrawsEverything() {
        var writer = FrameWriter()
        _ = writer.output(for: frame(["ab"]), table: table)
        let output = text(writer.output(for: frame(["ab", "cd"]), table: table))
        #expect(output.contains("\u{1B}[2J"))
    }

    @Test func gridsNeverKeepHalfAWideCharacter() {
        var grid = CellGrid(width: 4, height: 1)
        grid.write("日本", row: 0, column: 0, style: 0, table: table)
        grid.write("x", row: 0, column: 1, style: 0, table: table)
        #expect(grid.lines(table: table) == [" x本"], "the cut 日 becomes a space")
        var clipped = CellGrid(width: 3, height: 1)
        let end = clipped.write("a日本", row: 0, column: 0, style: 0, table: table)
        #expect(end == 3)
        #expect(clipped.lines(table: table) == ["a日"])
    }
}

@Suite struct KeystrokeOutputTests {
    /// Text written, with escape sequences removed.
    func printable(_ bytes: [UInt8]) -> String {
        var text = ""
        var inEscape = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar == "\u{1B}" { inEscape = true; continue }
            if inEscape {
                if ("@"..."~").contains(scalar), scalar != "[" { inEscape = false }
                continue
            }
            text.unicodeScalars.append(scalar)
        }
        return text
    }

    @Test func aKeystrokeInATwentyFieldFormWritesOnlyTheCellsThatChanged() throws {
        let fields = (0..<20).map { FieldConfiguration(id: "f\($0)", label: "Field \($0)", placeholder: $0 == 0 ? "Type here" : nil) }
        let controller = FormController(form: try InputForm(fields: fields), theme: Theme(depth: .trueColor), columns: 100, rows: 40)
        var writer = FrameWriter()
        _ = writer.output(for: controller.frame(), table: controller.renderer.table)
        // The first keystroke replaces the placeholder and shows the clear icon.
        controller.handle(.key(.character("J")))
        let first = printable(writer.output(for: controller.frame(), table: controller.renderer.table))
        #expect(first.hasPrefix("J") && first.hasSuffix("✕"))
        #expect(first.filter { $0 != " " } == "J✕", "the rest of the placeholder is blanked, nothing else: \(first)")
        // The next one writes one cell.
        controller.handle(.key(.character("a")))
        let bytes = writer.output(for: controller.frame(), table: controller.renderer.table)
        #expect(printable(bytes) == "a")
        // Hide cursor, move, style, "a", move, show cursor: 46 bytes.
        #expect(bytes.count <= 48, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
}
