import Testing
@testable import TextInputDriver

/// #47 through the driver protocol, natively and, with `TEXTINPUT_ENGINE=wasm`, in the WebAssembly core: the app's
/// messages of every severity, a warning rule, the message summary after a refused submit, right to left by script.
@Suite struct SeverityDriverTests {
    @Test func setMessageOfEverySeverity() {
        var script = Script()
        _ = script.send(#"{"configure": {"label": "VAT", "value": "DE123"}}"#)
        for (severity, tone) in [("warning", "critical"), ("success", "positive"), ("information", "informative"),
                                 ("error", "negative")] {
            let out = script.send(#"{"event": "setMessage", "severity": "\#(severity)", "message": "From the app."}"#)
            #expect(out["message"] == .object([("kind", .string(severity)), ("text", .string("From the app.")),
                                               ("tone", .string(tone)), ("severity", .string(severity))]), "\(out)")
            #expect(out["state"]?.string == (severity == "error" ? "error" : "normal"))
        }
        var out = script.send(#"{"event": "setMessage"}"#)
        #expect(out["message"] == .null, "without a message it takes the app's away")
        out = script.send(#"{"event": "setMessage", "message": "x"}"#)
        #expect(out["error"]?.string?.contains("severity") == true, "\(out)")
        out = script.send(#"{"event": "setMessage", "severity": "critical", "message": "x"}"#)
        #expect(out["error"]?.string?.contains("warning") == true, "\(out)")
    }

    @Test func aWarningRuleIsShownAndAnnouncedWithItsWord() {
        var script = Script()
        _ = script.send(#"{"configure": {"label": "Email", "validation": [{"rule": "email"}, {"rule": "emailTypo", "severity": "warning"}]}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        _ = script.send(#"{"event": "paste", "text": "ada@gmial.com"}"#)
        let out = script.send(#"{"event": "blur"}"#)
        #expect(out["message"]?["severity"]?.string == "warning", "\(out)")
        #expect(out["message"]?["text"]?.string == "Did you mean ada@gmail.com?")
        #expect(out["effects"] == .array([.object([("effect", .string("announce")), ("text", .string("Warning: Did you mean ada@gmail.com?"))])]),
                "\(String(describing: out["effects"]))")
        let refused = script.send(#"{"configure": {"label": "Email", "validation": [{"rule": "email", "severity": "success"}]}}"#)
        #expect(refused["error"]?.string?.contains("\"error\", \"warning\"") == true, "\(refused)")
    }

    @Test func aRefusedSubmitListsTheSummaryErrorsFirst() {
        var script = Script()
        _ = script.send(#"{"form": {"fields": [{"id": "email", "label": "Email", "value": "ada@gmial.com", "validation": [{"rule": "emailTypo", "severity": "warning", "on": "submit"}]}, {"id": "name", "label": "Name", "required": true}]}}"#)
        var out = script.send(#"{"event": "submit"}"#)
        #expect(out["summary"] == .array([
            .object([("field", .string("name")), ("severity", .string("error")), ("text", .string("Enter a value. This field is required."))]),
            .object([("field", .string("email")), ("severity", .string("warning")), ("text", .string("Did you mean ada@gmail.com?"))]),
        ]), "\(String(describing: out["summary"]))")
        out = script.send(#"{"event": "type", "field": 1, "text": "Ada"}"#)
        #expect(out["summary"] == .array([
            .object([("field", .string("email")), ("severity", .string("warning")), ("text", .string("Did you mean ada@gmail.com?"))]),
        ]), "after a refusal the summary stays while a message is left: Email was not edited, so its warning stays")
        out = script.send(#"{"event": "submit"}"#)
        #expect(out["submitted"]?["name"]?.string == "Ada", "\(out)")
        #expect(out["warnings"] == .array([.object([("field", .string("email")), ("severity", .string("warning")),
                                                     ("text", .string("Did you mean ada@gmail.com?"))])]), "\(out)")
    }

    @Test func persianFormsAreRightToLeftWithCodesLeftToRight() {
        var script = Script()
        let out = script.send(#"{"configure": {"format": {"card": {}}, "locale": "fa_IR", "label": "کارت"}}"#)
        #expect(out["direction"]?.string == "rtl")
        #expect(out["textDirection"]?.string == "ltr")
        for locale in ["ur_PK", "ps_AF", "ckb_IQ", "dv_MV", "yi", "he_IL"] {
            #expect(script.send(#"{"configure": {"locale": "\#(locale)"}}"#)["direction"]?.string == "rtl", "\(locale)")
        }
        #expect(script.send(#"{"configure": {"locale": "en_US"}}"#)["direction"]?.string == "ltr")
    }
}
