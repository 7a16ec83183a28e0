import Testing
import TextInputDriver
import TextInputTestSupport

extension JSONValue {
    /// The elements of an array, else none.
    var elements: [JSONValue] { if case let .array(values) = self { return values }; return [] }
}

/// `"answer": "changes"`: an event's answer carries only what changed since
/// the previous answer, and applying it to what the client knows gives the
/// full answer.
@Suite struct ChangesAnswerTests {
    @Test func aKeystrokeAnswersWithWhatItChanged() {
        var script = Script()
        _ = script.send(#"{"configure": {"label": "Phone", "format": {"mask": "(###) ###-####"}}}"#)
        let focus = script.send(#"{"event": "focus", "answer": "changes"}"#)
        #expect(focus["id"]?.string == "field")
        #expect(focus["focused"] == .bool(true))
        #expect(focus["label"] == nil, "unchanged members are left out")
        #expect(focus["rejected"] == .null, "the edited field always says what was refused")
        let typed = script.send(#"{"event": "type", "text": "5", "answer": "changes"}"#)
        #expect(typed["text"]?.string == "(5")
        #expect(typed["selection"]?.ints == [2, 2])
        #expect(typed["focused"] == nil)
        #expect(typed["keyboard"] == nil)
        #expect(typed["effects"] != nil)
        let refused = script.send(#"{"event": "type", "text": "x", "answer": "changes"}"#)
        #expect(refused["text"] == nil)
        #expect(refused["rejected"]?["reason"]?.string == "invalidCharacter")
        // A full answer is still the default, and resets the base.
        let full = script.send(#"{"event": "type", "text": "5"}"#)
        #expect(full["label"]?.string == "Phone")
        #expect(script.send(#"{"event": "blur", "answer": "more"}"#)["error"]?.string?.contains("\"changes\"") == true)
    }

    @Test func formsAnswerWithTheFieldsThatChanged() {
        var script = Script()
        _ = script.send(#"{"form": {"fields": [{"id": "a", "label": "A"}, {"id": "b", "label": "B", "required": true}]}}"#)
        let focus = script.send(#"{"event": "focus", "field": 1, "answer": "changes"}"#)
        #expect(focus["focus"] == .int(1))
        #expect(focus["requiredNote"] == nil)
        let ids = focus["fields"]?.elements.compactMap { $0["id"]?.string }
        #expect(ids == ["b"], "only the field whose state changed")
        let typed = script.send(#"{"event": "type", "field": 1, "text": "hi", "answer": "changes"}"#)
        #expect(typed["focus"] == nil)
        #expect(typed["fields"]?.elements.first?["text"]?.string == "hi")
    }

    /// Random sequences: a client that applies each changes-only answer to
    /// what it knows ends with the full answers of a twin session.
    @Test(arguments: ["(###) ###-####", "plain"]) func changesRebuildTheFullAnswers(_ mask: String) {
        var random = SplitMix64(state: mask.hashValueStable)
        for _ in 0..<40 {
            var full = Script()
            var delta = Script()
            let configure = mask == "plain"
                ? #"{"form": {"fields": [{"id": "a", "label": "A", "limit": {"max": 5}}, {"id": "b", "label": "B", "required": true, "validation": [{"rule": "email", "on": "change"}]}]}}"#
                : #"{"configure": {"format": {"mask": "\#(mask)"}, "label": "Phone", "required": true}}"#
            var known = full.send(configure)
            _ = delta.send(configure)
            for _ in 0..<12 {
                var line = RandomEvent.line(using: &random)
                if mask == "plain", Bool.random(using: &random) {
                    line = line.replacingOccurrences(of: #"{"event""#, with: #"{"field": 1, "event""#)
                }
                let expected = full.send(line)
                let changes = delta.send(String(line.dropLast()) + #", "answer": "changes"}"#)
                if expected["error"] != nil {
                    #expect(changes["error"] == expected["error"])
                    continue
                }
                known = Self.apply(changes, to: known)
                #expect(Self.withoutPerLine(known) == Self.withoutPerLine(expected), "after \(line)")
                known = expected
            }
        }
    }

    /// Applies a changes-only answer to a full one.
    static func apply(_ changes: JSONValue, to known: JSONValue) -> JSONValue {
        guard case var .object(pairs) = known, case let .object(changed) = changes else { return known }
        for (key, value) in changed {
            if key == "fields", case let .array(fieldChanges) = value, case let .array(fields)? = known["fields"] {
                let merged = fields.map { field in
                    fieldChanges.first { $0["id"] == field["id"] }.map { apply($0, to: field) } ?? field
                }
                pairs = pairs.map { $0.0 == "fields" ? ("fields", .array(merged)) : $0 }
            } else if let index = pairs.firstIndex(where: { $0.0 == key }) {
                pairs[index].1 = value
            } else {
                pairs.append((key, value))
            }
        }
        return .object(pairs)
    }

    /// A full answer without what belongs to one line only (effects; a
    /// field's rejection is left out of a changes answer for fields the line
    /// did not go to).
    static func withoutPerLine(_ value: JSONValue) -> JSONValue {
        guard case let .object(pairs) = value else { return value }
        return .object(pairs.compactMap { key, member in
            switch key {
            // What one line said, not state: the effects, a refusal, the summary as it changed, a submit's warnings.
            case "effects", "rejected", "summary", "warnings": return nil
            case "fields":
                guard case let .array(fields) = member else { return (key, member) }
                return (key, .array(fields.map(withoutPerLine)))
            default: return (key, member)
            }
        })
    }
}
