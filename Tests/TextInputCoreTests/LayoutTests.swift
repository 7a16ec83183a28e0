import Testing
@testable import TextInputCore

private let cells = MonospaceCellMeasurer()

// MARK: - Measuring

@Suite struct LayoutMeasurerTests {
    static let characters: [(String, Int)] = [
        // ASCII: printable and tab 1, other controls 0.
        ("a", 1), ("Z", 1), ("0", 1), (" ", 1), ("~", 1), ("\t", 1),
        ("\u{0}", 0), ("\u{7}", 0), ("\n", 0), ("\r\n", 0), ("\u{7F}", 0),
        // East Asian Wide and Fullwidth.
        ("日", 2), ("本", 2), ("한", 2), ("\u{1112}\u{1161}\u{11AB}", 2), ("あ", 2), ("ア", 2),
        ("Ａ", 2), ("！", 2), ("\u{3000}", 2), ("\u{20000}", 2), ("\u{31350}", 2), ("\u{1B132}", 2),
        // Narrow neighbours: halfwidth katakana, Yijing hexagrams, ambiguous.
        ("ｱ", 1), ("\u{4DC0}", 1), ("…", 1), ("→", 1), ("Ω", 1), ("ü", 1),
        // Emoji.
        ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🇺🇸", 2), ("☺", 1), ("☺️", 2), ("☝", 1), ("☝🏽", 2),
        ("❤", 1), ("❤️", 2), ("❤\u{200D}🔥", 2), ("1️⃣", 2), ("©", 1), ("©️", 2), ("🏽", 2), ("🫨", 2),
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 2), ("a\u{FE0F}", 1),
        // Zero-width scalars add nothing; alone they are 0.
        ("e\u{301}", 1), ("é", 1), ("a\u{20DD}", 1), ("日\u{301}", 2), ("\u{0600}1", 1),
        ("\u{301}", 0), ("\u{200B}", 0), ("\u{200C}", 0), ("\u{200D}", 0), ("\u{200E}", 0),
        ("\u{2060}", 0), ("\u{FEFF}", 0), ("\u{AD}", 0), ("\u{FE0F}", 0), ("\u{85}", 0), ("\u{2028}", 0),
    ]

    @Test(arguments: characters)
    func characterWidth(_ text: String, _ expected: Int) {
        #expect(text.count == 1, "one cluster: \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(cells.width(of: Character(text)) == expected)
    }

    static let strings: [(String, Int)] = [
        ("", 0), ("hello", 5), ("日本", 4), ("a👍b", 4), ("e\u{301}te\u{301}", 3), ("ｶﾀｶﾅ", 4),
        ("\u{200B}\u{200B}", 0), ("Ａｂｃ", 6),
    ]

    @Test(arguments: strings)
    func stringWidth(_ text: String, _ expected: Int) {
        #expect(cells.width(of: text) == expected)
    }

    @Test func asciiFastPathAgreesWithTheGeneralRules() throws {
        for value in UInt32(0)..<0x80 {
            let scalar = try #require(Unicode.Scalar(value))
            let character = Character(scalar)
            let general = MonospaceCellMeasurer.clusterWidth(character.unicodeScalars)
            #expect(cells.width(of: character) == general, "U+\(String(value, radix: 16))")
            #expect(general == ((0x20..<0x7F).contains(value) || value == 0x09 ? 1 : 0))
        }
    }

    @Test func wideTableIsSortedAndSearchable() {
        let table = EastAsianWidthTable.wideRanges
        for (index, range) in table.enumerated() {
            #expect(range.lower <= range.upper)
            if index > 0 { #expect(table[index - 1].upper + 1 < range.lower, "ranges are merged and sorted") }
            #expect(EastAsianWidthTable.isWide(range.lower))
            #expect(EastAsianWidthTable.isWide(range.upper))
            #expect(!EastAsianWidthTable.isWide(range.lower - 1))
            #expect(!EastAsianWidthTable.isWide(range.upper + 1))
        }
    }
}

// MARK: - Wrapping

/// The wrapped lines as text, "⏎" marking a hard line break.
private func wrapped(_ text: String, _ width: Int, _ mode: WrapMode) -> [String] {
    TextWrapper.wrap(text, width: width, mode: mode, measurer: cells).map {
        String($0.text(in: text)) + ($0.endsWithNewline ? "⏎" : "")
    }
}

@Suite struct LayoutWrapTests {
    static let wordCases: [(String, String, Int, [String])] = [
        ("empty", "", 10, [""]),
        ("fits", "hello world", 11, ["hello world"]),
        ("breaks after the space", "hello world", 5, ["hello ", "world"]),
        ("space hangs past the width", "hello world", 8, ["hello ", "world"]),
        ("two words a line", "the quick brown fox", 10, ["the quick ", "brown fox"]),
        ("run of spaces stays", "hello    world", 5, ["hello    ", "world"]),
        ("trailing spaces hang", "hello   ", 5, ["hello   "]),
        ("leading spaces", "   abc", 4, ["   ", "abc"]),
        ("long word", "supercalifragilistic", 8, ["supercal", "ifragili", "stic"]),
        ("long word starts a line", "a supercalifragilistic b", 8, ["a ", "supercal", "ifragili", "stic b"]),
        ("newline", "one\ntwo", 10, ["one⏎", "two"]),
        ("trailing newline", "one\n", 10, ["one⏎", ""]),
        ("blank lines", "\n\n", 10, ["⏎", "⏎", ""]),
        ("CRLF", "a\r\nb", 10, ["a⏎", "b"]),
        ("wrap then newline", "aaa bbb\nccc", 4, ["aaa ", "bbb⏎", "ccc"]),
        ("no-break space", "a\u{A0}b c", 3, ["a\u{A0}b ", "c"]),
        ("ideographic space", "日本\u{3000}語", 4, ["日本\u{3000}", "語"]),
        ("CJK at width 5", "日本語テキスト", 5, ["日本", "語テ", "キス", "ト"]),
        ("CJK at width 3", "日本語", 3, ["日", "本", "語"]),
        ("CJK after a word", "ab 日本語", 4, ["ab ", "日本", "語"]),
        ("emoji never split", "👨‍👩‍👧‍👦👍🏽🇺🇸", 3, ["👨‍👩‍👧‍👦", "👍🏽", "🇺🇸"]),
        ("emoji pairs", "👨‍👩‍👧‍👦👍🏽🇺🇸", 4, ["👨‍👩‍👧‍👦👍🏽", "🇺🇸"]),
        ("accents stay on their letter", "e\u{301}e\u{301}e\u{301}", 2, ["e\u{301}e\u{301}", "e\u{301}"]),
        ("width 1", "abc", 1, ["a", "b", "c"]),
        ("width 1 with a wide character", "a日b", 1, ["a", "日", "b"]),
        ("width 0 counts as 1", "abc", 0, ["a", "b", "c"]),
        ("negative width counts as 1", "ab", -3, ["a", "b"]),
    ]

    @Test(arguments: wordCases)
    func wordWrapping(_ name: String, _ text: String, _ width: Int, _ expected: [String]) {
        #expect(wrapped(text, width, .word) == expected, "\(name)")
    }

    static let characterCases: [(String, String, Int, [String])] = [
        ("empty", "", 4, [""]),
        ("fits", "hello", 5, ["hello"]),
        ("mid-word", "hello world", 8, ["hello wo", "rld"]),
        ("space hangs", "hello world", 5, ["hello ", "world"]),
        ("spaces hang", "ab  cd", 3, ["ab  ", "cd"]),
        ("Lorem at 4", "Lorem ipsum", 4, ["Lore", "m ip", "sum"]),
        ("wide at odd width", "ab日本", 3, ["ab", "日", "本"]),
        ("CJK at width 5", "日本語テキスト", 5, ["日本", "語テ", "キス", "ト"]),
        ("emoji never split", "a👍🏽b", 2, ["a", "👍🏽", "b"]),
        ("newlines", "ab\n\ncd", 1, ["a", "b⏎", "⏎", "c", "d"]),
        ("width 0", "xyz", 0, ["x", "y", "z"]),
    ]

    @Test(arguments: characterCases)
    func characterWrapping(_ name: String, _ text: String, _ width: Int, _ expected: [String]) {
        #expect(wrapped(text, width, .character) == expected, "\(name)")
    }

    @Test func linesCarryUTF16RangesAndWidths() {
        #expect(TextWrapper.wrap("hello world", width: 5, mode: .word, measurer: cells) == [
            WrappedLine(range: 0..<6, width: 6, endsWithNewline: false),
            WrappedLine(range: 6..<11, width: 5, endsWithNewline: false),
        ])
        #expect(TextWrapper.wrap("a\r\n👍🏽\n", width: 5, mode: .word, measurer: cells) == [
            WrappedLine(range: 0..<1, width: 1, endsWithNewline: true),
            WrappedLine(range: 3..<7, width: 2, endsWithNewline: true),
            WrappedLine(range: 8..<8, width: 0, endsWithNewline: false),
        ])
    }

    static let locations: [(String, String, Int, Int, Int, Int)] = [
        // (name, text, width, offset, line, column)
        ("start", "hello world", 5, 0, 0, 0),
        ("before the hanging space", "hello world", 5, 5, 0, 5),
        ("soft wrap goes to the next line", "hello world", 5, 6, 1, 0),
        ("end of text", "hello world", 5, 11, 1, 5),
        ("end of text after hanging spaces", "hello  ", 5, 7, 0, 7),
        ("before a newline", "one\ntwo", 10, 3, 0, 3),
        ("after a newline", "one\ntwo", 10, 4, 1, 0),
        ("after a trailing newline", "one\n", 10, 4, 1, 0),
        ("empty line", "a\n\nb", 10, 2, 1, 0),
        ("before the text", "abc", 10, -4, 0, 0),
        ("past the text", "abc\ndef", 10, 99, 1, 3),
        ("UTF-16 column", "👍🏽x", 10, 4, 0, 4),
    ]

    @Test(arguments: locations)
    func caretLocation(_ name: String, _ text: String, _ width: Int, _ offset: Int, _ line: Int, _ column: Int) {
        let lines = TextWrapper.wrap(text, width: width, mode: .word, measurer: cells)
        let location = TextWrapper.location(ofOffset: offset, in: lines)
        #expect(location.line == line && location.column == column, "\(name): \(location)")
    }

    @Test func caretCellLocation() {
        let text = "日本語a👍b"
        let lines = TextWrapper.wrap(text, width: 4, mode: .character, measurer: cells)
        #expect(lines.map { String($0.text(in: text)) } == ["日本", "語a", "👍b"])
        let expected: [(offset: Int, line: Int, column: Int)] = [
            (0, 0, 0), (1, 0, 2), (2, 1, 0), (3, 1, 2), (4, 2, 0), (5, 2, 0), (6, 2, 2), (7, 2, 3),
        ]
        for (offset, line, column) in expected {
            let location = TextWrapper.cellLocation(ofOffset: offset, in: lines, text: text, measurer: cells)
            #expect(location.line == line && location.column == column, "offset \(offset): \(location)")
        }
    }

    @Test func noLinesMeansOrigin() {
        #expect(TextWrapper.location(ofOffset: 3, in: []) == (0, 0))
    }
}

// MARK: - Note viewport

/// A note being edited: text, caret (in characters) and its viewport,
/// re-laid out after every step as a renderer would.
struct LayoutNoteModel {
    enum Step {
        case type(String)      // one keystroke per character
        case paste(String)     // one edit
        case backspace(Int)
        case caret(Int)        // characters from the start
        case end
        case blur
    }

    var characters: [Character] = []
    var caret = 0
    var width: Int
    var policy: NoteHeightPolicy
    var focused = true
    var viewport = NoteViewport(firstLine: 0, visibleLines: 0, totalLines: 1, scrolls: false)
    var lines: [WrappedLine] = []
    /// The field's height after every step.
    var heights: [Int] = []

    init(width: Int, policy: NoteHeightPolicy, text: String = "") {
        self.width = width
        self.policy = policy
        characters = Array(text)
        caret = characters.count
        layOut()
    }

    var text: String { String(characters) }

    mutating func run(_ steps: [Step]) {
        for step in steps {
            switch step {
            case let .type(typed):
                for character in typed {
                    characters.insert(character, at: caret)
                    caret += 1
                    layOut()
                }
            case let .paste(pasted):
                characters.insert(contentsOf: pasted, at: caret)
                caret += pasted.count
                layOut()
            case let .backspace(count):
                for _ in 0..<count where caret > 0 {
                    characters.remove(at: caret - 1)
                    caret -= 1
                    layOut()
                }
            case let .caret(position):
                caret = position
                layOut()
            case .end:
                caret = characters.count
                layOut()
            case .blur:
                focused = false
                layOut()
            }
        }
    }

    mutating func layOut() {
        let text = self.text
        lines = TextWrapper.wrap(text, width: width, mode: .word, measurer: cells)
        let offset = String(characters[..<caret]).utf16.count
        let caretLine = TextWrapper.location(ofOffset: offset, in: lines).line
        viewport = NoteViewport.update(
            previous: viewport.firstLine, totalLines: lines.count, caretLine: focused ? caretLine : nil, policy: policy)
        heights.append(viewport.visibleLines)
    }

    /// The field as drawn: one string per visible line, blank lines below
    /// the text included, "|" at the caret when focused.
    var screen: [String] {
        let text = self.text
        let offset = String(characters[..<caret]).utf16.count
        let location = TextWrapper.location(ofOffset: offset, in: lines)
        return (viewport.firstLine..<viewport.firstLine + viewport.visibleLines).map { index in
            guard index < lines.count else { return "" }
            var line = String(lines[index].text(in: text))
            if focused, index == location.line {
                let utf16 = Array(line.utf16)
                line = String(decoding: utf16[..<location.column], as: UTF16.self) + "|"
                    + String(decoding: utf16[location.column...], as: UTF16.self)
            }
            return line
        }
    }
}

@Suite struct LayoutNoteViewportTests {
    /// Sixteen four-letter words: two per line at width 10, eight lines.
    static let sixteenWords = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp"

    static let sessions: [(String, NoteHeightPolicy, String, [LayoutNoteModel.Step], [String], Bool)] = [
        // (name, policy, initial text, steps, screen, scrolls)
        ("empty note is three lines", .growing(), "", [], ["|", "", ""], false),
        ("one line", .growing(), "", [.type("hello")], ["hello|", "", ""], false),
        (
            "grows when a word wraps", .growing(), "", [.type("aaaa bbbb cccc dddd eeee ffff g")],
            ["aaaa bbbb ", "cccc dddd ", "eeee ffff ", "g|"], false
        ),
        (
            "stops at six lines and scrolls", .growing(), "", [.type(sixteenWords)],
            ["eeee ffff ", "gggg hhhh ", "iiii jjjj ", "kkkk llll ", "mmmm nnnn ", "oooo pppp|"], true
        ),
        (
            "caret moved to the top scrolls up to it", .growing(), sixteenWords, [.caret(0)],
            ["|aaaa bbbb ", "cccc dddd ", "eeee ffff ", "gggg hhhh ", "iiii jjjj ", "kkkk llll "], true
        ),
        (
            "caret inside the window does not scroll", .growing(), sixteenWords, [.caret(0), .caret(30)],
            ["aaaa bbbb ", "cccc dddd ", "eeee ffff ", "|gggg hhhh ", "iiii jjjj ", "kkkk llll "], true
        ),
        (
            "caret below scrolls until it is the last line", .growing(), sixteenWords, [.caret(0), .caret(66)],
            ["cccc dddd ", "eeee ffff ", "gggg hhhh ", "iiii jjjj ", "kkkk llll ", "mmmm n|nnn "], true
        ),
        (
            "shrinks on deletion", .growing(), sixteenWords, [.backspace(20)],
            ["aaaa bbbb ", "cccc dddd ", "eeee ffff ", "gggg hhhh ", "iiii jjjj ", "kkkk llll|"], false
        ),
        (
            "shrinks back to three lines", .growing(), sixteenWords, [.backspace(79)],
            ["|", "", ""], false
        ),
        (
            "caret after a large paste is visible", .growing(), "top\nbottom\nend",
            [.caret(4), .paste("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n")],
            ["6", "7", "8", "9", "10", "|bottom"], true
        ),
        (
            "pasting one long paragraph", .growing(), "", [.paste(sixteenWords + " z")],
            ["gggg hhhh ", "iiii jjjj ", "kkkk llll ", "mmmm nnnn ", "oooo pppp ", "z|"], true
        ),
        ("fixed height with short text", .fixed(), "", [.type("hi")], ["hi|", "", ""], false),
        (
            "fixed height scrolls", .fixed(), "", [.type("aaaa bbbb cccc dddd eeee ffff gggg")],
            ["cccc dddd ", "eeee ffff ", "gggg|"], true
        ),
        (
            "read-only shows every line", .unlimited, sixteenWords, [.blur],
            ["aaaa bbbb ", "cccc dddd ", "eeee ffff ", "gggg hhhh ", "iiii jjjj ", "kkkk llll ", "mmmm nnnn ",
             "oooo pppp"], false
        ),
        ("read-only short note is three lines", .unlimited, "Note", [.blur], ["Note", "", ""], false),
        (
            "hard newlines grow the note", .growing(), "", [.type("1\n2\n3\n4\n5\n6\n7")],
            ["2", "3", "4", "5", "6", "7|"], true
        ),
        (
            "newline at the end shows the caret's empty line", .growing(), "", [.type("1\n2\n3\n4\n5\n6\n")],
            ["2", "3", "4", "5", "6", "|"], true
        ),
    ]

    @Test(arguments: sessions)
    func session(
        _ name: String, _ policy: NoteHeightPolicy, _ initial: String, _ steps: [LayoutNoteModel.Step],
        _ screen: [String], _ scrolls: Bool
    ) {
        var note = LayoutNoteModel(width: 10, policy: policy, text: initial)
        note.run(steps)
        #expect(note.screen == screen, "\(name)")
        #expect(note.viewport.scrolls == scrolls, "\(name)")
        #expect(note.viewport.visibleLines == screen.count, "\(name)")
    }

    @Test func growsOneLineAtATimeAndNeverPastTheMaximum() {
        var note = LayoutNoteModel(width: 10, policy: .growing())
        note.run([.type(Self.sixteenWords)])
        // Three lines until the fourth line starts, then one more per line.
        #expect(Array(Set(note.heights)).sorted() == [3, 4, 5, 6])
        #expect(note.heights == note.heights.sorted(), "only grows while typing")
        #expect(note.heights[30] == 3, "'…ffff ' still fits three lines")
        #expect(note.heights[31] == 4, "typing 'g' wraps to a fourth line")
        note.run([.backspace(1)])
        #expect(note.viewport.visibleLines == 6)
        note.run([.backspace(60)])
        #expect(note.viewport == NoteViewport(firstLine: 0, visibleLines: 3, totalLines: 2, scrolls: false))
    }

    @Test func caretLineIsAlwaysVisible() {
        var note = LayoutNoteModel(width: 10, policy: .growing())
        note.run([.type(Self.sixteenWords)])
        for position in stride(from: 79, through: 0, by: -7) {
            note.run([.caret(position)])
            let offset = String(note.characters[..<position]).utf16.count
            let line = TextWrapper.location(ofOffset: offset, in: note.lines).line
            #expect(note.viewport.visibleRange.contains(line), "caret \(position) on line \(line)")
        }
    }

    static let updates: [(String, Int, Int, Int?, NoteHeightPolicy, NoteViewport)] = [
        // (name, previous first line, total lines, caret line, policy, expected)
        ("empty", 0, 1, 0, .growing(), .init(firstLine: 0, visibleLines: 3, totalLines: 1, scrolls: false)),
        ("no lines counts as one", 0, 0, nil, .growing(), .init(firstLine: 0, visibleLines: 3, totalLines: 1, scrolls: false)),
        ("four lines", 0, 4, 3, .growing(), .init(firstLine: 0, visibleLines: 4, totalLines: 4, scrolls: false)),
        ("caret at the bottom", 0, 8, 7, .growing(), .init(firstLine: 2, visibleLines: 6, totalLines: 8, scrolls: true)),
        ("caret above", 2, 8, 0, .growing(), .init(firstLine: 0, visibleLines: 6, totalLines: 8, scrolls: true)),
        ("caret inside", 1, 8, 4, .growing(), .init(firstLine: 1, visibleLines: 6, totalLines: 8, scrolls: true)),
        ("no empty space below", 5, 8, nil, .growing(), .init(firstLine: 2, visibleLines: 6, totalLines: 8, scrolls: true)),
        ("shrinks", 2, 5, 4, .growing(), .init(firstLine: 0, visibleLines: 5, totalLines: 5, scrolls: false)),
        ("caret past the end", 0, 8, 20, .growing(), .init(firstLine: 2, visibleLines: 6, totalLines: 8, scrolls: true)),
        ("negative previous", -3, 8, nil, .growing(), .init(firstLine: 0, visibleLines: 6, totalLines: 8, scrolls: true)),
        ("custom range", 0, 5, 4, .growing(min: 1, max: 2), .init(firstLine: 3, visibleLines: 2, totalLines: 5, scrolls: true)),
        ("custom minimum", 0, 1, 0, .growing(min: 1, max: 2), .init(firstLine: 0, visibleLines: 1, totalLines: 1, scrolls: false)),
        ("maximum below minimum", 0, 9, 8, .growing(min: 5, max: 2), .init(firstLine: 4, visibleLines: 5, totalLines: 9, scrolls: true)),
        ("fixed, short", 0, 2, 1, .fixed(), .init(firstLine: 0, visibleLines: 3, totalLines: 2, scrolls: false)),
        ("fixed, long", 0, 10, 9, .fixed(), .init(firstLine: 7, visibleLines: 3, totalLines: 10, scrolls: true)),
        ("fixed, other height", 0, 10, 9, .fixed(4), .init(firstLine: 6, visibleLines: 4, totalLines: 10, scrolls: true)),
        ("unlimited, long", 4, 10, 9, .unlimited, .init(firstLine: 0, visibleLines: 10, totalLines: 10, scrolls: false)),
        ("unlimited, short", 0, 1, nil, .unlimited, .init(firstLine: 0, visibleLines: 3, totalLines: 1, scrolls: false)),
    ]

    @Test(arguments: updates)
    func update(
        _ name: String, _ previous: Int, _ total: Int, _ caret: Int?, _ policy: NoteHeightPolicy, _ expected: NoteViewport
    ) {
        let viewport = NoteViewport.update(previous: previous, totalLines: total, caretLine: caret, policy: policy)
        #expect(viewport == expected, "\(name)")
    }

    @Test func visibleRangeStopsAtTheLastLine() {
        #expect(NoteViewport(firstLine: 0, visibleLines: 3, totalLines: 1, scrolls: false).visibleRange == 0..<1)
        #expect(NoteViewport(firstLine: 2, visibleLines: 6, totalLines: 8, scrolls: true).visibleRange == 2..<8)
    }

    @Test func policyFollowsTheConfiguration() {
        var note = FieldConfiguration(id: "note", kind: .note)
        #expect(NoteHeightPolicy(note) == .growing(min: 3, max: 6))
        note.hasAccessoriesBelow = true
        #expect(NoteHeightPolicy(note) == .fixed(3))
        note.isReadOnly = true
        #expect(NoteHeightPolicy(note) == .unlimited)
        note.hasAccessoriesBelow = false
        #expect(NoteHeightPolicy(note) == .unlimited)
    }
}

// MARK: - Single-line viewport

/// A single-line field being edited: text, caret (in characters) and its
/// horizontal scroll.
struct LayoutLineModel {
    var characters: [Character] = []
    var caret = 0
    var width: Int
    var viewport = LineViewport(firstColumn: 0, overflowsLeft: false, overflowsRight: false)

    init(width: Int, text: String = "") {
        self.width = width
        characters = Array(text)
        caret = characters.count
        layOut()
    }

    var caretOffset: Int { String(characters[..<caret]).utf16.count }

    mutating func type(_ typed: String) {
        for character in typed {
            characters.insert(character, at: caret)
            caret += 1
            layOut()
        }
    }

    mutating func paste(_ pasted: String) {
        characters.insert(contentsOf: pasted, at: caret)
        caret += pasted.count
        layOut()
    }

    mutating func backspace(_ count: Int) {
        for _ in 0..<count where caret > 0 {
            characters.remove(at: caret - 1)
            caret -= 1
            layOut()
        }
    }

    mutating func move(to position: Int) {
        caret = position
        layOut()
    }

    mutating func layOut() {
        viewport = LineViewport.update(
            previous: viewport.firstColumn, text: String(characters), caretOffset: caretOffset, width: width,
            measurer: cells)
    }

    /// The field as drawn: `width` cells, "|" at the caret (taking no cell),
    /// "‹" / "›" outside when text is hidden on that side.
    var screen: String {
        let text = String(characters)
        let visible = LineViewport.visibleText(text, viewport: viewport, width: width, measurer: cells)
        let before = String(decoding: Array(text.utf16)[..<visible.range.lowerBound], as: UTF16.self)
        let padding = cells.width(of: before) - viewport.firstColumn
        var drawn = String(repeating: " ", count: padding)
        var used = padding
        var offset = visible.range.lowerBound
        for character in visible.text {
            if offset == caretOffset { drawn += "|" }
            drawn.append(character)
            used += cells.width(of: character)
            offset += character.utf16.count
        }
        if offset == caretOffset { drawn += "|" }
        drawn += String(repeating: " ", count: width - used)
        return (viewport.overflowsLeft ? "‹" : "") + drawn + (viewport.overflowsRight ? "›" : "")
    }
}

@Suite struct LayoutLineViewportTests {
    @Test func typingPastTheWidthOverflowsToTheLeft() {
        var field = LayoutLineModel(width: 10)
        field.type("hello")
        #expect(field.screen == "hello|     ")
        field.type("abcd")
        #expect(field.screen == "helloabcd| ")
        field.type("e")
        #expect(field.screen == "‹elloabcde| ")
        #expect(field.viewport == LineViewport(firstColumn: 1, overflowsLeft: true, overflowsRight: false))
        field.type("fghij")
        #expect(field.screen == "‹bcdefghij| ")
        #expect(field.viewport.firstColumn == 6)
    }

    @Test func homeEndAndArrowsScrollMinimally() {
        var field = LayoutLineModel(width: 10, text: "abcdefghijklmno")
        #expect(field.screen == "‹ghijklmno| ")
        field.move(to: 0)
        #expect(field.screen == "|abcdefghij›")
        field.move(to: 9)
        #expect(field.screen == "abcdefghi|j›", "inside the window: no scroll")
        field.move(to: 15)
        #expect(field.screen == "‹ghijklmno| ")
        field.move(to: 12)
        #expect(field.screen == "‹ghijkl|mno ", "moving left inside the window keeps the view")
        field.move(to: 5)
        #expect(field.screen == "‹|fghijklmno")
    }

    @Test func deletingScrollsBack() {
        var field = LayoutLineModel(width: 10, text: "abcdefghijklmno")
        field.backspace(3)
        #expect(field.screen == "‹defghijkl| ")
        field.backspace(3)
        #expect(field.screen == "abcdefghi| ")
        #expect(field.viewport == LineViewport(firstColumn: 0, overflowsLeft: false, overflowsRight: false))
    }

    @Test func deletingInTheMiddleScrollsBackToFillTheRight() {
        var field = LayoutLineModel(width: 10, text: "abcdefghijklmno")
        field.move(to: 12)
        field.backspace(4)
        #expect(field.screen == "‹cdefgh|mno ", "one cell stays free for the caret at the end")
    }

    @Test func caretAfterAPasteIsVisible() {
        var field = LayoutLineModel(width: 10, text: "world")
        field.move(to: 0)
        field.paste("hello wide ")
        #expect(field.screen == "‹llo wide |w›")
    }

    @Test func wideCharacters() {
        var field = LayoutLineModel(width: 5)
        field.type("日本")
        #expect(field.screen == "日本| ")
        field.type("語")
        #expect(field.screen == "‹本語| ")
        field.move(to: 0)
        #expect(field.screen == "|日本 ›", "a wide character cut at the right edge is left out")

        var cut = LayoutLineModel(width: 4, text: "日本語")
        #expect(cut.screen == "‹ 語| ", "a wide character cut at the left edge is left out")
        cut.move(to: 2)
        #expect(cut.screen == "‹ |語 ", "no scroll needed")

        var under = LayoutLineModel(width: 5, text: "abcd日")
        under.move(to: 0)
        #expect(under.screen == "|abcd ›")
        under.move(to: 4)
        #expect(under.screen == "‹bcd|日", "the character under the caret is shown whole")
    }

    @Test func widerFieldScrollsBack() {
        let text = "abcdefghijklmno"
        let narrow = LineViewport.update(previous: 0, text: text, caretOffset: 15, width: 10, measurer: cells)
        #expect(narrow.firstColumn == 6)
        let wide = LineViewport.update(previous: 6, text: text, caretOffset: 15, width: 20, measurer: cells)
        #expect(wide == LineViewport(firstColumn: 0, overflowsLeft: false, overflowsRight: false))
    }

    static let updates: [(String, Int, String, Int, Int, LineViewport)] = [
        // (name, previous, text, caret offset, width, expected)
        ("empty", 0, "", 0, 10, .init(firstColumn: 0, overflowsLeft: false, overflowsRight: false)),
        ("exactly full, caret at the start", 0, "abcdefghij", 0, 10,
         .init(firstColumn: 0, overflowsLeft: false, overflowsRight: false)),
        ("exactly full, caret at the end", 0, "abcdefghij", 10, 10,
         .init(firstColumn: 1, overflowsLeft: true, overflowsRight: false)),
        ("stale previous is clamped", 40, "abc", 1, 10,
         .init(firstColumn: 0, overflowsLeft: false, overflowsRight: false)),
        ("caret inside a cluster counts from its start", 0, "abc👍🏽", 4, 4,
         .init(firstColumn: 1, overflowsLeft: true, overflowsRight: false)),
        ("width 0 counts as 1", 0, "abc", 3, 0, .init(firstColumn: 3, overflowsLeft: true, overflowsRight: false)),
        ("offset past the end", 0, "abcdef", 99, 4, .init(firstColumn: 3, overflowsLeft: true, overflowsRight: false)),
    ]

    @Test(arguments: updates)
    func update(_ name: String, _ previous: Int, _ text: String, _ caret: Int, _ width: Int, _ expected: LineViewport) {
        let viewport = LineViewport.update(previous: previous, text: text, caretOffset: caret, width: width, measurer: cells)
        #expect(viewport == expected, "\(name)")
    }

    static let slices: [(String, Int, Int, String, Range<Int>)] = [
        // (text, first column, width, visible text, UTF-16 range)
        ("abcdef", 0, 3, "abc", 0..<3),
        ("abcdef", 2, 3, "cde", 2..<5),
        ("abcdef", 4, 5, "ef", 4..<6),
        ("日本語", 1, 4, "本", 1..<2),
        ("日本語", 2, 4, "本語", 1..<3),
        ("a👍b", 1, 2, "👍", 1..<3),
        ("a👍🏽b", 1, 3, "👍🏽b", 1..<6),
        ("ab", 5, 3, "", 2..<2),
    ]

    @Test(arguments: slices)
    func visibleText(_ text: String, _ first: Int, _ width: Int, _ expected: String, _ range: Range<Int>) {
        let viewport = LineViewport(firstColumn: first, overflowsLeft: first > 0, overflowsRight: false)
        let visible = LineViewport.visibleText(text, viewport: viewport, width: width, measurer: cells)
        #expect(visible.text == expected)
        #expect(visible.range == range)
    }
}

// MARK: - Fitting unfocused text

@Suite struct LayoutFitterTests {
    static let cases: [(String, Int, Int, LineBreakMode, [String], Bool, Bool)] = [
        // (text, width, max lines, mode, lines, clipped, truncated)
        ("Lorem ipsum", 10, 1, .truncateTail, ["Lorem ips…"], false, true),
        ("Lorem ipsum", 8, 1, .truncateHead, ["…m ipsum"], false, true),
        ("Lorem ipsum", 9, 1, .truncateMiddle, ["Lore…psum"], false, true),
        ("Lorem ipsum", 10, 1, .truncateHead, ["…rem ipsum"], false, true),
        ("Lorem ipsum", 10, 1, .truncateMiddle, ["Lorem…psum"], false, true),
        ("Lorem ipsum", 7, 1, .truncateTail, ["Lorem …"], false, true),
        ("Lorem ipsum", 1, 1, .truncateTail, ["…"], false, true),
        ("Lorem ipsum", 0, 1, .truncateMiddle, ["…"], false, true),
        ("Lorem ipsum", 5, 1, .clip, ["Lorem"], true, false),
        ("Lorem ipsum", 6, 1, .clip, ["Lorem "], true, false),
        ("Lorem ipsum", 6, 2, .wrapWord, ["Lorem ", "ipsum"], false, false),
        ("Lorem ipsum", 5, 2, .wrapWord, ["Lorem", "ipsum"], false, false),
        ("Lorem ipsum dolor", 6, 2, .wrapWord, ["Lorem ", "ipsum "], true, false),
        ("Lorem ipsum", 4, 2, .wrapCharacter, ["Lore", "m ip"], true, false),
        ("Lorem ipsum", 4, 3, .wrapCharacter, ["Lore", "m ip", "sum"], false, false),
        ("Lorem ipsum", 5, 1, .wrapWord, ["Lorem"], true, false),
        // The last allowed line takes the ellipsis.
        ("Lorem ipsum dolor sit", 8, 2, .truncateTail, ["Lorem ", "ipsum d…"], false, true),
        ("Lorem ipsum dolor sit", 8, 2, .truncateHead, ["Lorem ", "…lor sit"], false, true),
        ("Lorem ipsum dolor sit", 8, 2, .truncateMiddle, ["Lorem ", "ipsu…sit"], false, true),
        ("Lorem ipsum dolor sit", 8, 4, .truncateTail, ["Lorem ", "ipsum ", "dolor ", "sit"], false, false),
        // CJK and emoji never split.
        ("日本語テキスト", 7, 1, .truncateTail, ["日本語…"], false, true),
        ("日本語テキスト", 6, 1, .truncateTail, ["日本…"], false, true),
        ("日本語テキスト", 6, 1, .truncateHead, ["…スト"], false, true),
        ("日本語テキスト", 9, 1, .truncateMiddle, ["日本…スト"], false, true),
        ("日本語テキスト", 8, 1, .truncateMiddle, ["日本…ト"], false, true),
        ("日本語テキスト", 5, 1, .clip, ["日本"], true, false),
        ("日本語テキスト", 5, 2, .wrapWord, ["日本", "語テ"], true, false),
        ("日本語テキスト", 14, 1, .truncateTail, ["日本語テキスト"], false, false),
        ("日", 1, 1, .clip, [""], true, false),
        ("日", 1, 1, .truncateTail, ["…"], false, true),
        ("👍🏽👍🏽👍🏽", 4, 1, .truncateTail, ["👍🏽…"], false, true),
        ("👍🏽👍🏽👍🏽", 5, 1, .clip, ["👍🏽👍🏽"], true, false),
        // Hard line breaks.
        ("one\ntwo\nthree", 10, 2, .clip, ["one", "two"], true, false),
        ("one\ntwo", 10, 2, .clip, ["one", "two"], false, false),
        ("one\ntwo\n", 10, 2, .clip, ["one", "two"], false, false),
        ("one\ntwo\nthree", 10, 1, .truncateTail, ["one…"], false, true),
        ("one\ntwo\nthree", 10, 1, .truncateHead, ["…three"], false, true),
        ("one\ntwo\nthree", 10, 1, .truncateMiddle, ["one…three"], false, true),
        ("one\ntwo\nthree", 10, 2, .truncateTail, ["one", "two…"], false, true),
        ("one\ntwo\nthree", 10, 3, .truncateTail, ["one", "two", "three"], false, false),
        ("one\n\n", 10, 1, .truncateTail, ["one"], false, false),
        // Hidden whitespace is not clipping.
        ("abc   ", 4, 1, .truncateTail, ["abc "], false, false),
        ("abc   ", 4, 1, .clip, ["abc "], false, false),
        ("abc   ", 4, 1, .wrapCharacter, ["abc "], false, false),
    ]

    @Test(arguments: cases)
    func fit(
        _ text: String, _ width: Int, _ maxLines: Int, _ mode: LineBreakMode, _ lines: [String], _ clipped: Bool,
        _ truncated: Bool
    ) {
        let fitted = TextFitter.fit(text, width: width, maxLines: maxLines, mode: mode, measurer: cells)
        #expect(fitted == FittedText(lines: lines, isClipped: clipped, isTruncated: truncated))
        #expect(fitted.needsExpansionTooltip == (clipped || truncated))
        for line in fitted.lines {
            #expect(cells.width(of: line) <= max(1, width), "\(line) fits the width")
        }
    }

    static let fittingTexts: [(String, Int, Int)] = [
        // (text, width, max lines): fits in every mode.
        ("", 5, 1), ("Name", 10, 1), ("Name", 4, 1), ("日本", 4, 1), ("👨‍👩‍👧‍👦 ok", 5, 1), ("one\ntwo", 5, 2),
        ("line one\nline two\n\nfour", 8, 4),
    ]

    @Test(arguments: fittingTexts)
    func textThatFitsIsUnchanged(_ text: String, _ width: Int, _ maxLines: Int) {
        for mode in LineBreakMode.allCases {
            let fitted = TextFitter.fit(text, width: width, maxLines: maxLines, mode: mode, measurer: cells)
            #expect(fitted.lines.joined(separator: "\n") == text, "\(mode)")
            #expect(!fitted.isClipped && !fitted.isTruncated && !fitted.needsExpansionTooltip, "\(mode)")
        }
    }
}
