import Testing
@testable import TextInputDriver

/// International input through the driver protocol (#37), natively and, with
/// `TEXTINPUT_ENGINE=wasm`, in the WebAssembly core.
@Suite struct InternationalDriverTests {
    @Test func digitsOfEveryScriptFillAMaskAsASCII() {
        var script = Script()
        _ = script.send(#"{"configure": {"format": {"mask": "(###) ###-####"}, "locale": "ar_SA"}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        var out = script.send(#"{"event": "type", "text": "٥٥٥١٢٣٤٥٦٧"}"#)
        #expect(out["text"]?.string == "(555) 123-4567")
        #expect(out["value"]?.string == "5551234567")
        #expect(out["rejected"] == nil || out["rejected"] == .null)
        _ = script.send(#"{"event": "clear"}"#)
        out = script.send(#"{"event": "paste", "text": "۵۵۵-１２３-४५६७"}"#)
        #expect(out["value"]?.string == "5551234567")
    }

    @Test func codesAreLeftToRightInRightToLeftForms() {
        var script = Script()
        let out = script.send(#"{"configure": {"format": {"card": {}}, "locale": "he_IL", "label": "כרטיס"}}"#)
        #expect(out["direction"]?.string == "rtl")
        #expect(out["textDirection"]?.string == "ltr")
        #expect(out["keyboard"]?.string == "number")
        let amount = script.send(#"{"configure": {"format": {"number": {"style": "currency", "currency": "ILS"}}, "locale": "he_IL"}}"#)
        #expect(amount["textDirection"]?.string == "rtl")
        #expect(amount["keyboard"]?.string == "decimal")
    }

    @Test func theDecimalKeyOfAnotherRegion() {
        var script = Script()
        _ = script.send(#"{"configure": {"format": {"number": {"style": "currency", "currency": "USD"}}, "locale": "en_US"}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        var out = script.send(#"{"event": "type", "text": "12,5"}"#)
        #expect(out["text"]?.string == "$12,5")
        #expect(out["value"]?.string == "12.5")
        out = script.send(#"{"event": "blur"}"#)
        #expect(out["text"]?.string == "$12.50")
        _ = script.send(#"{"configure": {"format": {"number": {"style": "currency", "currency": "EUR"}}, "locale": "de_DE"}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "type", "text": "1.234,5"}"#)
        #expect(out["value"]?.string == "1234.5")
        #expect(out["rejected"] == nil || out["rejected"] == .null, "nothing refused")
    }
}
