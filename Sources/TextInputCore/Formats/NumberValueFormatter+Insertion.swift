// How typed and pasted characters go into a number's value characters: digits by the integer and fraction
// limits, the decimal separator, the sign, leading zeros kept while editing; what is refused and why.

extension NumberValueFormatter {
    /// Settles what an edit leaves undecided: an undecided separator with
    /// no non-zero digit before it ("0,5", or ",5" once the "1" of "1,5" is
    /// deleted) cannot be grouping, so it becomes the decimal separator.
    ///
    /// Zeros in front of the number stay while the user edits, typed ("007")
    /// or left by a deletion ("$0,000.25" after deleting the "1" of
    /// "$10,000.25"), so the digits after them keep their place; they go when
    /// editing ends (``committedRaw(_:)``), as react-number-format, Maskito
    /// and imask do. A separator with no integer digit before it stays
    /// alone too ("." shows "0." and Backspace empties the field).
    func normalize(_ raw: [Character], caret: Int) -> (raw: [Character], caret: Int) {
        // Fast path: a number that starts with a non-zero digit has nothing to settle.
        let signWidth = raw.first.flatMap(RawNumber.asciiByte) == UInt8(ascii: "-") ? 1 : 0
        if signWidth < raw.count, let first = RawNumber.asciiByte(raw[signWidth]),
           first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9") { return (raw, caret) }
        guard let marker = Self.undecidedIndex(raw), !Self.hasNonZeroDigit(raw[..<marker]) else { return (raw, caret) }
        var settled = raw
        settled[marker] = "."
        return (settled, caret)
    }

    /// Inserts typed or pasted characters (see ``ValueFormatter``).
    ///
    /// Digits in any script become ASCII digits; the locale's decimal
    /// separator (and "." as the numeric keypad's decimal key) becomes "."
    /// unless there already is one; grouping marks, spaces, currency
    /// symbols, percent signs and bidi marks are skipped; a minus sign
    /// toggles the sign. Digits beyond the integer or fraction limit are
    /// refused. Replacing a selection that holds the decimal separator is
    /// refused as a whole (counted as at least one refusal) when joining
    /// the fraction to the integer part would exceed the integer limit.
    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>) -> ValueInsertion {
        let lower = min(max(range.lowerBound, 0), raw.count)
        let upper = min(max(range.upperBound, lower), raw.count)
        let separators = Self.separators(in: raw)
        if let marker = separators.undecided {
            return insert(inserted, into: raw, replacing: lower..<upper, undecidedAt: marker)
        }
        if inserted.count == 1, lower == upper, lower == raw.count, separators.decimal == nil,
           let started = startingUndecidedSeparator(inserted[0], after: raw) {
            return started
        }
        return insert(inserted, into: raw, replacing: lower..<upper, fractionLimit: fractionLimit,
                      separator: .at(separators.decimal))
    }

    /// Where the decimal separator (".") and the undecided separator (",")
    /// are in `raw`, found in one pass over its bytes.
    static func separators(in raw: [Character]) -> (decimal: Int?, undecided: Int?) {
        var index = 0
        for character in raw {
            switch RawNumber.asciiByte(character) {
            case UInt8(ascii: "."): return (index, nil)
            case UInt8(ascii: ","): return (nil, index)
            default: index += 1
            }
        }
        return (nil, nil)
    }

    /// ``insert(_:into:replacing:)`` with the given fraction limit (an
    /// undecided separator's digits may run up to a group's size) and
    /// without undecided separators; `separator` says where the decimal
    /// separator is when the caller has looked already.
    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>,
                fractionLimit: Int, separator: SeparatorSearch = .scan) -> ValueInsertion {
        let lower = range.lowerBound
        let upper = range.upperBound
        let separator = separator.resolved(in: raw)
        if lower < upper, let index = separator, lower <= index, index < upper,
           joinsTooManyIntegerDigits(raw, removing: lower..<upper) {
            return ValueInsertion(
                raw: raw,
                caret: upper,
                rejected: max(inserted.count, 1),
                reason: .tooManyIntegerDigits(max: integerLimit)
            )
        }
        var isNegative = raw.first.flatMap(RawNumber.asciiByte) == UInt8(ascii: "-")
        let signWidth = isNegative ? 1 : 0
        if isNegative && lower == 0 && upper > 0 { isNegative = false }
        return apply(
            inserted,
            between: raw[signWidth..<max(lower, signWidth)],
            and: raw[max(upper, signWidth)...],
            isNegative: isNegative,
            enforcesLimits: true,
            fractionLimit: fractionLimit,
            separator: .at(separator)
        )
    }

    /// Where the decimal separator of the value characters is: to be looked
    /// for, or known (an index into them, or none).
    enum SeparatorSearch {
        case scan
        case at(Int?)

        /// The separator's index in `raw`.
        func resolved(in raw: [Character]) -> Int? {
            switch self {
            case .scan: return RawNumber.firstIndex(of: UInt8(ascii: "."), in: raw[...])
            case let .at(index): return index
            }
        }
    }

    /// Whether removing `range` (which holds the decimal separator) leaves
    /// more significant integer digits than allowed, and more than before.
    private func joinsTooManyIntegerDigits(_ raw: [Character], removing range: Range<Int>) -> Bool {
        func significantDigits(_ characters: some Sequence<Character>) -> Int {
            var count = 0
            for character in characters where character != "-" {
                if character == "." { break }
                if count > 0 || character != "0" { count += 1 }
            }
            return count
        }
        let joined = significantDigits(Array(raw[..<range.lowerBound]) + raw[range.upperBound...])
        return joined > integerLimit && joined > significantDigits(raw)
    }

    /// Inserts `inserted` between `head` and `tail` (value characters
    /// without the sign), one character at a time.
    ///
    /// - Parameters:
    ///   - enforcesLimits: whether digit limits, the fraction rule and the
    ///     sign rule apply (typing) or not (``parse(_:)``).
    ///   - fractionLimit: the most fraction digits (the format's, unless an
    ///     undecided separator's digits may run up to a group).
    func apply(
        _ inserted: [Character],
        between head: ArraySlice<Character>,
        and after: ArraySlice<Character>,
        isNegative: Bool,
        enforcesLimits: Bool,
        fractionLimit: Int? = nil,
        separator: SeparatorSearch = .scan
    ) -> ValueInsertion {
        let fractionLimit = fractionLimit ?? self.fractionLimit
        var state = NumberInsertion(head: head, after: after, isNegative: isNegative, capacity: min(inserted.count, 32),
                                    separator: separator)
        // Value characters after the insertion point the caret moved past (the decimal separator typed over itself).
        var passed = 0
        let plan = inserted.count > 1 ? PastePlan(inserted, template: template) : nil
        let fractionRefusal: EditRejection = fractionLimit == 0 ? .noFractionAllowed : .tooManyFractionDigits(max: fractionLimit)
        var index = 0
        while index < inserted.count {
            let character = inserted[index]
            let action = classify(character, at: index, in: inserted, plan: plan)
            index += 1
            if let refused = state.refusedFraction {
                if case .digit = action {
                    state.refuseDigitRun(refused, in: inserted, from: &index)
                    continue
                }
                state.refusedFraction = nil
            }
            switch action {
            case let .digit(digit):
                if state.separatorInBefore != nil {
                    if enforcesLimits && state.fractionCount >= fractionLimit {
                        state.refuseDigitRun(fractionRefusal, in: inserted, from: &index)
                    } else {
                        state.appendFractionDigit(digit)
                    }
                } else {
                    state.insertIntegerDigit(digit, maximum: enforcesLimits ? integerLimit : nil,
                                             in: inserted, from: &index)
                }
            case .separator, .undecidedSeparator:
                // A grouping key typed alone is undecided only at the end of a number
                // (``insert(_:into:replacing:)``); here, it groups, which changes nothing.
                if case .undecidedSeparator = action, fractionLimit == 0 || !after.isEmpty || state.hasSeparator { continue }
                if enforcesLimits && fractionLimit == 0 {
                    state.reject(.noFractionAllowed)
                    if plan != nil { state.refusedFraction = .noFractionAllowed }
                } else if !state.hasSeparator {
                    if enforcesLimits && after.count > fractionLimit {
                        state.reject(.tooManyFractionDigits(max: fractionLimit))
                        if plan != nil { state.refusedFraction = .tooManyFractionDigits(max: fractionLimit) }
                    } else {
                        state.insertSeparator(movedDigits: after.count)
                    }
                } else if state.separatorInBefore == nil, passed == 0, plan == nil,
                          after.first.flatMap(RawNumber.asciiByte) == UInt8(ascii: ".") {
                    // The decimal key typed right before the decimal separator moves past it ("12|.50" → "12.|50"),
                    // as Maskito and react-number-format do; anywhere else a second one changes nothing.
                    state.insertSeparator(movedDigits: after.count - 1)
                    passed = 1
                }
            case .sign:
                if state.isNegative {
                    state.isNegative = false
                } else if enforcesLimits && !format.allowsNegative {
                    state.reject(.negativeNotAllowed)
                } else {
                    state.isNegative = true
                }
            case .negativeParenthesis:
                if enforcesLimits && !format.allowsNegative {
                    state.reject(.negativeNotAllowed)
                } else {
                    state.isNegative = true
                }
            case .skip:
                continue
            case .invalid:
                // Only the first refusal's reason is kept; skip building the others.
                if state.reason == nil { state.reason = .invalidCharacter(String(character), expected: .number) }
                state.rejected += 1
            }
        }
        return state.insertion(after: after.dropFirst(passed))
    }

    /// The leading zeros of the integer part `first + second[..<integerCount - first.count]`.
    static func leadingZeroCount(
        _ first: some Collection<Character>,
        _ second: some Collection<Character>,
        integerCount: Int
    ) -> Int {
        var zeros = 0
        for character in first.prefix(integerCount) {
            guard character == "0" else { return zeros }
            zeros += 1
        }
        for character in second.prefix(integerCount - zeros) {
            guard character == "0" else { return zeros }
            zeros += 1
        }
        return zeros
    }
}
