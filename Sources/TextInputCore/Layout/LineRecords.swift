/// Line records in chunks of at most ``maxChunk``, with Fenwick trees over
/// the chunks' UTF-16 lengths and line counts.
struct LineRecords: Sendable {
    static let maxChunk = 512
    private var chunks: [[LineRecord]]
    private var chunkLengths: Fenwick
    private var chunkCounts: Fenwick

    init(_ lines: [LineRecord]) {
        var chunks: [[LineRecord]] = []
        var index = 0
        let size = Self.maxChunk / 2
        repeat {
            chunks.append(Array(lines[index..<min(lines.count, index + size)]))
            index += size
        } while index < lines.count
        self.chunks = chunks
        chunkLengths = Fenwick(chunks.map { $0.reduce(0) { $0 + $1.length } })
        chunkCounts = Fenwick(chunks.map { $0.count })
    }

    var count: Int { chunkCounts.total }
    var totalLength: Int { chunkLengths.total }

    /// Record `index` and the UTF-16 offset where its line starts.
    func record(_ index: Int) -> (LineRecord, Int) {
        let (chunk, before) = chunkCounts.locate(index)
        let local = index - before
        var start = chunkLengths.prefix(chunk)
        for record in chunks[chunk][0..<local] { start += record.length }
        return (chunks[chunk][local], start)
    }

    /// Where line `index` starts (the text's end for `index == count`).
    func start(ofLine index: Int) -> Int {
        index >= count ? totalLength : record(index).1
    }

    /// The last line starting at or before `offset`.
    func lineIndex(ofOffset offset: Int) -> Int {
        let (chunk, before) = chunkLengths.locate(offset)
        var start = before
        var index = chunkCounts.prefix(chunk)
        let lines = chunks[chunk]
        var local = 0
        while local + 1 < lines.count, start + lines[local].length <= offset {
            start += lines[local].length
            local += 1
        }
        index += local
        // An offset past this chunk's last line start belongs to it unless a
        // later line (in a later chunk) starts at or before it.
        return min(index, count - 1)
    }

    /// Replaces lines `range` with `records`.
    mutating func replace(_ range: Range<Int>, with records: [LineRecord]) {
        let (firstChunk, before) = chunkCounts.locate(min(range.lowerBound, max(0, count - 1)))
        let lowerLocal = range.lowerBound - before
        // Fast path: the lines sit in one chunk that keeps a sensible size.
        if range.upperBound - before <= chunks[firstChunk].count {
            let oldLength = chunks[firstChunk][lowerLocal..<(range.upperBound - before)].reduce(0) { $0 + $1.length }
            let newLength = records.reduce(0) { $0 + $1.length }
            let newCount = chunks[firstChunk].count - range.count + records.count
            if newCount > 0, newCount <= Self.maxChunk {
                chunks[firstChunk].replaceSubrange(lowerLocal..<(range.upperBound - before), with: records)
                chunkLengths.add(newLength - oldLength, at: firstChunk)
                chunkCounts.add(records.count - range.count, at: firstChunk)
                return
            }
        }
        // General path: merge the chunks the range touches, split again, rebuild the totals.
        var lastChunk = firstChunk
        var end = before + chunks[firstChunk].count
        while end < range.upperBound, lastChunk + 1 < chunks.count {
            lastChunk += 1
            end += chunks[lastChunk].count
        }
        var merged = Array(chunks[firstChunk][0..<lowerLocal])
        merged += records
        let upperLocalInLast = range.upperBound - (end - chunks[lastChunk].count)
        merged += chunks[lastChunk][min(chunks[lastChunk].count, upperLocalInLast)...]
        var pieces: [[LineRecord]] = []
        let size = Self.maxChunk / 2
        var index = 0
        repeat {
            pieces.append(Array(merged[index..<min(merged.count, index + size)]))
            index += size
        } while index < merged.count
        if pieces.count > 1, pieces[pieces.count - 1].isEmpty { pieces.removeLast() }
        chunks.replaceSubrange(firstChunk...lastChunk, with: pieces)
        if chunks.isEmpty { chunks = [[LineRecord(content: 0, width: 0, breakLength: 0)]] }
        chunkLengths = Fenwick(chunks.map { $0.reduce(0) { $0 + $1.length } })
        chunkCounts = Fenwick(chunks.map { $0.count })
    }
}
