import Testing
@testable import TextInputCore
import TextInputTestSupport

@Suite struct PlainEditingTests {
    func field(_ value: String = "", multiline: Bool = false, limit: CharacterLimit? = nil, format: TextFormat = .plain, secure: Bool = false) throws -> FieldEditor {
        try FieldEditor(configuration: .init(format: format, isMultiline: multiline, limit: limit, isSecure: secure), value: value)
    }

    @Test func typingAndCaret() throws {
        var editor = try field()
        editor.type("héllo")
        #expect(TestSupport.picture(editor) == "héllo|")
        editor.place("hé|llo")
        editor.type("X")
        #expect(TestSupport.picture(editor) == "héX|llo")
    }

    @Test func singleLineDropsControlsNewlinesAndBidiOverrides() throws {
        var editor = try field()
        let outcome = editor.apply(.paste("a\nb\tc\u{0}d\u{202E}e\u{2066}f\u{7}"))
        #expect(editor.text == "abcdef")
        #expect(outcome.rejectedCount == 6)
        #expect(outcome.rejection == .invalidCharacter("\n", expected: .text))
    }

    @Test func multiLineKeepsNewlinesAndNormalisesCR() throws {
        var editor = try field(multiline: true)
        editor.apply(.paste("one\r\ntwo\rthree\nfour\u{2029}five\u{202D}"))
        #expect(editor.text == "one\ntwo\nthree\nfour\nfive")
    }

    @Test func deleteByGraphemeNeverSplitsClusters() throws {
        var editor = try field("a👨‍👩‍👧‍👦e\u{301}")
        editor.apply(.deleteBackward())
        #expect(editor.text == "a👨‍👩‍👧‍👦")
        editor.apply(.deleteBackward())
        #expect(editor.text == "a")
        #expect(editor.selection == 1..<1)
    }

    @Test func deletionThatJoinsRegionalIndicatorsKeepsTheCaretOnABoundary() throws {
        // Deleting "é" lets the lone 🇩 pair with 🇺: the caret must not end up
        // inside the new 🇩🇺 cluster (found by a random edit sequence).
        var editor = try field("\u{FFFD}x0🇩é🇺🇸日1,234.5")
        editor.apply(.select(anchor: 7, focus: 7))
        editor.apply(.deleteBackward())
        #expect(editor.text == "\u{FFFD}x0🇩🇺🇸日1,234.5")
        #expect(editor.selection == 3..<3)
        editor.apply(.insert("a"))
        #expect(editor.text == "\u{FFFD}x0a🇩🇺🇸日1,234.5")
    }

    @Test func deletingBetweenALetterAndAnAccentJoinsThemIntoOneCharacter() throws {
        // swift-collections' BigString alone keeps counting 5 here; the editor
        // splices whole Characters so the count is right.
        var editor = try field("0.a\n\u{301}\n", multiline: true)
        editor.apply(.select(anchor: 4, focus: 4))
        editor.apply(.deleteBackward())
        #expect(editor.text == "0.a\u{301}\n")
        #expect(editor.characterCount == 4)
        #expect(editor.selection == 2..<2)
        editor.apply(.insert("5"))
        #expect(editor.text == "0.5a\u{301}\n")
        #expect(editor.characterCount == 5)
    }

    @Test func offsetsInsideClustersSnapToBoundaries() throws {
        var editor = try field("a👍🏽b")
        // 👍🏽 is four UTF-16 units at 1..<5; offset 2 and 3 are inside it.
        editor.apply(.select(anchor: 3, focus: 3))
        #expect(editor.selection == 1..<1)
        editor.apply(.select(anchor: 2, focus: 4))
        #expect(editor.selection == 1..<5)
        editor.apply(.select(anchor: 99, focus: -5))
        #expect(editor.selection == 0..<6)
    }

    @Test func wordDeletion() throws {
        var editor = try field("hello big   world")
        editor.apply(.deleteBackward(.word))
        #expect(TestSupport.picture(editor) == "hello big   |")
        editor.apply(.deleteBackward(.word))
        #expect(TestSupport.picture(editor) == "hello |")
        editor.apply(.move(.start))
        editor.apply(.deleteForward(.word))
        #expect(TestSupport.picture(editor) == "| ")
    }

    @Test func secureFieldShowsBulletsAndDeletesByCharacterOnly() throws {
        var editor = try field(secure: true)
        editor.type("pa ss👍🏽")
        #expect(editor.text == "••••••")
        #expect(editor.selection == 6..<6)
        #expect(editor.value == "pa ss👍🏽")
        #expect(editor.copyableSelection == nil)
        editor.apply(.deleteBackward(.word))
        #expect(editor.value == "pa ss")
        editor.apply(.select(anchor: 0, focus: 2))
        #expect(editor.copyableSelection == nil)
        editor.apply(.setTextHidden(false))
        #expect(editor.text == "pa ss")
        #expect(editor.selection == 0..<2)
        #expect(editor.copyableSelection == "pa")
    }

    @Test func caseTransforms() throws {
        var upper = try field(format: .letterCase(.upper))
        upper.type("straße")
        #expect(upper.text == "STRASSE")
        var lower = try field(format: .letterCase(.lower))
        lower.apply(.paste("HeLLo"))
        #expect(lower.text == "hello")
    }

    @Test func affixesAreShownButNotEditable() throws {
        var editor = try FieldEditor(configuration: .init(prefix: "€ ", suffix: " kg"))
        editor.type("12")
        #expect(TestSupport.picture(editor) == "€ 12| kg")
        #expect(editor.value == "12")
        editor.apply(.select(anchor: 0, focus: 0))
        #expect(TestSupport.picture(editor) == "€ |12 kg")
        editor.apply(.deleteBackward())
        #expect(editor.text == "€ 12 kg")
        editor.apply(.select(anchor: 7, focus: 7))
        #expect(TestSupport.picture(editor) == "€ 12| kg")
        editor.apply(.deleteForward())
        #expect(editor.text == "€ 12 kg")
        editor.apply(.selectAll)
        // Select-all selects what the user sees; the editable range stays the body.
        #expect(TestSupport.picture(editor) == "[€ 12 kg]")
        #expect(editor.editableRange == 2..<4)
    }

    @Test func clearIsUndoable() throws {
        var editor = try field("keep me")
        editor.apply(.clear)
        #expect(editor.text == "")
        editor.apply(.undo)
        #expect(editor.text == "keep me")
    }
}

@Suite struct UndoTests {
    /// Plain text keeps each group's change, not a snapshot: undoing every
    /// group walks back to the first text and redoing them all forward to
    /// the last, whatever the edits (Characters joined across a change's
    /// ends, affix joins trimmed, selections replaced, undo and redo between
    /// edits, composition).
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9])
    func plainUndoWalksBackToTheStartAndRedoToTheEnd(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let configurations: [EditorConfiguration] = [
            .init(isMultiline: true), .init(isMultiline: true, prefix: "🇩"), .init(suffix: "\u{301}kg"),
        ]
        let start = "start é 👨‍👩‍👧\nline two 🇩🇪"
        var editor = try FieldEditor(configuration: configurations[Int(seed % 3)], value: start)
        let initial = editor.text
        let pieces = ["a", "b ", " ", "word ", "\n", "é", "👨‍👩‍👧", "e\u{301}", "\u{301}", "\u{200D}", "👧",
                      "全角", "🇪", "🇫", "\r\n", "lorem ipsum dolor "]
        for step in 0..<150 {
            let length = editor.text.utf16.count
            switch random.next() % 12 {
            case 0...5: editor.apply(.insert(pieces[Int(random.next() % UInt64(pieces.count))]))
            case 6: editor.apply(.paste(pieces[Int(random.next() % UInt64(pieces.count))] + "pasted"))
            case 7: editor.apply(.deleteBackward(Bool.random(using: &random) ? .character : .word))
            case 8: editor.apply(.deleteForward(Bool.random(using: &random) ? .character : .word))
            case 9:
                editor.apply(.select(anchor: Int(random.next() % UInt64(length + 1)), focus: Int(random.next() % UInt64(length + 1))))
            case 10:
                let before = editor.text
                editor.apply(.undo)
                editor.apply(.redo)
                #expect(editor.text == before, "seed \(seed) step \(step): undo then redo")
            default:
                editor.apply(.setComposition("か"))
                editor.apply(.commitComposition("漢"))
            }
        }
        let final = editor.text
        var undone = 0
        while editor.canUndo {
            editor.apply(.undo)
            undone += 1
        }
        #expect(editor.text == initial, "seed \(seed): after \(undone) undos")
        while editor.canRedo { editor.apply(.redo) }
        #expect(editor.text == final, "seed \(seed): after redoing")
    }

    @Test func undoingAnAccentTypedAfterALetterLeavesTheLetter() throws {
        var editor = try FieldEditor(configuration: .init(), value: "cafe")
        editor.apply(.move(.end))
        editor.apply(.insert("\u{301}"))
        #expect(editor.text == "café" && editor.characterCount == 4)
        editor.apply(.undo)
        #expect(TestSupport.picture(editor) == "cafe|")
        editor.apply(.redo)
        #expect(editor.text == "cafe\u{301}")
        // A letter typed before an accent that began the text, in a new group.
        editor.apply(.move(.start))
        editor.apply(.deleteForward())
        editor.apply(.deleteForward())
        editor.apply(.deleteForward())
        #expect(editor.text == "e\u{301}")
        editor.apply(.undo)
        #expect(editor.text == "cafe\u{301}")
    }

    @Test func typingIsUndoneAWordAtATime() throws {
        var editor = try FieldEditor(configuration: .init())
        editor.type("hello big world")
        editor.apply(.undo)
        #expect(editor.text == "hello big")
        editor.apply(.undo)
        #expect(editor.text == "hello")
        editor.apply(.undo)
        #expect(editor.text == "")
        #expect(!editor.canUndo)
        editor.apply(.redo)
        editor.apply(.redo)
        #expect(TestSupport.picture(editor) == "hello big|")
    }

    @Test func caretMoveStartsANewGroupAndNewEditClearsRedo() throws {
        var editor = try FieldEditor(configuration: .init())
        editor.type("abc")
        editor.apply(.move(.start))
        editor.type("x")
        editor.apply(.undo)
        #expect(TestSupport.picture(editor) == "|abc")
        editor.apply(.undo)
        #expect(editor.text == "")
        editor.apply(.redo)
        editor.type("z")
        #expect(!editor.canRedo)
    }

    @Test func pasteAndBackspaceRunsAreSeparateSteps() throws {
        var editor = try FieldEditor(configuration: .init(format: .mask("(###) ###-####")))
        editor.apply(.paste("5551234567"))
        editor.apply(.deleteBackward())
        editor.apply(.deleteBackward())
        #expect(editor.value == "55512345")
        editor.apply(.undo)
        #expect(editor.value == "5551234567")
        #expect(TestSupport.picture(editor) == "(555) 123-4567|")
        editor.apply(.undo)
        #expect(editor.value == "")
    }

    /// The history keeps the last 200 groups, exactly, however many were made
    /// and however undo and redo interleave with new groups.
    @Test func historyKeepsTheLast200Groups() throws {
        var editor = try FieldEditor(configuration: .init())
        // Each paste is a group of its own: 650 groups, texts "1" … "650".
        for number in 1...650 { editor.apply(.replaceAll(String(number))) }
        var undone = 0
        while editor.canUndo {
            editor.apply(.undo)
            undone += 1
        }
        #expect(undone == 200)
        #expect(editor.text == "450")
        // Redo everything back, then undo and redo around the limit again.
        while editor.canRedo { editor.apply(.redo) }
        #expect(editor.text == "650")
        for _ in 0..<50 { editor.apply(.undo) }
        for number in 651...750 { editor.apply(.replaceAll(String(number))) }
        undone = 0
        while editor.canUndo {
            editor.apply(.undo)
            undone += 1
        }
        #expect(undone == 200)
        // Kept: the 150 groups before 451…600 (texts "450"…"599") and the 100
        // new ones; the 50 oldest of those 250 ("450"…"499") were dropped.
        #expect(editor.text == "500")
    }
}

@Suite struct CompositionTests {
    @Test func markedTextIsShownUnformattedAndCommittedThroughThePipeline() throws {
        var editor = try FieldEditor(configuration: .init(limit: .init(max: 3, policy: .stop)))
        editor.type("a")
        editor.apply(.setComposition("にほんご"))
        #expect(editor.text == "aにほんご")
        #expect(editor.markedRange == 1..<5)
        #expect(editor.isComposing)
        #expect(editor.value == "a")
        let outcome = editor.apply(.commitComposition("日本語"))
        #expect(editor.text == "a日本")
        #expect(outcome.rejection == .limitReached(max: 3))
        #expect(!editor.isComposing)
    }

    @Test(arguments: [1, 2, 3, 4])
    func markedTextAgreesWithTheWholeDisplayedText(seed: UInt64) throws {
        // The editor finds marked text in a window around it (so composing in
        // a long note is not O(n)); every offset, slice and snap must be what
        // the whole displayed text gives. Marked text here joins its
        // neighbours: accents, joiners, halves of flags, a CRLF's halves.
        var random = SplitMix64(state: seed)
        let pieces = ["a", "é", "e\u{301}", "\u{301}", "\u{200D}", "👧", "👨‍👩‍👧", "🇩🇪", "🇫", "🇩", "全", "\n", "\r", " "]
        let marked = ["\u{301}", "\u{200D}", "👧", "🇫", "🇩", "か", "x\u{301}", "\u{200D}👧", "🇩🇪🇫"]
        for round in 0..<300 {
            let body = (0..<Int(random.next() % 10)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            var editor = try FieldEditor(configuration: .init(isMultiline: true), value: body)
            let length = editor.text.utf16.count
            editor.apply(.select(anchor: Int(random.next() % UInt64(length + 1)), focus: Int(random.next() % UInt64(length + 1))))
            let replacing = editor.selection
            let text = marked[Int(random.next() % UInt64(marked.count))]
            editor.apply(.setComposition(text))
            let units = Array(editor.bodyText.utf16)
            let merged = String(decoding: units[..<replacing.lowerBound], as: UTF16.self) + text
                + String(decoding: units[replacing.upperBound...], as: UTF16.self)
            let step = "seed \(seed) round \(round): \(body.unicodeScalars.map { String($0.value, radix: 16) }) \(replacing) \(text)"
            #expect(editor.text == merged, "\(step): text")
            let start = FieldEditor.snap(replacing.lowerBound, in: merged, roundUp: false)
            let end = FieldEditor.snap(replacing.lowerBound + text.utf16.count, in: merged, roundUp: true)
            #expect(editor.markedRange == start..<end, "\(step): marked range")
            #expect(editor.selection == end..<end, "\(step): caret")
            let mergedLength = merged.utf16.count
            #expect(editor.textLength == mergedLength, "\(step): length")
            for offset in 0...mergedLength {
                for roundUp in [false, true] {
                    #expect(editor.snapDisplayed(offset, roundUp: roundUp) == FieldEditor.snap(offset, in: merged, roundUp: roundUp),
                            "\(step): snap \(offset) \(roundUp)")
                }
            }
            let boundaries = (0...mergedLength).filter { FieldEditor.isBoundary($0, in: merged) }
            for lower in boundaries {
                for upper in lower...mergedLength {
                    let expectedEnd = FieldEditor.snap(upper, in: merged, roundUp: true)
                    let utf16 = merged.utf16
                    let expected = String(decoding: Array(utf16)[lower..<expectedEnd], as: UTF16.self)
                    let slice = editor.textSlice(lower..<upper)
                    #expect(slice.text == expected && slice.end == expectedEnd, "\(step): slice \(lower)..<\(upper)")
                }
            }
        }
    }

    @Test func cancelDiscardsMarkedText() throws {
        var editor = try FieldEditor(configuration: .init(format: .mask("###")))
        editor.type("1")
        editor.apply(.setComposition("２"))
        #expect(editor.text == "1２")
        editor.apply(.cancelComposition)
        #expect(TestSupport.picture(editor) == "1|")
    }

    @Test func maskRejectsCommittedLetters() throws {
        var editor = try FieldEditor(configuration: .init(format: .mask("###")))
        editor.apply(.setComposition("ka"))
        let outcome = editor.apply(.commitComposition(nil))
        #expect(editor.text == "")
        #expect(outcome.rejection == .invalidCharacter("k", expected: .digit))
    }
}

@Suite struct LimitTests {
    @Test func stopRefusesAndTruncatesPasteAtGraphemeBoundary() throws {
        var editor = try FieldEditor(configuration: .init(limit: .init(max: 5, policy: .stop)))
        editor.type("ab")
        let paste = editor.apply(.paste("👨‍👩‍👧‍👦👍🏽e\u{301}xyz"))
        #expect(editor.text == "ab👨‍👩‍👧‍👦👍🏽é")
        #expect(editor.characterCount == 5)
        #expect(editor.limitStatus == .atLimit)
        #expect(paste.rejection == .limitReached(max: 5))
        #expect(paste.rejectedCount == 3)
        let key = editor.apply(.insert("q"))
        #expect(key.textChanged == false)
        #expect(key.rejection == .limitReached(max: 5))
    }

    @Test func stopAllowsReplacingASelection() throws {
        var editor = try FieldEditor(configuration: .init(limit: .init(max: 3, policy: .stop)), value: "abc")
        editor.apply(.select(anchor: 1, focus: 2))
        editor.apply(.insert("Z"))
        #expect(editor.text == "aZc")
    }

    @Test func allowOverKeepsTextAndReportsOver() throws {
        var editor = try FieldEditor(configuration: .init(limit: .init(max: 3, policy: .allowOver)))
        editor.type("abcd")
        #expect(editor.text == "abcd")
        #expect(editor.limitStatus == .over)
        editor.apply(.deleteBackward())
        #expect(editor.limitStatus == .atLimit)
    }

    @Test func familyEmojiCountsOne() throws {
        let editor = try FieldEditor(configuration: .init(limit: .init(max: 1, policy: .stop)), value: "👨‍👩‍👧‍👦")
        #expect(editor.characterCount == 1)
        #expect(editor.limitStatus == .atLimit)
    }

    @Test func maskStopLimitCountsValueCharacters() throws {
        var editor = try FieldEditor(configuration: .init(format: .mask("(###) ###-####"), limit: .init(max: 4, policy: .stop)))
        editor.apply(.paste("(555) 123-4567"))
        #expect(editor.value == "5551")
        #expect(editor.text == "(555) 1")
    }

    @Test func invalidLimitIsAnError() {
        #expect(throws: ConfigurationError.invalidLimit(0)) {
            try FieldEditor(configuration: .init(limit: .init(max: 0)))
        }
    }
}
