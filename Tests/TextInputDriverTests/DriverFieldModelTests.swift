import Foundation
import Testing
@testable import TextInputDriver

@Suite struct DriverFieldModelTests {
    @Test func snapshotCarriesThePresentation() {
        var script = Script()
        var out = script.send(#"{"configure": {"id": "email", "label": "Email", "placeholder": "name@example.com", "helper": "We never share it", "required": true, "keyboard": "email", "contentType": "email", "validation": [{"rule": "email", "on": "blur"}]}}"#)
        #expect(out["focused"] == .bool(false))
        #expect(out["state"]?.string == "normal")
        #expect(out["label"]?.string == "Email")
        #expect(out["marker"]?.string == "*")
        #expect(out["placeholder"]?.string == "name@example.com")
        #expect(out["message"]?["kind"]?.string == "helper")
        #expect(out["counter"] == .null)
        #expect(out["accessories"] == .array([]))
        #expect(out["lines"] == .null)
        #expect(out["direction"]?.string == "ltr")
        #expect(out["accessibility"]?["label"]?.string == "Email, required")
        #expect(out["accessibility"]?["hint"]?.string == "We never share it")

        out = script.send(#"{"event": "focus"}"#)
        #expect(out["focused"] == .bool(true))
        out = script.send(#"{"event": "type", "text": "jane@"}"#)
        #expect(out["placeholder"] == .null)
        #expect(out["accessories"] == .array([.string("clear")]))
        #expect(out["message"]?["kind"]?.string == "helper", "not validated before blur")
        out = script.send(#"{"event": "blur"}"#)
        #expect(out["state"]?.string == "error")
        #expect(out["message"]?["kind"]?.string == "error")
        #expect(out["accessories"] == .array([.string("error")]))
        #expect(out["effects"]?.serialized.contains("announce") == true)
    }

    @Test func counterLimitAndNotes() {
        var script = Script()
        _ = script.send(#"{"configure": {"kind": "note", "label": "Notes", "width": 10, "limit": {"max": 30, "policy": "allowOver"}}}"#)
        var out = script.send(#"{"event": "focus"}"#)
        #expect(out["lines"]?["visible"] == .int(3))
        #expect(out["lines"]?["total"] == .int(1))
        #expect(out["lines"]?["scrolls"] == .bool(false))
        out = script.send(#"{"event": "paste", "text": "one two three four five six seven eight"}"#)
        #expect(out["counter"]?["text"]?.string == "39/30")
        #expect(out["counter"]?["over"] == .bool(true))
        #expect(out["counter"]?["spoken"]?.string == "39 of 30 characters")
        #expect(out["message"]?["kind"]?.string == "limit")
        #expect(out["message"]?["text"]?.string == "Reduce the number of characters")
        #expect(out["state"]?.string == "error")
        #expect(out["lines"]?["total"] == .int(5))
        #expect(out["lines"]?["visible"] == .int(5))
        out = script.send(#"{"event": "paste", "text": " nine ten eleven twelve thirteen"}"#)
        #expect(out["lines"]?["visible"] == .int(6))
        #expect(out["lines"]?["scrolls"] == .bool(true))
    }

    @Test func readOnlyDisabledScanAndChoices() {
        var script = Script()
        var out = script.send(#"{"configure": {"label": "ID", "readOnly": true, "value": "C-1"}}"#)
        #expect(out["state"]?.string == "readOnly")
        #expect(out["message"]?["kind"]?.string == "readOnly")
        #expect(out["message"]?["text"]?.string == "Read-only field")
        out = script.send(#"{"event": "type", "text": "x"}"#)
        #expect(out["text"]?.string == "C-1")
        #expect(out["rejected"]?["reason"]?.string == "notEditable")

        out = script.send(#"{"configure": {"label": "Code", "disabled": true}}"#)
        #expect(out["state"]?.string == "disabled")
        #expect(out["styles"]?["opacity"] == .number(0.5))
        out = script.send(#"{"event": "focus"}"#)
        #expect(out["focused"] == .bool(false))

        out = script.send(#"{"configure": {"label": "Product", "scan": true, "format": {"case": "upper"}}}"#)
        #expect(out["accessories"] == .array([.string("scan")]))
        out = script.send(#"{"event": "tap", "accessory": "scan"}"#)
        #expect(out["effects"]?.serialized == #"[{"effect":"startScan"}]"#)
        out = script.send(#"{"event": "scan", "text": "abc-123"}"#)
        #expect(out["value"]?.string == "ABC-123")

        out = script.send(#"{"configure": {"label": "Country", "choices": ["Germany", "Greece", "France"]}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "type", "text": "g"}"#)
        #expect(out["suggestions"] == .array([.string("Germany"), .string("Greece")]))
        out = script.send(#"{"event": "choose", "text": "Greece"}"#)
        #expect(out["value"]?.string == "Greece")
    }

    @Test func rtlLocaleAndLocalisedStrings() {
        var script = Script()
        let out = script.send(#"{"configure": {"label": "الاسم", "locale": "ar_EG", "readOnly": true, "limit": {"max": 5}}}"#)
        #expect(out["direction"]?.string == "rtl")
        #expect(out["message"]?["text"]?.string != "Read-only field")
        #expect(out["counter"]?["spoken"]?.string?.contains("5") == true)
    }

    @Test func formSession() {
        var script = Script()
        var out = script.send(#"{"form": {"locale": "en", "fields": [{"id": "first", "label": "First Name", "required": true}, {"id": "last", "label": "Last Name", "required": true}, {"id": "nick", "label": "Nickname"}]}}"#)
        #expect(out["focus"] == .null)
        #expect(out["requiredNote"] == .null)
        #expect(out["fields"]?.serialized.contains(#""marker":"(optional)""#) == true)
        out = script.send(#"{"event": "next"}"#)
        #expect(out["focus"] == .int(0))
        out = script.send(#"{"event": "type", "text": "Jane"}"#)
        out = script.send(#"{"event": "enter"}"#)
        #expect(out["focus"] == .int(1))
        out = script.send(#"{"event": "submit"}"#)
        #expect(out["submitted"] == .null)
        #expect(out["focus"] == .int(1))
        #expect(out["effects"]?.serialized.contains(#""effect":"invalid""#) == true)
        out = script.send(#"{"event": "type", "text": "Doe", "field": 1}"#)
        out = script.send(#"{"event": "submit"}"#)
        #expect(out["submitted"]?["first"]?.string == "Jane")
        #expect(out["submitted"]?["last"]?.string == "Doe")
        #expect(out["submitted"]?["nick"]?.string == "")
    }

    @Test func formWithAsterisks() {
        var script = Script()
        let out = script.send(#"{"form": {"fields": [{"label": "A", "required": true}, {"label": "B"}, {"label": "C"}]}}"#)
        #expect(out["requiredNote"]?.string == "Fields marked with an asterisk are required")
        #expect(out["fields"]?.serialized.contains(#""id":"field0""#) == true)
    }

    @Test func lintCommand() {
        var script = Script()
        var out = script.send(#"{"lint": {"label": "email address", "placeholder": "Enter your email", "helper": "We use this address to send you receipts and important account notices"}}"#)
        let rules = out["findings"]?.serialized ?? ""
        #expect(rules.contains("labelCapitalCase"))
        #expect(rules.contains("placeholderGivesInstructions"))
        #expect(rules.contains("helperWraps"))
        #expect(rules.contains(#""guideline":"Labels are in capital case"#), "the rule in our words")
        #expect(rules.contains(#""source":"SAP Fiori for Android, Text Input, Usage""#), "the guideline cited by document and section")
        out = script.send(#"{"lint": {"fields": [{"kind": "simple"}, {"kind": "title", "placeholder": "Tap to write"}]}}"#)
        let form = out["findings"]?.serialized ?? ""
        #expect(form.contains("missingLabel"))
        #expect(form.contains("vaguePrompt"))
        out = script.send(#"{"lint": {"label": "Email", "placeholder": "name@example.com"}}"#)
        #expect(out["findings"] == .array([]))
    }

    @Test(arguments: [
        (#"{"configure": {"validation": [{"rule": "bogus"}]}}"#, "must be one of"),
        (#"{"configure": {"validation": [{"rule": "minLength"}]}}"#, "needs \"value\""),
        (#"{"configure": {"validation": [{"rule": "range", "value": "x"}]}}"#, "range"),
        (#"{"configure": {"validation": [{"rule": "pattern", "value": "(["}]}}"#, "regular expression"),
        (#"{"configure": {"keyboard": "hex"}}"#, "must be one of"),
        (#"{"form": {"fields": []}}"#, "non-empty"),
        (#"{"form": {"fields": [{"id": "a"}, {"id": "a"}]}}"#, "own id"),
        (#"{"lint": 3}"#, "must be an object"),
    ])
    func badFieldModelLines(line: String, fragment: String) {
        var script = Script()
        let message = script.send(line)["error"]?.string ?? ""
        #expect(message.contains(fragment), "\(message)")
    }

    @Test func formEventErrors() {
        var script = Script()
        _ = script.send(#"{"form": {"fields": [{"label": "A"}]}}"#)
        var message = script.send(#"{"event": "type", "text": "x"}"#)["error"]?.string ?? ""
        #expect(message.contains("no field has focus"))
        message = script.send(#"{"event": "type", "text": "x", "field": 4}"#)["error"]?.string ?? ""
        #expect(message.contains("out of range"))
        _ = script.send(#"{"configure": {}}"#)
        message = script.send(#"{"event": "next"}"#)["error"]?.string ?? ""
        #expect(message.contains("applies to forms"))
    }
}
