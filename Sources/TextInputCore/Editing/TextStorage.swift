#if $Embedded || TEXTINPUT_STRING_STORAGE
/// The plain text of a field: a `String` in the WebAssembly build.
///
/// The WebAssembly build keeps plain text in a ``StringStorage`` instead of
/// swift-collections' `BigString` (whose rope code weighed 120 KB in the
/// module). Both offer the same members, so the editor is one piece of code.
/// Typing at the end of a long note appends and finds its offsets near the
/// caret; a keystroke in the middle moves the bytes after it (a byte loop
/// in Embedded Swift). docs/decisions.md records the choice. A native build with
/// `-Xswiftc -DTEXTINPUT_STRING_STORAGE` uses this storage too, to profile it.
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
///
/// UTF-16 offsets do not go through `String`'s own UTF-16 view: for a text
/// that is not all ASCII it finds an offset through breadcrumbs that every
/// edit discards, so the first offset after each keystroke walked the whole
/// text (0.4 s per key in a 10 MiB note in Chromium). The storage keeps its
/// UTF-16 length as it changes and one known position (`hint`: the end of
/// the last edit, or the caret the editor last remembered), and walks from
/// the nearest of the start, the hint and the end: typing, deleting and
/// moving near the caret cost what they touch.
struct StringStorage: Sendable, Equatable {
    typealias Index = String.Index

    private(set) var text: String
    /// The text's length in UTF-16 code units.
    private var utf16Length: Int
    /// The number of Characters, kept as the text changes (a note's counter
    /// reads it on every keystroke).
    private var characters: Int
    /// A known position: `hintIndex` is `hintOffset` UTF-16 units (and
    /// `hintUTF8` bytes) from the start, on a Unicode scalar boundary.
    private var hintOffset = 0
    private var hintUTF8 = 0
    private var hintIndex: String.Index

    init() {
        text = ""
        utf16Length = 0
        characters = 0
        hintIndex = text.startIndex
    }

    init(_ text: String) {
        self.text = text
        utf16Length = text.utf16.count
        characters = text.count
        hintIndex = text.startIndex
    }

    static func == (lhs: StringStorage, rhs: StringStorage) -> Bool { lhs.text == rhs.text }

    /// The UTF-16 view, whose indices are this storage's indices.
    var utf16: UTF16Offsets { UTF16Offsets(storage: self) }
    /// The Unicode scalar view, whose indices are this storage's indices.
    var unicodeScalars: String.UnicodeScalarView { text.unicodeScalars }
    /// The UTF-8 view, whose indices are this storage's indices.
    var utf8: String.UTF8View { text.utf8 }
    /// Whether there is no text.
    var isEmpty: Bool { text.isEmpty }

    /// The number of Characters.
    var count: Int { characters }

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
        let offset = utf16Offset(of: index)
        let byte = text.utf8.distance(from: text.startIndex, to: index)
        replaceCounting(index..<index, with: string)
        utf16Length += string.utf16.count
        setHint(offset: offset + string.utf16.count, utf8: byte + string.utf8.count)
    }

    mutating func replaceSubrange(_ range: Range<Index>, with string: String) {
        let offset = utf16Offset(of: range.lowerBound)
        let removed = utf16Offset(of: range.upperBound) - offset
        let byte = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        replaceCounting(range, with: string)
        utf16Length += string.utf16.count - removed
        setHint(offset: offset + string.utf16.count, utf8: byte + string.utf8.count)
    }

    /// Replaces `range` and keeps ``count`` by counting again only the
    /// Characters around the edit. New text can join the Character before it
    /// (a combining accent), so counting starts at that Character, which
    /// nothing after it can change. After the edit, breaks can move (half a
    /// flag pairs with the next regional indicator and shifts the pairs after
    /// it), so counting ends at the first of the next few old boundaries that
    /// is a boundary of the new text too; past it the Characters are the old
    /// ones. Where none of them is (a long run of flags), the whole text is
    /// counted.
    private mutating func replaceCounting(_ range: Range<Index>, with string: String) {
        let lower = index(roundingDown: range.lowerBound)
        let start = lower > text.startIndex ? text.index(before: lower) : lower
        let startByte = text.utf8.distance(from: text.startIndex, to: start)
        // Old boundaries after the edit: byte offset and Characters from `start`.
        var ends: [(byte: Int, characters: Int)] = []
        ends.reserveCapacity(4)
        var end = index(roundingUp: range.upperBound)
        var counted = text.distance(from: start, to: end)
        while true {
            ends.append((text.utf8.distance(from: text.startIndex, to: end), counted))
            guard ends.count < 4, end < text.endIndex else { break }
            end = text.index(after: end)
            counted += 1
        }
        let delta = string.utf8.count - text.utf8.distance(from: range.lowerBound, to: range.upperBound)
        text.replaceSubrange(range, with: string)
        let newStart = text.utf8.index(text.startIndex, offsetBy: startByte)
        for (byte, old) in ends {
            let shifted = text.utf8.index(text.startIndex, offsetBy: byte + delta)
            if shifted == text.endIndex || String.Index(shifted, within: text) != nil {
                characters += text.distance(from: newStart, to: shifted) - old
                return
            }
        }
        characters = text.count
    }

    /// Remembers the position `offset` UTF-16 units from the start (the
    /// caret), so that offsets near it are found without a long walk.
    mutating func remember(utf16Offset offset: Int) {
        let index = self.index(atUTF16Offset: max(0, min(offset, utf16Length)))
        guard index.samePosition(in: text.unicodeScalars) != nil else { return }
        setHint(offset: utf16Offset(of: index), utf8: text.utf8.distance(from: text.startIndex, to: index))
    }

    private mutating func setHint(offset: Int, utf8: Int) {
        hintOffset = offset
        hintUTF8 = utf8
        hintIndex = text.utf8.index(text.startIndex, offsetBy: utf8)
    }

    /// Whether every character is ASCII (UTF-16 offsets are then UTF-8 offsets).
    private var isASCII: Bool { text.utf8.count == utf16Length }

    /// UTF-16 units in the UTF-8 bytes `from..<to` (scalar boundaries).
    private func utf16Units(from: Index, to: Index) -> Int {
        var units = 0
        for byte in text.utf8[from..<to] where byte & 0xC0 != 0x80 {
            units += byte >= 0xF0 ? 2 : 1
        }
        return units
    }

    /// The UTF-16 offset of `index`, walked from the nearest known position.
    func utf16Offset(of index: Index) -> Int {
        if isASCII { return text.utf8.distance(from: text.startIndex, to: index) }
        guard index.samePosition(in: text.unicodeScalars) != nil else {
            // Between the two halves of a surrogate pair.
            let scalar = text.utf16.index(before: index)
            return utf16Offset(of: scalar) + 1
        }
        let byte = text.utf8.distance(from: text.startIndex, to: index)
        let total = text.utf8.count
        if byte <= hintUTF8 {
            if byte < hintUTF8 - byte { return utf16Units(from: text.startIndex, to: index) }
            return hintOffset - utf16Units(from: index, to: hintIndex)
        }
        if byte - hintUTF8 <= total - byte { return hintOffset + utf16Units(from: hintIndex, to: index) }
        return utf16Length - utf16Units(from: index, to: text.endIndex)
    }

    /// The index `offset` UTF-16 units from the start (inside a surrogate
    /// pair when the offset falls there, as `String`'s UTF-16 view gives).
    func index(atUTF16Offset offset: Int) -> Index {
        if isASCII { return text.utf8.index(text.startIndex, offsetBy: offset) }
        let utf8 = text.utf8
        // Walk forward from the start or the hint, or back from the hint or the end.
        var index: Index
        var at: Int
        if offset <= hintOffset {
            if offset < hintOffset - offset {
                index = text.startIndex
                at = 0
            } else {
                index = hintIndex
                at = hintOffset
                while at > offset {
                    index = text.unicodeScalars.index(before: index)
                    at -= text.unicodeScalars[index].value > 0xFFFF ? 2 : 1
                }
            }
        } else if offset - hintOffset <= utf16Length - offset {
            index = hintIndex
            at = hintOffset
        } else {
            index = text.endIndex
            at = utf16Length
            while at > offset {
                index = text.unicodeScalars.index(before: index)
                at -= text.unicodeScalars[index].value > 0xFFFF ? 2 : 1
            }
        }
        while at < offset, index < text.endIndex {
            let byte = utf8[index]
            let width = byte >= 0xF0 ? 2 : 1
            if at + width > offset {
                // The offset falls between the halves of a surrogate pair.
                return text.utf16.index(after: index)
            }
            at += width
            index = text.unicodeScalars.index(after: index)
        }
        return index
    }

    /// `String`'s UTF-16 view, with offsets found by ``StringStorage``'s walk.
    struct UTF16Offsets: BidirectionalCollection {
        typealias Index = String.Index
        let storage: StringStorage

        var startIndex: Index { storage.text.startIndex }
        var endIndex: Index { storage.text.endIndex }
        var count: Int { storage.utf16Length }
        subscript(position: Index) -> UInt16 { storage.text.utf16[position] }
        func index(after i: Index) -> Index { storage.text.utf16.index(after: i) }
        func index(before i: Index) -> Index { storage.text.utf16.index(before: i) }

        func index(_ i: Index, offsetBy distance: Int) -> Index {
            if distance == 0 { return i }
            let base = i == storage.text.startIndex ? 0 : storage.utf16Offset(of: i)
            return storage.index(atUTF16Offset: base + distance)
        }

        func distance(from start: Index, to end: Index) -> Int {
            let lower = start == storage.text.startIndex ? 0 : storage.utf16Offset(of: start)
            return storage.utf16Offset(of: end) - lower
        }
    }
}

extension String {
    /// The text of a ``StringStorage``.
    init(_ storage: StringStorage) { self = storage.text }
}
