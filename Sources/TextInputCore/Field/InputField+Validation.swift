// When a field's validation rules are checked and which of them show: each rule at its timing, a live rule from
// the first change on, any other only while it fails.

extension InputField {
    /// Whether `value` fails rule `index` now.
    func fails(_ index: Int) -> Bool {
        fixed.validator.reason(of: fixed.rules[index].rule, value: editor.value) != nil
    }

    /// Rules of `timing` are checked now. A live (`change`) rule stays
    /// active; any other rule is kept only while it fails, so an error shows
    /// at its timing and never earlier.
    mutating func activate(_ timing: ValidationTiming) {
        let rules = fixed.rules
        for index in rules.indices where rules[index].timing == timing && !activeRules.contains(index) {
            if timing == .change || fails(index) {
                activeRules.insert(index)
            }
        }
    }

    /// After an edit: a non-live rule that now passes is retired until its
    /// timing comes again, so an error disappears as soon as the value is
    /// valid and is not shown again before its timing.
    mutating func deactivatePassingRules() {
        guard !activeRules.isEmpty else { return }
        let rules = fixed.rules
        for index in rules.indices where activeRules.contains(index) && rules[index].timing != .change {
            if !fails(index) {
                activeRules.remove(index)
            }
        }
    }
}

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
