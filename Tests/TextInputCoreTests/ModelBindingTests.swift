import Foundation
import Observation
import Synchronization
import Testing
import TextInputCore

/// Two-way text, selection and focus, typed values and identifiers, as an
/// app binds them (Observation runs on Linux).
@MainActor
@Suite struct ModelBindingTests {
    enum Field: Hashable, Sendable { case name, phone, price, notes }

    func model() throws -> InputFormModel<Field> {
        try InputFormModel<Field>([
            (.name, FieldConfiguration(id: "name", label: "Name", isRequired: true)),
            (.phone, FieldConfiguration(id: "phone", label: "Phone", format: .mask("(###) ###-####"))),
            (.price, FieldConfiguration(id: "price", label: "Price", format: .number(.init(style: .currency, currency: "EUR")),
                                        localeIdentifier: "de_DE")),
            (.notes, FieldConfiguration(id: "notes", kind: .note, label: "Notes")),
        ])
    }

    @Test func textIsTwoWayAndGoesThroughTheEngine() throws {
        var phone = try InputField(FieldConfiguration(id: "p", format: .mask("(###) ###-####")))
        phone.send(.focus)
        phone.setText("555")
        #expect(phone.editor.text == "(555", "a literal appears once a digit follows it")
        phone.setText("(555) ")                   // the view typed the literals
        #expect(phone.editor.text == "(555) ")
        phone.setText("(555)")                    // the view deleted the trailing space
        #expect(phone.editor.text == "(55", "deleting only literals deletes the digit before them")
        phone.setText("(555")
        phone.setText("(555) 12")                 // the view appended ") 12"
        #expect(phone.value == "55512")
        phone.setText("(555) 1")                  // the view deleted the last character
        #expect(phone.value == "5551")
        phone.send(.edit(.undo))
        #expect(phone.value == "55512")
    }

    /// A view bound two-way reports each key as its whole new text: a mask's own literals typed there are literals,
    /// as they are when typed through the engine (#28).
    @Test func keysReportedAsWholeTextsTypeLikeKeys() throws {
        var phone = try InputField(FieldConfiguration(id: "p", format: .mask("+7 (###) ###-##-##")))
        phone.send(.focus)
        for typed in ["+", "+7", "+7 ", "+7 (", "+7 (9", "+7 (91", "+7 (912", "+7 (912)"] {
            phone.setText(typed)
            #expect(phone.editor.text == typed)
        }
        #expect(phone.value == "912")
    }

    @Test func formModelAddressesFieldsByIdentifier() throws {
        let model = try model()
        model.focus = .phone
        #expect(model.focus == .phone)
        model[text: .phone] = "5551234567"
        #expect(model[text: .phone] == "(555) 123-4567")
        model[selection: .phone] = 1..<1
        #expect(model[selection: .phone] == 1..<1)
        model[text: .name] = "Jane"              // typing into another field moves focus there
        #expect(model.focus == .name)
        model[text: .price] = "1234,5"
        model.focus = nil
        #expect(model[text: .price] == "1.234,50\u{A0}€")
        let values = try #require(model.submit())
        #expect(values.map(\.0) == [.name, .phone, .price, .notes])
        #expect(values[1].1 == .grouped("5551234567"))
        #expect(values[2].1 == .number(DecimalNumber("1234.5")))
        #expect(values[2].1.decimal == Decimal(string: "1234.5"))
        #expect(values[3].1 == .text(""))
    }

    @Test func invalidSubmitMovesFocusToTheFirstInvalidField() throws {
        let model = try model()
        #expect(model.submit() == nil)
        #expect(model.focus == .name)
        #expect(model.presentation(.name)?.message?.text == "Enter a value. This field is required.")
    }

    @Test func observationSeesTextFocusAndPresentationChanges() throws {
        let model = try model()
        let changes = Atomic(0)
        func observe() {
            withObservationTracking {
                _ = model[text: .name]
                _ = model.focus
                _ = model.presentation(.name)
            } onChange: {
                changes.add(1, ordering: .relaxed)
            }
        }
        observe()
        model.focus = .name
        let count1 = changes.load(ordering: .relaxed)
        #expect(count1 == 1)
        observe()
        model[text: .name] = "J"
        let count2 = changes.load(ordering: .relaxed)
        #expect(count2 == 2)
        observe()
        model.send(.edit(.undo), to: .name)
        let count3 = changes.load(ordering: .relaxed)
        #expect(count3 == 3)
        #expect(model[text: .name].isEmpty)
    }

    @Test func fieldModelBindsTextSelectionAndFocus() throws {
        let model = try InputFieldModel(FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, on: .blur)]))
        let changed = Atomic(false)
        withObservationTracking { _ = model.presentation } onChange: { changed.store(true, ordering: .relaxed) }
        model.isFocused = true
        let didChange = changed.load(ordering: .relaxed)
        #expect(didChange)
        model.text = "jane@"
        model.selection = 0..<4
        #expect(model.selection == 0..<4)
        model.isFocused = false
        #expect(model.presentation.message?.text == "Enter an email address such as name@example.com.")
        #expect(model.value == .text("jane@"))
    }

    @Test func duplicateIdentifiersAreRefused() {
        #expect(throws: ConfigurationError.self) {
            try InputFormModel<Field>([(.name, FieldConfiguration(id: "a")), (.name, FieldConfiguration(id: "b"))])
        }
    }

    @Test func decimalsConvertExactlyAtTheEdge() throws {
        let number = try #require(DecimalNumber("12345678901234567890.125"))
        #expect(DecimalNumber(Decimal(number)) == number)
        #expect(Decimal(number).description == "12345678901234567890.125")
    }
}
