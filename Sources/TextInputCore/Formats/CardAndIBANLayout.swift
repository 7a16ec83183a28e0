/// The grouping pattern of a card number: the brand (from the digits typed
/// so far) decides the groups and the maximum length.
enum CardLayout {
    static func pattern(for raw: [Character]) -> MaskPattern {
        let brand = CardBrand.detect(String(raw))
        // Group what is typed by the brand's rule for that length; the
        // remaining slots up to the brand's maximum only give capacity.
        let shownLength = min(max(raw.count, brand.validLengths.first ?? 16), brand.maximumLength)
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
    static func pattern(for raw: [Character]) -> MaskPattern {
        var length = IBAN.maximumLength
        if raw.count >= 2, let known = IBAN.length(forCountry: String(raw[0...1])) {
            length = known
        }
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
