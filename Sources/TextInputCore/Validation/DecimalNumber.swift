/// An exact decimal number, as the core reads and compares values: a sign
/// and decimal digits with a decimal point, never binary floating point.
///
/// Number fields' values, range bounds and typed submissions use it, so the
/// engine needs no Foundation; `Decimal` converts to and from it at the edge
/// (`Decimal(number)`, `DecimalNumber(decimal)`).
///
/// ```swift
/// let price = DecimalNumber("1234.50")!
/// price.description              // "1234.5"
/// price < 2000                   // true
/// let bounds: ValidationRule = .range(min: 0, max: DecimalNumber("99.99"))
/// ```
public struct DecimalNumber: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// Whether the number is below zero (zero is never negative).
    public let isNegative: Bool
    /// The digits of the significand, most significant first, without
    /// leading or trailing zeros; empty for zero.
    let digits: [UInt8]
    /// The power of ten the significand is scaled by.
    let exponent: Int

    /// Creates a number from digits scaled by a power of ten, normalising them.
    init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        var digits = digits[...]
        while digits.first == 0 { digits = digits.dropFirst() }
        var exponent = exponent
        while digits.last == 0 {
            digits = digits.dropLast()
            exponent += 1
        }
        // Read once into a local: Embedded Swift 6.3's optimiser crashes on
        // the same expression evaluated per property.
        let isZero = digits.isEmpty
        self.digits = Array(digits)
        self.exponent = isZero ? 0 : exponent
        self.isNegative = isNegative && !isZero
    }

    /// Reads a number written with ASCII digits and "." as the decimal point:
    /// an optional sign, digits, an optional fraction and an optional
    /// exponent (`"-1234.5"`, `"+7"`, `".5"`, `"1e3"`). Nil for anything else,
    /// grouping separators and spaces included.
    public init?(_ text: some StringProtocol) {
        var bytes = Array(text.utf8)[...]
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var digits: [UInt8] = []
        var exponent = 0
        var seenPoint = false
        var seenDigit = false
        while let byte = bytes.first {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits.append(byte - UInt8(ascii: "0"))
                if seenPoint { exponent -= 1 }
                seenDigit = true
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            bytes = bytes.dropFirst()
        }
        guard seenDigit else { return nil }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var exponentNegative = false
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponentNegative = sign == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            guard !bytes.isEmpty, bytes.count <= 6 else { return nil }
            var value = 0
            for byte in bytes {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            exponent += exponentNegative ? -value : value
            bytes = []
        }
        guard bytes.isEmpty else { return nil }
        self.init(isNegative: negative, digits: digits, exponent: exponent)
    }

    /// A whole number.
    public init(_ value: Int) {
        var digits: [UInt8] = []
        var magnitude = value.magnitude
        while magnitude > 0 {
            digits.append(UInt8(magnitude % 10))
            magnitude /= 10
        }
        self.init(isNegative: value < 0, digits: digits.reversed(), exponent: 0)
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// Zero.
    public static let zero = DecimalNumber(isNegative: false, digits: [], exponent: 0)

    /// Whether the number is zero.
    public var isZero: Bool { digits.isEmpty }

    /// The canonical text: a "-" for negatives, no exponent, no trailing
    /// fraction zeros, "." as the decimal point (`"-1234.5"`, `"0.001"`, `"1200"`).
    public var description: String {
        guard !digits.isEmpty else { return "0" }
        var bytes: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        let characters = digits.map { $0 + UInt8(ascii: "0") }
        if exponent >= 0 {
            bytes += characters
            bytes += Array(repeating: UInt8(ascii: "0"), count: exponent)
        } else {
            let integerCount = characters.count + exponent
            if integerCount <= 0 {
                bytes += [UInt8(ascii: "0"), UInt8(ascii: ".")]
                bytes += Array(repeating: UInt8(ascii: "0"), count: -integerCount)
                bytes += characters
            } else {
                bytes += characters[..<integerCount]
                bytes.append(UInt8(ascii: "."))
                bytes += characters[integerCount...]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number of significant digits.
    public var significantDigitCount: Int { digits.count }

    public static func < (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let magnitudeLess = compareMagnitude(lhs, rhs) < 0
        let magnitudeEqual = compareMagnitude(lhs, rhs) == 0
        return lhs.isNegative ? !magnitudeLess && !magnitudeEqual : magnitudeLess
    }

    /// -1, 0 or 1 as |lhs| is below, equal to or above |rhs|.
    static func compareMagnitude(_ lhs: DecimalNumber, _ rhs: DecimalNumber) -> Int {
        if lhs.digits.isEmpty || rhs.digits.isEmpty {
            return lhs.digits.isEmpty ? (rhs.digits.isEmpty ? 0 : -1) : 1
        }
        // The position of the most significant digit decides first.
        let lhsTop = lhs.digits.count + lhs.exponent
        let rhsTop = rhs.digits.count + rhs.exponent
        if lhsTop != rhsTop { return lhsTop < rhsTop ? -1 : 1 }
        for index in 0..<max(lhs.digits.count, rhs.digits.count) {
            let left = index < lhs.digits.count ? lhs.digits[index] : 0
            let right = index < rhs.digits.count ? rhs.digits[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }
}
