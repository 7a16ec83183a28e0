import Testing
import TextInputCore

/// Up and Down in notes, cell-to-offset mapping for clicks, per-field layout
/// widths and reserved accessories: what a terminal renderer asks of the core.
@Suite struct VerticalMovementTests {
    let cells = MonospaceCellMeasurer()

    func note(_ text: String, width: Int) throws -> InputField {
        var field = try InputField(FieldConfiguration(id: "n", kind: .note, label: "Note"), value: text, width: width)
        field.send(.focus)
        return field
    }

    @Test func upAndDownKeepTheGoalColumnAcrossShortLines() throws {
        // Lines at width 10: "abcdefgh\n" "ab\n" "abcdefgh".
        var field = try note("abcdefgh\nab\nabcdefgh", width: 10)
        field.send(.edit(.select(anchor: 6, focus: 6)))   // line 0, column 6
        field.send(.moveLine(.down))
        #expect(field.editor.selection == 11..<11, "line 1 is short: its end")
        field.send(.moveLine(.down))
        #expect(field.editor.selection == 18..<18, "back at column 6 on line 2")
        field.send(.moveLine(.up))
        field.send(.moveLine(.up))
        #expect(field.editor.selection == 6..<6)
    }

    @Test func upOnTheFirstLineGoesToTheStartDownOnTheLastToTheEnd() throws {
        var field = try note("one\ntwo", width: 10)
        field.send(.edit(.select(anchor: 2, focus: 2)))
        field.send(.moveLine(.up))
        #expect(field.editor.selection == 0..<0)
        field.send(.moveLine(.down))
        field.send(.moveLine(.down))
        #expect(field.editor.selection == 7..<7)
    }

    @Test func aSoftWrapEndBelongsToTheNextLine() throws {
        // "Lorem ipsum dolor" at width 11: "Lorem " and "ipsum dolor".
        var field = try note("Lorem ipsum dolor", width: 11)
        field.send(.edit(.select(anchor: 17, focus: 17)))  // end of line 1, column 11
        field.send(.moveLine(.up))
        #expect(field.editor.selection == 5..<5, "before the hanging space, still on line 0")
    }

    @Test func extendingSelectsFromTheAnchor() throws {
        var field = try note("abc\ndef", width: 10)
        field.send(.edit(.select(anchor: 1, focus: 1)))
        field.send(.moveLine(.down, extend: true))
        #expect(field.editor.selection == 1..<5)
    }

    @Test func wideCharactersCountInCells() throws {
        // Column 2 on "日本語" is the start of "本" (offset 1).
        var field = try note("ab\n日本語", width: 10)
        field.send(.edit(.select(anchor: 2, focus: 2)))
        field.send(.moveLine(.down))
        #expect(field.editor.selection == 4..<4)
    }

    @Test func singleLineFieldsGoToStartAndEnd() throws {
        var field = try InputField(FieldConfiguration(id: "s", label: "Name"), value: "Jane")
        field.send(.focus)
        field.send(.moveLine(.up))
        #expect(field.editor.selection == 0..<0)
        field.send(.moveLine(.down, extend: true))
        #expect(field.editor.selection == 0..<4)
    }

    @Test func offsetsAtCellColumns() {
        let lines = TextWrapper.wrap("ab日c\nxy", width: 10, mode: .word, measurer: cells)
        #expect(TextWrapper.offset(atCellColumn: 0, onLine: 0, in: lines, text: "ab日c\nxy", measurer: cells) == 0)
        #expect(TextWrapper.offset(atCellColumn: 3, onLine: 0, in: lines, text: "ab日c\nxy", measurer: cells) == 2)
        #expect(TextWrapper.offset(atCellColumn: 4, onLine: 0, in: lines, text: "ab日c\nxy", measurer: cells) == 3)
        #expect(TextWrapper.offset(atCellColumn: 40, onLine: 0, in: lines, text: "ab日c\nxy", measurer: cells) == 4)
        #expect(TextWrapper.offset(atCellColumn: 40, onLine: 1, in: lines, text: "ab日c\nxy", measurer: cells) == 7)
        #expect(LineViewport.offset(atColumn: 3, in: "ab👍c", measurer: cells) == 2)
        #expect(LineViewport.offset(atColumn: 4, in: "ab👍c", measurer: cells) == 4)
        #expect(LineViewport.offset(atColumn: 9, in: "ab👍c", measurer: cells) == 5)
    }

    @Test func possibleAccessoriesCoverEveryStateAndShownOnesAreAmongThem() throws {
        var configuration = FieldConfiguration(id: "p", label: "Password", isSecure: true, hasScanAction: true,
                                               trailingAction: TrailingAction(id: "b", icon: "book", label: "Bookmarks"))
        var field = try InputField(configuration)
        #expect(field.possibleAccessories == [.clear, .error, .visibility, .scan, .action])
        field.send(.focus)
        field.send(.edit(.insert("x")))
        #expect(Set(field.presentation().accessories).isSubset(of: field.possibleAccessories))
        #expect(field.presentation().possibleAccessories == field.possibleAccessories)
        configuration.isReadOnly = true
        #expect(try InputField(configuration).possibleAccessories == [.error, .visibility, .action])
        configuration.isDisabled = true
        #expect(try InputField(configuration).possibleAccessories.isEmpty)
    }

    @Test func aFormSetsOneFieldsLayoutWidth() throws {
        var form = try InputForm(fields: [FieldConfiguration(id: "a", label: "A"), FieldConfiguration(id: "b", label: "B")],
                                 values: ["a": String(repeating: "x", count: 30)], width: 40)
        form.send(.focus(0))
        form.send(.field(0, .edit(.move(.end))))
        #expect(form.fields[0].firstColumn == 0)
        form.setLayoutWidth(10, forFieldAt: 0)
        #expect(form.fields[0].layoutWidth == 10)
        #expect(form.fields[0].firstColumn == 21, "the caret's cell stays visible at the new width")
        #expect(form.fields[1].layoutWidth == 40)
    }
}
