import Foundation
import Testing
import TextInputCore
@testable import TextInputHTML
@testable import TextInputWeb

/// #40: the app's messages after a post and before the form is first shown, in the page the server renders and in
/// the spec the page's core starts from.
@Suite struct AppMessageWebTests {
    static let signup = WebForm(id: "signup", action: "/signup", fields: [
        FieldConfiguration(id: "name", label: "Name", isRequired: true),
        FieldConfiguration(id: "email", label: "Email", isRequired: true, keyboard: .email, validation: [.init(.email, on: .blur)]),
    ], submitLabel: "Sign Up")
    let taken = "An account with this email already exists."

    @Test func aMessageOnAFieldOfAValidPostShowsTheFormAgain() throws {
        var result = try Self.signup.submit(body: "name=Ada&email=ada%40example.com")
        #expect(result.isAccepted)
        #expect(try result.announcement == nil)
        try result.setError(taken, onField: "email")
        #expect(!result.isAccepted)
        #expect(result.submission?["email"] == "ada@example.com", "the app has read the submission")
        #expect(try result.liveForm.form.presentations[1].message?.text == taken)
        #expect(try result.status.contains("tik-status-attention"))
        let announcement = try result.announcement
        #expect(announcement == "Check the highlighted fields. Email: \(taken)"
                || announcement?.hasSuffix("Email: \(taken)") == true, "\(announcement ?? "nil")")
        let html = try Self.signup.html(assets: try WebAssets(), showing: result)
        let tree = try HTMLTree.parse(html)
        let email = try #require(tree.all.first { $0[attribute: "name"] == "email" })
        #expect(email[attribute: "aria-invalid"] == "true")
        #expect(email[attribute: "value"] == "ada@example.com", "every value stays")
        #expect(html.contains(HTML.escape(taken)))
        #expect(try html.contains("data-tik-announce=\"" + HTML.escape(result.announcement ?? "-") + "\""))

        // The page's core starts from the spec and keeps the message until the user changes the field's text.
        var page = try LiveForm(json: Array(try result.liveForm.spec.json.utf8))
        #expect(page.form.presentations[1].message?.text == taken)
        page.handle(#"{"s":1,"event":"focus","field":1}"#)
        page.handle(#"{"s":2,"event":"submit"}"#)
        #expect(page.form.presentations[1].message?.text == taken, "submitting again without a change keeps it")
        page.handle(#"{"s":3,"event":"type","field":1,"text":"m"}"#)
        #expect(page.form.presentations[1].message == nil)
    }

    @Test func aMessageForTheWholeFormKeepsEveryValue() throws {
        var result = try Self.signup.submit(body: "name=Ada+L%C3%B6we&email=ada%40example.com")
        result.setFormMessage("The account could not be saved right now. Nothing was lost: try again.")
        #expect(!result.isAccepted)
        #expect(try result.announcement == "The account could not be saved right now. Nothing was lost: try again.")
        let html = try Self.signup.html(assets: try WebAssets(), showing: result)
        let tree = try HTMLTree.parse(html)
        #expect(tree.all.first { $0[attribute: "name"] == "name" }?[attribute: "value"] == "Ada Löwe")
        #expect(tree.all.first { $0[attribute: "name"] == "email" }?[attribute: "value"] == "ada@example.com")
        let status = try #require(tree.all.first { $0[attribute: "role"] == "status" })
        #expect(status.text.contains("Nothing was lost"))
    }

    @Test func anInvalidPostSaysWhatToFixFirst() throws {
        let result = try Self.signup.submit(body: "name=&email=ada")
        #expect(!result.isAccepted)
        let announcement = try result.announcement
        #expect(announcement?.contains("Name: ") == true, "\(announcement ?? "nil")")
    }

    /// The form shown again takes the user to the first field that needs attention, the app's message included (its
    /// prepared submit comes after the app's messages), and announces that field: one answer of the core says both.
    @Test func theFirstFieldInErrorIsFocusedAndAnnouncedAppMessagesIncluded() throws {
        var result = try Self.signup.submit(body: "name=Ada&email=ada")
        #expect(result.verdict == .invalid(firstInvalid: 1))
        try result.setError("This name is reserved.", onField: "name")
        let shown = try result.liveForm
        #expect(shown.form.focusIndex == 0)
        #expect(shown.preparationStatus == .invalid(firstInvalid: 0))
        #expect(try result.announcement?.hasSuffix("Name: This name is reserved.") == true)
        // The page's core, started from the spec, stands where the server's does.
        let page = try LiveForm(json: Array(try shown.spec.json.utf8))
        #expect(page.form.focusIndex == 0)
        #expect(page.form.presentations == shown.form.presentations)
        // Taking the message away again leaves the core's own verdict.
        try result.setError(nil, onField: "name")
        #expect(try result.liveForm.form.focusIndex == 1)
        #expect(try result.announcement?.hasSuffix("Email: " + (result.liveForm.form.presentations[1].message?.text ?? "-")) == true)
        #expect(throws: MessageError.self) { try result.setError("x", onField: "nope") }
    }

    /// When only characters the post left out failed it, the page shown again still takes the user to that field.
    @Test func aPostThatLeftCharactersOutFocusesThatField() throws {
        let form = WebForm(id: "codes", action: "/codes", fields: [
            FieldConfiguration(id: "name", label: "Name"),
            FieldConfiguration(id: "code", label: "Code", format: .mask("###")),
        ])
        let result = try form.submit(body: "name=Ada&code=12345")
        #expect(result.verdict == .invalid(firstInvalid: 1))
        let shown = try result.liveForm
        #expect(shown.form.focusIndex == 1)
        #expect(shown.form.presentations[1].message?.kind == .leftOut)
        #expect(try result.announcement?.contains("Code") == true)
        let page = try LiveForm(json: Array(try shown.spec.json.utf8))
        #expect(page.form.focusIndex == 1 && page.form.presentations == shown.form.presentations)
    }

    @Test func messagesBeforeTheFormIsFirstShown() throws {
        var form = Self.signup
        form.spec.values = ["email": "ada@old.example"]
        try form.setError("This address bounced. Enter the one you use now.", onField: "email")
        form.formMessage = "Your draft was restored."
        let html = try form.html(assets: try WebAssets())
        #expect(html.contains("This address bounced."))
        #expect(html.contains("data-tik-announce=\"Your draft was restored.\""))
        #expect(try form.liveForm().form.presentations[1].state == .error)
    }

    @Test func anUnknownFieldIsNamedWithTheFormsFields() throws {
        var result = try Self.signup.submit(body: "name=Ada&email=ada%40example.com")
        #expect {
            try result.setError(taken, onField: "e-mail")
        } throws: { error in
            (error as? MessageError)?.message == #"the form has no field "e-mail"; its fields are "name", "email""#
        }
    }
}
