import Testing
import TextInputCore
import TextInputTestSupport

/// #26: a paste, fill or configured value whose value characters do not all fit is reported, never silently cut.
@Suite struct LeftOutTests {
    func field(_ configuration: FieldConfiguration, value: String = "", locale: String = "en_US") throws -> InputField {
        var field = try InputField(configuration, value: value, localeIdentifier: locale)
        field.send(.focus)
        return field
    }

    static let phone = FieldConfiguration(id: "phone", label: "Phone", format: .mask("(###) ###-####"))

    @Test func aPhoneWithAnExtensionPastedIsKeptAsFarAsItFitsAndReported() throws {
        var phone = try field(Self.phone)
        let response = phone.send(.edit(.paste("+1 (555) 123-4567 ext 99999999999")))
        #expect(phone.editor.text == "(155) 512-3456")
        #expect(response.edit.leftOutCount == 15, "the 7, three letters and eleven nines")
        let message = try #require(phone.presentation().message)
        #expect(message.kind == .leftOut)
        #expect(message.tone == .negative)
        #expect(message.text == "Only 10 characters fit here, so some were left out (15). Check the value.")
        #expect(response.effects.contains(.announce(message.text)), "announced to assistive technology")
        #expect(phone.presentation().accessibility.error == message.text)
    }

    @Test(arguments: [
        ("(###) ###-####", "55a5b12", "(555) 12", 2),
        ("@@-##", "A1B2", "AB-2", 1),
    ])
    func lettersInADigitSlotAreReported(mask: String, pasted: String, text: String, leftOut: Int) throws {
        var field = try field(FieldConfiguration(id: "m", label: "Code", format: .mask(mask)))
        let response = field.send(.edit(.paste(pasted)))
        #expect(field.editor.text == text)
        #expect(response.edit.leftOutCount == leftOut)
        #expect(field.presentation().message?.text == "Some characters did not fit this field and were left out (\(leftOut)). Check the value.")
    }

    @Test func aCardNumberWithTooManyDigitsIsReported() throws {
        var card = try field(FieldConfiguration(id: "card", label: "Card number", format: .card))
        let response = card.send(.edit(.paste("4111 1111 1111 1111 1234")))
        #expect(response.edit.leftOutCount > 0)
        #expect(card.presentation().message?.kind == .leftOut)
        #expect(card.value.count + response.edit.leftOutCount == 20)
    }

    @Test func aPastePastAStopLimitInANoteIsReported() throws {
        var note = try field(FieldConfiguration(id: "n", kind: .note, label: "Notes", limit: CharacterLimit(max: 10, policy: .stop)))
        let response = note.send(.edit(.paste("Call me after five, please")))
        #expect(note.value == "Call me af")
        #expect(response.edit.leftOutCount == 16)
        #expect(note.presentation().message?.text == "Only 10 characters fit here, so some were left out (16). Check the value.")
    }

    @Test func formattingThatTheFormatAddsIsNotLeftOut() throws {
        var phone = try field(Self.phone)
        let response = phone.send(.edit(.paste(" (555) 123-4567 ")))
        #expect(response.edit.leftOutCount == 0)
        #expect(phone.presentation().message == nil)
        var amount = try field(FieldConfiguration(id: "a", label: "Amount", format: .number(.init(style: .currency, currency: "USD"))))
        #expect(amount.send(.edit(.paste("$1,234.50"))).edit.leftOutCount == 0)
        #expect(amount.presentation().message == nil)
    }

    @Test func theMessageLastsUntilTheNextEdit() throws {
        var phone = try field(Self.phone)
        phone.send(.edit(.paste("555123456789")))
        #expect(phone.presentation().message?.kind == .leftOut)
        phone.send(.edit(.select(anchor: 1, focus: 1)))
        #expect(phone.presentation().message?.kind == .leftOut, "moving the caret is no edit")
        phone.send(.blur)
        #expect(phone.presentation().message?.kind == .leftOut, "blur is no edit")
        phone.send(.focus)
        phone.send(.edit(.deleteBackward()))
        #expect(phone.presentation().message == nil)
    }

    @Test func aFillByTwoWayBindingOrAutofillIsReported() throws {
        var phone = try field(Self.phone)
        phone.setText("555-123-4567 x89")
        #expect(phone.value == "5551234567")
        #expect(phone.leftOut?.count == 3)
        var idle = try InputField(Self.phone)
        idle.send(.edit(.replaceAll("55512345678")))
        #expect(idle.leftOut?.count == 1)
        #expect(idle.presentation().message?.kind == .leftOut)
    }

    @Test func aConfiguredValueThatDoesNotFitIsReported() throws {
        let phone = try InputField(Self.phone, value: "+1 (555) 123-4567 ext 99")
        #expect(phone.editor.text == "(155) 512-3456")
        #expect(phone.leftOut?.count == 6)
        #expect(phone.presentation().message?.kind == .leftOut)
        let amount = try InputField(FieldConfiguration(id: "a", label: "Amount", format: .number(.init(style: .decimal))), value: "twelve")
        #expect(amount.value == "")
        #expect(amount.leftOut?.count == 6)
        let fine = try InputField(Self.phone, value: "(555) 123-4567")
        #expect(fine.leftOut == nil)
    }

    @Test(arguments: Localizer.supportedLanguages)
    func theMessageIsLocalised(language: String) throws {
        var phone = try field(Self.phone, locale: language)
        phone.send(.edit(.paste("555123456789")))
        let text = try #require(phone.presentation().message?.text)
        #expect(text.contains("2"))
        #expect(text.contains("10"))
        if language != "en" {
            #expect(text != Localizer(localeIdentifier: "en").message(leftOut: 2, fit: 10))
        }
    }
}
