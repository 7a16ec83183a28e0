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
