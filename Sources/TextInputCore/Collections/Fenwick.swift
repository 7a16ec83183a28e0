/// A Fenwick (binary indexed) tree of non-negative integers: prefix sums,
/// point updates and searches in O(log n); built in O(n).
///
/// Running sums over chunks: a note layout's line lengths and counts
/// (``NoteLayout``), and the WebAssembly storage's chunk lengths
/// (``StringStorage``), where an edit changes one chunk and the starts of
/// all the chunks after it move.
struct Fenwick: Sendable {
    private var tree: [Int]
    private(set) var total: Int
    private let highestBit: Int

    init(_ values: [Int]) {
        var tree = [0] + values
        for index in 1..<max(1, tree.count) {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
        self.tree = tree
        total = values.reduce(0, +)
        var bit = 1
        while bit * 2 <= values.count { bit *= 2 }
        highestBit = bit
    }

    /// The sum of the first `count` values.
    func prefix(_ count: Int) -> Int {
        var sum = 0
        var index = count
        while index > 0 {
            sum += tree[index]
            index &= index - 1
        }
        return sum
    }

    /// Adds `delta` to value `position`.
    mutating func add(_ delta: Int, at position: Int) {
        total += delta
        var index = position + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The last position whose start (the sum of the values before it) is
    /// at most `target`, and that start: the chunk holding line `target`
    /// when the values are line counts, the chunk where offset `target`
    /// falls when they are lengths. The last position for a target past the total.
    func locate(_ target: Int) -> (position: Int, before: Int) {
        // The largest count of values whose sum is at most the target.
        var count = 0
        var sum = 0
        var bit = highestBit
        while bit > 0 {
            let next = count + bit
            if next < tree.count, sum + tree[next] <= target {
                count = next
                sum += tree[next]
            }
            bit >>= 1
        }
        let values = tree.count - 1
        if count >= values { return (values - 1, sum - lastValue) }
        return (count, sum)
    }

    private var lastValue: Int { prefix(tree.count - 1) - prefix(tree.count - 2) }
}
