import Foundation
import Testing
import TextInputCore
@testable import TextInputHTML
@testable import TextInputGallery
@testable import TextInputWeb
import TextInputWasmPage

@Suite struct SessionTests {
    @Test func helloCarriesEveryField() throws {
        let driver = LiveFormDriver(page: "grouped")
        let hello = try JSONValue.parse(Data(driver.session.hello().utf8))
        #expect(hello["s"]?.intValue == 0)
        #expect(hello["fields"]?.arrayValue.count == driver.model.page.fields.count)
        #expect(hello.field(driver.index(of: "phone"))?["v"]?.stringValue == "(555) 123-4567")
    }

    @Test func typingThroughAMaskKeepsTheCaret() {
        var driver = LiveFormDriver(page: "grouped")
        driver.send("focus", field: "phone")
        driver.send("select", field: "phone", [("from", .int(0)), ("to", .int(14))])
        driver.send("backspace", field: "phone")
        driver.type("555123", into: "phone")
        let answer = driver.send("type", field: "phone", [("text", .string("4"))])
        let field = answer.field(driver.index(of: "phone"))
        #expect(field?["v"]?.stringValue == "(555) 123-4")
        #expect(field?["sel"]?.arrayValue.compactMap(\.intValue) == [11, 11])
        #expect(answer["s"]?.intValue == driver.sequence)

        // A caret placed after the literal ") " and a backspace delete the digit before it.
        driver.send("select", field: "phone", [("from", .int(6)), ("to", .int(6))])
        let deleted = driver.send("backspace", field: "phone")
        #expect(deleted.field(driver.index(of: "phone"))?["v"]?.stringValue == "(551) 234")
    }

    @Test func letterIntoAPhoneNumberIsRefusedAndAnnounced() {
        var driver = LiveFormDriver(page: "grouped")
        driver.send("focus", field: "phone")
        let answer = driver.send("type", field: "phone", [("text", .string("x"))])
        #expect(answer.field(driver.index(of: "phone"))?["v"]?.stringValue == "(555) 123-4567")
        #expect(answer["announce"]?.stringValue != nil)
    }

    @Test func counterTurnsNegativeOverTheLimit() {
        var driver = LiveFormDriver(page: "counter")
        driver.send("focus", field: "description-within")
        driver.send("move", field: "description-within", [("to", .string("end"))])
        driver.type(" in hall 4, roof", into: "description-within")
        let presentation = driver.presentation("description-within")
        #expect(presentation.counter?.isOver == true)
        #expect(presentation.state == .error)
        let field = driver.send("type", field: "description-within", [("text", .string("!"))]).field(driver.index(of: "description-within"))
        #expect(field?["info"]?.stringValue?.contains("tik-counter-negative") == true)
        #expect(field?["cls"]?.stringValue?.contains("tik-state-error") == true)
    }

    @Test func readOnlyAndDisabledFieldsRefuseEditsFromATamperedClient() {
        var driver = LiveFormDriver(page: "states")
        for (type, extra) in [("type", [("text", JSONValue.string("x"))]), ("paste", [("text", .string("evil"))]),
                              ("backspace", []), ("tap", [("accessory", .string("clear"))]),
                              ("choose", [("text", .string("evil"))]), ("undo", [])] {
            let answer = driver.send(type, field: "company-readonly", extra)
            #expect(answer["announce"]?.stringValue == "This field cannot be edited.", "\(type)")
            #expect(answer["refused"] == nil, "said once, as the announcement (#46)")
            #expect(answer.field(driver.index(of: "company-readonly"))?["v"]?.stringValue == "SAP SE")
        }
        // Selecting and copying stays possible in a read-only field.
        let select = driver.send("select", field: "company-readonly", [("from", .int(0)), ("to", .int(3))])
        #expect(select["announce"] == nil)
        #expect(driver.session.form.fields[driver.index(of: "company-readonly")].editor.selection == 0..<3)

        for (type, extra) in [("focus", []), ("type", [("text", JSONValue.string("x"))]), ("select", [("from", .int(0)), ("to", .int(1))])] {
            let answer = driver.send(type, field: "company-disabled", extra)
            #expect(answer["announce"] != nil, "\(type)")
        }
        #expect(driver.session.form.fields[driver.index(of: "company-disabled")].value == "SAP SE")
        #expect(driver.session.form.focusIndex != driver.index(of: "company-disabled"))
    }

    @Test func sessionsAreIsolated() {
        let catalog = GalleryCatalog()
        var first = LiveFormDriver(page: "simple", catalog: catalog)
        var second = LiveFormDriver(page: "simple", catalog: catalog)
        first.send("focus", field: "name")
        first.type("Ada", into: "name")
        second.send("focus", field: "name")
        second.type("Bob", into: "name")
        #expect(first.presentation("name").text == "Ada")
        #expect(second.presentation("name").text == "Bob")
        #expect(catalog.model(for: GalleryOptions(page: "simple"))?.initialForm.fields[0].value == "")
        #expect(first.model === second.model, "the page model is shared, its state is not")
    }

    @Test func returnMovesFocusAndSubmitValidates() {
        var driver = LiveFormDriver(page: "form")
        driver.send("focus", field: "first-name")
        driver.type("Jane", into: "first-name")
        let enter = driver.send("enter", field: "first-name")
        #expect(enter["focus"]?.intValue == driver.index(of: "last-name"))

        driver.send("focus", field: "email")
        let invalid = driver.send("submit")
        #expect(invalid["focus"]?.intValue == driver.index(of: "last-name"))
        #expect(invalid["status"]?.stringValue?.contains("tik-status-attention") == true)
        #expect(driver.presentation("last-name").message?.kind == .error)

        driver.type("Miller", into: "last-name")
        #expect(driver.session.form.focusIndex == driver.index(of: "last-name"))
        driver.send("focus", field: "email")
        driver.type("jane@example.com", into: "email")
        let valid = driver.send("submit")
        #expect(valid["status"]?.stringValue?.contains("The customer profile was created.") == true)
    }

    @Test func passwordStaysOutOfAnswersWhileHidden() throws {
        var driver = LiveFormDriver(page: "password")
        let secret = "Welcome2Fiori!"
        // Both fields hold the same password: one hidden, one shown.
        #expect(driver.presentation("password-hidden").isTextHidden)
        #expect(!driver.presentation("password-shown").isTextHidden)
        let hiddenIndex = driver.index(of: "password-hidden")
        let shownIndex = driver.index(of: "password-shown")
        let helloText = driver.session.hello()
        let hello = try JSONValue.parse(Data(helloText.utf8))
        let hiddenField = try #require(hello.field(hiddenIndex))
        let shownField = try #require(hello.field(shownIndex))
        #expect(!hiddenField.serialized.contains("Welcome"))
        #expect(shownField["v"]?.stringValue == secret)
        // The secret is nowhere in the hello but in the shown field.
        let occurrences = { (text: String) in text.components(separatedBy: secret).count - 1 }
        #expect(occurrences(helloText) == occurrences(shownField.serialized))
        driver.send("focus", field: "password-hidden")
        let typed = driver.send("type", field: "password-hidden", [("text", .string("Z"))])
        #expect(typed.serialized.contains("Welcome") == false)
        let shown = driver.send("tap", field: "password-hidden", [("accessory", .string("visibility"))])
        #expect(shown.field(hiddenIndex)?["v"]?.stringValue == secret + "Z")
    }

    @Test func compositionShowsMarkedTextThenCommits() {
        var driver = LiveFormDriver(page: "simple")
        driver.send("focus", field: "name")
        let marked = driver.send("compose", field: "name", [("text", .string("にほ"))])
        #expect(marked.field(driver.index(of: "name"))?["v"]?.stringValue == "にほ")
        let committed = driver.send("compose", field: "name", [("text", .string("日本")), ("commit", .bool(true))])
        #expect(committed.field(driver.index(of: "name"))?["v"]?.stringValue == "日本")
        #expect(driver.session.form.fields[driver.index(of: "name")].editor.isComposing == false)
    }

    @Test func malformedMessagesAreAnsweredWithWhatToSend() throws {
        var driver = LiveFormDriver(page: "simple")
        for text in ["not json", "[1]", "{\"s\":1}", "{\"s\":0,\"event\":\"focus\",\"field\":0}",
                     "{\"s\":1,\"event\":\"type\",\"field\":99,\"text\":\"a\"}", "{\"s\":1,\"event\":\"fly\",\"field\":0}"] {
            let answer = try JSONValue.parse(Data(driver.session.handle(text).utf8))
            let error = try #require(answer["error"]?.stringValue, "\(text)")
            #expect(!error.isEmpty && !error.contains("/"), "\(text): \(error)")
        }
        #expect(driver.presentation("name").text == "")
    }

    @Test func loneSurrogatesFromJavaScriptBecomeReplacementCharacters() {
        var driver = LiveFormDriver(page: "simple")
        driver.send("focus", field: "name")
        let reply = driver.session.handle(#"{"s":2,"event":"type","field":0,"text":"\ud800"}"#)
        #expect(reply.contains("\"error\"") == false)
        #expect(driver.presentation("name").text == "\u{FFFD}")
    }

    @Test func focusEchoIsNotSentBack() {
        var driver = LiveFormDriver(page: "simple")
        let focus = driver.send("focus", field: "name")
        #expect(focus["focus"] == nil, "the browser already has focus there")
        let blur = driver.send("blur", field: "name")
        #expect(blur["focus"] == nil)
        #expect(driver.session.form.focusIndex == nil)
    }

    /// #46: the answer says what the page used to work out: `tc` when an edit changed a field's text, `list` while its
    /// suggestion list is open.
    @Test func theAnswerSaysWhetherTheTextChangedAndTheListIsOpen() {
        var driver = LiveFormDriver(page: "combo")
        func field(_ answer: JSONValue) -> JSONValue? {
            guard case let .array(fields)? = answer["fields"] else { return nil }
            return fields.first { $0["i"] == .int(driver.index(of: "country")) }
        }
        let focus = driver.send("focus", field: "country")
        #expect(field(focus)?["tc"] == nil, "focus changes no text")
        #expect(field(focus)?["list"] == .bool(true), "the list of every choice opens on focus")
        let typed = driver.send("type", field: "country", [("text", .string("stri"))])
        #expect(field(typed)?["tc"] == .bool(true))
        #expect(field(typed)?["list"] == .bool(true))
        let refused = driver.send("type", field: "country", [("text", .string("\u{7}"))])
        #expect(field(refused)?["tc"] == nil, "a refused key changes nothing")
        let escape = driver.send("escape", field: "country")
        #expect(field(escape)?["list"] == nil, "Escape closed the list")
        #expect(field(escape)?["tc"] == nil)
    }
}

@Suite struct FormPostTests {
    @Test func decodesURLEncodedBodies() throws {
        let pairs = try #require(FormPost.parse("a=1+2&b=%3Cscript%3E&c=&d=%E2%82%AC&e=%zz"))
        #expect(pairs.map(\.0) == ["a", "b", "c", "d", "e"])
        #expect(pairs.map(\.1) == ["1 2", "<script>", "", "€", "%zz"])
        #expect(FormPost.parse("a=%FF") == nil)
    }

    @Test func readOnlyValuesCannotBePostedOver() throws {
        let model = try #require(GalleryCatalog().model(for: GalleryOptions(page: "form")))
        let result = try model.webForm.submit(pairs: [("first-name", "Jane"), ("last-name", "Miller"), ("email", "jane@example.com"),
                                                      ("customer-id", "C-0000-HACKED"), ("phone", "5551234567")])
        #expect(result.submission?["customer-id"] == "C-100482")
        #expect(result.submission?["phone"] == "+15551234567", "E.164 for the page's region")
        #expect(try result.status.contains("tik-status-ok"))
    }

    @Test func missingRequiredValuesAreReported() throws {
        let model = try #require(GalleryCatalog().model(for: GalleryOptions(page: "form", locale: .de)))
        let result = try model.webForm.submit(pairs: [])
        #expect(result.submission == nil)
        #expect(try result.liveForm.form.presentations[0].message?.kind == .error)
        #expect(try result.status.contains("tik-status-attention"))
    }

    @Test func displayedAffixesAreRemoved() throws {
        let model = try #require(GalleryCatalog().model(for: GalleryOptions(page: "grouped")))
        let result = try model.webForm.submit(pairs: [("website", "https://www.sap.com"), ("weight", "12.5 kg"),
                                                      ("card", "4111 1111 1111 1111"), ("iban", "DE89 3704 0044 0532 0130 00")])
        #expect(result.submission?["website"] == "www.sap.com")
        #expect(result.submission?["weight"] == "12.5")
    }

    @Test func typedValuesComeBackExact() throws {
        let model = try #require(GalleryCatalog().model(for: GalleryOptions(page: "currency", locale: .de)))
        let result = try model.webForm.submit(body: "amount-usd=12.345.678.901.234.567%2C89+%24&amount-eur=0%2C10+%E2%82%AC")
        let submission = try #require(result.submission)
        #expect(submission.decimal("amount-usd") == Decimal(string: "12345678901234567.89"))
        #expect(submission.decimal("amount-eur") == Decimal(string: "0.1"))
        #expect(throws: MessageError.self) { try model.webForm.submit(body: "amount-usd=%FF") }
    }

    @Test func theShownPageKeepsWhatTheCoreKeptAndNoPassword() throws {
        let model = try #require(GalleryCatalog().model(for: GalleryOptions(page: "password")))
        let result = try model.webForm.submit(pairs: [("password-hidden", "Posted1!"), ("password-shown", "Posted2!")])
        let html = try model.webForm.html(assets: try WebAssets(), showing: result)
        #expect(!html.contains("Posted1!") && !html.contains("Posted2!"))
        let grouped = try #require(GalleryCatalog().model(for: GalleryOptions(page: "grouped")))
        let tampered = try grouped.webForm.submit(pairs: [("phone", "555-CALL-<b>NOW</b>")])
        let page = try grouped.webForm.html(assets: try WebAssets(), showing: tampered)
        #expect(!page.contains("CALL") && page.contains("(555"))
    }
}

@Suite struct SpecTests {
    @Test func thePageAndTheServerBuildTheSameFormFromTheSpec() throws {
        let catalog = GalleryCatalog(includeTestPages: true)
        for id in catalog.pageIDs {
            for locale in GalleryLocale.allCases {
                for layout in GalleryLayout.allCases {
                    let model = try #require(catalog.model(for: GalleryOptions(page: id, locale: locale, layout: layout)))
                    let spec = model.webForm.spec.handingOverNumberTemplates()
                    for field in spec.fields {
                        #expect(try FieldConfiguration(message: field.message()) == field, "\(id) \(field.id)")
                    }
                    let native = try LiveForm(spec: spec)
                    let fromJSON = try LiveForm(json: Array(try spec.json.utf8))
                    #expect(native.hello() == fromJSON.hello(), "\(id) \(locale) \(layout)")
                    #expect(native.hello() == model.initialState.hello())
                }
            }
        }
    }

    @Test func theSpecIsInertInsideAScriptElement() throws {
        let model = try #require(GalleryCatalog(includeTestPages: true).model(for: GalleryOptions(page: "xss")))
        let json = try model.webForm.spec.json
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        #expect(json.contains("\\u003cscript"))
        let html = try model.webForm.html(assets: try WebAssets())
        #expect(html.contains("<script type=\"application/json\" id=\"tik-spec-xss\">{"))
    }

    @Test func badSpecsSayWhatIsWrong() throws {
        // A spec's strings as LiveFormSpec.json writes them (English only, for an en_US form).
        let english = try #require(try LiveFormSpec(fields: []).jsonValue["strings"]).serialized
        let german = english.replacingOccurrences(of: "{\"en\":", with: "{\"de\":")
        // One template short (the page reads them by position, in LocalizedKey's order).
        let partial = english.replacingOccurrences(of: "\"clearText\":\"Clear text\",", with: "")
        #expect(partial != english)
        for (json, expected) in [("[]", "must be a JSON object"), ("{}", "needs \"fields\""), (#"{"fields":[{"kind":"poem"}]}"#, "fields[0]"),
                                 (#"{"fields":[],"width":0}"#, "\"width\""), (#"{"fields":[],"colour":1}"#, "unknown key"),
                                 (#"{"fields":[{"id":"a"}],"prepare":[{"event":"type","field":5,"text":"x"}],"strings":"# + english + "}", "prepare[0]"),
                                 (#"{"fields":[{"id":"a"}],"prepare":[{"event":"type","text":"x"}],"strings":"# + english + "}", "add \"field\""),
                                 (#"{"fields":[{"id":"a"}]}"#, "needs \"strings\""),
                                 (#"{"fields":[{"id":"a"}],"strings":"# + german + "}", "no \"strings\" for \"en\""),
                                 (#"{"fields":[{"id":"a","locale":"fr_FR"}],"locale":"de_DE","strings":"# + german + "}", "no \"strings\" for \"fr\""),
                                 (#"{"fields":[{"id":"a"}],"strings":"# + partial + "}", "templates, not one for each"),
                                 (#"{"fields":[{"id":"a"}],"strings":{"en":[]}}"#, "must be an object of templates")] {
            #expect(throws: MessageError.self) { try LiveForm(json: Array(json.utf8)) }
            do {
                _ = try LiveForm(json: Array(json.utf8))
            } catch {
                #expect(error.message.contains(expected), "\(json.prefix(80)): \(error.message)")
            }
        }
    }

    /// A spec's preparation is typed events: written into the page as messages of the one table and read back as the
    /// same events, so the page's core and the server's stand in the same state.
    @Test func aPreparationTravelsAsTheSameEvents() throws {
        var spec = LiveFormSpec(fields: [FieldConfiguration(id: "name", label: "Name", isRequired: true),
                                         FieldConfiguration(id: "pin", label: "PIN", isSecure: true)])
        try spec.prepare(fieldID: "pin", .focus, .edit(.insert("12")), .tap(.visibility), .blur)
        try spec.prepare(fieldID: "name", .setError("Taken."))
        spec.preparation.append(.submit)
        let server = try LiveForm(spec: spec)
        let read = try LiveFormSpec(json: Array(try spec.json.utf8))
        #expect(read.preparation == MessageSession.canonical(spec.preparation))
        let page = try LiveForm(spec: read)
        #expect(page.form.presentations == server.form.presentations)
        #expect(page.form.focusIndex == server.form.focusIndex && server.form.focusIndex == 0)
        #expect(server.preparationStatus == .invalid(firstInvalid: 0) && page.preparationStatus == server.preparationStatus)
        #expect(throws: MessageError.self) { try spec.prepare(fieldID: "nope", .focus) }
        // An event without a message form, or for a field the form does not have, is refused with what to do.
        var unwritable = spec
        unwritable.preparation = [.field(0, .edit(.replaceAll("x")))]
        #expect(throws: MessageError.self) { _ = try unwritable.json }
        var outside = spec
        outside.preparation = [.field(7, .focus)]
        #expect(throws: MessageError.self) { _ = try LiveForm(spec: outside) }
    }

    /// The page's core reads its strings from the spec: the form's and its fields' languages, nothing else,
    /// and the same texts as the built-in tables.
    @Test func aSpecCarriesItsLanguagesStrings() throws {
        var spec = LiveFormSpec(fields: [FieldConfiguration(id: "a", label: "A", isRequired: true),
                                         FieldConfiguration(id: "b", label: "B", localeIdentifier: "ar_EG")],
                                localeIdentifier: "de_AT")
        spec.values["a"] = ""
        let strings = try #require(try spec.jsonValue["strings"])
        #expect(strings.keys == ["de", "ar"])
        let read = try LiveFormSpec(json: Array(try spec.json.utf8))
        #expect(read.catalog.languages == ["de", "ar"])
        #expect(read.catalog.templates(for: "de") == LocalizationCatalog.builtIn.templates(for: "de"))
        let live = try LiveForm(spec: read)
        #expect(live.form.localizer.string(.requiredNote) == "Mit einem Sternchen gekennzeichnete Felder sind Pflichtfelder")
        #expect(live.form.fields[1].localizer.string(.clearText) == Localizer(localeIdentifier: "ar").string(.clearText))
        #expect(live.form.fields[1].localizer.direction == .rtl)
    }
}

@Suite struct LiveFormTableTests {
    @Test func formsOpenAnswerAndCloseAtTheBoundary() throws {
        var table = LiveFormTable()
        let model = try #require(GalleryCatalog().model(for: GalleryOptions(page: "grouped")))
        let (id, hello) = table.open(spec: Array(try model.webForm.spec.handingOverNumberTemplates().json.utf8))
        #expect(id != 0 && hello.hasPrefix("{\"s\":0,\"hello\":true"))
        #expect(table.lastAnswerLength == Int32(hello.utf8.count))
        let spec = Array(try model.webForm.spec.handingOverNumberTemplates().json.utf8)
        var copy = table
        let typedLine = #"{"s":1,"event":"type","field":0,"text":"9"}"#
        let typed = copy.handle(id, line: Array(typedLine.utf8))
        var reference = try LiveForm(json: spec)
        #expect(typed == reference.handle(typedLine), "the table answers as the live form itself does")
        let typedAnswer = try JSONValue.parse(typed)
        #expect(typedAnswer["s"] == .int(1))
        #expect(typedAnswer["fields"]?.arrayValue.first?["i"] == .int(0))
        #expect(typedAnswer["fields"]?.arrayValue.first?["v"] != nil || typedAnswer["fields"]?.arrayValue.first?["n"] != nil)
        // The original never saw the copy's key: it answers as a fresh form.
        let focusLine = #"{"s":1,"event":"focus","field":0}"#
        var fresh = try LiveForm(json: spec)
        #expect(table.handle(id, line: Array(focusLine.utf8)) == fresh.handle(focusLine), "copies of a table are independent")
        #expect(try JSONValue.parse(table.handle(99, line: Array("{}".utf8)))["error"]
                == .string("no open form 99; open one with ti_form_open"))
        let (bad, error) = table.open(spec: Array("{\"fields\":7}".utf8))
        #expect(bad == 0)
        #expect(try JSONValue.parse(error)["error"]?.stringValue?.isEmpty == false)
        #expect(table.close(id) && !table.close(id))
    }
}

/// #26 on the server: a posted value the core would not take whole is refused (422 by the apps), the page comes
/// back with what the core kept and says what was left out; a post that differs only by formatting is accepted.
@Suite struct LeftOutPostTests {
    static func form() -> WebForm {
        var phone = FieldConfiguration(id: "phone", label: "Phone")
        phone.format = .mask("(###) ###-####")
        var note = FieldConfiguration(id: "note", kind: .note, label: "Note")
        note.limit = CharacterLimit(max: 10, policy: .stop)
        var code = FieldConfiguration(id: "code", label: "Code")
        code.format = .mask("###-###")
        var card = FieldConfiguration(id: "card", label: "Card")
        card.format = .card
        return WebForm(id: "f", action: "/f", fields: [phone, note, code, card])
    }

    func refused(_ pairs: [(String, String)], field index: Int) throws -> (PostResult: WebForm.PostResult, html: String) {
        let form = Self.form()
        let result = try form.submit(pairs: pairs)
        #expect(result.submission == nil, "\(pairs)")
        #expect(try result.status.contains("tik-status-attention"))
        let message = try result.liveForm.form.presentations[index].message
        #expect(message?.kind == .leftOut, "\(pairs)")
        #expect(message?.tone == .negative)
        let html = try form.html(assets: try WebAssets(), showing: result)
        if let text = message?.text { #expect(html.contains(HTML.escape(text))) }
        return (result, html)
    }

    @Test func aPhoneWithAnExtensionIsRefusedNotShortened() throws {
        let (result, html) = try refused([("phone", "+1 (555) 123-4567 ext 99999999999")], field: 0)
        #expect(try result.liveForm.form.fields[0].editor.text == "(155) 512-3456", "the core's kept value is shown")
        #expect(try result.liveForm.form.presentations[0].message?.text
                == "Only 10 characters fit here, so some were left out (15). Check the value.")
        #expect(!html.contains("99999999999") && !html.contains("ext 9"), "the posted text never comes back")
    }

    @Test func aNoteOverItsStopLimitIsRefused() throws {
        let (result, _) = try refused([("note", "Call me after five, please")], field: 1)
        #expect(try result.liveForm.form.fields[1].value == "Call me af")
        #expect(try result.liveForm.form.presentations[1].message?.text
                == "Only 10 characters fit here, so some were left out (16). Check the value.")
    }

    @Test func lettersInADigitMaskAreRefused() throws {
        let (result, _) = try refused([("code", "12a-3b4")], field: 2)
        #expect(try result.liveForm.form.fields[2].value == "1234")
    }

    @Test func aCardNumberWithTwentyDigitsIsRefused() throws {
        _ = try refused([("card", "4111 1111 1111 1111 2222")], field: 3)
    }

    @Test func whatThePageShowsIsAccepted() throws {
        let result = try Self.form().submit(pairs: [("phone", "(555) 123-4567"), ("note", "Call at 5"), ("code", "123-456"),
                                                     ("card", "4111 1111 1111 1111")])
        #expect(result.submission?["phone"] == "5551234567")
        #expect(result.submission?["code"] == "123456")
        #expect(result.submission?["card"] == "4111111111111111")
        let unformatted = try Self.form().submit(pairs: [("phone", "555.123.4567"), ("code", "123456")])
        #expect(unformatted.submission?["phone"] == "5551234567", "a post that differs only by formatting is accepted")
    }

    @Test func thePageCoreShowsTheSameMessage() throws {
        let form = Self.form()
        let result = try form.submit(pairs: [("phone", "5551234567890")])
        // The page's copy of the core starts from the shown spec: it says the same thing without the posted text.
        let json = try result.liveForm.spec.json
        let restarted = try LiveForm(json: Array(json.utf8))
        #expect(try restarted.form.presentations[0].message == result.liveForm.form.presentations[0].message)
        #expect(!json.contains("5551234567890"))
    }
}

/// What a page shows is what it posts, and the server reads it back as the same values, in every locale: a post is
/// adopted through the core (#39) as the page's own text, so the round trip must change nothing (grouping and
/// decimal separators of each locale, its digits, right-to-left marks, a negative amount, affixes, codes, a phone
/// number of the locale's region, a note's line breaks as browsers post them).
@Suite struct PostRoundTripTests {
    @Test(arguments: ["en_US", "de_DE", "fr_FR", "de_CH", "ar_SA", "he_IL", "ja_JP", "hi_IN", "fa_IR"])
    func whatThePageShowsPostsBackUnchanged(locale: String) throws {
        var amount = FieldConfiguration(id: "amount", label: "Amount")
        amount.format = .number(NumberFormat(style: .currency, currency: "EUR"))
        var balance = FieldConfiguration(id: "balance", label: "Balance")
        balance.format = .number(NumberFormat(fractionDigits: 2))
        var weight = FieldConfiguration(id: "weight", label: "Weight")
        weight.suffix = " kg"
        var iban = FieldConfiguration(id: "iban", label: "IBAN")
        iban.format = .iban
        var card = FieldConfiguration(id: "card", label: "Card")
        card.format = .card
        var code = FieldConfiguration(id: "code", label: "Code")
        code.format = .mask("###-###")
        var phone = FieldConfiguration(id: "phone", label: "Phone")
        phone.format = .phone(PhoneFormat())
        let note = FieldConfiguration(id: "note", kind: .note, label: "Note")
        let region = PhoneNumberData.region(ofLocale: locale) ?? "US"
        let values = ["amount": "1234567.5", "balance": "-98765.43", "weight": "12.5", "iban": "DE89370400440532013000",
                      "card": "4111111111111111", "code": "123456", "phone": PhoneNumberData.exampleNumber(region: region) ?? "",
                      "note": "first line\nsecond line"]
        let form = WebForm(id: "f", action: "/f", fields: [amount, balance, weight, iban, card, code, phone, note],
                           values: values, localeIdentifier: locale)
        let shown = try form.liveForm()
        // What the page posts: each input's text, a textarea's line breaks as CR LF (the HTML form encoding).
        let pairs = shown.form.fields.indices.map { index in
            (shown.form.fields[index].configuration.id,
             shown.form.presentation(at: index).text.replacingOccurrences(of: "\n", with: "\r\n"))
        }
        let result = try form.submit(pairs: pairs)
        let messages = try result.liveForm.form.presentations.compactMap(\.message?.text)
        let submission = try #require(result.submission, "\(locale): \(pairs) was refused: \(messages)")
        for field in shown.form.fields {
            #expect(submission.typedValue(of: field.configuration.id) == field.typedValue,
                    "\(locale) \(field.configuration.id): posted \(pairs.first { $0.0 == field.configuration.id }?.1 ?? "")")
        }
    }
}
