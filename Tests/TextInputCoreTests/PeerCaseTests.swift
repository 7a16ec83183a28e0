import Foundation
import Testing
import TextInputCore

/// Cases peers wrote for their own engines (react-number-format, Maskito,
/// input-mask-ios), named after what they check.
@Suite struct PeerCaseTests {
    func currency(_ code: String, _ locale: String) throws -> FieldEditor {
        try FieldEditor(configuration: .init(format: .number(.init(style: .currency, currency: code)), localeIdentifier: locale))
    }

    @Test(arguments: ["-", "\u{2212}", "\u{2013}", "\u{2014}"])
    func aMinusTypedAsAnyDashMakesTheNumberNegative(dash: String) throws {
        var price = try currency("USD", "en_US")
        price.apply(.insert(dash))
        for key in "12" { price.apply(.insert(String(key))) }
        #expect(price.value == "-12", "\(dash.unicodeScalars.first!.value)")
    }

    @Test(arguments: [("USD", "en_US", "12345678901234567890.12"), ("EUR", "de_DE", "1234567890123456789012345.67")])
    func currenciesTakeWhatADecimalHoldsAndCommitAsFormatStylePrints(code: String, locale: String, value: String) throws {
        var price = try currency(code, locale)
        price.apply(.paste(value))
        price.apply(.commit)
        #expect(price.value == value)
        let expected = Decimal(string: value)!.formatted(.currency(code: code).locale(Locale(identifier: locale)))
        #expect(price.text == expected)
    }
}

/// SAP UI5's ui5-input and ui5-textarea behaviours.
@Suite struct UI5CaseTests {
    /// #47: Escape never throws typed text away (ui5-input, React Aria's TextField and a native input leave it).
    @Test func escapeLeavesTheTextAlone() throws {
        var phone = try InputField(FieldConfiguration(id: "p", format: .mask("(###) ###-####")), value: "5551234567")
        phone.send(.focus)
        phone.send(.edit(.selectAll))
        phone.send(.edit(.insert("9")))
        #expect(phone.value == "9")
        let escape = phone.send(.escape)
        #expect(!escape.changed && !escape.edit.textChanged, "the host may use an Escape the field did not")
        #expect(phone.value == "9")
        var note = try InputField(FieldConfiguration(id: "n", kind: .note, label: "Notes"))
        note.send(.focus)
        note.send(.edit(.paste("Call after 5pm, prefers email. Long note here.")))
        note.send(.escape)
        #expect(note.value == "Call after 5pm, prefers email. Long note here.")
    }

    @Test func escapeClosesAListAndNothingMore() throws {
        var city = try InputField(FieldConfiguration(id: "c", label: "City", choices: ["Berlin", "Bern"]))
        city.send(.focus)
        city.send(.edit(.insert("B")))
        #expect(city.send(.escape).changed, "the list closed")
        #expect(city.value == "B" && city.suggestions.isEmpty)
        #expect(!city.send(.escape).changed)
        #expect(city.value == "B")
    }

    @Test func aPastePastAnAllowOverLimitLeavesTheExcessSelected() throws {
        var note = try FieldEditor(configuration: .init(isMultiline: true, limit: CharacterLimit(max: 5, policy: .allowOver)))
        note.apply(.insert("ab"))
        note.apply(.paste("cdefgh"))
        #expect(note.text == "abcdefgh")
        #expect(note.selection == 5..<8, "the three characters over the limit")
        #expect(note.limitStatus == .over)
        var emoji = try FieldEditor(configuration: .init(limit: CharacterLimit(max: 1, policy: .allowOver)))
        emoji.apply(.paste("👨‍👩‍👧x"))
        #expect(emoji.selection == 8..<9, "a grapheme-safe selection: only the x")
        var within = try FieldEditor(configuration: .init(limit: CharacterLimit(max: 10, policy: .allowOver)))
        within.apply(.paste("abc"))
        #expect(within.selection == 3..<3)
    }
}

/// input-mask-ios and Maskito: formatted values whose literals hold digits.
@Suite struct MaskLiteralCaseTests {
    @Test(arguments: [
        ("+7 (###) ### ## ##", "+7 (123) 456 78 90", "1234567890", "+7 (123) 456 78 90"),
        ("+1 (###) ###-####", "+1 (555) 123-4567", "5551234567", "+1 (555) 123-4567"),
        ("+7 (###) ### ## ##", "1234567890", "1234567890", "+7 (123) 456 78 90"),
        ("+7 (###) ### ## ##", "7123", "7123", "+7 (712) 3"),
        ("A-##", "A-12", "12", "A-12"),
        ("A-##", "12", "12", "A-12"),
    ])
    func formattedValuesWithDigitsInTheirLiterals(mask: String, input: String, value: String, text: String) throws {
        let configured = try FieldEditor(configuration: .init(format: .mask(mask)), value: input)
        #expect(configured.value == value, "configured \(input)")
        #expect(configured.text == text)
        var pasted = try FieldEditor(configuration: .init(format: .mask(mask)))
        pasted.apply(.paste(input))
        #expect(pasted.value == value, "pasted \(input)")
        #expect(pasted.text == text)
    }

    @Test func typingTheFirstDigitOfALiteralStillTypesADigit() throws {
        var phone = try FieldEditor(configuration: .init(format: .mask("+7 (###) ### ## ##")))
        phone.apply(.insert("7"))
        #expect(phone.value == "7")
        #expect(phone.text == "+7 (7")
    }
}

/// Maskito's prefix and postfix: select-all takes in what the user sees.
@Suite struct AffixCaseTests {
    @Test func selectAllInAFieldWithAffixesSelectsWhatTheUserSees() throws {
        var price = try FieldEditor(configuration: .init(prefix: "$ ", suffix: " USD"), value: "12")
        price.apply(.selectAll)
        #expect(price.text == "$ 12 USD")
        #expect(price.selection == 0..<8)
        #expect(price.copyableSelection == "12")
        price.apply(.insert("3"))
        #expect(price.text == "$ 3 USD")
        #expect(price.selection == 3..<3)
        price.apply(.selectAll)
        price.apply(.deleteBackward())
        #expect(price.text == "$  USD")
        #expect(price.selection == 2..<2)
        var plain = try FieldEditor(configuration: .init(), value: "ab")
        plain.apply(.selectAll)
        #expect(plain.selection == 0..<2)
    }
}
