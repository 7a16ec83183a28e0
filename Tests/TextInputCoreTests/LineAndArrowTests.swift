import Testing
@testable import TextInputCore
import TextInputTestSupport

/// Line-granular deletes and on-screen arrows: intents the core decides, so the web page and the terminal send
/// them as they are instead of working out line edges or mirroring arrows themselves (#31).
@Suite struct LineAndArrowTests {
    func editor(_ value: String, multiline: Bool = true, format: TextFormat = .plain, secure: Bool = false) throws -> FieldEditor {
        try FieldEditor(configuration: .init(format: format, isMultiline: multiline, isSecure: secure), value: value)
    }

    @Test func deletingToTheLineStartStopsAtTheLineBreak() throws {
        var note = try editor("first line\nsecond line\nthird")
        note.place("first line\nsecond| line\nthird")
        note.apply(.deleteBackward(.line))
        #expect(TestSupport.picture(note) == "first line\n| line\nthird")
        // At a line's start the line break itself goes, as a character step would.
        note.apply(.deleteBackward(.line))
        #expect(TestSupport.picture(note) == "first line| line\nthird")
        note.apply(.deleteBackward(.line))
        #expect(TestSupport.picture(note) == "| line\nthird")
        #expect(note.apply(.deleteBackward(.line)).textChanged == false, "nothing before the caret")
    }

    @Test func deletingToTheLineEndKeepsTheLineBreakUntilItIsAtTheCaret() throws {
        var note = try editor("one 👩‍👩‍👧 two\nnext")
        note.place("one |👩‍👩‍👧 two\nnext")
        note.apply(.deleteForward(.line))
        #expect(TestSupport.picture(note) == "one |\nnext")
        note.apply(.deleteForward(.line))
        #expect(TestSupport.picture(note) == "one |next")
        note.apply(.deleteForward(.line))
        #expect(TestSupport.picture(note) == "one |")
    }

    @Test func lineDeletesUndoAsOneStep() throws {
        var note = try editor("keep\nall of this")
        note.apply(.deleteBackward(.line))
        #expect(note.text == "keep\n")
        note.apply(.undo)
        #expect(note.text == "keep\nall of this")
    }

    @Test func aSingleLineFieldDeletesToItsEdges() throws {
        var plain = try editor("hello world", multiline: false)
        plain.place("hello |world")
        plain.apply(.deleteBackward(.line))
        #expect(TestSupport.picture(plain) == "|world")
        var phone = try editor("5551234567", multiline: false, format: .mask("(###) ###-####"))
        phone.place("(555) 123-|4567")
        phone.apply(.deleteForward(.line))
        #expect(phone.text == "(555) 123")
        phone.apply(.deleteBackward(.line))
        #expect(phone.text == "")
    }

    @Test func aHiddenPasswordDeletesToItsStartByLine() throws {
        var secret = try editor("correct horse", multiline: false, secure: true)
        secret.apply(.deleteBackward(.word))
        #expect(secret.value == "correct hors", "word granularity stays a character while hidden")
        secret.apply(.deleteBackward(.line))
        #expect(secret.value == "")
    }

    @Test func arrowsGoBackwardInLeftToRightFieldsAndForwardInRightToLeftOnes() throws {
        var hebrew = try InputField(FieldConfiguration(id: "name", label: "שם"), value: "שלום", localeIdentifier: "he_IL")
        #expect(hebrew.presentation().direction == .rtl)
        _ = hebrew.send(.focus)
        _ = hebrew.send(.edit(.select(anchor: 2, focus: 2)))
        _ = hebrew.send(.edit(.move(.left(.character))))
        #expect(hebrew.presentation().selection == 3..<3, "Left moves towards the end of Hebrew text")
        _ = hebrew.send(.edit(.move(.right(.character), extend: true)))
        #expect(hebrew.presentation().selection == 2..<3)
        _ = hebrew.send(.edit(.move(.backward(.character))))
        #expect(hebrew.presentation().selection == 2..<2, "backward stays backward")

        var english = try InputField(FieldConfiguration(id: "name", label: "Name"), value: "hello", localeIdentifier: "en_US")
        _ = english.send(.focus)
        _ = english.send(.edit(.select(anchor: 2, focus: 2)))
        _ = english.send(.edit(.move(.left(.character))))
        #expect(english.presentation().selection == 1..<1)
        _ = english.send(.edit(.move(.right(.word))))
        #expect(english.presentation().selection == 5..<5)
    }

    @Test func messagesCarryLineDeletesAndVisualMoves() throws {
        var session = MessageSession()
        func send(_ line: String) throws -> JSONValue { try JSONValue.parse(session.handle(line)) }
        func selection(_ answer: JSONValue) -> [JSONValue]? {
            if case let .array(bounds)? = answer["selection"] { return bounds }
            return nil
        }
        let open = try send(#"{"configure":{"locale":"he_IL","kind":"note","label":"שם"}}"#)
        #expect(open["direction"] == .string("rtl"))
        _ = try send(#"{"event":"type","text":"אבג\nד"}"#)
        _ = try send(#"{"event":"select","from":1,"to":1}"#)
        #expect(selection(try send(#"{"event":"move","to":"left","visual":true}"#)) == [.number(2), .number(2)],
                "an on-screen Left goes forward in Hebrew")
        #expect(selection(try send(#"{"event":"move","to":"left"}"#)) == [.number(1), .number(1)], "without visual, left is backward")
        #expect(try send(#"{"event":"delete","line":true}"#)["text"] == .string("א\nד"))
        #expect(try send(#"{"event":"delete","line":true,"word":true}"#)["error"]
                == .string("\"backspace\" and \"delete\" take \"word\" or \"line\", not both"))
    }
}
