/// Displayed text plus where each value character sits in it; build one
/// with ``ValueRenderingBuilder``.
public struct ValueRendering: Sendable, Equatable {
    /// The text to display (no field prefix or suffix; those are the editor's).
    public var text: String
    /// UTF-16 offset in `text` where value character `i` starts.
    public var starts: [Int]
    /// UTF-16 offset in `text` right after value character `i`.
    public var ends: [Int]
    /// Where the caret goes when it sits before the first value character
    /// (after leading literals such as "(" or "$").
    public var leadingCaret: Int
    /// What a formatter kept to render the next edit from (the phone format's
    /// state after these value characters); not part of the rendering's value.
    var memo: RenderingMemo?

    /// Creates a rendering.
    public init(text: String, starts: [Int], ends: [Int], leadingCaret: Int) {
        self.text = text
        self.starts = starts
        self.ends = ends
        self.leadingCaret = leadingCaret
    }

    public static func == (left: ValueRendering, right: ValueRendering) -> Bool {
        left.text == right.text && left.starts == right.starts && left.ends == right.ends
            && left.leadingCaret == right.leadingCaret
    }

    /// The caret position in `text` for a value-character index.
    func offset(forRawIndex index: Int) -> Int {
        if index <= 0 || ends.isEmpty { return starts.first ?? leadingCaret }
        return ends[min(index, ends.count) - 1]
    }

    /// The value-character index for a caret at UTF-16 offset `offset`: the
    /// number of value characters that start before it.
    func rawIndex(forOffset offset: Int) -> Int {
        // `starts` is ascending; binary search for the first start >= offset.
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The UTF-16 length of `text`.
    var utf16Count: Int { text.utf16.count }
}
