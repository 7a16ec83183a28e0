extension InputField {
    /// A `step` or `stepToLimit` event (out of line: only steppers' forms run it).
    @inline(never)
    mutating func stepEvent(_ event: FieldEvent, into response: inout FieldResponse) {
        closeScanChoice()
        if case let .step(count) = event { step(by: count, into: &response) }
        if case let .stepToLimit(direction) = event { stepToLimit(direction, into: &response) }
    }

    // MARK: - Stepper: Up and Down, Page Up and Page Down, Home and End, the minus and plus buttons

    /// The value a step reads: the field's value as an exact number, nil
    /// when it is empty or holds no number.
    var stepperValue: DecimalNumber? {
        let value = editor.value
        return value.isEmpty ? nil : DecimalNumber(value)
    }

    /// Goes `count` steps from the value (``NumberStepper/stepped(_:by:)``).
    @inline(never)
    mutating func step(by count: Int, into response: inout FieldResponse) {
        guard let stepper = fixed.stepper else { return }
        // A count beyond what any field can step through stops at the bound as the keys would.
        let bounded = max(-1_000_000, min(1_000_000, count))
        guard let target = stepper.stepped(stepperValue, by: bounded) else { return }
        setStepped(target, into: &response)
    }

    /// Home or End: the smallest or largest allowed value when that bound is
    /// set; without it the caret goes to the start or end, as Home and End
    /// do in any text field (the ARIA spin button's keys).
    @inline(never)
    mutating func stepToLimit(_ direction: VerticalDirection, into response: inout FieldResponse) {
        guard let stepper = fixed.stepper else { return }
        guard let target = stepper.limit(up: direction == .up) else {
            edit(.move(direction == .up ? .end : .start), into: &response)
            return
        }
        setStepped(target, into: &response)
    }

    /// Puts a stepped value into the field as one undo step, unless it is
    /// the value already; an edit as any other (the app's message goes, rules
    /// checked on change run).
    private mutating func setStepped(_ target: DecimalNumber, into response: inout FieldResponse) {
        // Already there (at a bound): nothing changes, the text as typed included.
        if stepperValue == target { return }
        let limitBefore = editor.limitStatus
        let outcome = editor.replaceNumberValue(target.description)
        response.edit.merge(outcome)
        guard outcome.textChanged else { return }
        appMessage = nil
        leftOut = nil
        activate(.change)
        deactivatePassingRules()
        if fixed.hasStopLimit, editor.limitStatus == .atLimit, limitBefore != .atLimit {
            response.announce(fixed.localizer.string(.characterLimitReached))
        }
    }

    /// Whether the stepper's plus (`up`) or minus button can change the
    /// value now: false at the bound in that direction, and in a field that
    /// is read-only or disabled.
    @inline(never)
    public func canStep(up: Bool) -> Bool {
        guard let stepper = fixed.stepper, fixed.isEditable else { return false }
        return stepper.canStep(stepperValue, up: up)
    }
}
