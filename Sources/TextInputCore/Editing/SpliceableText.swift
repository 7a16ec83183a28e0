#if !$Embedded
import _RopeModule
#endif

/// The members of a plain-text storage the splice below needs; `BigString`
/// (native) and ``StringStorage`` (WebAssembly) both have them.
protocol SpliceableText {
    associatedtype Index: Comparable
    associatedtype UTF16View: BidirectionalCollection where UTF16View.Index == Index
    var utf16: UTF16View { get }
    var startIndex: Index { get }
    var endIndex: Index { get }
    func index(before index: Index) -> Index
    func index(after index: Index) -> Index
    subscript(index: Index) -> Character { get }
    mutating func insert(contentsOf string: String, at index: Index)
    mutating func replaceSubrange(_ range: Range<Index>, with string: String)
}

extension SpliceableText {
    /// Replaces the UTF-16 range `range` (on Character boundaries) with
    /// `text`, and returns the UTF-16 offset where `text` now begins (the
    /// range's lower bound: the neighbours keep their places).
    ///
    /// swift-collections 1.6's `BigString` does not re-join grapheme clusters
    /// across a removal: removing "\n" between "a" and U+0301 leaves `count` at
    /// 5 for the 4 Characters "0.á\n" and breaks its internal invariants. So
    /// the splice widens the range by one Character on each side (and over
    /// whole runs of regional indicators, which pair by parity) and re-inserts
    /// those neighbours with the new text: any joining then happens inside
    /// freshly ingested text, where the rope computes breaks from scratch.
    /// A pure insertion joins correctly and is done directly.
    @discardableResult
    mutating func spliceByCharacters(_ range: Range<Int>, with text: some StringProtocol) -> Int {
        let originalLower = utf16.index(startIndex, offsetBy: range.lowerBound)
        if range.isEmpty {
            // Pure insertion joins clusters correctly (tested) and takes the
            // rope's fast path: typing stays O(log n) with a small constant.
            if !text.isEmpty { insert(contentsOf: String(text), at: originalLower) }
            return range.lowerBound
        }
        let originalUpper = range.isEmpty ? originalLower : utf16.index(originalLower, offsetBy: range.count)
        // The Characters just before and after the range (whole regional
        // indicator runs), read once and re-inserted with the text.
        var lower = originalLower
        var head = ""
        var steps = 0
        while lower > startIndex, steps < 64 {
            let previous = index(before: lower)
            let character = self[previous]
            if steps > 0, !Self.isRegionalIndicator(character) { break }
            head.insert(character, at: head.startIndex)
            lower = previous
            steps += 1
            if !Self.isRegionalIndicator(character) { break }
        }
        var upper = originalUpper
        var tail = ""
        steps = 0
        while upper < endIndex, steps < 64 {
            let character = self[upper]
            if steps > 0, !Self.isRegionalIndicator(character) { break }
            tail.append(character)
            upper = index(after: upper)
            steps += 1
            if !Self.isRegionalIndicator(character) { break }
        }
        var replacement = head
        replacement += text
        replacement += tail
        replaceSubrange(lower..<upper, with: replacement)
        return range.lowerBound
    }

    /// Whether a Character is made of regional indicator symbols (a flag or a
    /// lone letter of one).
    static func isRegionalIndicator(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return (0x1F1E6...0x1F1FF).contains(first.value)
    }
}
