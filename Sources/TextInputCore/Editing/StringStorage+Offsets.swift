/// UTF-8 and UTF-16 offsets in a ``StringStorage``: the chunk from the running
/// sums, then a walk inside it from its nearest known position.
extension StringStorage {
    /// UTF-16 units in UTF-8 bytes that start and end on scalar boundaries.
    static func utf16Units(_ bytes: Substring.UTF8View) -> Int {
        var units = 0
        for byte in bytes where byte & 0xC0 != 0x80 {
            units += byte >= 0xF0 ? 2 : 1
        }
        return units
    }

    /// The UTF-8 offset of `index`.
    func utf8Offset(of index: Index) -> Int {
        let text = chunks[index.chunk].text
        return sums8.prefix(index.chunk) + text.utf8.distance(from: text.startIndex, to: index.base)
    }

    /// The index `offset` UTF-8 bytes from the start.
    func index(atUTF8Offset offset: Int) -> Index {
        let offset = max(0, min(offset, utf8Length))
        let (chunk, start) = sums8.locate(offset)
        let text = chunks[chunk].text
        return Index(chunk: chunk, base: text.utf8.index(text.startIndex, offsetBy: offset - start))
    }

    /// Remembers the position `offset` UTF-16 units from the start (the
    /// caret), so that offsets near it are found without a long walk.
    mutating func remember(utf16Offset offset: Int) {
        let index = self.index(atUTF16Offset: max(0, min(offset, utf16Length)))
        guard index.base.samePosition(in: chunks[index.chunk].text.unicodeScalars) != nil else { return }
        setHint(utf16: utf16Offset(of: index), utf8: utf8Offset(of: index))
    }

    /// Makes the position `utf16` units and `utf8` bytes from the start (a
    /// scalar boundary) the known position.
    mutating func setHint(utf16: Int, utf8: Int) {
        let (chunk, start) = sums8.locate(utf8)
        hintChunk = chunk
        hintUTF8 = utf8 - start
        hintUTF16 = utf16 - sums16.prefix(hintChunk)
        let text = chunks[hintChunk].text
        hintIndex = text.utf8.index(text.startIndex, offsetBy: hintUTF8)
    }

    /// The UTF-16 offset of `index`, walked from the nearest known position
    /// in its chunk.
    func utf16Offset(of index: Index) -> Int {
        let chunk = chunks[index.chunk]
        let text = chunk.text
        let start = sums16.prefix(index.chunk)
        if chunk.isASCII { return start + text.utf8.distance(from: text.startIndex, to: index.base) }
        guard index.base.samePosition(in: text.unicodeScalars) != nil else {
            // Between the two halves of a surrogate pair.
            let scalar = text.utf16.index(before: index.base)
            return utf16Offset(of: Index(chunk: index.chunk, base: scalar)) + 1
        }
        let byte = text.utf8.distance(from: text.startIndex, to: index.base)
        let utf8 = text[...].utf8
        if index.chunk == hintChunk, abs(byte - hintUTF8) < min(byte, chunk.utf8 - byte) {
            if byte <= hintUTF8 { return start + hintUTF16 - Self.utf16Units(utf8[index.base..<hintIndex]) }
            return start + hintUTF16 + Self.utf16Units(utf8[hintIndex..<index.base])
        }
        if byte <= chunk.utf8 - byte { return start + Self.utf16Units(utf8[..<index.base]) }
        return start + chunk.utf16 - Self.utf16Units(utf8[index.base...])
    }

    /// The index `offset` UTF-16 units from the start (inside a surrogate
    /// pair when the offset falls there, as `String`'s UTF-16 view gives).
    func index(atUTF16Offset offset: Int) -> Index {
        let offset = max(0, min(offset, utf16Length))
        let (number, start) = sums16.locate(offset)
        let chunk = chunks[number]
        let text = chunk.text
        let local = offset - start
        if chunk.isASCII { return Index(chunk: number, base: text.utf8.index(text.startIndex, offsetBy: local)) }
        let scalars = text.unicodeScalars
        // Walk forward from the start or the hint, or back from the hint or the end.
        var index: String.Index
        var at: Int
        let nearHint = number == hintChunk && abs(local - hintUTF16) < min(local, chunk.utf16 - local)
        if nearHint {
            index = hintIndex
            at = hintUTF16
        } else if local <= chunk.utf16 - local {
            index = text.startIndex
            at = 0
        } else {
            index = text.endIndex
            at = chunk.utf16
        }
        while at > local {
            index = scalars.index(before: index)
            at -= scalars[index].value > 0xFFFF ? 2 : 1
        }
        while at < local, index < text.endIndex {
            let width = text.utf8[index] >= 0xF0 ? 2 : 1
            if at + width > local {
                // The offset falls between the halves of a surrogate pair.
                return Index(chunk: number, base: text.utf16.index(after: index))
            }
            at += width
            index = scalars.index(after: index)
        }
        return position(number, index)
    }

    /// The UTF-16 view, with offsets found by ``StringStorage``'s walk.
    struct UTF16Offsets: BidirectionalCollection {
        typealias Index = StringStorage.Index
        let storage: StringStorage

        var startIndex: Index { storage.startIndex }
        var endIndex: Index { storage.endIndex }
        var count: Int { storage.utf16Length }
        subscript(position: Index) -> UInt16 { storage.chunks[position.chunk].text.utf16[position.base] }

        func index(after i: Index) -> Index {
            storage.position(i.chunk, storage.chunks[i.chunk].text.utf16.index(after: i.base))
        }

        func index(before i: Index) -> Index {
            if i.base == storage.chunks[i.chunk].text.startIndex, i.chunk > 0 {
                let text = storage.chunks[i.chunk - 1].text
                return Index(chunk: i.chunk - 1, base: text.utf16.index(before: text.endIndex))
            }
            return Index(chunk: i.chunk, base: storage.chunks[i.chunk].text.utf16.index(before: i.base))
        }

        func index(_ i: Index, offsetBy distance: Int) -> Index {
            if distance == 0 { return i }
            return storage.index(atUTF16Offset: storage.utf16Offset(of: i) + distance)
        }

        func distance(from start: Index, to end: Index) -> Int {
            storage.utf16Offset(of: end) - storage.utf16Offset(of: start)
        }
    }

    /// The UTF-8 view's lengths and offsets (the editor's ASCII fast path).
    struct UTF8Offsets {
        let storage: StringStorage

        var count: Int { storage.utf8Length }

        func index(_ i: Index, offsetBy distance: Int) -> Index {
            storage.index(atUTF8Offset: storage.utf8Offset(of: i) + distance)
        }

        func distance(from start: Index, to end: Index) -> Int {
            storage.utf8Offset(of: end) - storage.utf8Offset(of: start)
        }
    }

    /// The Unicode scalar view's slices (text between two indices that need
    /// not be Character boundaries).
    struct Scalars {
        let storage: StringStorage

        subscript(range: Range<Index>) -> Substring.UnicodeScalarView {
            var text = ""
            storage.forEachPiece(range) { chunk, piece in
                text += Substring(storage.chunks[chunk].text.unicodeScalars[piece])
            }
            return text[...].unicodeScalars
        }
    }
}
