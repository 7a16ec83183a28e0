/// Replacing text in a ``StringStorage``: the edit happens in one chunk (or
/// joins the chunks it spans), then the chunks around it are settled again.
extension StringStorage {
    mutating func insert(contentsOf string: String, at index: Index) {
        replaceSubrange(index..<index, with: string)
    }

    mutating func replaceSubrange(_ range: Range<Index>, with string: String) {
        let offset16 = utf16Offset(of: range.lowerBound)
        let offset8 = utf8Offset(of: range.lowerBound)
        let removed16 = utf16Offset(of: range.upperBound) - offset16
        let removed8 = utf8Offset(of: range.upperBound) - offset8
        let inserted16 = Self.utf16Units(string.utf8[...])
        let inserted8 = string.utf8.count
        let first = range.lowerBound.chunk
        var upper = range.upperBound
        // The start of the next chunk is the end of this one.
        if upper.chunk > first, upper.base == chunks[upper.chunk].text.startIndex {
            upper = Index(chunk: upper.chunk - 1, base: chunks[upper.chunk - 1].text.endIndex)
        }
        if upper.chunk == first {
            // Only the count is read first: a copy of the chunk would make its
            // text shared, and the edit would copy it.
            let before = chunks[first].characters
            let lower8 = chunks[first].text.utf8.distance(from: chunks[first].text.startIndex, to: range.lowerBound.base)
            let counted = Self.replaceCounting(&chunks[first].text, range.lowerBound.base..<upper.base,
                                               with: string, characters: before)
            let characters = counted ?? chunks[first].text.count
            self.characters += characters - before
            chunks[first].characters = characters
            chunks[first].utf8 += inserted8 - removed8
            chunks[first].utf16 += inserted16 - removed16
            chunks[first].unscanned.replace(lower8, lower8 + removed8, inserted: inserted8)
        } else {
            // Spanning chunks: one chunk of the parts kept around the new text.
            var text = String(chunks[first].text[..<range.lowerBound.base])
            text += string
            text += chunks[upper.chunk].text[upper.base...]
            for chunk in first...upper.chunk { characters -= chunks[chunk].characters }
            chunks.replaceSubrange(first...upper.chunk, with: CollectionOfOne(Chunk(text)))
            characters += chunks[first].characters
        }
        settle(first, resized: upper.chunk == first ? (inserted8 - removed8, inserted16 - removed16) : nil)
        setHint(utf16: offset16 + inserted16, utf8: offset8 + inserted8)
        #if DEBUG || TEXTINPUT_INVARIANTS
        if utf8Length < 2048 { checkInvariants() }
        #endif
    }

    /// Replaces `range` in one chunk and returns its new Character count,
    /// counting again only the Characters around the edit; `nil` when the
    /// whole chunk has to be counted.
    ///
    /// New text can join the Character before it (a combining accent), so
    /// counting starts at that Character, which nothing after it can change.
    /// After the edit, breaks can move (half a flag pairs with the next
    /// regional indicator and shifts the pairs after it), so counting ends at
    /// the first of the next few old boundaries that is a boundary of the new
    /// text too; past it the Characters are the old ones. Where none of them
    /// is (a long run of flags), the whole chunk is counted.
    private static func replaceCounting(_ text: inout String, _ range: Range<String.Index>, with string: String,
                                        characters total: Int) -> Int? {
        var lower = range.lowerBound
        if lower < text.endIndex, String.Index(lower, within: text) == nil {
            lower = text.index(before: text.index(after: lower))
        }
        let start = lower > text.startIndex ? text.index(before: lower) : lower
        let startByte = text.utf8.distance(from: text.startIndex, to: start)
        // Old boundaries after the edit: byte offset and Characters from `start`.
        var ends: [(byte: Int, characters: Int)] = []
        ends.reserveCapacity(4)
        var end = range.upperBound
        if end < text.endIndex, String.Index(end, within: text) == nil { end = text.index(after: end) }
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
                return total + text.distance(from: newStart, to: shifted) - old
            }
        }
        return nil
    }

    // MARK: - Settling the chunks

    /// After an edit in chunk `edited`: drops it when empty, merges it with a
    /// neighbour whose join is no longer a fixed Character boundary, splits it
    /// when it grew past twice the chunk size and merges it into a neighbour
    /// when it shrank below a quarter. Then the running sums follow: `resized`
    /// (the UTF-8 and UTF-16 change of the one chunk) when nothing else
    /// changed, rebuilt otherwise (nil: the edit already replaced chunks).
    private mutating func settle(_ edited: Int, resized: (utf8: Int, utf16: Int)?) {
        let count = chunks.count
        var chunk = edited
        if chunks[chunk].utf8 == 0, chunks.count > 1 {
            chunks.remove(at: chunk)
            chunk = max(0, chunk - 1)
            if chunk + 1 < chunks.count, !isFixedBoundary(after: chunk) { merge(chunk, counting: true) }
        } else {
            if chunk > 0, !isFixedBoundary(after: chunk - 1) {
                merge(chunk - 1, counting: true)
                chunk -= 1
            }
            if chunk + 1 < chunks.count, !isFixedBoundary(after: chunk) { merge(chunk, counting: true) }
        }
        // Every removal and merge so far took a chunk away.
        var reshaped = chunks.count != count
        if chunks[chunk].utf8 > 2 * chunkSize {
            // Only where no scan ruled a fixed boundary out (after a keystroke
            // in a long chunk without any: the bytes around it).
            let unscanned = chunks[chunk].unscanned
            if let cut = Self.fixedBoundary(in: chunks[chunk].text[...], from: chunkSize, unscanned: unscanned) {
                characters -= chunks[chunk].characters
                let split = Self.chunks(of: chunks[chunk].text[...], size: chunkSize, unscanned: unscanned, cut: cut)
                for piece in split { characters += piece.characters }
                chunks.replaceSubrange(chunk...chunk, with: split)
                reshaped = true
            } else {
                chunks[chunk].unscanned = Unscanned(below: chunkSize)
            }
        } else if chunks[chunk].utf8 < chunkSize / 4, chunks.count > 1 {
            // Into the smaller neighbour, if the two stay within bounds.
            let before = chunk > 0 ? chunks[chunk - 1].utf8 : Int.max
            let after = chunk + 1 < chunks.count ? chunks[chunk + 1].utf8 : Int.max
            let left = before <= after ? chunk - 1 : chunk
            if min(before, after) + chunks[chunk].utf8 <= 2 * chunkSize {
                merge(left, counting: false)
                reshaped = true
            }
        }
        if let resized, !reshaped {
            sums8.add(resized.utf8, at: chunk)
            sums16.add(resized.utf16, at: chunk)
        } else {
            sums8 = Fenwick(chunks.map { $0.utf8 })
            sums16 = Fenwick(chunks.map { $0.utf16 })
        }
    }

    /// Joins chunk `chunk` with the one after it. Their Characters are added
    /// when the join was a fixed boundary, and counted again when it was not.
    private mutating func merge(_ chunk: Int, counting: Bool) {
        let next = chunks.remove(at: chunk + 1)
        chunks[chunk].unscanned = chunks[chunk].unscanned.joined(next.unscanned, at: chunks[chunk].utf8)
        chunks[chunk].text += next.text
        chunks[chunk].utf8 += next.utf8
        chunks[chunk].utf16 += next.utf16
        let characters = counting ? chunks[chunk].text.count : chunks[chunk].characters + next.characters
        self.characters += characters - chunks[chunk].characters - next.characters
        chunks[chunk].characters = characters
    }

    /// Whether the end of chunk `chunk` stays a Character boundary whatever
    /// is edited elsewhere.
    private func isFixedBoundary(after chunk: Int) -> Bool {
        let left = chunks[chunk].text.unicodeScalars
        let right = chunks[chunk + 1].text.unicodeScalars
        guard let before = left.last, let after = right.first else { return true }
        return Self.isFixedBoundary(before, after)
    }

    /// Whether a boundary between `before` and `after` is one no grapheme
    /// rule can remove, whatever comes before or after them: after a line
    /// feed (nothing joins it but a carriage return before it, which starts
    /// its own Character), or between two plain scalars, where the only rule
    /// is "break everywhere else" (no extending marks, joiners, prepended
    /// marks, Hangul jamo, regional indicators or emoji sequences).
    static func isFixedBoundary(_ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
        if before == "\n" { return true }
        return isPlain(before) && (isPlain(after) || after == "\n" || after == "\r")
    }

    /// Scalars whose grapheme break property is Other and that start no
    /// emoji or Indic sequence.
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xC0...0xFF, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF: return true
        default: return false
        }
    }

    /// `text` cut into chunks of at least `size` bytes at fixed boundaries
    /// (the last piece may be shorter; a piece is longer where no fixed
    /// boundary comes sooner), each with what the search ruled out.
    /// `unscanned`: where in `text` a fixed boundary may be; `cut`: the
    /// first cut when the caller has found it.
    static func chunks(of text: Substring, size: Int, unscanned: Unscanned, cut: String.Index? = nil) -> [Chunk] {
        var pieces: [Chunk] = []
        var rest = text
        var scan = unscanned
        var found = cut
        while rest.utf8.count >= 2 * size {
            guard let cut = found ?? fixedBoundary(in: rest, from: size, unscanned: scan) else {
                scan = Unscanned(below: size)
                break
            }
            found = nil
            var piece = Chunk(String(rest[..<cut]))
            // The cut is the first fixed boundary from `size` on.
            piece.unscanned = Unscanned(below: size)
            pieces.append(piece)
            scan = scan.dropping(rest.utf8.distance(from: rest.startIndex, to: cut))
            rest = rest[cut...]
        }
        var last = Chunk(String(rest))
        last.unscanned = scan
        pieces.append(last)
        return pieces
    }

    /// The first fixed boundary at least `byte` bytes into `text`, before its end.
    static func fixedBoundary(in text: Substring, from byte: Int) -> String.Index? {
        byte > 0 ? fixedBoundary(in: text, from: byte, below: text.utf8.count) : nil
    }

    /// The first fixed boundary at least `byte` bytes into `text`, before its
    /// end, that `unscanned` does not rule out.
    static func fixedBoundary(in text: Substring, from byte: Int, unscanned: Unscanned) -> String.Index? {
        let length = text.utf8.count
        if let cut = fixedBoundary(in: text, from: byte, below: min(unscanned.below, length)) { return cut }
        guard let also = unscanned.also else { return nil }
        return fixedBoundary(in: text, from: max(byte, also.lowerBound), below: min(also.upperBound, length))
    }

    /// The first fixed boundary of `text` at a scalar that starts at least
    /// `byte` (at least 1) and less than `end` bytes into it.
    static func fixedBoundary(in text: Substring, from byte: Int, below end: Int) -> String.Index? {
        guard byte < end, byte > 0 else { return nil }
        let scalars = text.unicodeScalars
        let limit = text.utf8.index(text.startIndex, offsetBy: end)
        var index = text.utf8.index(text.startIndex, offsetBy: byte)
        // Onto a scalar's first byte.
        while index < text.endIndex, text.utf8[index] & 0xC0 == 0x80 { index = text.utf8.index(after: index) }
        guard index < limit else { return nil }
        var before = scalars[scalars.index(before: index)]
        while index < limit {
            let after = scalars[index]
            if isFixedBoundary(before, after) { return index }
            before = after
            index = scalars.index(after: index)
        }
        return nil
    }

    /// Checks the chunks' lengths, running sums and joins against their text (O(n):
    /// tests call it, and edits of short texts in debug builds).
    func checkInvariants() {
        precondition(!chunks.isEmpty)
        var at8 = 0
        var at16 = 0
        var total = 0
        for (number, chunk) in chunks.enumerated() {
            precondition(chunk.utf8 == chunk.text.utf8.count && chunk.utf16 == chunk.text.utf16.count)
            precondition(chunk.characters == chunk.text.count)
            precondition(sums8.prefix(number) == at8 && sums16.prefix(number) == at16)
            precondition(sums8.locate(at8).position == number || chunk.utf8 == 0)
            precondition(chunks.count == 1 || chunk.utf8 > 0)
            if number + 1 < chunks.count { precondition(isFixedBoundary(after: number)) }
            // Every fixed boundary in the chunk is where a search would look.
            let scalars = chunk.text.unicodeScalars
            var index = chunk.text.startIndex
            var offset = 0
            while index < chunk.text.endIndex {
                let next = scalars.index(after: index)
                let length = chunk.text.utf8.distance(from: index, to: next)
                if next < chunk.text.endIndex, Self.isFixedBoundary(scalars[index], scalars[next]) {
                    precondition(chunk.unscanned.contains(offset + length), "a fixed boundary the chunk's search would skip")
                }
                offset += length
                index = next
            }
            at8 += chunk.utf8
            at16 += chunk.utf16
            total += chunk.characters
        }
        precondition(at8 == utf8Length && at16 == utf16Length && total == characters)
    }
}
