/// Breaks text into lines that fit a width, for multi-line fields (notes)
/// and wrapped unfocused text.
///
/// Hard line breaks ("\n", and "\r\n", "\r", U+2028 and the other Unicode
/// mandatory breaks) end lines. An empty text is one empty line, and a text
/// ending in a line break has a last, empty line where the caret goes.
/// Lines never split a grapheme cluster.
///
/// ```swift
/// let lines = TextWrapper.wrap("Lorem ipsum dolor", width: 11, mode: .word,
///                              measurer: MonospaceCellMeasurer())
/// // "Lorem ", "ipsum dolor"
/// let caret = TextWrapper.location(ofOffset: 6, in: lines)   // (line: 1, column: 0)
/// ```
public enum TextWrapper {
    /// Wraps `text` into lines at most `width` wide.
    ///
    /// In word mode a line breaks after a run of spaces, which stays at the
    /// end of the line it follows (it may hang past the width, as in a
    /// browser's textarea). A word wider than the whole line starts a new
    /// line and then breaks between characters. Spaces are U+0020, tab, the
    /// other breaking space separators (U+3000 among them; no-break spaces
    /// such as U+00A0 are not) and U+200B ZERO WIDTH SPACE. In character mode
    /// any character may start a new line, and spaces hang the same way.
    ///
    /// A character wider than the width sits alone on its line. A width
    /// below 1 counts as 1.
    public static func wrap(_ text: String, width: Int, mode: WrapMode, measurer: some TextMeasurer) -> [WrappedLine] {
        var builder = LineBuilder(width: max(1, width))
        var offset = 0
        for character in text {
            let length = character.utf16.count
            if character.isNewline {
                builder.endParagraph(at: offset, lineBreakLength: length)
            } else if isBreakingSpace(character) {
                builder.appendSpace(length: length, width: measurer.width(of: character))
            } else {
                builder.appendWordPart(length: length, width: measurer.width(of: character))
                if mode == .character { builder.flushWord() }
            }
            offset += length
        }
        builder.finish()
        return builder.lines
    }

    /// The line and the UTF-16 column (from the line's start) of a caret at
    /// a UTF-16 `offset` in the wrapped text.
    ///
    /// A caret exactly at a soft wrap belongs to the next line, at column 0
    /// (as in a browser's textarea); at a hard line break it stays at the
    /// end of its line, and at the end of the text on the last line. Offsets
    /// outside the text are clamped to it.
    public static func location(ofOffset offset: Int, in lines: [WrappedLine]) -> (line: Int, column: Int) {
        let index = lineIndex(ofOffset: offset, in: lines)
        guard index < lines.count else { return (0, 0) }
        let range = lines[index].range
        return (index, min(max(offset, range.lowerBound), range.upperBound) - range.lowerBound)
    }

    /// The line and the column in cells (the measurer's units, from the
    /// line's start) of a caret at a UTF-16 `offset`: where a renderer draws it.
    ///
    /// The line follows ``location(ofOffset:in:)``; an offset inside a
    /// cluster counts from the cluster's start. The column can pass the wrap
    /// width after hanging spaces, and renderers clamp it to their last cell.
    public static func cellLocation(
        ofOffset offset: Int, in lines: [WrappedLine], text: String, measurer: some TextMeasurer
    ) -> (line: Int, column: Int) {
        let index = lineIndex(ofOffset: offset, in: lines)
        guard index < lines.count else { return (0, 0) }
        let range = lines[index].range
        let end = min(max(offset, range.lowerBound), range.upperBound)
        return (index, measurer.cellColumn(ofUTF16Offset: end - range.lowerBound, in: lines[index].text(in: text)))
    }

    /// The UTF-16 offset of a caret placed at a cell `column` of line
    /// `line`: before the character covering that column, or at the line's
    /// end when the column is past it. A soft-wrapped line's end belongs to
    /// the next line, so there the caret stops before the line's last
    /// character. This is where Up and Down, or a click, put the caret.
    public static func offset(
        atCellColumn column: Int, onLine line: Int, in lines: [WrappedLine], text: String, measurer: some TextMeasurer
    ) -> Int {
        guard !lines.isEmpty else { return 0 }
        let index = min(max(0, line), lines.count - 1)
        let wrapped = lines[index]
        return offset(atCellColumn: column, inLine: wrapped.text(in: text), startingAt: wrapped.range.lowerBound,
                      softWrapped: index < lines.count - 1 && !wrapped.endsWithNewline, measurer: measurer)
    }

    /// The UTF-16 offset of a caret at cell `column` of one wrapped line
    /// whose text `line` starts at offset `start`: before the character
    /// covering the column, or the line's end (before its last character
    /// when the line is soft-wrapped, whose end belongs to the next line).
    static func offset(
        atCellColumn column: Int, inLine line: some StringProtocol, startingAt start: Int, softWrapped: Bool,
        measurer: some TextMeasurer
    ) -> Int {
        var offset = start
        var used = 0
        var lastStart = offset
        for character in line {
            let width = measurer.width(of: character)
            if used + width > column, width > 0 { return offset }
            lastStart = offset
            used += width
            offset += character.utf16.count
        }
        return softWrapped && offset > start ? lastStart : offset
    }

    /// The index of the last line starting at or before `offset` (0 for an
    /// empty array).
    static func lineIndex(ofOffset offset: Int, in lines: [WrappedLine]) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].range.lowerBound <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return max(low, 0)
    }

    /// Whether a character is a space that allows a line break after it.
    static func isBreakingSpace(_ character: Character) -> Bool {
        var bytes = character.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        if first < 0x80 { return (first == 0x20 || first == 0x09) && bytes.next() == nil }
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        switch scalar.value {
        case 0x200B: return true
        case 0x00A0, 0x2007, 0x202F: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }
}

/// Accumulates lines while ``TextWrapper`` walks the text.
private struct LineBuilder {
    let width: Int
    var lines: [WrappedLine] = []
    /// The current line: its UTF-16 start and end, and its width.
    var lineStart = 0
    var lineEnd = 0
    var lineWidth = 0
    /// The pending word's clusters (UTF-16 length and width) and its width.
    var word: [(length: Int, width: Int)] = []
    var wordLength = 0
    var wordWidth = 0

    init(width: Int) {
        self.width = width
    }

    mutating func appendWordPart(length: Int, width: Int) {
        word.append((length, width))
        wordLength += length
        wordWidth += width
    }

    /// Spaces end the pending word and hang at the end of the line.
    mutating func appendSpace(length: Int, width: Int) {
        flushWord()
        lineEnd += length
        lineWidth += width
    }

    /// Puts the pending word on the current line, or on a new one when it
    /// does not fit, breaking it between clusters when it is wider than a line.
    mutating func flushWord() {
        guard !word.isEmpty else { return }
        // Breaking only helps when the line has width to give up.
        if lineWidth > 0, lineWidth + wordWidth > width { softBreak() }
        if lineWidth + wordWidth <= width {
            lineEnd += wordLength
            lineWidth += wordWidth
        } else {
            for cluster in word {
                if lineWidth > 0, lineWidth + cluster.width > width { softBreak() }
                lineEnd += cluster.length
                lineWidth += cluster.width
            }
        }
        word.removeAll(keepingCapacity: true)
        wordLength = 0
        wordWidth = 0
    }

    mutating func softBreak() {
        lines.append(WrappedLine(range: lineStart..<lineEnd, width: lineWidth, endsWithNewline: false))
        lineStart = lineEnd
        lineWidth = 0
    }

    /// A hard line break at UTF-16 `offset`, `lineBreakLength` units long.
    mutating func endParagraph(at offset: Int, lineBreakLength: Int) {
        flushWord()
        lines.append(WrappedLine(range: lineStart..<lineEnd, width: lineWidth, endsWithNewline: true))
        lineStart = offset + lineBreakLength
        lineEnd = lineStart
        lineWidth = 0
    }

    mutating func finish() {
        flushWord()
        lines.append(WrappedLine(range: lineStart..<lineEnd, width: lineWidth, endsWithNewline: false))
    }
}
