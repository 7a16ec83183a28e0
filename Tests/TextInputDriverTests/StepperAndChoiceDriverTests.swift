import Testing
@testable import TextInputDriver

/// #48 through the driver protocol, natively and, with `TEXTINPUT_ENGINE=wasm`, in the WebAssembly core: number
/// options `step`, `min`, `max`; the `step` event; `moveLine` in a stepper; choices with `id` and `group`; `choiceID`.
@Suite struct StepperAndChoiceDriverTests {
    @Test func stepsAreExactAndStopAtTheBounds() {
        var script = Script()
        var out = script.send(#"{"configure": {"label": "Quantity", "format": {"number": {"step": "0.1", "min": 0, "max": 1}}}}"#)
        #expect(out["stepper"] == .object([("canIncrease", .bool(true)), ("canDecrease", .bool(true))]), "\(out)")
        _ = script.send(#"{"event": "focus"}"#)
        for _ in 0..<10 { out = script.send(#"{"event": "step", "by": 1}"#) }
        #expect(out["value"]?.string == "1", "\(out)")
        #expect(out["stepper"]?["canIncrease"] == .bool(false))
        out = script.send(#"{"event": "step", "by": 1}"#)
        #expect(out["value"]?.string == "1")
        out = script.send(#"{"event": "step", "by": -10}"#)
        #expect(out["value"]?.string == "0")
        #expect(out["stepper"]?["canDecrease"] == .bool(false))
        out = script.send(#"{"event": "moveLine", "direction": "up"}"#)
        #expect(out["value"]?.string == "0.1", "Up steps in a stepper")
        out = script.send(#"{"event": "step", "to": "max"}"#)
        #expect(out["value"]?.string == "1")
        out = script.send(#"{"event": "step", "to": "min"}"#)
        #expect(out["value"]?.string == "0")
        out = script.send(#"{"event": "step"}"#)
        #expect(out["error"]?.string?.contains("\"by\"") == true, "\(out)")
    }

    @Test func anOffGridValueIsKeptWithTheNearestAllowedValues() {
        var script = Script()
        _ = script.send(#"{"configure": {"label": "Price", "locale": "de_DE", "format": {"number": {"style": "currency", "currency": "EUR", "step": 0.5, "min": "1"}}}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        _ = script.send(#"{"event": "type", "text": "2,2"}"#)
        var out = script.send(#"{"event": "blur"}"#)
        #expect(out["value"]?.string == "2.2")
        let text = out["message"]?["text"]?.string?.replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(text == "Geben Sie 2,00 € oder 2,50 € ein, die nächsten zulässigen Werte.", "\(out)")
        _ = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "step", "by": 1}"#)
        #expect(out["value"]?.string == "2.5")
        out = script.send(#"{"event": "blur"}"#)
        #expect(out["message"] == .null, "\(out)")
    }

    @Test func stepperOptionsAreCheckedWithAReason() {
        var script = Script()
        var out = script.send(#"{"configure": {"format": {"number": {"style": "currency", "currency": "USD", "step": "0.001"}}}}"#)
        #expect(out["error"]?.string?.contains("step must be a value the field holds") == true, "\(out)")
        out = script.send(#"{"configure": {"format": {"number": {"min": 5, "max": 1}}}}"#)
        #expect(out["error"]?.string?.contains("min must not be above max") == true, "\(out)")
        out = script.send(#"{"configure": {"format": {"number": {"step": "ten"}}}}"#)
        #expect(out["error"]?.string?.contains("exact decimal") == true, "\(out)")
    }

    @Test func choicesCarryKeysAndGroups() {
        var script = Script()
        var out = script.send(#"{"configure": {"label": "Country", "choices": [{"id": "de", "text": "Germany", "group": "Europe"}, {"id": "jp", "text": "Japan", "detail": "Asia"}, "Peru"]}}"#)
        #expect(out["choiceID"] == .null)
        out = script.send(#"{"event": "focus"}"#)
        #expect(out["suggestionIDs"] == .array([.string("de"), .string("jp"), .null]), "\(out)")
        #expect(out["suggestionGroups"] == .array([.string("Europe"), .null, .null]))
        out = script.send(#"{"event": "choose", "id": "jp"}"#)
        #expect(out["text"]?.string == "Japan")
        #expect(out["choiceID"]?.string == "jp")
        out = script.send(#"{"event": "type", "text": "x"}"#)
        #expect(out["choiceID"] == .null, "an edit drops the key")
        _ = script.send(#"{"event": "clear"}"#)
        _ = script.send(#"{"event": "moveLine", "direction": "down"}"#)
        out = script.send(#"{"event": "enter"}"#)
        #expect(out["choiceID"]?.string == "de", "\(out)")
        out = script.send(#"{"event": "choose", "text": "Peru"}"#)
        #expect(out["choiceID"] == .null)
    }

    /// The matched part of each suggestion, what a renderer shows in bold: UTF-16 offsets of whole characters.
    @Test func suggestionsSayWhatTheTypedTextMatched() {
        var script = Script()
        _ = script.send(#"{"configure": {"label": "City", "choices": ["Zürich", "Bad Zurzach", "🇨🇭 Zug", "Straße"]}}"#)
        var out = script.send(#"{"event": "focus"}"#)
        #expect(out["suggestionMatches"] == nil, "nothing typed: \(out)")
        out = script.send(#"{"event": "type", "text": "zu"}"#)
        #expect(out["suggestions"] == .array([.string("Zürich"), .string("Bad Zurzach"), .string("🇨🇭 Zug")]), "\(out)")
        let pair = { (a: Int, b: Int) in JSONValue.array([.int(a), .int(b)]) }
        #expect(out["suggestionMatches"] == .array([pair(0, 2), pair(4, 6), pair(5, 7)]), "\(out)")
        _ = script.send(#"{"event": "clear"}"#)
        out = script.send(#"{"event": "type", "text": "stras"}"#)
        #expect(out["suggestionMatches"] == .array([pair(0, 5)]), "half of ss takes the whole ß: \(out)")
        out = script.send(#"{"event": "escape"}"#)
        #expect(out["suggestionMatches"] == nil, "the list closed: \(out)")
    }

    @Test func twoCompaniesOfOneNameFromTheAppAreToldApart() {
        var script = Script()
        _ = script.send(#"{"configure": {"label": "Company", "choicesFromApp": true}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        _ = script.send(#"{"event": "type", "text": "Ac"}"#)
        var out = script.send(#"{"event": "setChoices", "choices": [{"id": "7", "text": "Acme Corp", "detail": "Berlin"}, {"id": "9", "text": "Acme Corp", "detail": "Lyon"}]}"#)
        #expect(out["suggestionDetails"] == .array([.string("Berlin"), .string("Lyon")]), "\(out)")
        out = script.send(#"{"event": "choose", "id": "9"}"#)
        #expect(out["choiceID"]?.string == "9")
        out = script.send(#"{"event": "setChoices", "choices": [{"text": 3}]}"#)
        #expect(out["error"]?.string?.contains("must be a string") == true, "\(out)")
    }
}
