extension DecimalNumber {
    // MARK: - Exact arithmetic: what a stepper needs (sums, small multiples, the remainder on a grid)

    /// The sum of two numbers, exact: `0.1` added ten times is `1`.
    public static func + (lhs: DecimalNumber, rhs: DecimalNumber) -> DecimalNumber {
        let (left, right, exponent) = aligned(lhs, rhs)
        if lhs.isNegative == rhs.isNegative {
            return DecimalNumber(isNegative: lhs.isNegative, digits: addMagnitudes(left, right), exponent: exponent)
        }
        // Signs differ: the larger magnitude keeps its sign.
        if compareDigits(left, right) >= 0 {
            return DecimalNumber(isNegative: lhs.isNegative, digits: subtractMagnitudes(left, right), exponent: exponent)
        }
        return DecimalNumber(isNegative: rhs.isNegative, digits: subtractMagnitudes(right, left), exponent: exponent)
    }

    /// The number with the other sign.
    public static prefix func - (number: DecimalNumber) -> DecimalNumber {
        DecimalNumber(isNegative: !number.isNegative, digits: number.digits, exponent: number.exponent)
    }

    /// The difference of two numbers, exact.
    public static func - (lhs: DecimalNumber, rhs: DecimalNumber) -> DecimalNumber {
        lhs + (-rhs)
    }

    /// The number multiplied by a whole number, exact.
    public func multiplied(by factor: Int) -> DecimalNumber {
        guard factor != 0, !digits.isEmpty else { return .zero }
        var product: [UInt8] = [0]
        let other = DecimalNumber(factor)
        // Schoolbook multiplication over decimal digits (least significant first while working).
        let left = Array(digits.reversed())
        let right = Array(other.digits.reversed())
        var sums = [Int](repeating: 0, count: left.count + right.count)
        for (i, a) in left.enumerated() {
            for (j, b) in right.enumerated() { sums[i + j] += Int(a) * Int(b) }
        }
        var carry = 0
        product = []
        for index in sums.indices {
            let total = sums[index] + carry
            product.append(UInt8(total % 10))
            carry = total / 10
        }
        while carry > 0 {
            product.append(UInt8(carry % 10))
            carry /= 10
        }
        return DecimalNumber(isNegative: isNegative != (factor < 0), digits: product.reversed(),
                             exponent: exponent + other.exponent)
    }

    /// The remainder of `self` divided by `divisor` (above zero), rounded
    /// toward negative infinity, so it is never negative and below `divisor`:
    /// how far the number lies above the grid `0, ±divisor, ±2·divisor, …`.
    /// Nil when `divisor` is not above zero.
    public func floorRemainder(dividingBy divisor: DecimalNumber) -> DecimalNumber? {
        guard !divisor.isNegative, !divisor.isZero else { return nil }
        if isZero { return .zero }
        let (dividend, modulus, exponent) = Self.aligned(self, divisor)
        // Long division over decimal digits, keeping only the remainder.
        var remainder: [UInt8] = []
        for digit in dividend {
            remainder.append(digit)
            while let first = remainder.first, first == 0, remainder.count > 1 { remainder.removeFirst() }
            while Self.compareDigits(remainder, modulus) >= 0 {
                remainder = Self.subtractMagnitudes(remainder, modulus)
            }
        }
        let magnitude = DecimalNumber(isNegative: false, digits: remainder, exponent: exponent)
        if !isNegative || magnitude.isZero { return magnitude }
        return divisor - magnitude
    }

    // MARK: Digits

    /// Both magnitudes as whole numbers of digits (most significant first)
    /// scaled to their common, smaller exponent.
    static func aligned(_ lhs: DecimalNumber, _ rhs: DecimalNumber) -> (left: [UInt8], right: [UInt8], exponent: Int) {
        let exponent = min(lhs.exponent, rhs.exponent)
        let left = lhs.digits + [UInt8](repeating: 0, count: lhs.digits.isEmpty ? 0 : lhs.exponent - exponent)
        let right = rhs.digits + [UInt8](repeating: 0, count: rhs.digits.isEmpty ? 0 : rhs.exponent - exponent)
        return (left, right, exponent)
    }

    /// -1, 0 or 1 as the whole number `lhs` is below, equal to or above `rhs`
    /// (digits most significant first; leading zeros allowed).
    static func compareDigits(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        let left = lhs.drop { $0 == 0 }
        let right = rhs.drop { $0 == 0 }
        if left.count != right.count { return left.count < right.count ? -1 : 1 }
        for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
        return 0
    }

    /// The sum of two whole numbers of digits.
    static func addMagnitudes(_ lhs: [UInt8], _ rhs: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var carry: UInt8 = 0
        var left = lhs.count - 1
        var right = rhs.count - 1
        while left >= 0 || right >= 0 || carry > 0 {
            let total = (left >= 0 ? lhs[left] : 0) + (right >= 0 ? rhs[right] : 0) + carry
            result.append(total % 10)
            carry = total / 10
            left -= 1
            right -= 1
        }
        return result.reversed()
    }

    /// `lhs - rhs` for whole numbers of digits with `lhs >= rhs`.
    static func subtractMagnitudes(_ lhs: [UInt8], _ rhs: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var borrow: Int = 0
        var left = lhs.count - 1
        var right = rhs.count - 1
        while left >= 0 {
            var difference = Int(lhs[left]) - Int(right >= 0 ? rhs[right] : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 10 }
            result.append(UInt8(difference))
            left -= 1
            right -= 1
        }
        while result.count > 1, result.last == 0 { result.removeLast() }
        return result.reversed()
    }
}
