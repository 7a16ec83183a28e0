import Testing
import _RopeModule
@testable import TextInputCore

/// `StringStorage` (the WebAssembly build's plain-text storage) kept in step
/// with `BigString` (the native one): the same splices, the same text, counts
/// and rounding to Character boundaries.
@Suite struct TextStorageTests {
    static let pieces = ["a", "é", "e", "\u{301}", "👍", "\u{1F3FD}", "🇩", "🇪", "\n", "\r", "\r\n", "漢", " ", "‍", "👨", "x\u{20DD}"]

    /// Chunk sizes: tiny ones put a join between almost every two
    /// Characters, so edits at joins (accents typed at a chunk's start, CR
    /// and LF meeting across one) happen all the time; the real size keeps
    /// these short texts in one chunk.
    static let chunkSizes = [1, 3, 8, StringStorage.defaultChunkSize]

    @Test(arguments: chunkSizes) func randomSplicesAgree(chunkSize: Int) {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var rope = BigString()
            var string = StringStorage("", chunkSize: chunkSize)
            for _ in 0..<12 {
                let length = rope.utf16.count
                #expect(length == string.utf16.count)
                // A range on Character boundaries, as the editor always passes.
                let a = snapDown(string, Int.random(in: 0...length, using: &random))
                let b = snapDown(string, Int.random(in: 0...length, using: &random))
                let range = min(a, b)..<max(a, b)
                let text = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
                rope.spliceByCharacters(range, with: text)
                string.spliceByCharacters(range, with: text)
                #expect(String(rope) == String(string), "after replacing \(range) with \(text.debugDescription)")
                #expect(rope.count == string.count)
                #expect(rope.first == string.first && rope.last == string.last)
                string.checkInvariants()
                for offset in 0...string.utf16.count {
                    let ropeIndex = rope.utf16.index(rope.startIndex, offsetBy: offset)
                    let stringIndex = string.utf16.index(string.startIndex, offsetBy: offset)
                    #expect(rope.utf16.distance(from: rope.startIndex, to: rope.index(roundingDown: ropeIndex))
                        == string.utf16.distance(from: string.startIndex, to: string.index(roundingDown: stringIndex)))
                    #expect(rope.utf16.distance(from: rope.startIndex, to: rope.index(roundingUp: ropeIndex))
                        == string.utf16.distance(from: string.startIndex, to: string.index(roundingUp: stringIndex)))
                }
            }
        }
    }

    /// The storage keeps its Character count by counting again only around
    /// each edit: edits that join the Character before them, and half a flag
    /// that shifts every pair after it (past the few boundaries the storage
    /// looks at, where it counts the whole text).
    @Test(arguments: chunkSizes) func characterCountFollowsEditsThatMoveBreaks(chunkSize: Int) {
        let flags = String(repeating: "🇩🇪", count: 6)
        let cases: [(text: String, range: Range<Int>, with: String)] = [
            ("cafe", 4..<4, "\u{301}"),              // joins the "e" before it
            ("cafe", 3..<3, "\u{301}"),              // joins the "f" (in the chunk before, when chunks are tiny)
            ("ab\ncd", 3..<3, "\u{301}"),            // after a line feed: its own Character
            ("ab\r\ncd", 3..<4, ""),                  // the line feed removed from CR LF
            ("a\u{301}bc", 1..<2, ""),               // the accent removed
            ("cafe\u{301}", 4..<5, ""),               // the accent removed
            ("a\r", 2..<2, "\n"),                     // CR and LF become one Character
            ("a\r\nb", 2..<3, ""),                    // and part again
            ("👨x👧", 2..<3, "\u{200D}"),              // a joiner between two emoji
            (flags, 0..<0, "🇫"),                      // every pair after it shifts
            (flags, 4..<4, "🇫"),                      // from the middle
            (flags, 0..<2, ""),                        // the first half of the first pair removed
            ("🇩🇪🇩", 6..<6, "🇪"),                      // completes the last pair
        ]
        for (text, range, replacement) in cases {
            var storage = StringStorage(text, chunkSize: chunkSize)
            let lower = storage.utf16.index(storage.startIndex, offsetBy: range.lowerBound)
            let upper = storage.utf16.index(storage.startIndex, offsetBy: range.upperBound)
            storage.replaceSubrange(lower..<upper, with: replacement)
            var expected = text
            let utf16 = expected.utf16
            expected.replaceSubrange(utf16.index(utf16.startIndex, offsetBy: range.lowerBound)..<utf16.index(utf16.startIndex, offsetBy: range.upperBound), with: replacement)
            #expect(String(storage) == expected)
            #expect(storage.count == expected.count, "\(text.debugDescription) \(range) \(replacement.debugDescription)")
            storage.checkInvariants()
        }
    }

    /// The storage finds UTF-16 offsets by walking from its start, end or a
    /// remembered position instead of `String`'s breadcrumbs: every index and
    /// distance must equal `String`'s own, inside surrogate pairs too, in
    /// ASCII and non-ASCII text, from any base index.
    @Test(arguments: chunkSizes) func utf16OffsetsAgreeWithString(chunkSize: Int) {
        var random = SystemRandomNumberGenerator()
        let pieces = Self.pieces + ["abc", "hello world ", "𝄞", "👩‍👩‍👧"]
        for round in 0..<150 {
            var storage = StringStorage(round.isMultiple(of: 3) ? "plain ascii start\n" : "", chunkSize: chunkSize)
            for _ in 0..<10 {
                let length = storage.utf16.count
                let a = snapDown(storage, Int.random(in: 0...length, using: &random))
                let b = snapDown(storage, Int.random(in: 0...length, using: &random))
                let inserted = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    round.isMultiple(of: 4) ? "ascii " : pieces.randomElement(using: &random)!
                }.joined()
                storage.spliceByCharacters(min(a, b)..<max(a, b), with: inserted)
                if Bool.random(using: &random) {
                    storage.remember(utf16Offset: Int.random(in: 0...storage.utf16.count, using: &random))
                }
                let text = String(storage)
                #expect(storage.utf16.count == text.utf16.count)
                // UTF-16 offsets of the Character boundaries.
                var boundaries = [0]
                for character in text { boundaries.append(boundaries.last! + character.utf16.count) }
                for offset in 0...text.utf16.count {
                    let expected = text.utf16.index(text.startIndex, offsetBy: offset)
                    let found = storage.utf16.index(storage.startIndex, offsetBy: offset)
                    #expect(storage.utf16.distance(from: storage.startIndex, to: found) == offset)
                    if offset < text.utf16.count {
                        // The same code unit, the trailing half of a surrogate pair included.
                        #expect(storage.utf16[found] == text.utf16[expected], "offset \(offset) of \(text.debugDescription)")
                    }
                    let k = Int.random(in: 0...text.utf16.count, using: &random)
                    let base = storage.utf16.index(storage.startIndex, offsetBy: k)
                    #expect(storage.utf16.distance(from: base, to: storage.utf16.index(base, offsetBy: offset - k)) == offset - k)
                    #expect(storage.utf16.distance(from: base, to: found) == offset - k)
                    // Characters before the offset, as String counts them.
                    let rounded = storage.index(roundingDown: found)
                    #expect(storage.distance(from: storage.startIndex, to: rounded) == boundaries.filter { $0 <= offset }.count - 1)
                }
            }
        }
    }

    /// A long text in real-size chunks: every chunk stays within bounds as
    /// edits grow and shrink it, the text and its counts follow a `String`
    /// edited alike, and Character offsets skip whole chunks correctly.
    @Test func longTextsStayInBoundedChunks() {
        var random = SystemRandomNumberGenerator()
        let words = ["lorem ", "ipsum\n", "caf\u{E9} ", "e\u{301}", "漢字", "👍🏽 ", "🇩🇪", "\r\n", "x"]
        var text = ""
        while text.utf8.count < 40_000 { text += words.randomElement(using: &random)! }
        var storage = StringStorage(text, chunkSize: 512)
        #expect(storage.chunks.count > 40)
        for step in 0..<400 {
            let length = storage.utf16.count
            let a = snapDown(storage, Int.random(in: 0...length, using: &random))
            let b = step.isMultiple(of: 5) ? snapDown(storage, min(length, a + Int.random(in: 0...3000, using: &random))) : a
            let inserted = step.isMultiple(of: 7)
                ? String(repeating: words.randomElement(using: &random)!, count: Int.random(in: 1...400, using: &random))
                : words.randomElement(using: &random)!
            storage.spliceByCharacters(a..<b, with: inserted)
        }
        storage.checkInvariants()
        let whole = String(storage)
        #expect(storage.count == whole.count)
        #expect(storage.utf16.count == whole.utf16.count)
        for chunk in storage.chunks {
            // A chunk grows past twice the size only where no fixed boundary
            // comes after its first 512 bytes (a long run of flags).
            #expect(chunk.utf8 <= 2 * 512 || StringStorage.fixedBoundary(in: chunk.text[...], from: 512) == nil)
        }
        for characters in stride(from: 0, through: whole.count, by: 997) {
            let index = storage.index(storage.startIndex, offsetBy: characters)
            let expected = whole.index(whole.startIndex, offsetBy: characters)
            #expect(storage.utf16.distance(from: storage.startIndex, to: index) == whole.utf16.distance(from: whole.startIndex, to: expected))
            #expect(storage.distance(from: storage.startIndex, to: index) == characters)
            #expect(storage.index(storage.endIndex, offsetBy: characters - whole.count) == index)
        }
    }

    /// The running sums of chunk lengths (`Fenwick`, shared with the note
    /// layout) agree with sums counted directly, after lengths change, for
    /// every start and every offset.
    @Test func runningSumsAgreeWithCountedSums() {
        var random = SystemRandomNumberGenerator()
        for count in [1, 2, 3, 7, 8, 9, 64, 100] {
            var lengths = (0..<count).map { _ in Int.random(in: 1...20, using: &random) }
            var sums = Fenwick(lengths)
            for _ in 0..<20 {
                let index = Int.random(in: 0..<count, using: &random)
                let delta = Int.random(in: (1 - lengths[index])...15, using: &random)
                lengths[index] += delta
                sums.add(delta, at: index)
                var start = 0
                for (chunk, length) in lengths.enumerated() {
                    #expect(sums.prefix(chunk) == start)
                    for offset in start..<(start + length) { #expect(sums.locate(offset) == (chunk, start)) }
                    start += length
                }
                #expect(sums.prefix(count) == start && sums.total == start)
                #expect(sums.locate(start) == (count - 1, start - lengths[count - 1]))
            }
        }
    }

    /// Text with no fixed boundary at all (a run of flags) stays in one chunk
    /// and edits correctly.
    @Test func textWithoutFixedBoundariesIsOneChunk() {
        var storage = StringStorage(String(repeating: "🇩🇪", count: 200), chunkSize: 16)
        #expect(storage.chunks.count == 1)
        storage.spliceByCharacters(4..<4, with: "🇫")
        #expect(storage.count == 201)
        storage.checkInvariants()
    }

    /// Typing one Character at a time into long text without fixed
    /// boundaries (emoji, flags), now and then a plain pair that makes one,
    /// at the end and in the middle: each search for a cut reads only what
    /// no search ruled out (checked by `checkInvariants`), and the chunks are
    /// those a search of every chunk gives.
    @Test func typingIntoTextWithoutFixedBoundariesSearchesOnlyTheEdits() {
        var random = SystemRandomNumberGenerator()
        let characters = ["e\u{301}", "👍🏽", "🇫🇷", "🇩", "a", "b", "\n", "漢"]
        for chunkSize in [3, 16, 64] {
            var storage = StringStorage("x", chunkSize: chunkSize)
            var rope = BigString("x")
            for step in 0..<600 {
                let length = storage.utf16.count
                let offset = step.isMultiple(of: 3) ? snapDown(storage, Int.random(in: 0...length, using: &random)) : length
                // Mostly emoji and flags: long runs without a fixed boundary.
                let character = Int.random(in: 0..<10, using: &random) < 8
                    ? characters[Int.random(in: 0..<3, using: &random)] : characters.randomElement(using: &random)!
                storage.spliceByCharacters(offset..<offset, with: character)
                rope.spliceByCharacters(offset..<offset, with: character)
                storage.checkInvariants()
            }
            #expect(String(storage) == String(rope))
            #expect(storage.count == rope.count)
            for chunk in storage.chunks {
                #expect(chunk.utf8 <= 2 * chunkSize || StringStorage.fixedBoundary(in: chunk.text[...], from: chunkSize) == nil)
            }
        }
    }

    func snapDown(_ storage: StringStorage, _ offset: Int) -> Int {
        let index = storage.utf16.index(storage.startIndex, offsetBy: offset)
        return storage.utf16.distance(from: storage.startIndex, to: storage.index(roundingDown: index))
    }
}
