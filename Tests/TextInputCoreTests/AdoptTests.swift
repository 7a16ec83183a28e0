import Testing
import TextInputCore
import TextInputTestSupport

/// Text that reached a view by a path the field did not see (typed before a web page's core was ready, restored on
/// Back, autofilled) is adopted through the engine, never lost and never reverted (#25).
@Suite struct AdoptTests {
    @Test func typedBeforeReadinessIsFormattedWithTheCaretAfterTheSameDigit() throws {
        var phone = try InputField(FieldConfiguration(id: "p", label: "Phone", format: .mask("(###) ###-####")))
        phone.send(.focus)
        // The user typed "5551234567" natively and put the caret after the third digit.
        phone.send(.adopt("5551234567", selection: 3..<3))
        #expect(phone.editor.text == "(555) 123-4567")
        #expect(phone.editor.selection == 4..<4, "right after the same third digit")
        phone.send(.adopt("(555) 123-4567", selection: 14..<14))
        #expect(phone.editor.selection == 14..<14)
    }

    @Test func plainTextKeepsItsSelection() throws {
        var name = try InputField(FieldConfiguration(id: "n", label: "First name"))
        name.send(.adopt("Jane", selection: 2..<4))
        #expect(name.value == "Jane")
        #expect(name.editor.selection == 2..<4)
        name.send(.adopt("Jane Doe", selection: nil))
        #expect(name.value == "Jane Doe")
        #expect(name.send(.edit(.undo)).edit.textChanged, "adopting is an undoable edit")
    }

    @Test func aHiddenPasswordIsTakenWholeAndStaysHidden() throws {
        var password = try InputField(FieldConfiguration(id: "pw", label: "Password", isSecure: true))
        password.send(.adopt("s3cret!", selection: 7..<7))
        #expect(password.value == "s3cret!")
        #expect(password.editor.text == "•••••••")
        #expect(password.editor.selection == 7..<7)
        // The view holds the bullets the field showed: adopting them again changes nothing.
        password.send(.adopt("•••••••", selection: nil))
        #expect(password.value == "s3cret!")
    }

    @Test func anAutofilledNumberAndWhatDoesNotFitAreReported() throws {
        var amount = try InputField(FieldConfiguration(id: "a", label: "Amount", format: .number(.init(style: .currency, currency: "EUR")),
                                                       localeIdentifier: "de_DE"))
        amount.send(.adopt("1.234,5", selection: nil))
        #expect(amount.value == "1234.5")
        var phone = try InputField(FieldConfiguration(id: "p", label: "Phone", format: .mask("(###) ###-####")))
        phone.send(.adopt("555 123 4567 ext 12", selection: nil))
        #expect(phone.value == "5551234567")
        #expect(phone.presentation().message?.kind == .leftOut)
    }

    @Test func readOnlyFieldsDoNotAdopt() throws {
        var id = try InputField(FieldConfiguration(id: "id", label: "Customer ID", isReadOnly: true), value: "C-1")
        let response = id.send(.adopt("C-HACKED", selection: nil))
        #expect(id.value == "C-1")
        #expect(response.edit.rejection == .notEditable)
    }

    @Test func setTextIsAnEvent() throws {
        var phone = try InputField(FieldConfiguration(id: "p", format: .mask("(###) ###-####")))
        phone.send(.focus)
        phone.send(.setText("555"))
        #expect(phone.editor.text == "(555")
        phone.send(.setText("(555) 1"))
        #expect(phone.value == "5551")
    }
}
