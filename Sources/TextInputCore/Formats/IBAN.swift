/// International Bank Account Numbers (ISO 13616): per-country lengths from
/// the SWIFT IBAN registry and the ISO 7064 mod 97-10 check.
///
/// ```swift
/// IBAN.length(forCountry: "DE")                        // 22
/// IBAN.isValidChecksum("DE89 3704 0044 0532 0130 00")  // true
/// ```
public enum IBAN {
    /// The longest IBAN ISO 13616 allows, in characters. No country in the
    /// registry uses it (Russia's 33 is the longest).
    public static let maximumLength = 34

    /// The IBAN length, in characters, of a country in the SWIFT IBAN
    /// registry, or `nil` for a country without IBANs.
    ///
    /// `code` is an ISO 3166 two-letter code, in either case. Territories
    /// that use their parent country's IBANs (such as Jersey with GB or
    /// Réunion with FR) have no entry of their own.
    public static func length(forCountry code: some StringProtocol) -> Int? {
        var key: UInt16 = 0
        var count = 0
        for byte in code.utf8 {
            guard count < 2, let letter = uppercaseLetter(byte) else { return nil }
            key = key << 8 | UInt16(letter)
            count += 1
        }
        guard count == 2 else { return nil }
        return lengthsByKey[key]
    }

    /// The length for a country given as its two upper-case ASCII letters'
    /// bytes, the first in the high byte (0x4445 for "DE").
    static func length(forCountryKey key: UInt16) -> Int? {
        lengthsByKey[key]
    }

    /// Whether `iban` has its country's length and correct check digits.
    ///
    /// Runs the ISO 7064 mod 97-10 check: the first four characters move to
    /// the end, letters become 10 (A) to 35 (Z), and the resulting number
    /// must leave a remainder of 1 when divided by 97. The remainder is
    /// computed digit by digit, without big integers or allocation.
    ///
    /// Spaces are ignored and letters may be in either case. Returns `false`
    /// when the country is not in the registry, the length is not the
    /// country's (see ``length(forCountry:)``), the check digits are not two
    /// digits, or any character is not an ASCII letter or digit. Catches
    /// every single-character substitution of a digit by a digit or a
    /// letter by a letter. The bank-specific layout of the rest (the BBAN)
    /// is not checked.
    public static func isValidChecksum(_ iban: some StringProtocol) -> Bool {
        var count = 0
        var country: UInt16 = 0
        var head: (Int, Int, Int, Int) = (0, 0, 0, 0)
        var remainder = 0
        for byte in iban.utf8 where byte != asciiSpace {
            let value: Int
            let letter = uppercaseLetter(byte)
            if let letter {
                value = Int(letter - asciiUppercaseA) + 10
            } else if byte &- asciiZero < 10 {
                value = Int(byte - asciiZero)
            } else {
                return false
            }
            switch count {
            case 0, 1:
                guard let letter else { return false }
                country = country << 8 | UInt16(letter)
                if count == 0 { head.0 = value } else { head.1 = value }
            case 2, 3:
                guard value < 10 else { return false }
                if count == 2 { head.2 = value } else { head.3 = value }
            default:
                // Stop early on input longer than any IBAN.
                guard count < maximumLength else { return false }
                remainder = appending(value, to: remainder)
            }
            count += 1
        }
        guard let expected = lengthsByKey[country], count == expected else { return false }
        remainder = appending(head.0, to: remainder)
        remainder = appending(head.1, to: remainder)
        remainder = appending(head.2, to: remainder)
        remainder = appending(head.3, to: remainder)
        return remainder == 1
    }

    /// The remainder mod 97 after appending the decimal digits of `value`
    /// (0–9 one digit, 10–35 two) to a number whose remainder is `remainder`.
    private static func appending(_ value: Int, to remainder: Int) -> Int {
        (remainder * (value < 10 ? 10 : 100) + value) % 97
    }

    /// The uppercase form of an ASCII letter, or `nil` for any other byte.
    private static func uppercaseLetter(_ byte: UInt8) -> UInt8? {
        let upper = byte & 0b1101_1111
        guard byte >= 0x41, upper >= asciiUppercaseA, upper <= asciiUppercaseZ else { return nil }
        return upper
    }

    /// The SWIFT IBAN registry (release 100, 89 countries), the one table of
    /// IBAN facts: each entry is a country's two letters and its IBAN
    /// length, then, for the countries whose IBANs are read most (a text
    /// scan repairs look-alikes by it), a colon and the BBAN layout: runs of
    /// `n` (digits), `a` (letters) and `c` (either); other countries' BBANs
    /// count as `c`. One string read in place, not a dictionary keyed by
    /// `String`: hashing strings would bring Unicode normalisation into the
    /// page's WebAssembly module.
    static let registry = "AD24:8n12c AE23:19n AL28 AT20:16n AZ28 BA20 BE16:12n BG22:4a6n8c BH22 BI27 BR29 BY28 CH21:5n12c "
        + "CR22 CY28:8n16c CZ24:20n DE22:18n DJ27 DK18:14n DO28 EE20:16n EG29 ES24:20n FI18:14n FK18 "
        + "FO18:14n FR27:10n11c2n GB22:4a14n GE22 GI23:4a15c GL18:14n GR27:7n16c GT28 HN28 HR21:17n "
        + "HU28:24n IE22:4a14n IL23:19n IQ23 IS26:22n IT27:1a10n12c JO30 KW30 KZ20 LB28 LC32 LI21:5n12c "
        + "LT20:16n LU20:3n13c LV21:4a13c LY25 MC27:10n11c2n MD24 ME22 MK19 MN20 MR27 MT31:4a5n18c MU30 "
        + "NI28 NL18:4a10n NO15:11n OM23 PK24 PL28:24n PS29 PT25:21n QA29 RO24:4a16c RS22 RU33 SA24:2n18c "
        + "SC31 SD18 SE24:20n SI19:15n SK24:20n SM27:1a10n12c SO23 ST25 SV28 TL23 TN24 TR26:6n16c UA29 "
        + "VA22 VG24 XK20 YE30"

    /// The entries of ``registry``: country key (two letters packed as in
    /// ``length(forCountryKey:)``), length and BBAN layout bytes.
    static func forEachEntry(_ body: (_ key: UInt16, _ length: Int, _ layout: ArraySlice<UInt8>) -> Void) {
        let table = Array(registry.utf8)
        var start = 0
        while start + 4 <= table.count {
            var end = start
            while end < table.count, table[end] != asciiSpace { end += 1 }
            let key = UInt16(table[start]) << 8 | UInt16(table[start + 1])
            var length = 0
            var position = start + 2
            while position < end, table[position] >= asciiZero, table[position] <= asciiZero + 9 {
                length = length * 10 + Int(table[position] - asciiZero)
                position += 1
            }
            body(key, length, position < end ? table[(position + 1)..<end] : [])
            start = end + 1
        }
    }

    /// The BBAN layout of a country in ``registry``, such as "18n" for DE;
    /// empty when the registry gives none.
    static func bbanLayout(forCountryKey key: UInt16) -> ArraySlice<UInt8> {
        var found: ArraySlice<UInt8> = []
        forEachEntry { entry, _, layout in if entry == key { found = layout } }
        return found
    }

    /// ``registry``'s lengths by country key, so that look-ups need no `String`.
    private static let lengthsByKey: [UInt16: Int] = {
        var lengths: [UInt16: Int] = [:]
        forEachEntry { key, length, _ in lengths[key] = length }
        return lengths
    }()
}

/// ASCII bytes the checksums skip or subtract.
let asciiSpace: UInt8 = 0x20
let asciiZero: UInt8 = 0x30
private let asciiUppercaseA: UInt8 = 0x41
private let asciiUppercaseZ: UInt8 = 0x5A
