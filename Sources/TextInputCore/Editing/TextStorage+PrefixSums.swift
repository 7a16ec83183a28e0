extension StringStorage {
    /// Running sums of the chunks' lengths (a Fenwick tree): where a chunk
    /// starts, a chunk's length changing and the chunk that holds an offset,
    /// each in O(log n). Rebuilt in O(n) when chunks are added or removed.
    ///
    /// An edit in the middle of a 10 MiB note changes one chunk's length; a
    /// plain array of starts moved the starts of the 1,300 chunks after it.
    struct PrefixSums: Sendable, Equatable {
        /// `tree[i]` sums the lengths of chunks `i - (i & -i) ..< i`; `tree[0]` is unused.
        private var tree: [Int]

        /// The sums of `lengths`, in O(n).
        init(_ lengths: [Int]) {
            tree = [0] + lengths
            for index in tree.indices.dropFirst() {
                let parent = index + (index & -index)
                if parent < tree.count { tree[parent] += tree[index] }
            }
        }

        /// The number of lengths.
        var count: Int { tree.count - 1 }

        /// Adds `delta` to the length at `index`.
        mutating func add(_ delta: Int, at index: Int) {
            guard delta != 0 else { return }
            var position = index + 1
            while position < tree.count {
                tree[position] += delta
                position += position & -position
            }
        }

        /// The sum of the lengths before `index` (where chunk `index` starts).
        func sum(before index: Int) -> Int {
            var total = 0
            var position = index
            while position > 0 {
                total += tree[position]
                position -= position & -position
            }
            return total
        }

        /// The last index whose start is at or before `offset` (with
        /// lengths above zero: the chunk holding `offset`, the later one at a
        /// join), at most `count - 1`.
        func index(containing offset: Int) -> Int {
            guard count > 1 else { return 0 }
            var position = 0
            var remaining = offset
            var step = 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
            while step > 0 {
                let next = position + step
                if next <= count, tree[next] <= remaining {
                    position = next
                    remaining -= tree[next]
                }
                step >>= 1
            }
            // `position` lengths fit in `offset`: chunk `position` starts at or before it.
            return min(position, count - 1)
        }
    }
}
