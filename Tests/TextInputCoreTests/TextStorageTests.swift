import Testing
import _RopeModule
@testable import TextInputCore

/// `StringStorage` (the WebAssembly build's plain-text storage) kept in step
/// with `BigString` (the native one): the same splices, the same text, counts
/// and rounding to Character boundaries.
@Suite struct TextStorageTests {
    static let pieces = ["a", "é", "e", "\u{301}", "👍", "\u{1F3FD}", "🇩", "🇪", "\n", "\r", "\r\n", "漢", " ", "‍", "👨", "x\u{20DD}"]

    @Test func randomSplicesAgree() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var rope = BigString()
            var string = StringStorage()
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
    @Test func characterCountFollowsEditsThatMoveBreaks() {
        let flags = String(repeating: "🇩🇪", count: 6)
        let cases: [(text: String, range: Range<Int>, with: String)] = [
            ("cafe", 4..<4, "\u{301}"),              // joins the "e" before it
            ("cafe\u{301}", 4..<6, ""),               // the accent removed
            ("a\r", 2..<2, "\n"),                     // CR and LF become one Character
            ("a\r\nb", 2..<3, ""),                    // and part again
            ("👨x👧", 2..<3, "\u{200D}"),              // a joiner between two emoji
            (flags, 0..<0, "🇫"),                      // every pair after it shifts
            (flags, 4..<4, "🇫"),                      // from the middle
            (flags, 0..<2, ""),                        // the first half of the first pair removed
            ("🇩🇪🇩", 6..<6, "🇪"),                      // completes the last pair
        ]
        for (text, range, replacement) in cases {
            var storage = StringStorage(text)
            let lower = storage.utf16.index(storage.startIndex, offsetBy: range.lowerBound)
            let upper = storage.utf16.index(storage.startIndex, offsetBy: range.upperBound)
            storage.replaceSubrange(lower..<upper, with: replacement)
            #expect(storage.count == String(storage).count, "\(text.debugDescription) \(range) \(replacement.debugDescription)")
        }
    }

    /// The storage finds UTF-16 offsets by walking from its start, end or a
    /// remembered position instead of `String`'s breadcrumbs: every index and
    /// distance must equal `String`'s own, inside surrogate pairs too, in
    /// ASCII and non-ASCII text, from any base index.
    @Test func utf16OffsetsAgreeWithString() {
        var random = SystemRandomNumberGenerator()
        let pieces = Self.pieces + ["abc", "hello world ", "𝄞", "👩‍👩‍👧"]
        for round in 0..<150 {
            var storage = StringStorage(round.isMultiple(of: 3) ? "plain ascii start\n" : "")
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
                for offset in 0...text.utf16.count {
                    let expected = text.utf16.index(text.startIndex, offsetBy: offset)
                    let found = storage.utf16.index(storage.startIndex, offsetBy: offset)
                    #expect(found == expected, "offset \(offset) of \(text.debugDescription)")
                    #expect(storage.utf16.distance(from: storage.startIndex, to: found) == offset)
                    let k = Int.random(in: 0...text.utf16.count, using: &random)
                    let base = text.utf16.index(text.startIndex, offsetBy: k)
                    #expect(storage.utf16.index(base, offsetBy: offset - k) == expected)
                    #expect(storage.utf16.distance(from: base, to: found) == offset - k)
                }
            }
        }
    }

    func snapDown(_ storage: StringStorage, _ offset: Int) -> Int {
        let index = storage.utf16.index(storage.startIndex, offsetBy: offset)
        return storage.utf16.distance(from: storage.startIndex, to: storage.index(roundingDown: index))
    }
}
