/// A number's value characters split into sign, integer digits and fraction
/// digits, with the exact decimal arithmetic the number format needs
/// (moving the decimal point, half-even rounding, canonical text).
///
/// Digits are stored as their values `0...9`, never as binary floating
/// point, so every operation is exact.
struct RawNumber: Equatable, Sendable {
    /// Whether the value carries a minus sign.
    var isNegative: Bool
    /// The integer digits, most significant first (may be empty or have leading zeros).
    var integer: [UInt8]
    /// Whether a decimal separator is present (possibly with no fraction digit yet).
    var hasSeparator: Bool
    /// The fraction digits, most significant first.
    var fraction: [UInt8]

    /// Fraction digits without trailing zeros ("1.50" has 1).
    var significantFractionCount: Int {
        (fraction.lastIndex { $0 != 0 } ?? -1) + 1
    }

    /// Creates a number from its parts.
    init(isNegative: Bool = false, integer: [UInt8], hasSeparator: Bool = false, fraction: [UInt8] = []) {
        self.isNegative = isNegative
        self.integer = integer
        self.hasSeparator = hasSeparator || !fraction.isEmpty
        self.fraction = fraction
    }

    /// How a number's undecided separator (``NumberValueFormatter/undecidedSeparator``,
    /// a "," among the value characters) is read: grouping when exactly
    /// `groupSize` digits follow it, a non-zero digit comes before it and the
    /// integer digits stay within `integerLimit`; else the decimal separator.
    struct UndecidedReading {
        var groupSize: Int
        var integerLimit: Int
    }

    /// Reads value characters: an optional leading "-", ASCII digits and at
    /// most one "." (or, with `undecided`, one undecided ","); any other
    /// character is ignored.
    init(raw: [Character], undecided reading: UndecidedReading? = nil) {
        isNegative = raw.first.flatMap(RawNumber.asciiByte) == UInt8(ascii: "-")
        integer = []
        fraction = []
        hasSeparator = false
        integer.reserveCapacity(raw.count)
        var undecided = false
        for character in raw {
            guard let ascii = RawNumber.asciiByte(character) else { continue }
            if ascii >= 48, ascii <= 57 {
                if hasSeparator { fraction.append(ascii - 48) } else { integer.append(ascii - 48) }
            } else if !hasSeparator, ascii == UInt8(ascii: ".") || (reading != nil && ascii == UInt8(ascii: ",")) {
                hasSeparator = true
                undecided = ascii == UInt8(ascii: ",")
            }
        }
        if undecided, let reading, fraction.count == reading.groupSize {
            let significant = integer.drop { $0 == 0 }.count
            if significant > 0, significant + reading.groupSize <= reading.integerLimit {
                integer += fraction
                fraction = []
                hasSeparator = false
            }
        }
    }

    /// The index of the first value character that is the ASCII byte `byte`
    /// (value characters are single ASCII bytes: comparing bytes is several
    /// times faster than comparing Characters).
    @inline(__always)
    static func firstIndex(of byte: UInt8, in characters: ArraySlice<Character>) -> Int? {
        var index = characters.startIndex
        while index < characters.endIndex {
            if asciiByte(characters[index]) == byte { return index }
            index += 1
        }
        return nil
    }

    /// Reads a canonical decimal text: an optional "+" or "-", ASCII digits
    /// and at most one "." with at least one digit; `nil` for anything else
    /// (grouping separators, exponents, spaces, other digits).
    init?(canonical text: some Collection<Character>) {
        var negative = false
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var separator = false
        var first = true
        for character in text {
            defer { first = false }
            if let ascii = RawNumber.asciiByte(character), ascii >= 48, ascii <= 57 {
                if separator { fraction.append(ascii - 48) } else { integer.append(ascii - 48) }
            } else if character == ".", !separator {
                separator = true
            } else if first, character == "-" || character == "+" {
                negative = character == "-"
            } else {
                return nil
            }
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        self.init(isNegative: negative, integer: integer, hasSeparator: separator, fraction: fraction)
    }

    /// Whether there is at least one digit.
    var hasDigits: Bool { !integer.isEmpty || !fraction.isEmpty }

    /// Whether every digit is zero (true for a number without digits).
    var isZero: Bool { !integer.contains { $0 != 0 } && !fraction.contains { $0 != 0 } }

    /// The number of digits that carry value: integer digits without leading
    /// zeros plus all fraction digits.
    var significantDigitCount: Int {
        let leadingZeros = integer.prefix { $0 == 0 }.count
        return integer.count - leadingZeros + fraction.count
    }

    /// The value characters ("-", ASCII digits, ".").
    var characters: [Character] {
        var result: [Character] = []
        result.reserveCapacity(integer.count + fraction.count + 2)
        if isNegative { result.append("-") }
        for digit in integer { result.append(RawNumber.asciiDigits[Int(digit)]) }
        if hasSeparator { result.append(".") }
        for digit in fraction { result.append(RawNumber.asciiDigits[Int(digit)]) }
        return result
    }

    /// The same value with the integer part stripped of leading zeros (at
    /// least one digit remains when there is an integer part or a fraction).
    func trimmingLeadingZeros() -> RawNumber {
        var copy = self
        let leadingZeros = integer.prefix { $0 == 0 }.count
        if leadingZeros > 0 { copy.integer.removeFirst(leadingZeros) }
        if copy.integer.isEmpty && (leadingZeros > 0 || hasSeparator) { copy.integer = [0] }
        return copy
    }

    /// The value multiplied by 10^`exponent` (the decimal point moves right
    /// for a positive exponent). The result keeps every digit, so it is exact.
    func scaled(by exponent: Int) -> RawNumber {
        guard exponent != 0 else { return self }
        var digits = integer + fraction
        var point = integer.count + exponent
        if point < 0 {
            digits.insert(contentsOf: repeatElement(0, count: -point), at: 0)
            point = 0
        } else if point > digits.count {
            digits.append(contentsOf: repeatElement(0, count: point - digits.count))
        }
        return RawNumber(
            isNegative: isNegative,
            integer: Array(digits[..<point]),
            hasSeparator: point < digits.count,
            fraction: Array(digits[point...])
        )
    }

    /// The value rounded half-to-even to exactly `digits` fraction digits
    /// (padded with zeros when shorter), the rule Foundation's `FormatStyle`
    /// applies by default. The separator is kept only when `digits > 0`.
    func rounded(toFractionDigits digits: Int) -> RawNumber {
        let digits = max(0, digits)
        var result = self
        result.hasSeparator = digits > 0
        if fraction.count <= digits {
            result.fraction.append(contentsOf: repeatElement(0, count: digits - fraction.count))
            return result
        }
        let dropped = fraction[digits]
        let restIsNonZero = fraction[(digits + 1)...].contains { $0 != 0 }
        result.fraction = Array(fraction[..<digits])
        let lastKept = digits > 0 ? fraction[digits - 1] : (integer.last ?? 0)
        let roundsUp = dropped > 5 || (dropped == 5 && (restIsNonZero || lastKept % 2 == 1))
        guard roundsUp else { return result }
        var carry = true
        var index = result.fraction.count - 1
        while carry && index >= 0 {
            if result.fraction[index] == 9 { result.fraction[index] = 0 } else { result.fraction[index] += 1; carry = false }
            index -= 1
        }
        index = result.integer.count - 1
        while carry && index >= 0 {
            if result.integer[index] == 9 { result.integer[index] = 0 } else { result.integer[index] += 1; carry = false }
            index -= 1
        }
        if carry { result.integer.insert(1, at: 0) }
        return result
    }

    /// The canonical decimal text of the value × 10^`exponent`: no leading
    /// zeros (but "0" before a fraction), no trailing fraction zeros, "." as
    /// the separator, a "-" only for a non-zero negative value; "" when there
    /// is no digit. This is exactly `Decimal`'s `description`.
    func canonical(scaledBy exponent: Int = 0) -> String {
        guard hasDigits else { return "" }
        let number = scaled(by: exponent)
        let integerStart = number.integer.firstIndex { $0 != 0 } ?? number.integer.count
        let fractionEnd = (number.fraction.lastIndex { $0 != 0 } ?? -1) + 1
        let isZero = integerStart == number.integer.count && fractionEnd == 0
        var text = ""
        text.unicodeScalars.reserveCapacity(number.integer.count + fractionEnd + 3)
        if number.isNegative && !isZero { text.unicodeScalars.append("-") }
        if integerStart == number.integer.count {
            text.unicodeScalars.append("0")
        } else {
            for digit in number.integer[integerStart...] { text.unicodeScalars.append(Unicode.Scalar(48 + digit)) }
        }
        if fractionEnd > 0 {
            text.unicodeScalars.append(".")
            for digit in number.fraction[..<fractionEnd] { text.unicodeScalars.append(Unicode.Scalar(48 + digit)) }
        }
        return text
    }

    /// The byte of a one-byte ASCII character, or `nil` ("\r\n" and "1"
    /// with a combining mark are not ASCII here).
    ///
    /// Several times faster than `Character.asciiValue`, which matters for
    /// loops over every character of a large paste.
    @inline(__always)
    static func asciiByte(_ character: Character) -> UInt8? {
        let utf8 = character.utf8
        guard let first = utf8.first, first < 0x80, utf8.count == 1 else { return nil }
        return first
    }

    /// The ASCII digit characters "0" through "9".
    static let asciiDigits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
}
