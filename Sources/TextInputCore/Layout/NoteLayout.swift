/// A note's wrapped lines, kept up to date edit by edit, so that a keystroke
/// in a 10 MiB note re-wraps a line or two instead of the whole text.
///
/// The lines are the ones ``TextWrapper/wrap(_:width:mode:measurer:)`` gives
/// for the whole text (a test keeps the two equal after random edits). They
/// are stored in chunks with running totals (UTF-16 length and line count
/// per chunk, in Fenwick trees), so finding the line of an offset, a line's
/// start or the number of lines costs O(log n). After an edit the layout
/// re-wraps from the line before the change until a new line starts where an
/// old one did (shifted by the edit): from there on the lines are the same.
struct NoteLayout: Sendable {
    /// The wrap width (at least 1) and mode.
    let width: Int
    let mode: WrapMode
    private var records: LineRecords

    /// Lays out `text` (the displayed text of the note) from scratch.
    init(text: String, width: Int, mode: WrapMode = .word, measurer: some TextMeasurer) {
        self.width = max(1, width)
        self.mode = mode
        let lines = TextWrapper.wrap(text, width: self.width, mode: mode, measurer: measurer)
        records = LineRecords(Self.records(of: lines[...], end: text.utf16.count))
    }

    /// The number of wrapped lines (at least 1).
    var lineCount: Int { records.count }

    /// The UTF-16 length of the text laid out.
    var length: Int { records.totalLength }

    /// Line `index` with its UTF-16 range in the whole text.
    func line(_ index: Int) -> WrappedLine {
        let (record, start) = records.record(index)
        return WrappedLine(range: start..<(start + Int(record.content)), width: Int(record.width),
                           endsWithNewline: record.breakLength > 0)
    }

    /// The line of a caret at `offset` and its UTF-16 column, with the
    /// rules of ``TextWrapper/location(ofOffset:in:)``.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        let index = records.lineIndex(ofOffset: max(0, offset))
        let range = line(index).range
        return (index, min(max(offset, range.lowerBound), range.upperBound) - range.lowerBound)
    }

    /// Re-wraps after an edit: `lower..<upperBefore` of the text laid out
    /// became `lower..<upperAfter` of the new text, whose UTF-16 length is
    /// `newLength` and whose text `textIn` reads (a UTF-16 range starting on
    /// a Character boundary; it returns the text up to the first Character
    /// boundary at or after the range's end, and that boundary).
    mutating func update(lower: Int, upperBefore: Int, upperAfter: Int, newLength: Int,
                         measurer: some TextMeasurer, textIn: (Range<Int>) -> (text: String, end: Int)) {
        let delta = upperAfter - upperBefore
        // From the line before the one holding the character before the
        // change: a word there may now fit on the line above.
        let first = max(0, records.lineIndex(ofOffset: max(0, lower - 1)) - 1)
        let start = records.start(ofLine: first)
        var window = width + 16
        while true {
            let read = textIn(start..<min(newLength, upperAfter + window))
            let reachesEnd = read.end >= newLength
            let produced = TextWrapper.wrap(read.text, width: width, mode: mode, measurer: measurer)
            // A line cut by the window's end may be longer: trust it only at the text's end.
            let trusted = reachesEnd ? produced.count : produced.count - 1
            var index = 1
            while index < trusted {
                let newStart = start + produced[index].range.lowerBound
                if newStart > upperAfter {
                    let oldStart = newStart - delta
                    let oldLine = records.lineIndex(ofOffset: oldStart)
                    if records.start(ofLine: oldLine) == oldStart {
                        let fresh = Self.records(of: produced[0..<index], end: produced[index].range.lowerBound)
                        records.replace(first..<oldLine, with: fresh)
                        return
                    }
                }
                index += 1
            }
            if reachesEnd {
                records.replace(first..<records.count, with: Self.records(of: produced[...], end: read.end - start))
                return
            }
            window *= 4
        }
    }

    /// Records of wrapped lines; `end` is where the text after the last one
    /// begins (its hard break's length is the gap up to it).
    private static func records(of lines: ArraySlice<WrappedLine>, end: Int) -> [LineRecord] {
        var result: [LineRecord] = []
        result.reserveCapacity(lines.count)
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            let next = index + 1 < lines.endIndex ? lines[index + 1].range.lowerBound : end
            let breakLength = line.endsWithNewline ? next - line.range.upperBound : 0
            result.append(LineRecord(content: UInt32(line.range.count), width: UInt32(clamping: line.width),
                                     breakLength: UInt8(clamping: breakLength)))
            index += 1
        }
        return result
    }

    #if DEBUG || TEXTINPUT_INVARIANTS
    /// Debug builds: the lines equal a full wrap of `text`.
    func check(against text: String, measurer: some TextMeasurer) {
        let expected = TextWrapper.wrap(text, width: width, mode: mode, measurer: measurer)
        precondition(expected.count == lineCount, "note layout has \(lineCount) lines, a full wrap \(expected.count)")
        for (index, line) in expected.enumerated() {
            precondition(self.line(index) == line, "note layout line \(index) is \(self.line(index)), a full wrap \(line)")
        }
    }
    #endif
}
