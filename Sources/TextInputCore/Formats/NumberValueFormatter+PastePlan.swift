// What each typed or pasted character is to a number field (a digit, the decimal separator, a sign, or
// nothing), and the plan for a paste: which of its separators groups thousands and which one is decimal.

extension NumberValueFormatter {
    /// What one inserted character does.
    enum InputAction {
        case digit(UInt8)
        case separator
        /// The locale's grouping separator typed alone, where it may also be
        /// a decimal point typed on another region's keyboard
        /// (``NumberValueFormatter/undecidedSeparator``).
        case undecidedSeparator
        case sign
        case negativeParenthesis
        case skip
        case invalid
    }

    /// How "." and "," are read in a multi-character paste, the rule typed
    /// keys follow too (``NumberValueFormatter/undecidedSeparator``).
    ///
    /// Only a "." or "," followed by a digit counts. When both occur, the
    /// last one is the decimal separator ("1,234.5" and "1.234,5" both mean
    /// 1234.5). One kind occurring several times is grouping. A single one
    /// is the decimal separator, except the locale's grouping separator
    /// after a non-zero digit with exactly three digits after it: "1,234" in
    /// en_US and "1.234" in de_DE are 1234, while "12,5" in en_US, "12.5" in
    /// de_DE and "12,5" in de_CH (which groups with "’") are 12.5.
    struct PastePlan {
        /// The index of the "." or "," read as the decimal separator.
        var separatorIndex: Int?
        /// The index of the first "(", for accounting negatives "(1,234.00)".
        var firstOpeningParenthesis: Int?
        /// The index of the last ")".
        var lastClosingParenthesis: Int?

        init(_ inserted: [Character], template: NumberTemplate) {
            var dots = 0
            var commas = 0
            var lastDot = -1
            var lastComma = -1
            var opening: Int?
            var closing: Int?
            var index = 0
            while index < inserted.count {
                // ASCII comparisons: this loop runs over every pasted character.
                switch RawNumber.asciiByte(inserted[index]) {
                case UInt8(ascii: "."), UInt8(ascii: ","):
                    let next = index + 1
                    if next < inserted.count, NumberTemplate.digitValue(inserted[next]) != nil {
                        if inserted[index] == "." { dots += 1; lastDot = index } else { commas += 1; lastComma = index }
                    }
                case UInt8(ascii: "("):
                    if opening == nil { opening = index }
                case UInt8(ascii: ")"):
                    closing = index
                default:
                    break
                }
                index += 1
            }
            firstOpeningParenthesis = opening
            lastClosingParenthesis = closing
            if dots > 0 && commas > 0 {
                separatorIndex = max(lastDot, lastComma)
            } else if dots == 1 || commas == 1 {
                let index = dots == 1 ? lastDot : lastComma
                let groups = inserted[index] == template.groupingCharacter && template.decimalCharacter != inserted[index]
                    && Self.exactlyThreeDigits(after: index, in: inserted) && Self.nonZeroDigit(before: index, in: inserted)
                separatorIndex = groups ? nil : index
            }
        }

        /// Whether a digit other than zero comes before `index` in the number's run of digits and separators.
        private static func nonZeroDigit(before index: Int, in inserted: [Character]) -> Bool {
            var position = index - 1
            while position >= 0 {
                let character = inserted[position]
                if let digit = NumberTemplate.digitValue(character) {
                    if digit != 0 { return true }
                } else if character != "," && character != "." {
                    return false
                }
                position -= 1
            }
            return false
        }

        /// Whether exactly three digits follow `index` (then a non-digit or the end).
        private static func exactlyThreeDigits(after index: Int, in inserted: [Character]) -> Bool {
            guard index + 3 < inserted.count else { return false }
            for offset in 1...3 where NumberTemplate.digitValue(inserted[index + offset]) == nil { return false }
            return index + 4 == inserted.count || NumberTemplate.digitValue(inserted[index + 4]) == nil
        }
    }

    /// Classifies one inserted character (`plan` is set for multi-character pastes).
    @inline(__always)
    func classify(_ character: Character, at index: Int, in inserted: [Character], plan: PastePlan?) -> InputAction {
        var separatorByte: UInt8?
        if let ascii = RawNumber.asciiByte(character) {
            if ascii >= 48, ascii <= 57 { return .digit(ascii - 48) }
            if ascii == UInt8(ascii: ".") || ascii == UInt8(ascii: ",") { separatorByte = ascii }
        } else if let scalar = character.unicodeScalars.first, scalar.value == 0xFF0E || scalar.value == 0xFF0C,
                  character.unicodeScalars.count == 1 {
            // Full-width "．" and "，" (a Japanese or Chinese IME) are "." and ",".
            separatorByte = scalar.value == 0xFF0E ? UInt8(ascii: ".") : UInt8(ascii: ",")
        }
        if let separatorByte {
            if let plan { return plan.separatorIndex == index ? .separator : .skip }
            // The locale's grouping separator is undecided; the other one is a decimal point from any keyboard.
            let grouping = ambiguousGroupingCharacter.flatMap(RawNumber.asciiByte)
            return separatorByte == grouping ? .undecidedSeparator : .separator
        }
        if character == template.decimalCharacter || character == "\u{066B}" { return .separator }
        if let digit = NumberTemplate.digitValue(character) { return .digit(digit) }
        if NumberTemplate.isMinusSign(character) || character == template.minus { return .sign }
        if character == "(", let plan, let closing = plan.lastClosingParenthesis, closing > index {
            return .negativeParenthesis
        }
        if character == ")", let opening = plan?.firstOpeningParenthesis, opening < index { return .skip }
        if Self.isSkippable(character) || character == template.groupingCharacter { return .skip }
        if template.affixCharacters.contains(character) {
            // Letters of "US$" or "kr" are skipped only in pastes of formatted values.
            if plan != nil || !character.isLetter { return .skip }
        }
        return .invalid
    }

    /// Characters that never change a number: plus signs, grouping marks,
    /// spaces, percent signs, currency symbols and invisible format
    /// controls (bidi marks, zero-width spaces, byte order marks).
    static func isSkippable(_ character: Character) -> Bool {
        switch character {
        case "+", "\u{FF0B}", "'", "\u{2019}", "\u{066C}", "%", "\u{066A}", "\u{FE6A}", "\u{FF05}", "\u{2030}":
            return true
        default:
            break
        }
        if character.isWhitespace { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .currencySymbol, .format: return character.unicodeScalars.count == 1
        default: return false
        }
    }
}
