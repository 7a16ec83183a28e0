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

    func snapDown(_ storage: StringStorage, _ offset: Int) -> Int {
        let index = storage.utf16.index(storage.startIndex, offsetBy: offset)
        return storage.utf16.distance(from: storage.startIndex, to: storage.index(roundingDown: index))
    }
}
