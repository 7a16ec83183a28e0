import PropertyBased
import Testing
import TextInputCore
import TextInputTestSupport

/// How masks treat their literals, as users of input-mask-ios, Maskito and imask expect (#28). Every test here runs
/// the default (and only) mode: lazy literals.
@Suite struct MaskLiteralTests {
    func mask(_ pattern: String, _ value: String = "") throws -> FieldEditor {
        try FieldEditor(configuration: .init(format: .mask(pattern)), value: value)
    }

    // MARK: 1. Lazy literals

    @Test(arguments: [
        ("##.##.####", "11", "11|"),
        ("+7 (###) ###-##-##", "912", "+7 (912|"),
        ("#### #### #### #### ###", "1234567890123456", "1234 5678 9012 3456|"),
        ("(###) ###-####", "5551", "(555) 1|"),
        ("(###)", "555", "(555|)"),
    ])
    func aLiteralAppearsOnceAValueCharacterFollowsIt(pattern: String, keys: String, expected: String) throws {
        var editor = try mask(pattern)
        editor.type(keys)
        #expect(TestSupport.picture(editor) == expected)
        var pasted = try mask(pattern)
        pasted.apply(.paste(keys))
        #expect(TestSupport.picture(pasted) == expected, "pasted")
    }

    @Test func groupedFormatsShowNoSpaceAheadOfTheNextCharacter() throws {
        var card = try FieldEditor(configuration: .init(format: .card))
        card.type("4111111111111111")
        #expect(TestSupport.picture(card) == "4111 1111 1111 1111|")
        card.apply(.deleteBackward())
        card.apply(.deleteBackward())
        card.apply(.deleteBackward())
        card.apply(.deleteBackward())
        #expect(TestSupport.picture(card) == "4111 1111 1111|")
        var iban = try FieldEditor(configuration: .init(format: .iban))
        iban.type("de8937040044")
        #expect(TestSupport.picture(iban) == "DE89 3704 0044|")
    }

    @Test func backspaceAfterTheLastValueCharacterLeavesNoDanglingLiteral() throws {
        var editor = try mask("(###) ###-####")
        editor.type("5551")
        editor.apply(.deleteBackward())
        #expect(TestSupport.picture(editor) == "(555|")
        editor.apply(.deleteBackward())
        #expect(TestSupport.picture(editor) == "(55|")
    }

    // MARK: 2. Literals typed by the user

    @Test(arguments: [
        ("(###) ###-####", "(", "(|", ""),
        ("(###) ###-####", "555)", "(555)|", "555"),
        ("(###) ###-####", "555) ", "(555) |", "555"),
        ("(###) ###-####", "555 ", "(555) |", "555"),
        ("(###) ###-####", "555123-", "(555) 123-|", "555123"),
        ("##/####", "11/", "11/|", "11"),
        ("##.##.####", "11.", "11.|", "11"),
        ("+7 (###) ###-##-##", "(", "+7 (|", ""),
        ("+7 (###) ###-##-##", "+", "+|", ""),
        ("+7 (###) ###-##-##", "+7", "+7|", ""),
        ("+7 (###) ###-##-##", "+7 (9", "+7 (9|", "9"),
    ])
    func aLiteralTypedWhereTheMaskShowsItNextIsAccepted(pattern: String, keys: String, expected: String, value: String) throws {
        var editor = try mask(pattern)
        editor.type(keys)
        #expect(TestSupport.picture(editor) == expected)
        #expect(editor.value == value)
    }

    @Test(arguments: [
        ("##/####", "11/11", "1111"),
        ("##/####", "11/2024", "112024"),
        ("+7 (###) ###-##-##", "+7 (912) 345", "912345"),
        ("+7 (###) ###-##-##", "+7 (912) 345-67-89", "9123456789"),
        ("(###) ###-####", "(555) 123-4567", "5551234567"),
        ("##.##.####", "12.03.2024", "12032024"),
        ("+12#", "+123", "3"),
    ])
    func typingTheLiteralsGivesTheSameTextAsTypingTheValueAlone(pattern: String, formatted: String, value: String) throws {
        var withLiterals = try mask(pattern)
        withLiterals.type(formatted)
        var digitsOnly = try mask(pattern)
        digitsOnly.type(value)
        #expect(withLiterals.text == digitsOnly.text)
        #expect(withLiterals.value == value)
        #expect(digitsOnly.value == value)
    }

    @Test func aLiteralTypedInTheMiddleMovesTheCaretPastIt() throws {
        var editor = try mask("(###) ###-####", "555123")
        editor.place("(555|) 123")
        var outcome = editor.apply(.insert(")"))
        #expect(TestSupport.picture(editor) == "(555)| 123")
        #expect(outcome.rejection == nil)
        outcome = editor.apply(.insert(" "))
        #expect(TestSupport.picture(editor) == "(555) |123")
        editor.apply(.insert("4"))
        #expect(TestSupport.picture(editor) == "(555) 4|12-3")
        #expect(editor.value == "5554123")
    }

    @Test func aLiteralThatIsNotNextIsIgnoredAndTheTextStays() throws {
        var editor = try mask("(###) ###-####")
        editor.type("55")
        let outcome = editor.apply(.insert("-"))
        #expect(TestSupport.picture(editor) == "(55|")
        #expect(outcome.textChanged == false)
    }

    @Test func typedLiteralsAloneAreDeletedByBackspaceAndGoOnCommit() throws {
        var editor = try mask("+7 (###) ###-##-##")
        editor.type("+7 (")
        #expect(TestSupport.picture(editor) == "+7 (|")
        #expect(editor.value == "")
        editor.apply(.deleteBackward())
        #expect(TestSupport.picture(editor) == "|")
        editor.type("+7 (")
        editor.apply(.commit)
        #expect(editor.text == "")
        var date = try mask("##/##")
        date.type("12/")
        date.apply(.commit)
        #expect(date.text == "12", "a committed value shows no dangling literal")
    }

    // MARK: 3. Leading literals with digits

    @Test(arguments: [
        ("+7(###)###-##-##", "+79998887766", "9998887766", "+7(999)888-77-66"),
        ("+7(###)###-##-##", "79998887766", "9998887766", "+7(999)888-77-66"),
        ("+7(###)###-##-##", "9998887766", "9998887766", "+7(999)888-77-66"),
        ("+7(###)###-##-##", "7912345678", "7912345678", "+7(791)234-56-78"),
        ("+12#", "123", "3", "+123"),
        ("+12#", "+123", "3", "+123"),
        ("+1 (###) ###-####", "15551234567", "5551234567", "+1 (555) 123-4567"),
        ("A-@@-##", "A", "A", "A-A"),
        ("A-@@-##", "A-A", "A", "A-A"),
        ("ID-###", "D-12", "12", "ID-12"),
    ])
    func textThatMatchesTheLeadingLiteralsIsTakenByThem(pattern: String, input: String, value: String, text: String) throws {
        var pasted = try mask(pattern)
        let outcome = pasted.apply(.paste(input))
        #expect(pasted.value == value, "pasted")
        #expect(pasted.text == text, "pasted")
        #expect(outcome.rejectedCount == 0)
        let configured = try mask(pattern, input)
        #expect(configured.value == value, "configured")
        #expect(configured.text == text, "configured")
    }

    @Test func aFullPasteThenRefusesTheNextDigit() throws {
        var editor = try mask("+7(###)###-##-##")
        editor.apply(.paste("+79998887766"))
        let outcome = editor.apply(.insert("1"))
        #expect(editor.value == "9998887766")
        #expect(outcome.rejection == .formatFull(maxLength: 10))
    }

    @Test func typedKeyByKeyLikeAPaste() throws {
        var editor = try mask("+7(###)###-##-##")
        editor.type("+79998887766")
        #expect(editor.text == "+7(999)888-77-66")
        var plus12 = try mask("+12#")
        plus12.type("+123")
        #expect(plus12.text == "+123")
    }

    /// Random values typed with their literals, key by key, give what typing the value characters alone gives; a
    /// paste of the formatted text gives the value back.
    @Test(arguments: ["(###) ###-####", "+7 (###) ###-##-##", "##/##/####", "+12#", "A-@@-##", "##.##.####", "*@-#"])
    func typingTheFormattedTextEqualsTypingTheValue(pattern: String) async throws {
        let alphabet = Array("0123456789ABCZ")
        await propertyCheck(count: 120, input: Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...12)) { picks in
            do {
                let characters = picks.map { alphabet[$0] }
                var byValue = try mask(pattern)
                for character in characters { byValue.apply(.insert(String(character))) }
                let formatted = try mask(pattern, byValue.value).text
                var byText = try mask(pattern)
                byText.type(formatted)
                #expect(byText.text == formatted, "\(pattern): typed \(formatted.debugDescription)")
                #expect(byText.value == byValue.value, "\(pattern): typed \(formatted.debugDescription)")
                var pasted = try mask(pattern)
                pasted.apply(.paste(formatted))
                #expect(pasted.value == byValue.value, "\(pattern): pasted \(formatted.debugDescription)")
                #expect(pasted.text == formatted)
            } catch {
                Issue.record("\(pattern): \(error)")
            }
        }
    }
}

/// Numbers whose field prefix or suffix holds letters or dots, and leading zeros left by a deletion (#28).
@Suite struct NumberAffixTests {
    @Test(arguments: [
        ("", " Sq. ft", "234.456 Sq. ft", "234.456", "234.456 Sq. ft"),
        ("Rs. ", "", "Rs. 1,234", "1234", "Rs. 1,234"),
        ("Rs. ", "", "Rs.1,234", "1234", "Rs. 1,234"),
        ("$", "", "$1,234", "1234", "$1,234"),
        ("", "%", "98.76%", "98.76", "98.76%"),
        ("", " Sq. ft", "234.456", "234.456", "234.456 Sq. ft"),
    ])
    func affixesAreStrippedExactlyAsDisplayed(prefix: String, suffix: String, value: String, expected: String, text: String) throws {
        let configuration = EditorConfiguration(format: .number(.init(style: .decimal)), prefix: prefix, suffix: suffix)
        let configured = try FieldEditor(configuration: configuration, value: value)
        #expect(configured.value == expected)
        #expect(configured.text == text)
        var pasted = try FieldEditor(configuration: configuration)
        let outcome = pasted.apply(.paste(value))
        #expect(pasted.value == expected, "pasted")
        #expect(outcome.rejectedCount == 0)
        var filled = try FieldEditor(configuration: configuration, value: "1")
        filled.apply(.replaceAll(value))
        #expect(filled.value == expected, "replaced")
    }

    @Test func deletingTheFirstDigitKeepsTheOthersInPlaceUntilCommit() throws {
        var price = try FieldEditor(configuration: .init(format: .number(.init(style: .currency, currency: "USD"))), value: "10000.25")
        #expect(price.text == "$10,000.25")
        price.place("$1|0,000.25")
        price.apply(.deleteBackward())
        #expect(TestSupport.picture(price) == "$|0,000.25")
        #expect(price.value == "0.25")
        price.apply(.insert("2"))
        #expect(TestSupport.picture(price) == "$2|0,000.25")
        #expect(price.value == "20000.25")
        price.place("$|20,000.25")
        price.apply(.deleteForward())
        #expect(TestSupport.picture(price) == "$|0,000.25")
        price.apply(.commit)
        #expect(price.text == "$0.25")
        #expect(price.value == "0.25")
    }

    @Test func typedLeadingZerosStayUntilEditingEnds() throws {
        var amount = try FieldEditor(configuration: .init(format: .number(.init(style: .decimal))))
        amount.type("007")
        #expect(TestSupport.picture(amount) == "007|")
        #expect(amount.value == "7")
        amount.apply(.commit)
        #expect(amount.text == "7")
    }
}
