import Testing
import TextInputTestSupport
@testable import TextInputCore

/// A note's incremental layout against a full wrap of its text, after every
/// event of random editing (typing, newlines, long words, pastes, deletions
/// by character and word, selections replaced, undo and redo, marked text,
/// resizing).
@Suite struct NoteLayoutTests {
    /// Every property of the lines a renderer reads, checked against TextWrapper on the whole text.
    func expectMatchesFullWrap(_ field: InputField, _ step: String) {
        let text = field.editor.text
        let cells = MonospaceCellMeasurer()
        let wrapped = TextWrapper.wrap(text, width: field.layoutWidth, mode: .word, measurer: cells)
        let lines = field.presentation().lines!
        #expect(lines.total == wrapped.count, "\(step): total lines")
        let expectedShown = wrapped[min(lines.firstLine, wrapped.count)..<min(wrapped.count, lines.firstLine + lines.visible)]
        #expect(lines.shown.map(\.range) == expectedShown.map(\.range), "\(step): shown ranges")
        #expect(lines.shown.map(\.text) == expectedShown.map { String($0.text(in: text)) }, "\(step): shown text")
        #expect(lines.shown.map(\.width) == expectedShown.map(\.width), "\(step): shown widths")
        if field.isFocused {
            let caret = TextWrapper.cellLocation(ofOffset: field.editor.selection.upperBound, in: wrapped, text: text, measurer: cells)
            #expect(lines.caret == CellPosition(line: caret.line, column: caret.column), "\(step): caret")
        }
        #expect(field.presentation().text == text, "\(step): text")
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomEditingMatchesAFullWrap(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let width = [1, 3, 8, 12, 40][Int(random.next() % 5)]
        var field = try InputField(FieldConfiguration(id: "n", kind: .note, label: "Notes"), width: width)
        field.send(.focus)
        let pieces = ["a", "b ", " ", "word ", "\n", "longwordlongerthanthewidth", "é", "👨‍👩‍👧", "e\u{301}", "\u{301}",
                      "全角", "tab\t", "x\ny\n\nz", "🇩🇪", "🇫", "\u{200D}", "\r\n"]
        for step in 0..<400 {
            let length = field.editor.text.utf16.count
            switch random.next() % 17 {
            case 0...5:
                field.send(.edit(.insert(pieces[Int(random.next() % UInt64(pieces.count))])))
            case 6:
                field.send(.edit(.paste(String(repeating: "lorem ipsum ", count: Int(random.next() % 20)))))
            case 7:
                field.send(.edit(.deleteBackward(Bool.random(using: &random) ? .character : .word)))
            case 8:
                field.send(.edit(.deleteForward()))
            case 9:
                let a = Int(random.next() % UInt64(length + 1))
                let b = Int(random.next() % UInt64(length + 1))
                field.send(.edit(.select(anchor: a, focus: b)))
            case 10:
                field.send(.edit(Bool.random(using: &random) ? .undo : .redo))
            case 11:
                field.send(.moveLine(Bool.random(using: &random) ? .up : .down, extend: false))
            case 12:
                field.layoutWidth = [1, 3, 8, 12, 40][Int(random.next() % 5)]
            case 14:
                field.send(.edit(.setComposition(pieces[Int(random.next() % UInt64(pieces.count))])))
            case 15:
                field.send(.edit(.commitComposition(Bool.random(using: &random) ? "漢字" : nil)))
            case 16:
                field.send(.edit(.cancelComposition))
            default:
                let a = Int(random.next() % UInt64(length + 1))
                field.send(.edit(.select(anchor: a, focus: min(length, a + 5))))
                field.send(.edit(.insert(pieces[Int(random.next() % UInt64(pieces.count))])))
            }
            expectMatchesFullWrap(field, "seed \(seed) step \(step)")
        }
    }

    @Test func aLongNoteRewrapsOnlyNearTheEdit() throws {
        // Thousands of lines: typing at the start, in the middle and at the end
        // keeps the layout equal to a full wrap (checked after the edits).
        let line = "lorem ipsum dolor sit amet, consectetur adipiscing\n"
        var field = try InputField(FieldConfiguration(id: "n", kind: .note, label: "Notes"),
                                   value: String(repeating: line, count: 3_000), width: 20)
        field.send(.focus)
        for offset in [0, 70_000, 153_000] {
            field.send(.edit(.select(anchor: offset, focus: offset)))
            for key in "the quick brown fox jumps over the lazy dog " { field.send(.edit(.insert(String(key)))) }
            field.send(.edit(.insert("\n")))
            field.send(.edit(.deleteBackward(.word)))
        }
        expectMatchesFullWrap(field, "long note")
    }
}
