import Foundation
import Testing
import TextInputCore
@testable import TextInputHTML
@testable import TextInputWeb

/// #40: the suggestion route's rules and how a combo box fed by the app is rendered.
@Suite struct SuggestionTests {
    static let own = PostSource(secFetchSite: "same-origin", origin: nil, host: "shop.example")

    struct Failed: Error {}

    @Test func theAppsChoicesAnswerAsJSONWithSecondLines() async throws {
        let endpoint = SuggestionEndpoint { field, text in
            field == "company" ? [Choice("ACME \(text)", detail: "3 customers"), Choice("Apex")] : []
        }
        let answer = await endpoint.answer(field: "company", text: "ac", source: Self.own)
        #expect(answer.status == 200)
        #expect(answer.json == #"{"choices":[{"text":"ACME ac","detail":"3 customers"},{"text":"Apex"}]}"#)
        #expect(await endpoint.answer(field: "email", text: "", source: Self.own).json == #"{"choices":[]}"#)
        // #48: keys and groups go with them.
        let keyed = SuggestionEndpoint { _, _ in [Choice(id: "c-7", text: "ACME", detail: "1 customer · France", group: "Stored")] }
        #expect(await keyed.answer(field: "company", text: "a", source: Self.own).json
                == #"{"choices":[{"text":"ACME","detail":"1 customer · France","id":"c-7","group":"Stored"}]}"#)
    }

    @Test func boundsAndRefusalsSayWhatToDo() async throws {
        let endpoint = SuggestionEndpoint { _, _ in Array(repeating: Choice("x"), count: 500) }
        #expect(await endpoint.answer(field: nil, text: "a", source: Self.own).status == 400)
        let long = await endpoint.answer(field: "company", text: String(repeating: "é", count: 201), source: Self.own)
        #expect(long.status == 400 && long.json.contains("longer than 200 characters"))
        let many = await endpoint.answer(field: "company", text: "x", source: Self.own)
        #expect(many.json.components(separatedBy: "\"text\"").count - 1 == SuggestionEndpoint.maxChoices)
        let forged = PostSource(secFetchSite: "cross-site", origin: "https://evil.example", host: "shop.example")
        #expect(await endpoint.answer(field: "company", text: "a", source: forged).status == 403)
        let failing = SuggestionEndpoint { _, _ in throw Failed() }
        let failed = await failing.answer(field: "company", text: "a", source: Self.own)
        #expect(failed.status == 503 && failed.json == #"{"error":"No suggestions right now."}"#)
    }

    @Test func aBusyEndpointAnswers503AndRunsAgainAfterwards() async throws {
        let gate = AsyncStream<Void>.makeStream()
        let endpoint = SuggestionEndpoint(maxConcurrent: 1) { _, text in
            if text == "a" { for await _ in gate.stream { break } }   // the first waits until the test lets it go
            return [Choice("slow")]
        }
        async let first = endpoint.answer(field: "company", text: "a", source: Self.own)
        var busy = await endpoint.answer(field: "company", text: "b", source: Self.own)
        while busy.status != 503 {   // the first has not started yet
            try await Task.sleep(for: .milliseconds(5))
            busy = await endpoint.answer(field: "company", text: "b", source: Self.own)
        }
        #expect(busy.retryAfter == "1")
        gate.continuation.yield()
        #expect(await first.status == 200)
    }

    @Test func aFieldFedByTheAppIsRenderedAsAComboBoxThatAsks() throws {
        var company = FieldConfiguration(id: "company", label: "Company")
        company.choicesFromApp = true
        let form = WebForm(id: "c", action: "/c", fields: [company, FieldConfiguration(id: "name", label: "Name")])
        let assets = try WebAssets()
        let html = try form.html(assets: assets)
        let tree = try HTMLTree.parse(html)
        // The script that asks the route, which only pages with such a field load (after the page's script).
        #expect(tree.elements(tag: "script").compactMap { $0[attribute: "src"] } == [assets.suggestScript.path])
        #expect(assets.suggestScript.path.hasPrefix("/assets/client-suggest.") && assets.asset(at: assets.suggestScript.path) != nil)
        let input = try #require(tree.element(id: "tik-i-company"))
        #expect(input[attribute: "role"] == "combobox")
        #expect(input[attribute: "data-tik-suggest"] == "")
        #expect(tree.element(id: "tik-i-name")?[attribute: "data-tik-suggest"] == nil)
        #expect(tree.elements(tag: "form").first?[attribute: "data-suggest"] == "/textinput/suggest")

        var live = try form.liveForm()
        live.handle(#"{"s":1,"event":"focus","field":0}"#)
        live.handle(#"{"s":2,"event":"type","field":0,"text":"a"}"#)
        let answer = live.handle(#"{"s":3,"event":"setChoices","field":0,"choices":[{"text":"ACME <Corp>","detail":"3 customers"}]}"#)
        let options = try HTMLTree.parse("<ul>" + FieldRenderer.suggestions(live.form.presentation(at: 0)) + "</ul>").elements(tag: "li")
        #expect(options.count == 1)
        #expect(options[0][attribute: "data-choice"] == "ACME <Corp>")
        #expect(options[0].text == "ACME <Corp>, 3 customers", "the second line is part of the option's name")
        #expect(options[0].elements(tag: "b").map(\.text) == ["A"], "the matched characters in bold, the name unchanged")
        #expect(answer.contains("tik-option-detail"))
        let plain = WebForm(id: "p", action: "/p", fields: [FieldConfiguration(id: "name", label: "Name")])
        let plainHTML = try plain.html(assets: assets)
        #expect(!plainHTML.contains("data-suggest") && !plainHTML.contains("client-suggest"))
    }

    /// The matched characters in one `<b>`, the text around them escaped, wherever the match lies.
    @Test func theMatchedPartIsBoldWhereverItLies() {
        #expect(FieldRenderer.marked("A<B>C", 0..<1) == "<b>A</b>&lt;B&gt;C")
        #expect(FieldRenderer.marked("A<B>C", 1..<4) == "A<b>&lt;B&gt;</b>C")
        #expect(FieldRenderer.marked("A<B>C", 4..<5) == "A&lt;B&gt;<b>C</b>")
        #expect(FieldRenderer.marked("Zürich", 0..<6) == "<b>Zürich</b>")
        #expect(FieldRenderer.marked("Zug", 2..<9) == "Zu<b>g</b>", "a match past the end is closed with the text")
        #expect(FieldRenderer.marked("Zug", nil) == "Zug" && FieldRenderer.marked("Zug", 1..<1) == "Zug")
        #expect(FieldRenderer.marked("🇨🇭 Zug", 2..<4) == "🇨🇭 <b>Zu</b>g", "a flag is one character")
    }
}
