import Foundation
import Testing
import TextInputCore
@testable import TextInputWeb

/// #48, item 1: the app's own controls in a TextInputKit form (or its fields in the app's form) lose nothing: the
/// post hands them to the app, `decode` reads them with the fields, and a refused post shows them as they were.
@Suite struct AppControlsTests {
    enum Kind: String, Decodable { case person, company }

    struct Signup: Decodable, Equatable {
        var email: String
        var firstName: String
        var customerType: Kind
        var newsletter: Bool
        var terms: Bool
        var interests: [String]
        var referrer: String?
    }

    static func form() -> WebForm {
        var email = FieldConfiguration(id: "email", label: "Email", isRequired: true)
        email.validation = [Validation(.email, on: .blur)]
        var form = WebForm(id: "signup", action: "/signup", fields: [email, FieldConfiguration(id: "first-name", label: "First Name")])
        form.hiddenFields = [("token", "t-1")]
        form.appHTML = [
            WebForm.AppHTML(.beforeSection(0)) { values in
                WebForm.radioButtons(name: "customer-type", legend: "Customer type",
                                     options: [("person", "Person"), ("company", "Company")],
                                     selected: values.selected("customer-type", default: "person"))
            },
            WebForm.AppHTML(.afterSection(0)) { values in
                WebForm.checkbox(name: "newsletter", label: "Send me the newsletter", isChecked: values.isChecked("newsletter", default: true))
                    + WebForm.select(name: "referrer", label: "How did you hear of us?",
                                     options: [("", "—"), ("friend", "A friend"), ("search", "A search")],
                                     selected: values.selected("referrer"))
            },
            WebForm.AppHTML(.beforeSubmit, html: "<p class=\"terms\">By signing up you accept the terms.</p>"),
        ]
        return form
    }

    @Test func aValidPostHandsTheOtherNamesToTheAppAndDecodesThemWithTheFields() throws {
        let result = try Self.form().submit(pairs: [("token", "t-1"), ("email", "ada@example.com"), ("first-name", "Ada"),
                                                    ("customer-type", "company"), ("newsletter", "on"), ("terms", "yes"),
                                                    ("interests", "news"), ("interests", "offers")])
        #expect(result.isAccepted)
        #expect(result.otherValues.pairs.map(\.name) == ["token", "customer-type", "newsletter", "terms", "interests", "interests"],
                "every name the form does not own, in order; the fields' names are not among them")
        #expect(result.otherValues["customer-type"] == "company")
        #expect(result.otherValues.values(named: "interests") == ["news", "offers"])
        #expect(result.otherValues["referrer"] == nil)
        let signup = try #require(try result.decode(Signup.self))
        #expect(signup == Signup(email: "ada@example.com", firstName: "Ada", customerType: .company, newsletter: true, terms: true,
                                 interests: ["news", "offers"], referrer: nil))
    }

    @Test func anUncheckedCheckboxDecodesAsFalseAndAFieldAlwaysWinsOverAPair() throws {
        var form = Self.form()
        form.appHTML = []
        let result = try form.submit(pairs: [("email", "ada@example.com"), ("customer-type", "person"), ("first-name", "Ada")])
        let signup = try #require(try result.decode(Signup.self))
        #expect(!signup.newsletter && !signup.terms && signup.interests.isEmpty)
        // The submission's own decode reads fields only; a pair named like a field never stands in for it.
        let submission = try #require(result.submission)
        let shadowed = try submission.decode(Signup.self, otherValues: [("email", "mallory@example.com"), ("customer-type", "person")])
        #expect(shadowed.email == "ada@example.com")
    }

    @Test func aValueThatIsNoneOfTheTypesCasesNamesTheProperty() throws {
        let result = try Self.form().submit(pairs: [("email", "ada@example.com"), ("first-name", "Ada"), ("customer-type", "alien")])
        do {
            _ = try result.decode(Signup.self)
            Issue.record("an unknown customer type decoded")
        } catch {
            #expect(error.field == "customerType")
            #expect(error.message.contains("\"alien\""))
        }
        let missing = try Self.form().submit(pairs: [("email", "ada@example.com"), ("first-name", "Ada")])
        do {
            _ = try missing.decode(Signup.self)
            Issue.record("a missing customer type decoded")
        } catch {
            #expect(error.field == "customerType")
            #expect(error.message.contains("optional"), "says how to accept a control the page may not post")
        }
    }

    @Test func aRefusedPostShowsTheAppsControlsAsTheUserLeftThem() throws {
        let form = Self.form()
        let assets = try WebAssets()
        let first = try form.html(assets: assets)
        #expect(first.contains(#"value="person" checked"#), "the default radio button before any post")
        #expect(first.contains(#"name="newsletter" value="on" checked"#), "the checkbox's default before any post")
        #expect(first.contains(WebForm.appControlsStyle))
        let refused = try form.submit(pairs: [("token", "t-1"), ("email", "not an email"), ("customer-type", "company"),
                                              ("referrer", "search")])
        #expect(!refused.isAccepted && refused.statusCode == 422)
        let again = try form.html(assets: assets, showing: refused)
        #expect(again.contains(#"value="company" checked"#) && !again.contains(#"value="person" checked"#))
        #expect(!again.contains(#"value="on" checked"#), "the user unchecked the newsletter: it stays unchecked")
        #expect(again.contains(#"<option value="search" selected>"#))
        #expect(again.contains("not an email"), "the field keeps its text too")
        // Places: the radios before the first section, the checkbox after it, the app's text beside the submit button.
        let radios = try #require(again.range(of: "tik-app-radios")), section = try #require(again.range(of: "<section class=\"tik-figure\""))
        let check = try #require(again.range(of: "tik-app-check\"><input type=\"checkbox\""))
        let terms = try #require(again.range(of: "class=\"terms\"")), submit = try #require(again.range(of: "type=\"submit\""))
        #expect(radios.lowerBound < section.lowerBound && section.lowerBound < check.lowerBound && terms.lowerBound < submit.lowerBound)
    }

    @Test func aCrossSitePostKeepsNothing() throws {
        let forged = PostSource(secFetchSite: "cross-site", origin: "https://evil.example", host: "shop.example")
        let refused = try Self.form().submit(pairs: [("customer-type", "company"), ("newsletter", "on")], from: forged)
        #expect(refused.otherValues.pairs.isEmpty && !refused.otherValues.isPosted)
    }

    @Test func theFieldsRenderWithoutAFormElementForTheAppsOwnForm() throws {
        var form = Self.form()
        form.appHTML = []
        form.rendersFormElement = false
        let html = try form.html(assets: try WebAssets())
        #expect(!html.contains("<form") && !html.contains("type=\"submit\""), "the app's form holds them and its submit button")
        #expect(html.contains(#"<div class="tik-form tik-form-part" role="group" id="tik-form-signup" data-tik-spec="tik-spec-signup""#))
        #expect(html.contains(#"name="email""#) && html.contains(#"class="tik-status-line""#) && html.contains(#"name="token""#))
        #expect(html.contains(WebForm.appControlsStyle), "the app's controls beside it look like the fields")
        // And a form without the app's HTML has no style for it.
        #expect(!(try Self.plain().html(assets: try WebAssets())).contains("<style>"))
    }

    static func plain() -> WebForm {
        WebForm(id: "p", action: "/p", fields: [FieldConfiguration(id: "name", label: "Name")])
    }

    @Test func theHelpersEscapeTheAppsText() {
        let html = WebForm.checkbox(name: "a\"b", label: "<b>Terms</b> & more", isChecked: false, hint: "It's \"free\"")
        #expect(html.contains("&lt;b&gt;Terms&lt;/b&gt; &amp; more") && !html.contains("<b>"))
        #expect(html.contains(#"name="a&quot;b""#) && html.contains("aria-describedby="))
        let select = WebForm.select(name: "s", label: "S", options: [("<x>", "<y>")], selected: "<x>")
        #expect(select.contains(#"<option value="&lt;x&gt;" selected>&lt;y&gt;</option>"#))
    }
}

/// The README's example of the app's own controls ("The app's own controls in a form"), verbatim between the markers.
@Suite struct ReadmeAppControlsTests {
    @Test func theExampleWorksAsItSays() throws {
        let assets = try WebAssets()
        // README APP CONTROLS BEGIN
        struct Customer: Decodable {
            enum Kind: String, Decodable { case person, company }
            var email: String
            var customerType: Kind   // the app's radio buttons, "customer-type"
            var newsletter: Bool     // the app's checkbox: false when it was not posted
        }
        var customer = WebForm(id: "customer", action: "/customers", fields: [
            FieldConfiguration(id: "email", label: "Email", isRequired: true, keyboard: .email),
        ], submitLabel: "Create")
        customer.appHTML = [
            WebForm.AppHTML(.beforeSection(0)) { values in
                WebForm.radioButtons(name: "customer-type", legend: "Customer type",
                                     options: [("person", "Person"), ("company", "Company")],
                                     selected: values.selected("customer-type", default: "person"))
            },
            WebForm.AppHTML(.afterSection(0)) { values in
                WebForm.checkbox(name: "newsletter", label: "Send the newsletter", isChecked: values.isChecked("newsletter"))
            },
        ]
        let result = try customer.submit(pairs: [("email", "ada@example.com"), ("customer-type", "company"), ("newsletter", "on")])
        print(result.otherValues["customer-type"] ?? "")         // "company"
        let stored = try result.decode(Customer.self)            // Customer(email: "ada@example.com", customerType: .company, newsletter: true)
        let again = try customer.html(assets: assets, showing: result)   // after a 422: the radio and the checkbox as the user left them
        // README APP CONTROLS END
        #expect(result.otherValues["customer-type"] == "company")
        let decoded = try #require(stored)
        #expect(decoded.email == "ada@example.com" && decoded.customerType == .company && decoded.newsletter)
        #expect(again.contains(#"value="company" checked"#) && again.contains(#"name="newsletter" value="on" checked"#))
    }

    @Test func theReadmeShowsThisExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### The app's own controls in a form").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let begin = "        // README APP CONTROLS " + "BEGIN\n", end = "        // README APP CONTROLS " + "END"
        let compiled = try #require(source.components(separatedBy: begin).dropFirst().first?.components(separatedBy: end).first)
        let unindented = compiled.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("        ") ? $0.dropFirst(8) : $0 }
        #expect(block == unindented.joined(separator: "\n"))
    }
}
