/// Plain text in a list of short `String`s (chunks), with the subset of
/// `BigString`'s interface the editor uses (Character and UTF-16 views
/// sharing one index type, rounding to Character boundaries, replacing
/// ranges).
///
/// Used as ``TextStorage`` by the Embedded (WebAssembly) build and compiled
/// natively too, where a test keeps it in step with `BigString`.
///
/// Why chunks: Embedded Swift moves a `String`'s bytes after an insertion one
/// byte at a time, so a keystroke in the middle of one 10 MiB `String` cost
/// milliseconds. A chunk holds about ``defaultChunkSize`` to twice that many
/// bytes, so an edit moves at most a chunk's bytes, and per-chunk lengths
/// (UTF-8, UTF-16, Characters) with their running sums (``Fenwick``) find
/// any offset in O(log n) and a walk inside one chunk.
///
/// Chunks end only where no edit elsewhere can move a Character boundary:
/// after a line feed, or between two "plain" scalars (ASCII, Latin-1 letters,
/// CJK ideographs, kana) that no grapheme rule joins. So each chunk's own
/// Characters are the text's Characters. An edit that makes a chunk begin
/// with something that joins the Character before it (a combining accent
/// typed at a chunk's start) merges the two chunks and counts them again.
///
/// Inside a chunk, UTF-16 offsets do not go through `String`'s own UTF-16
/// view (its breadcrumbs are rebuilt after every edit): the storage walks
/// the UTF-8 bytes from the nearest of the chunk's start, its end and one
/// known position (`hint`: the end of the last edit, or the caret the editor
/// last remembered), so typing, deleting and moving near the caret cost what
/// they touch.
struct StringStorage: Sendable, Equatable {
    /// A position: a chunk and an index in its `String`. Only the last chunk's
    /// end is used as a position; the end of any other chunk is the start of
    /// the next one.
    struct Index: Comparable, Sendable {
        var chunk: Int
        var base: String.Index

        static func < (lhs: Index, rhs: Index) -> Bool {
            lhs.chunk != rhs.chunk ? lhs.chunk < rhs.chunk : lhs.base < rhs.base
        }
    }

    /// One chunk and its lengths.
    struct Chunk: Sendable {
        var text: String
        var utf8: Int
        var utf16: Int
        var characters: Int
        /// Where a fixed boundary may still be, as far as the chunk was scanned.
        var unscanned: Unscanned

        init(_ text: String) {
            self.text = text
            utf8 = text.utf8.count
            utf16 = StringStorage.utf16Units(text.utf8[...])
            characters = text.count
            unscanned = Unscanned(below: utf8)
        }

        /// Whether every character is ASCII (UTF-16 offsets are byte offsets).
        var isASCII: Bool { utf8 == utf16 }
    }

    /// The UTF-8 offsets in a chunk where a fixed boundary (between the
    /// scalar before and the one at the offset) may be, as far as scans
    /// ruled them out: every offset below `below`, and those in `also`.
    ///
    /// Why: a chunk past twice the chunk size is searched for a fixed
    /// boundary after each edit (``settle(_:resized:)``). A long text without
    /// any (emoji with skin tones and accents, flags) is one chunk, and
    /// searching all of it after every typed Character made a long `type`
    /// quadratic. Edits mark only the bytes around them, so the search after
    /// a keystroke reads what the keystroke changed.
    struct Unscanned: Sendable {
        var below: Int
        /// Offsets above `below` (none when nil).
        var also: Range<Int>?

        init(below: Int, also: Range<Int>? = nil) {
            self.below = below
            self.also = nil
            if let also { add(also) }
        }

        /// Marks `range` as not scanned.
        mutating func add(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if range.lowerBound <= below {
                below = max(below, range.upperBound)
                if let also, also.lowerBound <= below {
                    below = max(below, also.upperBound)
                    self.also = nil
                }
            } else if let also {
                self.also = min(also.lowerBound, range.lowerBound)..<max(also.upperBound, range.upperBound)
            } else {
                also = range
            }
        }

        /// Follows bytes `lower..<upper` replaced by `inserted` bytes: offsets
        /// after them move, and the scalars near the new text (a few bytes
        /// either side, whatever its alignment) may pair differently.
        mutating func replace(_ lower: Int, _ upper: Int, inserted: Int) {
            let delta = inserted - (upper - lower)
            func moved(_ offset: Int) -> Int { offset <= lower ? offset : offset >= upper ? offset + delta : lower }
            let old = also
            below = moved(below)
            also = nil
            if let old { add(moved(old.lowerBound)..<moved(old.upperBound)) }
            add(max(0, lower - 4)..<(lower + inserted + 5))
        }

        /// The same offsets in the text from byte `offset` on.
        func dropping(_ offset: Int) -> Unscanned {
            var result = Unscanned(below: max(0, below - offset))
            if let also, also.upperBound > offset {
                result.add(max(0, also.lowerBound - offset)..<(also.upperBound - offset))
            }
            return result
        }

        /// These offsets followed by `next`'s in a text `length` bytes after
        /// the start of this one (two chunks joined), and the join.
        func joined(_ next: Unscanned, at length: Int) -> Unscanned {
            var result = self
            result.add(max(0, length - 4)..<(length + 5))
            result.add(length..<(length + next.below))
            if let also = next.also { result.add((also.lowerBound + length)..<(also.upperBound + length)) }
            return result
        }

        /// Whether a fixed boundary at `offset` would be found by a scan.
        func contains(_ offset: Int) -> Bool { offset < below || also?.contains(offset) == true }
    }

    /// The bytes a chunk aims for; it splits past twice this.
    static let defaultChunkSize = 4096

    /// (Stored properties are internal for the extensions in other files.)
    /// The chunks in order; never empty, and only an empty text has an empty chunk.
    var chunks: [Chunk]
    /// The chunks' lengths in UTF-8 bytes and in UTF-16 units, as running sums.
    var sums8: Fenwick
    var sums16: Fenwick
    /// The text's length in UTF-8 bytes and UTF-16 code units (the sums' totals).
    var utf8Length: Int { sums8.total }
    var utf16Length: Int { sums16.total }
    /// The number of Characters (a note's counter reads it on every keystroke).
    var characters: Int
    /// The bytes a chunk aims for (small in tests, to exercise the joins).
    let chunkSize: Int
    /// A known position: `hintIndex` in chunk `hintChunk`, `hintUTF8` bytes and
    /// `hintUTF16` units from that chunk's start, on a Unicode scalar boundary.
    var hintChunk = 0
    var hintUTF8 = 0
    var hintUTF16 = 0
    var hintIndex: String.Index

    init() { self.init("") }

    /// Storage for `text`, in chunks of about `chunkSize` bytes.
    init(_ text: String, chunkSize: Int = StringStorage.defaultChunkSize) {
        self.chunkSize = max(1, chunkSize)
        chunks = Self.chunks(of: text[...], size: self.chunkSize, unscanned: Unscanned(below: text.utf8.count))
        sums8 = Fenwick(chunks.map { $0.utf8 })
        sums16 = Fenwick(chunks.map { $0.utf16 })
        characters = chunks.reduce(0) { $0 + $1.characters }
        hintIndex = chunks[0].text.startIndex
    }

    static func == (lhs: StringStorage, rhs: StringStorage) -> Bool { String(lhs) == String(rhs) }

    /// The UTF-16 view, whose indices are this storage's indices.
    var utf16: UTF16Offsets { UTF16Offsets(storage: self) }
    /// The UTF-8 view, whose indices are this storage's indices.
    var utf8: UTF8Offsets { UTF8Offsets(storage: self) }
    /// The Unicode scalar view, whose indices are this storage's indices.
    var unicodeScalars: Scalars { Scalars(storage: self) }
    /// Whether there is no text.
    var isEmpty: Bool { utf8Length == 0 }

    /// The number of Characters.
    var count: Int { characters }

    var startIndex: Index { Index(chunk: 0, base: chunks[0].text.startIndex) }
    var endIndex: Index { Index(chunk: chunks.count - 1, base: chunks[chunks.count - 1].text.endIndex) }
    var first: Character? { chunks[0].text.first }
    var last: Character? { chunks[chunks.count - 1].text.last }

    /// `base` in chunk `chunk`, moved to the next chunk's start when it is a
    /// chunk's end (positions have one spelling).
    func position(_ chunk: Int, _ base: String.Index) -> Index {
        if chunk + 1 < chunks.count, base >= chunks[chunk].text.endIndex {
            return Index(chunk: chunk + 1, base: chunks[chunk + 1].text.startIndex)
        }
        return Index(chunk: chunk, base: base)
    }

    func index(after index: Index) -> Index {
        position(index.chunk, chunks[index.chunk].text.index(after: index.base))
    }

    func index(before index: Index) -> Index {
        var chunk = index.chunk
        var base = index.base
        if base == chunks[chunk].text.startIndex, chunk > 0 {
            chunk -= 1
            base = chunks[chunk].text.endIndex
        }
        return Index(chunk: chunk, base: chunks[chunk].text.index(before: base))
    }

    func index(_ index: Index, offsetBy distance: Int) -> Index {
        var chunk = index.chunk
        var base = index.base
        var distance = distance
        while distance > 0 {
            let text = chunks[chunk].text
            // Whole chunks are skipped by their Character counts.
            if base == text.startIndex, chunk + 1 < chunks.count, distance >= chunks[chunk].characters {
                distance -= chunks[chunk].characters
                chunk += 1
                base = chunks[chunk].text.startIndex
                continue
            }
            let next = position(chunk, text.index(after: base))
            chunk = next.chunk
            base = next.base
            distance -= 1
        }
        while distance < 0 {
            if base == chunks[chunk].text.startIndex, chunk > 0, -distance >= chunks[chunk - 1].characters {
                distance += chunks[chunk - 1].characters
                chunk -= 1
                base = chunks[chunk].text.startIndex
                continue
            }
            let previous = self.index(before: Index(chunk: chunk, base: base))
            chunk = previous.chunk
            base = previous.base
            distance += 1
        }
        return Index(chunk: chunk, base: base)
    }

    /// The number of Characters from `start` to `end`.
    func distance(from start: Index, to end: Index) -> Int {
        if end < start { return -distance(from: end, to: start) }
        if start.chunk == end.chunk { return chunks[start.chunk].text.distance(from: start.base, to: end.base) }
        var total = chunks[start.chunk].text.distance(from: start.base, to: chunks[start.chunk].text.endIndex)
        for chunk in (start.chunk + 1)..<end.chunk { total += chunks[chunk].characters }
        let last = chunks[end.chunk].text
        return total + last.distance(from: last.startIndex, to: end.base)
    }

    subscript(index: Index) -> Character { chunks[index.chunk].text[index.base] }

    subscript(range: Range<Index>) -> Substring {
        let lower = range.lowerBound
        let upper = range.upperBound
        if lower.chunk == upper.chunk { return chunks[lower.chunk].text[lower.base..<upper.base] }
        if upper.chunk == lower.chunk + 1, upper.base == chunks[upper.chunk].text.startIndex {
            return chunks[lower.chunk].text[lower.base...]
        }
        var text = ""
        forEachPiece(range) { chunk, piece in text += chunks[chunk].text[piece] }
        return Substring(text)
    }

    subscript(range: PartialRangeUpTo<Index>) -> Substring { self[startIndex..<range.upperBound] }
    subscript(range: PartialRangeFrom<Index>) -> Substring { self[range.lowerBound..<endIndex] }

    /// Calls `body` with each chunk's part of `range`, in order.
    func forEachPiece(_ range: Range<Index>, _ body: (Int, Range<String.Index>) -> Void) {
        var chunk = range.lowerBound.chunk
        var lower = range.lowerBound.base
        while chunk < range.upperBound.chunk {
            body(chunk, lower..<chunks[chunk].text.endIndex)
            chunk += 1
            lower = chunks[chunk].text.startIndex
        }
        body(chunk, lower..<range.upperBound.base)
    }

    /// The Character boundary at or before `index` (an index from the UTF-16
    /// view may fall inside a Character).
    func index(roundingDown index: Index) -> Index {
        let text = chunks[index.chunk].text
        if index.base >= text.endIndex { return position(index.chunk, text.endIndex) }
        if String.Index(index.base, within: text) != nil { return index }
        // String rounds an unaligned index down before stepping.
        return Index(chunk: index.chunk, base: text.index(before: text.index(after: index.base)))
    }

    /// The Character boundary at or after `index`.
    func index(roundingUp index: Index) -> Index {
        let text = chunks[index.chunk].text
        if index.base >= text.endIndex { return position(index.chunk, text.endIndex) }
        if String.Index(index.base, within: text) != nil { return index }
        return position(index.chunk, text.index(after: index.base))
    }
}
