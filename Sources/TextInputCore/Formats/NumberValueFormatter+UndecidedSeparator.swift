// A grouping separator typed at the end of a number whose meaning the next keys decide: "," in en_US may group
// thousands ("1,234") or be a decimal point typed on a keyboard of another region ("12,5"); "." in de_DE the same.

extension NumberValueFormatter {
    /// The value character of an undecided separator: the locale's grouping
    /// separator typed at the end of a number, shown where it was typed and
    /// read by the digits that follow it.
    ///
    /// It is *grouping* when exactly a group of digits follows it (three;
    /// ``NumberTemplate/primaryGroupSize``) after a non-zero digit, and the
    /// decimal separator otherwise, so in en_US "1,234" is 1234, "12,5" is
    /// 12.5 and "1,2345" is 1.2345: never ten or a thousand times what was
    /// typed. A later key decides it for good: the decimal separator typed
    /// after "1,234" makes it grouping ("1,234.56" is 1234.56); another
    /// grouping separator after a whole group makes it grouping and is
    /// undecided itself ("1,234,567"); a digit that neither reading allows
    /// is refused. Editing ends with it decided (``committedRaw(_:)``).
    static let undecidedSeparator: Character = ","

    /// The index of the undecided separator in `raw`, if there is one.
    @inline(__always)
    static func undecidedIndex(_ raw: [Character]) -> Int? {
        RawNumber.firstIndex(of: UInt8(ascii: ","), in: raw[...])
    }

    /// Whether `characters` hold a digit other than zero.
    static func hasNonZeroDigit(_ characters: ArraySlice<Character>) -> Bool {
        for character in characters {
            if let byte = RawNumber.asciiByte(character), byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }

    /// The locale's grouping separator when typing it can mean either
    /// grouping or a decimal point: "," or "." where the other one is the
    /// decimal separator.
    var ambiguousGroupingCharacter: Character? {
        guard let grouping = template.groupingCharacter, grouping == "," || grouping == ".",
              grouping != template.decimalCharacter else { return nil }
        return grouping
    }

    /// Whether the undecided separator at `marker` can still be grouping:
    /// a non-zero digit before it, and a whole group after it within the
    /// integer digit limit.
    private func canGroup(_ raw: [Character], at marker: Int) -> Bool {
        let signWidth = raw.first == "-" ? 1 : 0
        guard Self.hasNonZeroDigit(raw[signWidth..<marker]) else { return false }
        let before = raw[signWidth..<marker].drop { $0 == "0" }.count
        return before + template.primaryGroupSize <= integerLimit
    }

    /// How ``RawNumber`` reads this format's undecided separator.
    var undecidedReading: RawNumber.UndecidedReading {
        RawNumber.UndecidedReading(groupSize: template.primaryGroupSize, integerLimit: integerLimit)
    }

    /// The number `raw` holds, its undecided separator decided.
    func number(_ raw: [Character]) -> RawNumber {
        RawNumber(raw: raw, undecided: undecidedReading)
    }

    /// The insertion of a grouping separator typed alone after the last
    /// digit: an undecided separator where it could be either (after one to
    /// three digits, the first group of someone who types their own
    /// grouping), `nil` where the usual rules decide: no fraction can be
    /// typed, so it groups; no non-zero digit before it, or more digits than
    /// a first group ("1234,5" in en_US), so it is the decimal separator; a
    /// decimal separator is there already, so it changes nothing.
    func startingUndecidedSeparator(_ character: Character, after raw: [Character]) -> ValueInsertion? {
        // Digits, the common key, leave at once; a full-width "，" or "．" is its ASCII form.
        let byte = RawNumber.asciiByte(character) ?? RawNumber.asciiByte(character.foldedForCode)
        guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: "."), fractionLimit > 0,
              let grouping = ambiguousGroupingCharacter, byte == RawNumber.asciiByte(grouping) else { return nil }
        let signWidth = raw.first == "-" ? 1 : 0
        let digits = raw[signWidth...].drop { $0 == "0" }.count
        guard digits >= 1, digits <= template.primaryGroupSize else { return nil }
        return ValueInsertion(raw: raw + [Self.undecidedSeparator], caret: raw.count + 1)
    }

    /// Inserts into a number that holds an undecided separator at `marker`.
    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>,
                undecidedAt marker: Int) -> ValueInsertion {
        let after = raw.count - marker - 1
        let groups = canGroup(raw, at: marker)
        if inserted.count == 1, range.isEmpty {
            let action = classify(inserted[0], at: 0, in: inserted, plan: nil)
            switch action {
            case .undecidedSeparator:
                // Another grouping separator after a whole group (3, or the secondary size, 2 in India)
                // makes the first one grouping and is undecided itself; anywhere else it changes nothing.
                let wholeGroup = after == template.primaryGroupSize || after == template.secondaryGroupSize
                guard groups, wholeGroup, range.lowerBound == raw.count else { return ValueInsertion(raw: raw, caret: range.lowerBound) }
                var result = raw
                result.remove(at: marker)
                result.append(Self.undecidedSeparator)
                return ValueInsertion(raw: result, caret: result.count)
            case .separator:
                // The decimal separator decides: after a whole group the first was grouping;
                // otherwise the first was the decimal separator, and this one is a second.
                var result = raw
                if groups, after == template.primaryGroupSize {
                    result.remove(at: marker)
                    let caret = range.lowerBound > marker ? range.lowerBound - 1 : range.lowerBound
                    return insert(inserted, into: result, replacing: caret..<caret, fractionLimit: fractionLimit)
                }
                result[marker] = "."
                return insert(inserted, into: result, replacing: range, fractionLimit: fractionLimit)
            default:
                break
            }
        }
        // Digits and pastes: the marker is read as a decimal separator whose digits may run up to a whole group.
        var asDecimal = raw
        asDecimal[marker] = "."
        let limit = groups ? max(fractionLimit, template.primaryGroupSize) : fractionLimit
        var result = insert(inserted, into: asDecimal, replacing: range, fractionLimit: limit)
        if groups, result.rejected > 0, case .tooManyFractionDigits? = result.reason {
            // More digits than either reading takes ("1,2345" with two fraction digits): the separator was
            // grouping in the wrong place, so it is read again as grouping rather than the digits refused.
            var grouped = raw
            grouped.remove(at: marker)
            let lower = range.lowerBound > marker ? range.lowerBound - 1 : range.lowerBound
            let upper = range.upperBound > marker ? range.upperBound - 1 : range.upperBound
            return insert(inserted, into: grouped, replacing: lower..<upper, fractionLimit: fractionLimit)
        }
        if let separator = result.raw.firstIndex(of: ".") { result.raw[separator] = Self.undecidedSeparator }
        if case .tooManyFractionDigits? = result.reason { result.reason = fractionLimit == 0 ? .noFractionAllowed : .tooManyFractionDigits(max: fractionLimit) }
        return result
    }
}
