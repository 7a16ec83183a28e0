import Foundation
import Testing
import TextInputCore
@testable import TextInputHTML

/// A note's answers carry what changed, not the whole note: a page that
/// applies them as the script does (UTF-16 splices) holds the core's text.
@Suite struct NoteAnswerTests {
    /// A page's copy of one field's text, kept as client.js keeps it.
    struct PageText {
        var units: [UInt16] = []
        var stale = false

        /// Applies a field's answer; false when the page must ask for the text (`sync`).
        mutating func apply(_ field: JSONValue) -> Bool {
            if let whole = field["v"]?.stringValue {
                units = Array(whole.utf16)
                stale = false
                return true
            }
            guard !stale, let length = field["n"]?.intValue else { return false }
            let splice = field["splice"]?.arrayValue ?? []
            if splice.count == 3, let start = splice[0].intValue, let end = splice[1].intValue, let text = splice[2].stringValue {
                guard units.count == length - text.utf16.count + (end - start) else { return false }
                units.replaceSubrange(start..<end, with: Array(text.utf16))
            }
            return units.count == length
        }

        var text: String { String(decoding: units, as: UTF16.self) }
    }

    func answer(_ live: inout LiveForm, _ sequence: inout Int, _ event: String, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        sequence += 1
        let line = JSONValue.object([("s", .int(sequence)), ("event", .string(event)), ("field", .int(0))] + extra).serialized
        return try! JSONValue.parse(Data(live.handle(line).utf8))
    }

    @Test func typingInALongNoteSendsOnlyTheKeystroke() throws {
        let long = String(repeating: "lorem ipsum dolor sit amet\n", count: 40_000)
        var live = try LiveForm(spec: LiveFormSpec(fields: [FieldConfiguration(id: "n", kind: .note, label: "Notes")],
                                                   values: ["n": long]))
        var page = PageText()
        let hello = try JSONValue.parse(Data(live.hello().utf8))
        let applied = page.apply(hello.field(0)!)
        #expect(applied)
        var sequence = 0
        _ = answer(&live, &sequence, "focus")
        _ = answer(&live, &sequence, "select", [("from", .int(long.utf16.count)), ("to", .int(long.utf16.count))])
        let typed = answer(&live, &sequence, "type", [("text", .string("é"))])
        let field = try #require(typed.field(0))
        #expect(field["v"] == nil)
        #expect(field["splice"]?.arrayValue.count == 3)
        #expect(field["splice"]?.arrayValue.last?.stringValue == "é")
        #expect(typed.serialized.utf8.count < 2_000, "the answer to a keystroke does not carry the note")
        let appliedKeystroke = page.apply(field)
        #expect(appliedKeystroke)
        #expect(page.text == long + "é")
    }

    @Test func aPageKeptByAnswersHoldsTheCoresText() throws {
        var live = try LiveForm(spec: LiveFormSpec(fields: [FieldConfiguration(id: "n", kind: .note, label: "Notes")],
                                                   values: ["n": "first\nsecond"]))
        var page = PageText()
        let applied = page.apply(try JSONValue.parse(Data(live.hello().utf8)).field(0)!)
        #expect(applied)
        var sequence = 0
        _ = answer(&live, &sequence, "focus")
        let events: [(String, [(String, JSONValue)])] = [
            ("type", [("text", .string("a"))]), ("type", [("text", .string("\u{301}"))]), ("enter", []),
            ("paste", [("text", .string("👨‍👩‍👧 pasted"))]), ("backspace", [("word", .bool(true))]),
            ("select", [("from", .int(2)), ("to", .int(4))]), ("type", [("text", .string("Z"))]), ("undo", []),
            ("redo", []), ("compose", [("text", .string("か")), ("commit", .bool(false))]),
            ("compose", [("text", .string("漢")), ("commit", .bool(true))]), ("delete", []), ("blur", []), ("focus", []),
            ("move", [("to", .string("start"))]), ("delete", [("word", .bool(true))]), ("escape", []),
        ]
        var spliced = 0
        for (event, extra) in events {
            let reply = answer(&live, &sequence, event, extra)
            let field = try #require(reply.field(0), "\(event)")
            if field["splice"] != nil { spliced += 1 }
            let applied = page.apply(field)
            #expect(applied, "\(event)")
            #expect(page.text == live.form.presentation(at: 0).text, "\(event)")
        }
        #expect(spliced >= 5)
    }

    @Test func aPageThatLostTrackAsksForTheText() throws {
        var live = try LiveForm(spec: LiveFormSpec(fields: [FieldConfiguration(id: "n", kind: .note, label: "Notes")],
                                                   values: ["n": "abc"]))
        var sequence = 0
        _ = answer(&live, &sequence, "focus")
        var page = PageText(units: Array("abX".utf16))
        let typed = answer(&live, &sequence, "type", [("text", .string("d"))])
        page.units.append(contentsOf: "YY".utf16)  // changed behind the core's back
        let refused = page.apply(typed.field(0)!)
        #expect(!refused)
        let synced = answer(&live, &sequence, "sync")
        #expect(synced.field(0)?["v"]?.stringValue == "abcd")
        let applied = page.apply(synced.field(0)!)
        #expect(applied)
        #expect(page.text == "abcd")
        let next = answer(&live, &sequence, "type", [("text", .string("e"))])
        let appliedNext = page.apply(next.field(0)!)
        #expect(appliedNext)
        #expect(page.text == "abcde")

        sequence += 1
        let bad = try JSONValue.parse(Data(live.handle(#"{"s":\#(sequence),"event":"sync","field":7}"#).utf8))
        #expect(bad["error"]?.stringValue?.contains("0..<1") == true)
    }
}
