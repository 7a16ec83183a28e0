#if $Embedded
/// The plain text of a field: a `String` in the WebAssembly build.
///
/// swift-collections' `BigString` is not available in Embedded Swift, so the
/// WebAssembly build keeps plain text in a ``StringStorage``. Both offer the
/// same members, so the editor is one piece of code; a keystroke in a long
/// note costs O(n) there instead of O(log n), which a browser field (edited
/// where the user types, with the native server re-checking on submit)
/// accepts. docs/decisions.md records the choice.
typealias TextStorage = StringStorage
#else
import _RopeModule

/// The plain text of a field: a B-tree rope (`BigString`), so a keystroke
/// costs the same in a 1 KiB note as in a 10 MiB one.
typealias TextStorage = BigString
#endif

/// Plain text in a `String`, with the subset of `BigString`'s interface the
/// editor uses (Character and UTF-16 views sharing one index type, rounding
/// to Character boundaries, replacing ranges).
///
/// Used as ``TextStorage`` by the Embedded (WebAssembly) build and compiled
/// natively too, where a test keeps it in step with `BigString`.
struct StringStorage: Sendable, Equatable {
    typealias Index = String.Index

    private(set) var text: String

    init() { text = "" }

    init(_ text: String) { self.text = text }

    /// The UTF-16 view, whose indices are this storage's indices.
    var utf16: String.UTF16View { text.utf16 }
    /// The Unicode scalar view, whose indices are this storage's indices.
    var unicodeScalars: String.UnicodeScalarView { text.unicodeScalars }
    /// The UTF-8 view, whose indices are this storage's indices.
    var utf8: String.UTF8View { text.utf8 }
    /// Whether there is no text.
    var isEmpty: Bool { text.isEmpty }

    /// The number of Characters.
    var count: Int { text.count }

    var startIndex: Index { text.startIndex }
    var endIndex: Index { text.endIndex }
    var first: Character? { text.first }
    var last: Character? { text.last }

    func index(after index: Index) -> Index { text.index(after: index) }
    func index(before index: Index) -> Index { text.index(before: index) }
    func index(_ index: Index, offsetBy distance: Int) -> Index { text.index(index, offsetBy: distance) }
    func distance(from start: Index, to end: Index) -> Int { text.distance(from: start, to: end) }

    subscript(index: Index) -> Character { text[index] }
    subscript(range: Range<Index>) -> Substring { text[range] }
    subscript(range: PartialRangeUpTo<Index>) -> Substring { text[range] }
    subscript(range: PartialRangeFrom<Index>) -> Substring { text[range] }

    /// The Character boundary at or before `index` (an index from the UTF-16
    /// view may fall inside a Character).
    func index(roundingDown index: Index) -> Index {
        if index >= text.endIndex { return text.endIndex }
        if String.Index(index, within: text) != nil { return index }
        // String rounds an unaligned index down before stepping.
        return text.index(before: text.index(after: index))
    }

    /// The Character boundary at or after `index`.
    func index(roundingUp index: Index) -> Index {
        if index >= text.endIndex { return text.endIndex }
        if String.Index(index, within: text) != nil { return index }
        return text.index(after: index)
    }

    mutating func insert(contentsOf string: String, at index: Index) {
        text.insert(contentsOf: string, at: index)
    }

    mutating func replaceSubrange(_ range: Range<Index>, with string: String) {
        text.replaceSubrange(range, with: string)
    }
}

extension String {
    /// The text of a ``StringStorage``.
    init(_ storage: StringStorage) { self = storage.text }
}
