import Testing
import TextInputCore
import TextInputTestSupport

@Suite struct MaskEditingTests {
    func phone(_ value: String = "") throws -> FieldEditor {
        try FieldEditor(configuration: .init(format: .mask("(###) ###-####")), value: value)
    }

    @Test(arguments: [
        ("5", "(5|"),
        ("555", "(555|"),
        ("5551", "(555) 1|"),
        ("5551234", "(555) 123-4|"),
        ("5551234567", "(555) 123-4567|"),
        ("55512345678", "(555) 123-4567|"),
        ("5a5", "(55|"),
        ("(555) 123", "(555) 123|"),
        ("(555) 123-", "(555) 123-|"),
    ])
    func typing(keys: String, expected: String) throws {
        var editor = try phone()
        editor.type(keys)
        #expect(TestSupport.picture(editor) == expected)
    }

    /// Lazy literals (the default, as in input-mask-ios, Maskito and imask): a literal appears once a value character
    /// follows it, or when the user types it; the caret stays right after the last value character.
    @Test(arguments: [
        ("##:##", ["12"], "12|"),
        ("##:##", ["12", ":"], "12:|"),
        ("##:##", ["1", "2", ":", "3"], "12:3|"),
        ("##.##.####", ["11"], "11|"),
        ("##.##.####", ["12", ".", "34", "."], "12.34.|"),
        ("##.##.####", ["12.34.2024"], "12.34.2024|"),
        ("+7 (###) ###", ["123"], "+7 (123|"),
        ("+7 (###) ###-##-##", ["912"], "+7 (912|"),
        ("#### #### #### #### ###", ["1234567890123456"], "1234 5678 9012 3456|"),
        ("##:##", ["1", ":"], "1|"),
    ])
    func literalsAppearOnceAValueCharacterFollowsThem(mask: String, keys: [String], expected: String) throws {
        var editor = try FieldEditor(configuration: .init(format: .mask(mask)))
        for key in keys { editor.type(key) }
        #expect(TestSupport.picture(editor) == expected)
    }

    @Test func theDanglingLiteralGoesWithDeletionAndCommit() throws {
        var editor = try FieldEditor(configuration: .init(format: .mask("##:##")))
        editor.type("12:")
        editor.apply(.deleteBackward(.character))
        #expect(TestSupport.picture(editor) == "1|", "backspace after the literal deletes the digit before it")
        editor.type("2:3")
        editor.apply(.deleteBackward(.character))
        #expect(TestSupport.picture(editor) == "12|")
        editor.type("3")
        editor.apply(.commit)
        #expect(editor.text == "12:3")
        var typed = try FieldEditor(configuration: .init(format: .mask("##:##")))
        typed.type("12")
        typed.apply(.commit)
        #expect(typed.text == "12", "a committed partial value shows no dangling literal")
        var card = try FieldEditor(configuration: .init(format: .card))
        card.type("4111")
        #expect(TestSupport.picture(card) == "4111|", "cards and IBANs do not add their space ahead of the next digit")
    }

    @Test func rejectedCharacterKeepsCaretAndSaysWhy() throws {
        var editor = try phone()
        editor.type("55")
        let outcome = editor.apply(.insert("x"))
        #expect(TestSupport.picture(editor) == "(55|")
        #expect(outcome.textChanged == false)
        #expect(outcome.rejection == .invalidCharacter("x", expected: .digit))
        #expect(outcome.rejection.map(Localizer(localeIdentifier: "en").message(for:))?.contains("digits") == true)
    }

    @Test func fullMaskRejectsAnotherDigit() throws {
        var editor = try phone("5551234567")
        let outcome = editor.apply(.insert("9"))
        #expect(editor.value == "5551234567")
        #expect(outcome.rejection == .formatFull(maxLength: 10))
    }

    @Test func pasteFormattedValue() throws {
        var editor = try phone()
        let outcome = editor.apply(.paste("(555) 123-4567"))
        #expect(TestSupport.picture(editor) == "(555) 123-4567|")
        #expect(editor.value == "5551234567")
        #expect(outcome.rejectedCount == 0)
    }

    @Test(arguments: [
        // Backspace right after a literal deletes the digit before it.
        ("(555) |1", "(55|1"),
        ("(555) 123-|4", "(555) 12|4"),
        ("(555) 1|", "(555|"),
        ("(5|", "|"),
        ("(|5", "(|5"),
    ])
    func backspace(start: String, expected: String) throws {
        var editor = try phone()
        editor.apply(.paste(TestSupport.parsePicture(start).text))
        editor.place(start)
        editor.apply(.deleteBackward())
        #expect(TestSupport.picture(editor) == expected)
    }

    @Test(arguments: [
        // Forward delete right before a literal deletes the digit after it.
        ("(555|) 123", "(555|) 23"),
        ("(555) 12|3", "(555) 12|"),
        ("(555) 123|", "(555) 123|"),
    ])
    func forwardDelete(start: String, expected: String) throws {
        var editor = try phone(TestSupport.parsePicture(start).text)
        editor.place(start)
        editor.apply(.deleteForward())
        #expect(TestSupport.picture(editor) == expected)
    }

    @Test func insertInTheMiddleKeepsCaretAfterTypedDigit() throws {
        var editor = try phone("555123")
        editor.apply(.commit)
        editor.place("(55|5) 123")
        editor.apply(.insert("9"))
        #expect(TestSupport.picture(editor) == "(559|) 512-3")
    }

    @Test func selectionReplace() throws {
        var editor = try phone("5551234567")
        editor.place("(555) [123]-4567")
        editor.apply(.insert("9"))
        #expect(TestSupport.picture(editor) == "(555) 9|45-67")
        #expect(editor.value == "55594567")
    }

    @Test func rejectedInsertKeepsSelection() throws {
        var editor = try phone("5551234567")
        editor.place("(555) [123]-4567")
        let outcome = editor.apply(.insert("x"))
        #expect(TestSupport.picture(editor) == "(555) [123]-4567")
        #expect(outcome.rejection != nil)
    }

    /// The driver's documented rule: a caret placed among literals goes right
    /// after the preceding value character (or before the first one).
    @Test func caretPlacedAmongLiteralsGoesRightAfterThePrecedingValueCharacter() throws {
        var editor = try phone("5551234")
        editor.apply(.select(anchor: 5, focus: 5))
        #expect(TestSupport.picture(editor) == "(555|) 123-4")
        editor.apply(.select(anchor: 6, focus: 6))
        #expect(TestSupport.picture(editor) == "(555|) 123-4")
        editor.apply(.insert("9"))
        #expect(TestSupport.picture(editor) == "(555) 9|12-34")
        editor.apply(.select(anchor: 0, focus: 0))
        #expect(TestSupport.picture(editor) == "(|555) 912-34")
        editor.apply(.deleteBackward())
        #expect(TestSupport.picture(editor) == "(|555) 912-34")
        // A selection keeps its ends.
        editor.apply(.select(anchor: 0, focus: 5))
        #expect(editor.selection == 0..<5)
    }

    @Test func dateAndCustomPatterns() throws {
        var date = try FieldEditor(configuration: .init(format: .mask("##/##/####")))
        date.type("12312024")
        #expect(date.text == "12/31/2024")
        #expect(date.value == "12312024")

        var code = try FieldEditor(configuration: .init(format: .mask("@@-\\#**")))
        code.type("ab1z9")
        #expect(code.text == "ab-#1z")
        #expect(code.value == "ab1z")
    }

    @Test func trailingLiteralAppearsWhenFull() throws {
        var editor = try FieldEditor(configuration: .init(format: .mask("### kg")))
        editor.type("12")
        #expect(editor.text == "12")
        editor.type("3")
        #expect(editor.text == "123 kg")
        #expect(TestSupport.picture(editor) == "123| kg")
    }

    @Test func wordDeletionRemovesAGroup() throws {
        var editor = try phone("5551234567")
        editor.apply(.move(.end))
        editor.apply(.deleteBackward(.word))
        #expect(TestSupport.picture(editor) == "(555) 123|")
        editor.apply(.deleteBackward(.word))
        #expect(TestSupport.picture(editor) == "(555|")
    }

    @Test func caretMovesOverValueCharacters() throws {
        var editor = try phone("5551")
        editor.apply(.move(.end))
        #expect(TestSupport.picture(editor) == "(555) 1|")
        editor.apply(.move(.backward(.character)))
        #expect(TestSupport.picture(editor) == "(555|) 1")
        editor.apply(.move(.backward(.character)))
        #expect(TestSupport.picture(editor) == "(55|5) 1")
        editor.apply(.move(.forward(.character)))
        editor.apply(.move(.forward(.character)))
        #expect(TestSupport.picture(editor) == "(555) 1|")
    }

    @Test func invalidPatternsSayWhatToChange() {
        #expect(throws: ConfigurationError.self) { try FieldEditor(configuration: .init(format: .mask("()-"))) }
        do {
            _ = try FieldEditor(configuration: .init(format: .mask("##\\")))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("lone"))
        }
    }
}
