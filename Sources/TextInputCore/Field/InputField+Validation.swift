// When a field's validation rules are checked and which of them show: each rule at its timing, a live rule from
// the first change on, any other only while it fails.

extension InputField {
    /// Whether `value` fails rule `index` now.
    @inline(never)
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
    /// valid and is not shown again before its timing. A non-live warning
    /// rule is retired by any edit: a warning goes on the next edit (Fiori
    /// for iOS), and comes back at its timing if it still applies.
    mutating func deactivatePassingRules() {
        guard !activeRules.isEmpty else { return }
        let rules = fixed.rules
        for index in rules.indices where activeRules.contains(index) && rules[index].timing != .change {
            if rules[index].severity == .warning || !fails(index) {
                activeRules.remove(index)
            }
        }
    }
}
