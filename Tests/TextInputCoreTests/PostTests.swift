import Testing
import TextInputCore
import TextInputTestSupport

/// #46: the core checks a posted form itself (`InputForm.Event.post`): each field takes its posted text by the path
/// any other text takes, read-only and disabled fields refuse it themselves, and a value with left-out characters
/// fails the submit.
@Suite struct PostTests {
    func form(_ fields: [FieldConfiguration], values: [String: String] = [:]) throws -> InputForm {
        try InputForm(fields: fields, values: values)
    }

    func post(_ form: inout InputForm, _ pairs: [(String, String)]) -> FormResponse {
        form.send(.post(pairs.map { PostedText(id: $0.0, text: $0.1) }))
    }

    @Test func aValidPostIsSubmittedWithTheFieldsValues() throws {
        var signup = try form([FieldConfiguration(id: "name", label: "Name", isRequired: true),
                               FieldConfiguration(id: "price", label: "Price", prefix: "$ "),
                               FieldConfiguration(id: "phone", label: "Phone", format: .mask("(###) ###-####"))])
        let response = post(&signup, [("name", "Jane"), ("price", "$ 12"), ("phone", "(555) 123-4567"), ("name", "Mallory")])
        guard case let .submitted(submission)? = response.status else {
            Issue.record("not submitted: \(String(describing: response.status))")
            return
        }
        #expect(submission["name"] == "Jane", "the first value of a name counts")
        #expect(submission["price"] == "12", "the shown prefix is taken off")
        #expect(submission["phone"] == "5551234567")
        #expect(signup.submission == submission)
        signup._checkInvariants()
    }

    @Test func aValueWithLeftOutCharactersFailsTheSubmitAndIsNotCut() throws {
        var codes = try form([FieldConfiguration(id: "name", label: "Name"),
                              FieldConfiguration(id: "code", label: "Code", limit: CharacterLimit(max: 3, policy: .stop))])
        let response = post(&codes, [("name", "Jane"), ("code", "ABCDE")])
        #expect(response.status == .invalid(firstInvalid: 1))
        #expect(codes.submission == nil)
        #expect(codes.fields[1].leftOut?.count == 2)
        #expect(codes.fields[1].leftOut?.fit == 3)
        #expect(codes.presentation(at: 1).message?.kind == .leftOut)
        // The same post within the limit goes through.
        #expect(post(&codes, [("name", "Jane"), ("code", "ABC")]).status.map { if case .submitted = $0 { true } else { false } } == true)
    }

    @Test func readOnlyAndDisabledFieldsKeepTheirValuesAndAbsentFieldsAreEmpty() throws {
        var account = try form([FieldConfiguration(id: "company", label: "Company", isReadOnly: true),
                                FieldConfiguration(id: "plan", label: "Plan", isDisabled: true),
                                FieldConfiguration(id: "note", label: "Note"),
                                FieldConfiguration(id: "name", label: "Name", isRequired: true)],
                               values: ["company": "SAP SE", "plan": "Gold", "note": "server's default", "name": "Jane"])
        let response = post(&account, [("company", "Evil Corp"), ("plan", "Platinum"), ("name", "Jane")])
        guard case let .submitted(submission)? = response.status else {
            Issue.record("not submitted: \(String(describing: response.status))")
            return
        }
        #expect(submission["company"] == "SAP SE", "a read-only field refused the posted text itself")
        #expect(submission["plan"] == nil, "a disabled field is not submitted")
        #expect(account.fields[1].value == "Gold")
        #expect(submission["note"] == "", "a field the post left out is empty, not the server's default")
        let empty = post(&account, [])
        #expect(empty.status == .invalid(firstInvalid: 3), "the required name was not posted")
    }

    @Test func theDriverChecksAPostToo() throws {
        var session = MessageSession()
        _ = session.handle(#"{"form": {"fields": [{"id": "code", "label": "Code", "limit": {"max": 3, "policy": "stop"}}]}}"#)
        let refused = try JSONValue.parse(session.handle(#"{"event": "post", "values": {"code": "ABCDE"}}"#))
        #expect(refused["submitted"] == .null, "\(refused)")
        let accepted = try JSONValue.parse(session.handle(#"{"event": "post", "values": {"code": "AB"}}"#))
        #expect(accepted["submitted"]?["code"] == .string("AB"), "\(accepted)")
        let wrong = try JSONValue.parse(session.handle(#"{"event": "post", "values": {"code": 5}}"#))
        guard case let .string(error)? = wrong["error"] else {
            Issue.record("no error: \(wrong)")
            return
        }
        #expect(error.contains("\"values.code\" must be a string"), "\(error)")
    }
}
