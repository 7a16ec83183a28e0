/// The grouping pattern of a card number: the brand (from the digits typed
/// so far) decides the groups and the maximum length.
enum CardLayout {
    /// Patterns by brand ordinal and shown length, built once.
    static let patterns: [[MaskPattern]] = {
        var table = Array(repeating: [MaskPattern](), count: CardBrand.allCases.count)
        for brand in CardBrand.allCases {
            table[ordinal(of: brand)] = (0...brand.maximumLength).map { makePattern(brand: brand, shownLength: $0) }
        }
        return table
    }()

    /// The shortest valid length of each brand, by ordinal.
    static let shortestLength: [Int] = {
        var table = Array(repeating: 16, count: CardBrand.allCases.count)
        for brand in CardBrand.allCases { table[ordinal(of: brand)] = brand.validLengths.first ?? 16 }
        return table
    }()

    /// How many leading digits decide the brand.
    static let prefixLength = 6

    /// The pattern for a number of `count` digits starting with `prefix`.
    static func pattern(prefix: ArraySlice<Character>, count: Int) -> MaskPattern {
        let brand = CardBrand.detect(bytes: prefix.lazy.map { character -> UInt8 in
            let utf8 = character.utf8
            return utf8.count == 1 ? utf8.first! : 0xFF
        })
        let ordinal = ordinal(of: brand)
        // Group what is typed by the brand's rule for that length; the
        // remaining slots up to the brand's maximum only give capacity.
        let shownLength = min(max(count, shortestLength[ordinal]), brand.maximumLength)
        return patterns[ordinal][shownLength]
    }

    /// A dense index per brand for table lookups (cheaper than hashing on
    /// every keystroke); the switch is exhaustive, so a new brand must be added.
    @inline(__always)
    static func ordinal(of brand: CardBrand) -> Int {
        switch brand {
        case .visa: return 0
        case .mastercard: return 1
        case .amex: return 2
        case .diners: return 3
        case .discover: return 4
        case .jcb: return 5
        case .unionpay: return 6
        case .maestro: return 7
        case .mir: return 8
        case .elo: return 9
        case .hipercard: return 10
        case .unknown: return 11
        }
    }

    static func makePattern(brand: CardBrand, shownLength: Int) -> MaskPattern {
        var groups = brand.groups(forLength: shownLength)
        var rest = brand.maximumLength - shownLength
        while rest > 0 {
            groups.append(min(4, rest))
            rest -= min(4, rest)
        }
        return MaskPattern(digitGroups: groups, separator: " ")
    }
}

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
