// How typed and pasted characters go into a number's value characters: digits by the integer and fraction
// limits, the decimal separator, the sign, leading zeros kept while editing; what is refused and why.

extension NumberValueFormatter {
    /// Whether `raw` has zeros before its first integer digit ("0000.25"
    /// after deleting the "1" of "10,000.25"): they stay while the user
    /// edits, so the digits after them keep their place, and go on commit
    /// (``committedRaw(_:)``).
    func keepsLeadingZeros(_ raw: [Character]) -> Bool {
        let start = raw.first == "-" ? 1 : 0
        return raw.count > start + 1 && raw[start] == "0" && raw[start + 1] != "."
    }

    func normalize(_ raw: [Character], caret: Int) -> (raw: [Character], caret: Int) {
        let signWidth = raw.first == "-" ? 1 : 0
        let first = signWidth < raw.count ? raw[signWidth] : nil
        // Fast path: already starts with a non-zero digit, "0." or is "0" / "-".
        if let first, first != "0", first != "." { return (raw, caret) }
        if first == nil { return (raw, caret) }
        if first == "0", signWidth + 1 == raw.count || raw[signWidth + 1] == "." { return (raw, caret) }

        var result = Array(raw[..<signWidth])
        result.reserveCapacity(raw.count + 1)
        var index = signWidth
        while index < raw.count, raw[index] == "0" { index += 1 }
        let zeros = index - signWidth
        let integerEnded = index == raw.count || raw[index] == "."
        if integerEnded {
            // All integer digits are zeros (or there are none): keep exactly one.
            result.append("0")
        } else if zeros == 0 {
            return (raw, caret)
        }
        result.append(contentsOf: raw[index...])
        let fromEnd = raw.count - min(max(caret, 0), raw.count)
        let newCaret = min(max(result.count - fromEnd, signWidth), result.count)
        return (result, newCaret)
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
        if lower < upper, raw[lower..<upper].contains("."), joinsTooManyIntegerDigits(raw, removing: lower..<upper) {
            return ValueInsertion(
                raw: raw,
                caret: upper,
                rejected: max(inserted.count, 1),
                reason: .tooManyIntegerDigits(max: integerLimit)
            )
        }
        var isNegative = raw.first == "-"
        let signWidth = isNegative ? 1 : 0
        if isNegative && lower == 0 && upper > 0 { isNegative = false }
        return apply(
            inserted,
            between: raw[signWidth..<max(lower, signWidth)],
            and: raw[max(upper, signWidth)...],
            isNegative: isNegative,
            enforcesLimits: true
        )
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
    /// - Parameter enforcesLimits: whether digit limits, the fraction rule
    ///   and the sign rule apply (typing) or not (``parse(_:)``).
    func apply(
        _ inserted: [Character],
        between head: ArraySlice<Character>,
        and after: ArraySlice<Character>,
        isNegative: Bool,
        enforcesLimits: Bool
    ) -> ValueInsertion {
        var state = NumberInsertion(head: head, after: after, isNegative: isNegative, capacity: min(inserted.count, 32))
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
            case .separator:
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
        return state.insertion(after: after)
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

/// The running state of one insertion into a number's value characters:
/// the characters before the insertion point, where the decimal separator
/// is, the integer and fraction digit counts, leading zeros, and what was
/// refused and why.
private struct NumberInsertion {
    var before: [Character] = []
    var isNegative: Bool
    var separatorInBefore: Int?
    var integerCount: Int
    var fractionCount: Int
    var hasSeparator: Bool
    var leadingZeros: Int
    var rejected = 0
    var reason: EditRejection?
    /// In a paste, the digits after a refused decimal separator are a
    /// fraction that cannot be entered: they are refused too, not joined to
    /// the integer ("1,234.00" into a JPY field gives 1234).
    var refusedFraction: EditRejection?

    init(head: ArraySlice<Character>, after: ArraySlice<Character>, isNegative: Bool, capacity: Int) {
        self.isNegative = isNegative
        before.reserveCapacity(head.count + after.count + capacity + 1)
        before.append(contentsOf: head)
        separatorInBefore = before.firstIndex(of: ".")
        let separatorInAfter = after.firstIndex(of: ".")
        if let separatorInBefore {
            integerCount = separatorInBefore
            fractionCount = before.count - separatorInBefore - 1 + after.count
        } else if let separatorInAfter {
            integerCount = before.count + (separatorInAfter - after.startIndex)
            fractionCount = after.endIndex - separatorInAfter - 1
        } else {
            integerCount = before.count + after.count
            fractionCount = 0
        }
        hasSeparator = separatorInBefore != nil || separatorInAfter != nil
        leadingZeros = NumberValueFormatter.leadingZeroCount(before[...], after, integerCount: integerCount)
    }

    mutating func reject(_ why: EditRejection) {
        rejected += 1
        if reason == nil { reason = why }
    }

    /// Refuses the digit just read and the run of ASCII digits after it,
    /// which would all be refused for the same reason (keeps a huge paste
    /// of digits fast).
    mutating func refuseDigitRun(_ why: EditRejection, in inserted: [Character], from index: inout Int) {
        reject(why)
        var end = index
        while end < inserted.count, let byte = RawNumber.asciiByte(inserted[end]), byte &- 48 < 10 { end += 1 }
        rejected += end - index
        index = end
    }

    mutating func appendFractionDigit(_ digit: UInt8) {
        before.append(RawNumber.asciiDigits[Int(digit)])
        fractionCount += 1
    }

    /// Inserts an integer digit, unless it is a zero in front of the number
    /// (which changes nothing) or one digit too many for `maximum`.
    mutating func insertIntegerDigit(_ digit: UInt8, maximum: Int?, in inserted: [Character], from index: inout Int) {
        let position = before.count
        let newCount = integerCount + 1
        if digit == 0 && position <= leadingZeros && newCount > 1 {
            // A zero in front of the number changes nothing (normalize would drop it).
            return
        }
        let newLeadingZeros = digit == 0
            ? (position <= leadingZeros ? leadingZeros + 1 : leadingZeros)
            : min(position, leadingZeros)
        if let maximum, newCount - newLeadingZeros > maximum {
            // Past the leading zeros every further digit is refused too.
            if position > leadingZeros {
                refuseDigitRun(.tooManyIntegerDigits(max: maximum), in: inserted, from: &index)
            } else {
                reject(.tooManyIntegerDigits(max: maximum))
            }
            return
        }
        before.append(RawNumber.asciiDigits[Int(digit)])
        integerCount = newCount
        leadingZeros = newLeadingZeros
    }

    /// Inserts the decimal separator; the `movedDigits` after the insertion
    /// point become the fraction.
    mutating func insertSeparator(movedDigits: Int) {
        separatorInBefore = before.count
        before.append(".")
        hasSeparator = true
        integerCount = before.count - 1
        fractionCount = movedDigits
        leadingZeros = NumberValueFormatter.leadingZeroCount(before[..<integerCount], [], integerCount: integerCount)
    }

    /// The value characters and the caret after the insertion.
    func insertion(after: ArraySlice<Character>) -> ValueInsertion {
        var result: [Character] = []
        result.reserveCapacity(before.count + after.count + 1)
        if isNegative { result.append("-") }
        result.append(contentsOf: before)
        result.append(contentsOf: after)
        return ValueInsertion(raw: result, caret: before.count + (isNegative ? 1 : 0), rejected: rejected, reason: reason)
    }
}
