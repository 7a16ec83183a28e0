/// Which of a field's rules are active: one bit per rule index, without
/// allocating for the first 64 (a field rarely has more than a few).
struct RuleFlags: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    /// Whether no rule is active.
    var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

    /// Whether rule `index` is active.
    func contains(_ index: Int) -> Bool {
        if index < 64 { return low & (1 << UInt64(index)) != 0 }
        let word = index / 64 - 1
        return word < high.count && high[word] & (1 << UInt64(index % 64)) != 0
    }

    /// Activates rule `index`.
    mutating func insert(_ index: Int) {
        if index < 64 {
            low |= 1 << UInt64(index)
            return
        }
        let word = index / 64 - 1
        while high.count <= word { high.append(0) }
        high[word] |= 1 << UInt64(index % 64)
    }

    /// Retires rule `index`.
    mutating func remove(_ index: Int) {
        if index < 64 {
            low &= ~(1 << UInt64(index))
        } else if index / 64 - 1 < high.count {
            high[index / 64 - 1] &= ~(1 << UInt64(index % 64))
        }
    }
}
