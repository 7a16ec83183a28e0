/// Conversions between the public offsets (UTF-16 in the displayed text,
/// affixes and bullets included) and body offsets (UTF-16 in the real body).
extension FieldEditor {
    /// The UTF-16 length of the real body.
    var bodyLength: Int {
        switch content {
        case let .plain(big): return big.utf16.count
        case let .formatted(_, rendering): return rendering.utf16Count
        }
    }

    /// The body as displayed: bullets while hidden, marked text while composing.
    var displayedBody: String {
        if let window = compositionWindow {
            guard case let .plain(big) = content, !window.isWhole else { return window.text }
            let range = bigRange(big, window.lower..<window.upper)
            return String(big[..<range.lowerBound]) + window.text + String(big[range.upperBound...])
        }
        if hidden { return String(repeating: "•", count: characterCountOfBody) }
        return bodyText
    }

    /// The UTF-16 length of ``displayedBody``.
    var displayedBodyLength: Int {
        if let window = compositionWindow { return bodyLength + window.delta }
        if hidden { return characterCountOfBody }
        return bodyLength
    }

    /// Characters in the real body (bullets shown while hidden).
    var characterCountOfBody: Int {
        switch content {
        case let .plain(big): return big.count
        case let .formatted(_, rendering): return rendering.text.count
        }
    }

    /// The public offset of a body offset.
    func publicOffset(forBody offset: Int) -> Int {
        guard hidden else { return prefixUTF16 + offset }
        return prefixUTF16 + characterIndex(forBody: offset)
    }

    /// The body offset of a public offset, clamped to the body and snapped
    /// to a grapheme boundary (down, or up when `roundUp`).
    func bodyOffset(forPublic offset: Int, roundUp: Bool) -> Int {
        let local = offset - prefixUTF16
        if hidden {
            let characters = max(0, min(local, characterCountOfBody))
            return bodyOffset(forCharacterIndex: characters)
        }
        return snap(max(0, min(local, bodyLength)), roundUp: roundUp)
    }

    /// The number of Characters before a body offset.
    func characterIndex(forBody offset: Int) -> Int {
        switch content {
        case let .plain(big):
            let index = big.utf16.index(big.startIndex, offsetBy: offset)
            return big.distance(from: big.startIndex, to: index)
        case let .formatted(_, rendering):
            let utf16 = rendering.text.utf16
            let index = utf16.index(utf16.startIndex, offsetBy: offset)
            return rendering.text.distance(from: rendering.text.startIndex, to: index)
        }
    }

    /// The body offset after the first `characters` Characters.
    func bodyOffset(forCharacterIndex characters: Int) -> Int {
        switch content {
        case let .plain(big):
            let index = big.index(big.startIndex, offsetBy: characters)
            return big.utf16.distance(from: big.startIndex, to: index)
        case let .formatted(_, rendering):
            let index = rendering.text.index(rendering.text.startIndex, offsetBy: characters)
            return rendering.text.utf16.distance(from: rendering.text.utf16.startIndex, to: index)
        }
    }

    /// Snaps a body offset to a grapheme-cluster boundary.
    func snap(_ offset: Int, roundUp: Bool) -> Int {
        switch content {
        case let .plain(big):
            let utf16Index = big.utf16.index(big.startIndex, offsetBy: offset)
            let rounded = roundUp ? big.index(roundingUp: utf16Index) : big.index(roundingDown: utf16Index)
            return big.utf16.distance(from: big.startIndex, to: rounded)
        case let .formatted(_, rendering):
            return Self.snap(offset, in: rendering.text, roundUp: roundUp)
        }
    }

    /// Snaps a UTF-16 offset in a short string to a Character boundary.
    static func snap(_ offset: Int, in text: String, roundUp: Bool) -> Int {
        var position = 0
        for character in text {
            let next = position + character.utf16.count
            if offset <= position { return position }
            if offset < next { return roundUp ? next : position }
            position = next
        }
        return position
    }

    /// Whether a body offset is a grapheme-cluster boundary.
    func isBoundary(_ offset: Int) -> Bool {
        snap(offset, roundUp: false) == offset
    }

    /// Rope indices for a UTF-16 body range.
    func bigRange(_ big: TextStorage, _ range: Range<Int>) -> Range<TextStorage.Index> {
        let lower = big.utf16.index(big.startIndex, offsetBy: range.lowerBound)
        let upper = range.isEmpty ? lower : big.utf16.index(lower, offsetBy: range.count)
        return lower..<upper
    }

    #if $Embedded || TEXTINPUT_STRING_STORAGE
    /// Keeps the `String` storage's known position at the caret, so that the
    /// next offsets near it are found without walking from an end.
    mutating func rememberCaret() {
        guard case var .plain(big) = content else { return }
        content = .plain(TextStorage())
        big.remember(utf16Offset: bodySelection.upperBound)
        content = .plain(big)
    }
    #endif

    // MARK: - Selection and caret movement

    /// Selects between two public offsets, snapped to grapheme boundaries
    /// and clamped to the editable body. A caret in a formatted field goes
    /// right after the preceding value character (or before the first), the
    /// rule docs/driver.md states: never in the middle of literals.
    mutating func select(anchor: Int, focus: Int) {
        let low = min(anchor, focus)
        let high = max(anchor, focus)
        if low == high {
            let caret = canonicalCaret(bodyOffset(forPublic: low, roundUp: false))
            bodySelection = caret..<caret
        } else {
            let lower = bodyOffset(forPublic: low, roundUp: false)
            let upper = bodyOffset(forPublic: high, roundUp: true)
            bodySelection = lower..<max(lower, upper)
        }
    }

    /// The canonical caret position for a body offset: unchanged for plain
    /// text, right after the preceding value character for formatted text.
    func canonicalCaret(_ offset: Int) -> Int {
        guard case let .formatted(_, rendering) = content else { return offset }
        return rendering.offset(forRawIndex: rendering.rawIndex(forOffset: offset))
    }

    /// Moves the caret or extends the selection.
    mutating func move(_ arrow: CaretMovement, extend: Bool) {
        let movement = arrow.resolved(for: .ltr)
        // The moving end: the selection's upper bound when extending, else
        // the side the movement goes towards.
        let from: Int
        switch movement {
        case .backward: from = extend ? bodySelection.upperBound : bodySelection.lowerBound
        case .forward: from = bodySelection.upperBound
        case .start, .end, .left, .right: from = bodySelection.upperBound
        }
        var target: Int
        switch movement {
        case .start:
            target = canonicalCaret(0)
        case .end:
            target = canonicalCaret(bodyLength)
        case let .backward(granularity):
            if !extend, !bodySelection.isEmpty {
                target = bodySelection.lowerBound
            } else {
                target = step(from: from, forward: false, granularity: effective(granularity))
            }
        case let .forward(granularity):
            if !extend, !bodySelection.isEmpty {
                target = bodySelection.upperBound
            } else {
                target = step(from: from, forward: true, granularity: effective(granularity))
            }
        case .left, .right:
            target = from  // resolved above
        }
        target = max(0, min(target, bodyLength))
        if extend {
            let anchor = bodySelection.lowerBound
            bodySelection = min(anchor, target)..<max(anchor, target)
        } else {
            bodySelection = target..<target
        }
    }

    /// The caret position one character or word away from `offset`.
    func step(from offset: Int, forward: Bool, granularity: EditGranularity) -> Int {
        switch content {
        case let .plain(big):
            let index = big.utf16.index(big.startIndex, offsetBy: offset)
            let target: TextStorage.Index
            switch granularity {
            case .character:
                if forward {
                    target = index < big.endIndex ? big.index(after: index) : index
                } else {
                    target = index > big.startIndex ? big.index(before: index) : index
                }
            case .word:
                target = forward ? Self.wordEnd(in: big, after: index) : Self.wordStart(in: big, before: index)
            case .line:
                target = forward ? Self.lineEnd(in: big, after: index) : Self.lineStart(in: big, before: index)
            }
            return big.utf16.distance(from: big.startIndex, to: target)
        case let .formatted(raw, rendering):
            let rawIndex = rendering.rawIndex(forOffset: offset)
            switch granularity {
            case .character:
                return rendering.offset(forRawIndex: forward ? min(raw.count, rawIndex + 1) : max(0, rawIndex - 1))
            case .word:
                let range = forward ? Self.groupForward(rendering, from: rawIndex) : Self.groupBackward(rendering, from: rawIndex)
                return rendering.offset(forRawIndex: forward ? range.upperBound : range.lowerBound)
            case .line:
                // A format's text is one line.
                return rendering.offset(forRawIndex: forward ? raw.count : 0)
            }
        }
    }

    /// Whether a Character belongs to a word (letters, digits, marks, "_").
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The start of the word before `index`: skips whitespace, then a run of
    /// word characters or a run of the same punctuation.
    /// The start of the line `index` is in, or the line break before it when
    /// `index` starts a line (the sanitiser keeps "\n" as the only break).
    static func lineStart(in big: TextStorage, before index: TextStorage.Index) -> TextStorage.Index {
        guard index > big.startIndex else { return index }
        var current = big.index(before: index)
        if big[current] == "\n" { return current }
        while current > big.startIndex {
            let previous = big.index(before: current)
            if big[previous] == "\n" { break }
            current = previous
        }
        return current
    }

    /// The end of the line `index` is in (before its line break), or after
    /// the line break when `index` ends a line.
    static func lineEnd(in big: TextStorage, after index: TextStorage.Index) -> TextStorage.Index {
        guard index < big.endIndex else { return index }
        if big[index] == "\n" { return big.index(after: index) }
        var current = index
        while current < big.endIndex, big[current] != "\n" {
            current = big.index(after: current)
        }
        return current
    }

    static func wordStart(in big: TextStorage, before index: TextStorage.Index) -> TextStorage.Index {
        var current = index
        while current > big.startIndex {
            let previous = big.index(before: current)
            if !big[previous].isWhitespace { break }
            current = previous
        }
        guard current > big.startIndex else { return current }
        let first = big[big.index(before: current)]
        let isWord = isWordCharacter(first)
        while current > big.startIndex {
            let previous = big.index(before: current)
            let character = big[previous]
            if isWord ? !isWordCharacter(character) : character != first { break }
            current = previous
        }
        return current
    }

    /// The end of the word after `index` (the mirror of ``wordStart(in:before:)``).
    static func wordEnd(in big: TextStorage, after index: TextStorage.Index) -> TextStorage.Index {
        var current = index
        while current < big.endIndex, big[current].isWhitespace {
            current = big.index(after: current)
        }
        guard current < big.endIndex else { return current }
        let first = big[current]
        let isWord = isWordCharacter(first)
        while current < big.endIndex {
            let character = big[current]
            if isWord ? !isWordCharacter(character) : character != first { break }
            current = big.index(after: current)
        }
        return current
    }

    /// The value characters of the group (run without literals between them)
    /// that ends at `rawIndex`.
    static func groupBackward(_ rendering: ValueRendering, from rawIndex: Int) -> Range<Int> {
        guard rawIndex > 0 else { return 0..<0 }
        var start = rawIndex - 1
        while start > 0, rendering.starts[start] == rendering.ends[start - 1] {
            start -= 1
        }
        return start..<rawIndex
    }

    /// The value characters of the group that starts at `rawIndex`.
    static func groupForward(_ rendering: ValueRendering, from rawIndex: Int) -> Range<Int> {
        let count = rendering.starts.count
        guard rawIndex < count else { return count..<count }
        var end = rawIndex + 1
        while end < count, rendering.starts[end] == rendering.ends[end - 1] {
            end += 1
        }
        return rawIndex..<end
    }
}

extension FieldEditor {
    /// ``textSlice(_:)`` of plain text: O(log n + k).
    static func plainSlice(_ range: Range<Int>, in big: TextStorage) -> (text: String, end: Int) {
        let length = big.utf16.count
        let lowerOffset = min(max(0, range.lowerBound), length)
        let upperOffset = min(max(lowerOffset, range.upperBound), length)
        // All ASCII exactly when the UTF-8 and UTF-16 lengths agree: then
        // the rope finds offsets by its UTF-8 counts, without scanning chunks.
        let ascii = big.utf8.count == length
        let lower = ascii ? big.utf8.index(big.startIndex, offsetBy: lowerOffset)
                          : big.utf16.index(big.startIndex, offsetBy: lowerOffset)
        let upperIndex = ascii ? big.utf8.index(lower, offsetBy: upperOffset - lowerOffset)
                               : big.utf16.index(lower, offsetBy: upperOffset - lowerOffset)
        let upper = big.index(roundingUp: upperIndex)
        let end = lowerOffset + (ascii ? big.utf8.distance(from: lower, to: upper) : big.utf16.distance(from: lower, to: upper))
        return (String(big[lower..<upper]), end)
    }

    /// Whether ``text`` equals `other`'s, comparing plain text storage
    /// directly (the same rope, or ropes of different lengths, answer at once).
    func hasSameText(as other: FieldEditor) -> Bool {
        if case let .plain(mine) = content, case let .plain(theirs) = other.content,
           composition == nil, other.composition == nil, hidden == other.hidden, !hidden,
           configuration.prefix == other.configuration.prefix, configuration.suffix == other.configuration.suffix {
            return mine.utf16.count == theirs.utf16.count && mine == theirs
        }
        return text == other.text
    }

    /// The UTF-16 length of ``text``.
    var textLength: Int {
        prefixUTF16 + displayedBodyLength + configuration.suffix.utf16.count
    }

    /// The part of ``text`` from UTF-16 `range.lowerBound` (a Character
    /// boundary) to the first Character boundary at or after
    /// `range.upperBound`, and that boundary: O(log n + k) for a note's
    /// plain text without affixes, marked text included, so layout can read
    /// a few lines of a long note.
    func textSlice(_ range: Range<Int>) -> (text: String, end: Int) {
        if case let .plain(big) = content, !hidden, prefixUTF16 == 0, configuration.suffix.isEmpty {
            if let window = compositionWindow { return compositionSlice(range, in: big, window: window) }
            return Self.plainSlice(range, in: big)
        }
        let whole = text
        let utf16 = whole.utf16
        let lowerOffset = min(max(0, range.lowerBound), utf16.count)
        let upperOffset = min(max(lowerOffset, range.upperBound), utf16.count)
        let lower = utf16.index(utf16.startIndex, offsetBy: lowerOffset)
        var upper = utf16.index(utf16.startIndex, offsetBy: upperOffset)
        if upper < whole.endIndex, String.Index(upper, within: whole) == nil {
            // String rounds an unaligned index down before stepping: this is the next boundary.
            upper = whole.index(after: upper)
        }
        return (String(whole[lower..<upper]), utf16.distance(from: utf16.startIndex, to: upper))
    }
}
