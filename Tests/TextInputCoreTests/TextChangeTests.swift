import Testing
import TextInputTestSupport
@testable import TextInputCore

/// ``FieldResponse/textChange`` and ``FieldChange/textChange``: a renderer
/// that keeps its own copy of a note's text and applies only the reported
/// changes always holds what the presentation shows.
@Suite struct TextChangeTests {
    /// Applies `change` to `copy` as a renderer does (UTF-16 splicing, or the whole text).
    func apply(_ change: TextChange, to copy: inout String, field: InputField, step: String) {
        let text = field.presentation().text
        switch change {
        case .unchanged:
            break
        case .whole:
            copy = text
        case let .replaced(range, replacement):
            var units = Array(copy.utf16)
            #expect(range.lowerBound >= 0 && range.upperBound <= units.count, "\(step): range \(range) in \(units.count)")
            guard range.lowerBound >= 0, range.upperBound <= units.count else { copy = text; return }
            units.replaceSubrange(range, with: Array(replacement.utf16))
            copy = String(decoding: units, as: UTF16.self)
            let newUTF16 = text.utf16
            let newLower = newUTF16.index(newUTF16.startIndex, offsetBy: min(range.lowerBound, newUTF16.count))
            #expect(String.Index(newLower, within: text) != nil, "\(step): start inside a Character of the new text")
        }
        #expect(copy == text, "\(step): the renderer's copy")
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func aCopyKeptByChangesEqualsTheText(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let prefix = seed.isMultiple(of: 2) ? "" : "» "
        var form = try InputForm(fields: [FieldConfiguration(id: "n", kind: .note, label: "Notes", prefix: prefix),
                                          FieldConfiguration(id: "o", label: "Other")],
                                 values: ["n": "first line\nsecond"], width: 12)
        var copy = form.presentation(at: 0).text  // what the first render shows
        form.send(.field(0, .focus))
        let pieces = ["a", "b ", " ", "word ", "\n", "é", "👨‍👩‍👧", "e\u{301}", "\u{301}", "\u{200D}", "👧",
                      "全角", "x\ny\n\nz", "🇩🇪", "🇫", "\r", "\n", "\r\n"]
        var spans = 0
        for step in 0..<500 {
            let length = form.fields[0].editor.text.utf16.count
            var events: [InputForm.Event] = []
            func field(_ event: FieldEvent) { events.append(.field(0, event)) }
            switch random.next() % 18 {
            case 0...6:
                field(.edit(.insert(pieces[Int(random.next() % UInt64(pieces.count))])))
            case 7:
                field(.edit(.paste(String(repeating: "lorem ipsum ", count: Int(random.next() % 5)))))
            case 8:
                field(.edit(.deleteBackward(Bool.random(using: &random) ? .character : .word)))
            case 9:
                field(.edit(.deleteForward(Bool.random(using: &random) ? .character : .word)))
            case 10:
                let a = Int(random.next() % UInt64(length + 1))
                let b = Int(random.next() % UInt64(length + 1))
                field(.edit(.select(anchor: a, focus: b)))
            case 11:
                field(.edit(Bool.random(using: &random) ? .undo : .redo))
            case 12:
                // Marked text that can join its neighbours (accents, joiners, half a flag).
                field(.edit(.setComposition(pieces[Int(random.next() % UInt64(pieces.count))])))
            case 16:
                field(.edit(.commitComposition(Bool.random(using: &random) ? "漢" : nil)))
            case 17:
                field(.edit(.cancelComposition))
            case 13:
                let response = form.setLayoutWidth([1, 3, 8, 12, 40][Int(random.next() % 5)], forFieldAt: 0)
                #expect(response.changes.map(\.textChange) == [.unchanged], "a new width changes no text")
                continue
            case 14:
                // The events of one message report one span.
                field(.edit(.insert("q")))
                field(.edit(.move(.backward(.character))))
                field(.edit(.move(.backward(.character))))
                field(.edit(.insert("r")))
            default:
                events.append(Bool.random(using: &random) ? .next : .field(0, .focus))
            }
            let response = form.send(events)
            form._checkInvariants()
            // The note is listed when it changed (or the events went to it); else its text is as it was.
            guard let change = response.changes.first(where: { $0.index == 0 }) else {
                #expect(copy == form.presentation(at: 0).text, "seed \(seed) step \(step): unlisted but changed")
                continue
            }
            if case .replaced = change.textChange { spans += 1 }
            apply(change.textChange, to: &copy, field: form.fields[0], step: "seed \(seed) step \(step)")
        }
        #expect(spans > 100, "most edits are reported as spans (\(spans))")
    }

    @Test func typingAtTheEndReportsOnlyTheNewText() throws {
        var field = try InputField(FieldConfiguration(id: "n", kind: .note, label: "Notes"), value: "Hello")
        #expect(field.send(.focus).textChange == .unchanged)
        #expect(field.send(.edit(.insert("!"))).textChange == .replaced(range: 5..<5, text: "!"))
        #expect(field.send(.edit(.insert(" a"))).textChange == .replaced(range: 6..<6, text: " a"))
        #expect(field.send(.edit(.deleteBackward())).textChange == .replaced(range: 7..<8, text: ""))
        field.send(.edit(.selectAll))
        #expect(field.send(.edit(.deleteBackward())).textChange == .replaced(range: 0..<7, text: ""))
        // Undo and redo of plain text are spans too: the group's change comes back.
        #expect(field.send(.edit(.undo)).textChange == .replaced(range: 0..<0, text: "Hello! "))
        #expect(field.send(.edit(.redo)).textChange == .replaced(range: 0..<7, text: ""))
    }

    @Test func aCombiningMarkReplacesTheCharacterItJoins() throws {
        var field = try InputField(FieldConfiguration(id: "n", kind: .note, label: "Notes"), value: "cafe")
        field.send(.focus)
        #expect(field.send(.edit(.insert("\u{301}"))).textChange == .replaced(range: 3..<4, text: "e\u{301}"))
    }

    @Test func otherKindsReportTheWholeText() throws {
        var field = try InputField(FieldConfiguration(id: "p", label: "Phone", format: .mask("(###) ###-####")))
        field.send(.focus)
        #expect(field.send(.edit(.insert("5"))).textChange == .whole)
        var form = try InputForm(fields: [FieldConfiguration(id: "n", kind: .note, label: "Notes"),
                                          FieldConfiguration(id: "p", label: "Phone", format: .mask("(###) ###-####"))])
        form.send(.field(0, .focus))
        // The events of one message: one span, the field listed once.
        let response = form.send([.field(0, .edit(.insert("x"))), .field(0, .edit(.insert("y")))])
        #expect(response.changes == [FieldChange(index: 0, textChange: .replaced(range: 0..<0, text: "xy"), textChanged: true)])
        #expect(form.send(.field(1, .edit(.insert("5")))).changes.map(\.textChange) == [.unchanged, .whole])
    }

    @Test func aRefusedEditListsItsFieldUnchanged() throws {
        var form = try InputForm(fields: [FieldConfiguration(id: "n", kind: .note, label: "Notes", isReadOnly: true)],
                                 values: ["n": "Fixed"])
        form.send(.field(0, .focus))
        let response = form.send(.field(0, .edit(.insert("x"))))
        #expect(response.changes == [FieldChange(index: 0, changed: false, textChange: .unchanged)])
        #expect(response.changedFields.isEmpty)
        #expect(response.refusal == form.fields[0].localizer.message(for: .notEditable))
    }

    @Test func aLongNoteReportsASpanThatFollowsTheEdit() throws {
        let line = "lorem ipsum dolor sit amet, consectetur adipiscing\n"
        let text = String(repeating: line, count: 3_000)
        var field = try InputField(FieldConfiguration(id: "n", kind: .note, label: "Notes"), value: text, width: 20)
        field.send(.focus)
        field.send(.edit(.select(anchor: 70_000, focus: 70_000)))
        #expect(field.send(.edit(.insert("ab"))).textChange == .replaced(range: 70_000..<70_000, text: "ab"))
    }

    @Test(arguments: [1, 2, 3, 4])
    func mergedSpansCoverEveryEdit(seed: UInt64) {
        // Several edits merged into one span: outside it, the text before the
        // edits and the text after them agree.
        var random = SplitMix64(state: seed)
        for _ in 0..<2_000 {
            let original = Array(repeating: 0, count: Int(random.next() % 12)).map { _ in UInt16(random.next() % 3) }
            var text = original
            var change = BodyChange.none
            for _ in 0..<Int(1 + random.next() % 4) {
                let a = Int(random.next() % UInt64(text.count + 1))
                let b = a + Int(random.next() % UInt64(text.count - a + 1))
                let inserted = Array(repeating: UInt16(7), count: Int(random.next() % 4))
                text.replaceSubrange(a..<b, with: inserted)
                change.add(replacing: a..<b, insertedLength: inserted.count)
            }
            guard case let .span(lower, upperBefore, upperAfter) = change else { Issue.record("no span"); return }
            #expect(lower <= upperBefore && upperBefore <= original.count && lower <= upperAfter && upperAfter <= text.count)
            #expect(original[..<lower] == text[..<lower])
            #expect(original[upperBefore...] == text[upperAfter...], "\(original) → \(text): \(change)")
        }
    }
}
