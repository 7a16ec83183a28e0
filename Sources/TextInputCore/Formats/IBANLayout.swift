/// The grouping pattern of an IBAN: two letters (country), two check
/// digits, then letters or digits in groups of four up to the country's length.
enum IBANLayout {
    /// Patterns by total length (index), built once.
    static let patterns: [MaskPattern] = (0...IBAN.maximumLength).map(makePattern(length:))

    /// Registry lengths by country code, indexed by the two letters
    /// (26 × 26; 0 where no country has that code), built once.
    static let lengthByCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 26 * 26)
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for (first, a) in letters.enumerated() {
            for (second, b) in letters.enumerated() {
                if let length = IBAN.length(forCountry: String([a, b])) {
                    table[first * 26 + second] = UInt8(length)
                }
            }
        }
        return table
    }()

    /// The index of an ASCII letter (either case) in the alphabet.
    @inline(__always)
    static func letterIndex(_ character: Character) -> Int? {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first else { return nil }
        let upper = byte & ~0x20
        return upper >= 0x41 && upper <= 0x5A ? Int(upper - 0x41) : nil
    }

    /// The pattern for an IBAN whose first characters are `prefix`.
    static func pattern(prefix: ArraySlice<Character>, count: Int) -> MaskPattern {
        var length = IBAN.maximumLength
        if prefix.count >= 2,
           let first = letterIndex(prefix[prefix.startIndex]),
           let second = letterIndex(prefix[prefix.startIndex + 1]) {
            let known = Int(lengthByCode[first * 26 + second])
            if known > 0 { length = known }
        }
        return patterns[length]
    }

    static func makePattern(length: Int) -> MaskPattern {
        var groups = Array(repeating: 4, count: length / 4)
        if length % 4 != 0 { groups.append(length % 4) }
        return MaskPattern(digitGroups: groups, separator: " ") { index in
            switch index {
            case 0, 1: return .letter
            case 2, 3: return .digit
            default: return .letterOrDigit
            }
        }
    }
}
