/// The grouping pattern of a card number: the brand (from the digits typed
/// so far) decides the groups and the maximum length.
enum CardLayout {
    /// Patterns by brand and shown length, built once.
    static let patterns: [CardBrand: [MaskPattern]] = {
        var table: [CardBrand: [MaskPattern]] = [:]
        for brand in CardBrand.allCases {
            table[brand] = (0...brand.maximumLength).map { makePattern(brand: brand, shownLength: $0) }
        }
        return table
    }()

    /// The shortest valid length of each brand.
    static let shortestLength: [CardBrand: Int] = Dictionary(uniqueKeysWithValues: CardBrand.allCases.map { ($0, $0.validLengths.first ?? 16) })

    static func pattern(for raw: [Character]) -> MaskPattern {
        // The IIN needs at most six digits; a six-character string is stored
        // inline, without allocating.
        var prefix = ""
        for character in raw.prefix(6) { prefix.append(character) }
        let brand = CardBrand.detect(prefix)
        // Group what is typed by the brand's rule for that length; the
        // remaining slots up to the brand's maximum only give capacity.
        let shownLength = min(max(raw.count, shortestLength[brand] ?? 16), brand.maximumLength)
        return patterns[brand]![shownLength]
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

    static func pattern(for raw: [Character]) -> MaskPattern {
        var length = IBAN.maximumLength
        if raw.count >= 2 {
            // Two appends build an inline small string; the generic
            // String(Sequence) initialiser is several times slower.
            var country = ""
            country.append(raw[0])
            country.append(raw[1])
            if let known = IBAN.length(forCountry: country) { length = known }
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
