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

    /// IBAN lengths by country, from the SWIFT IBAN registry (release 100,
    /// 89 countries).
    static let registry: [String: Int] = [
        "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22,
        "BH": 22, "BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24,
        "DE": 22, "DJ": 27, "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18,
        "FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27,
        "GT": 28, "HN": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26,
        "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20,
        "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20,
        "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23, "PK": 24,
        "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24,
        "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25,
        "SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
        "YE": 30,
    ]

    /// ``registry`` keyed by the two uppercase ASCII letters packed into a
    /// `UInt16`, so that look-ups need no `String`.
    private static let lengthsByKey: [UInt16: Int] = Dictionary(
        uniqueKeysWithValues: registry.map { code, length in
            (code.utf8.reduce(0) { $0 << 8 | UInt16($1) }, length)
        }
    )
}

/// ASCII bytes the checksums skip or subtract.
let asciiSpace: UInt8 = 0x20
let asciiZero: UInt8 = 0x30
private let asciiUppercaseA: UInt8 = 0x41
private let asciiUppercaseZ: UInt8 = 0x5A
