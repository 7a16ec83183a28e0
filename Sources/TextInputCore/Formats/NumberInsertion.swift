/// The running state of one insertion into a number's value characters:
/// the characters before the insertion point, where the decimal separator
/// is, the integer and fraction digit counts, leading zeros, and what was
/// refused and why.
struct NumberInsertion {
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

    /// - Parameter separator: where the decimal separator is in the value
    ///   characters `head` and `after` are slices of, if known.
    init(head: ArraySlice<Character>, after: ArraySlice<Character>, isNegative: Bool, capacity: Int,
         separator: NumberValueFormatter.SeparatorSearch) {
        self.isNegative = isNegative
        before.reserveCapacity(head.count + after.count + capacity + 1)
        before.append(contentsOf: head)
        let separatorInAfter: Int?
        switch separator {
        case .scan:
            separatorInBefore = RawNumber.firstIndex(of: UInt8(ascii: "."), in: before[...])
            separatorInAfter = RawNumber.firstIndex(of: UInt8(ascii: "."), in: after)
        case let .at(index):
            // Within `head` (then an index into `before`), within `after`, or replaced.
            separatorInBefore = index.flatMap { head.indices.contains($0) ? $0 - head.startIndex : nil }
            separatorInAfter = index.flatMap { after.indices.contains($0) ? $0 : nil }
        }
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

    /// Inserts an integer digit, unless it is one digit too many for
    /// `maximum`. Zeros in front of the number do not count against it (they
    /// stay until editing ends), but a number holds at most
    /// ``NumberValueFormatter/integerCharacterLimit`` integer digits in all.
    mutating func insertIntegerDigit(_ digit: UInt8, maximum: Int?, in inserted: [Character], from index: inout Int) {
        let position = before.count
        let newCount = integerCount + 1
        if let maximum, newCount > NumberValueFormatter.integerCharacterLimit {
            reject(.tooManyIntegerDigits(max: maximum))
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
