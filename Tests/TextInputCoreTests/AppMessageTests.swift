import Testing
import TextInputCore

/// The app's own message on a field (`setError`): shown in the error state, announced once, counted as invalid,
/// kept through focus, blur and submit, gone with the first edit that changes the text.
@Suite struct AppMessageTests {
    let taken = "A customer with this email already exists."

    func emailField(value: String = "ada@example.com") throws -> InputField {
        try InputField(FieldConfiguration(id: "email", label: "Email", helper: "We never share it.", isRequired: true,
                                          keyboard: .email, validation: [.init(.email, on: .blur)]), value: value)
    }

    @Test func theMessageShowsInTheErrorStateAndIsAnnouncedOnce() throws {
        var field = try emailField()
        let response = field.send(.setError(taken))
        #expect(response.changed)
        #expect(response.announcement == taken)
        #expect(response.effects == [.announce(taken)])
        let shown = field.presentation()
        #expect(shown.state == .error)
        #expect(shown.message?.text == taken, "the message replaces the helper text")
        #expect(shown.message?.kind == .error)
        #expect(shown.accessibility.error == taken)
        #expect(!field.isValid && field.isInError)
        #expect(field.send(.setError(taken)).announcement == nil, "the same message again says nothing new")
        #expect(field.send(.focus).announcement == nil)
        field.send(.blur)
        field.send(.submit)
        #expect(field.presentation().message?.text == taken, "focus, blur and submit keep it")
        field._checkInvariants()
    }

    @Test func theFirstEditThatChangesTheTextTakesItAwayAndTheRulesSpeakAgain() throws {
        var field = try emailField()
        field.send(.setError(taken))
        field.send(.focus)
        field.send(.edit(.move(.end, extend: false)))
        #expect(field.presentation().message?.text == taken, "moving the caret is no edit")
        field.send(.edit(.deleteBackward()))
        #expect(field.appError == nil)
        #expect(field.presentation().message?.text == "We never share it.")
        #expect(field.isValid)
        field.send(.edit(.replaceAll("ada@")))
        field.send(.blur)
        #expect(field.presentation().message?.text == "Enter an email address such as name@example.com.",
                "the field's own rule at its timing")
    }

    @Test func nilTakesTheMessageAwayAndAnEmptyOneIsNone() throws {
        var field = try emailField()
        field.send(.setError(taken))
        field.send(.setError(nil))
        #expect(field.presentation().state != .error)
        #expect(field.isValid)
        field.send(.setError(""))
        #expect(field.appError == nil)
    }

    @Test func aDisabledFieldRefusesItAndAReadOnlyOneShowsIt() throws {
        var disabled = try InputField(FieldConfiguration(id: "id", label: "ID", isDisabled: true), value: "C-1")
        #expect(disabled.send(.setError("Taken.")).edit.rejection == .notEditable)
        #expect(disabled.presentation().message == nil)
        var readOnly = try InputField(FieldConfiguration(id: "id", label: "ID", isReadOnly: true), value: "C-1")
        readOnly.send(.setError("This ID was retired."))
        #expect(readOnly.presentation().message?.text == "This ID was retired.")
    }

    @Test func aFormWithAnAppMessageDoesNotSubmitUntilTheFieldIsEdited() throws {
        var form = try InputForm(fields: [FieldConfiguration(id: "name", label: "Name"),
                                          FieldConfiguration(id: "email", label: "Email", keyboard: .email)],
                                 values: ["name": "Ada", "email": "ada@example.com"])
        let set = form.send(.field(1, .setError(taken)))
        #expect(set.focus == nil, "a message from the app moves no focus")
        #expect(set.announcement == taken)
        guard case let .invalid(first)? = form.send(.submit).status else {
            Issue.record("a form with the app's message submitted")
            return
        }
        #expect(first == 1)
        form.send([.field(1, .focus), .field(1, .edit(.insert("m")))])
        guard case .submitted? = form.send(.submit).status else {
            Issue.record("the edited form did not submit")
            return
        }
        form._checkInvariants()
    }
}
