import Testing
import TextInputCore

/// Layout through the field, in the manner of Go bubbles' textarea tests.
@Suite struct FieldLayoutTests {
    func note(_ configuration: FieldConfiguration = FieldConfiguration(id: "n", kind: .note, label: "Notes"), width: Int = 10) throws -> InputField {
        var field = try InputField(configuration, width: width)
        field.send(.focus)
        return field
    }

    func lines(_ field: InputField) -> NoteLines { field.presentation().lines! }

    @Test func growsOnSoftWrap() throws {
        var field = try note()
        #expect(lines(field).visible == 3)
        field.send(.edit(.paste("aaaaa bbbbb ccccc ddddd")))   // one word per line at width 10
        #expect(lines(field).total == 4)
        #expect(lines(field).visible == 4)
        #expect(!lines(field).scrolls)
    }

    @Test func respectsMaximumHeightAndKeepsTheCaretVisible() throws {
        var field = try note()
        for word in ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"] {
            field.send(.edit(.insert(word + "\n")))
        }
        let shown = lines(field)
        #expect(shown.total == 10)
        #expect(shown.visible == 6)
        #expect(shown.scrolls)
        #expect(shown.firstLine == 4, "the caret's line (the last) is the last visible one")
        field.send(.edit(.move(.start)))
        #expect(lines(field).firstLine == 0)
    }

    @Test func shrinksOnDeletion() throws {
        var field = try note()
        field.send(.edit(.paste("1\n2\n3\n4\n5\n6\n7")))
        #expect(lines(field).visible == 6)
        for _ in 0..<8 { field.send(.edit(.deleteBackward())) }
        #expect(lines(field).total == 3)
        #expect(lines(field).visible == 3)
        #expect(lines(field).firstLine == 0)
    }

    @Test func caretAfterPasteIsVisible() throws {
        var field = try note()
        field.send(.edit(.paste(String(repeating: "word ", count: 40))))
        let shown = lines(field)
        #expect(shown.scrolls)
        #expect(shown.firstLine + shown.visible == shown.total)
    }

    @Test func fixedHeightWithAccessoriesBelowAndReadOnlyShowsEverything() throws {
        var fixed = try note(FieldConfiguration(id: "n", kind: .note, label: "Notes", hasAccessoriesBelow: true))
        fixed.send(.edit(.paste("1\n2\n3\n4\n5")))
        #expect(lines(fixed).visible == 3)
        #expect(lines(fixed).scrolls)
        let readOnly = try InputField(FieldConfiguration(id: "n", kind: .note, label: "Notes", isReadOnly: true),
                                      value: "1\n2\n3\n4\n5\n6\n7\n8", width: 10)
        #expect(readOnly.presentation().lines?.visible == 8)
        #expect(readOnly.presentation().lines?.scrolls == false)
    }

    @Test func singleLineOverflowsToTheLeftAndScrollsBack() throws {
        var field = try InputField(FieldConfiguration(id: "s", label: "Street"), width: 10)
        field.send(.focus)
        field.send(.edit(.paste("Kurfürstendamm 21")))
        #expect(field.firstColumn > 0, "text overflows to the left")
        #expect(field.presentation().firstColumn == field.firstColumn)
        field.send(.edit(.move(.start)))
        #expect(field.firstColumn == 0)
    }

    @Test func unfocusedFieldsApplyTheirLineBreakModeWithATooltip() throws {
        let text = "A rather long street name"
        for (mode, expected) in [(LineBreakMode.truncateTail, "A rather …"), (.truncateHead, "…reet name"), (.truncateMiddle, "A rat…name")] {
            let field = try InputField(FieldConfiguration(id: "s", label: "Street", lineBreak: mode), value: text, width: 10)
            let shown = field.presentation()
            #expect(shown.fitted?.lines == [expected], "\(mode)")
            #expect(shown.tooltip == text)
        }
        let short = try InputField(FieldConfiguration(id: "s", label: "Street", lineBreak: .truncateTail), value: "Main St", width: 10)
        #expect(short.presentation().tooltip == nil)
        let hidden = try InputField(FieldConfiguration(id: "p", label: "Password", isSecure: true), value: "a long secret phrase", width: 5)
        #expect(hidden.presentation().tooltip == nil, "no tooltip reveals a password")
    }
}
