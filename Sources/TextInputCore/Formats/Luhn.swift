/// The Luhn (mod 10) check used by payment card numbers.
///
/// ```swift
/// Luhn.isValid("4111 1111 1111 1111")  // true
/// Luhn.isValid("4111 1111 1111 1112")  // false
/// ```
public enum Luhn {
    /// Whether `number` passes the Luhn check: doubling every second digit
    /// from the right, the digit sum is a multiple of 10.
    ///
    /// Spaces are ignored. Returns `false` for fewer than two digits and for
    /// any character that is neither an ASCII digit nor a space. Catches
    /// every single-digit error. Does not allocate.
    public static func isValid(_ number: some StringProtocol) -> Bool {
        // Which digits are doubled depends on the count, unknown until the
        // end, so sum both ways in one forward pass.
        var sumDoublingEvenIndices = 0
        var sumDoublingOddIndices = 0
        var count = 0
        for byte in number.utf8 where byte != asciiSpace {
            let digit = Int(byte &- asciiZero)
            guard digit < 10 else { return false }
            let doubled = digit < 5 ? digit * 2 : digit * 2 - 9
            if count & 1 == 0 {
                sumDoublingEvenIndices += doubled
                sumDoublingOddIndices += digit
            } else {
                sumDoublingEvenIndices += digit
                sumDoublingOddIndices += doubled
            }
            count += 1
        }
        guard count >= 2 else { return false }
        // The rightmost digit is never doubled: with an even count the
        // first digit (index 0) is doubled, with an odd count it is not.
        let sum = count & 1 == 0 ? sumDoublingEvenIndices : sumDoublingOddIndices
        return sum % 10 == 0
    }
}
