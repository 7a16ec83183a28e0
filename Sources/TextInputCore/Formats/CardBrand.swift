/// A payment card network, recognised from the leading digits (the IIN) of a
/// card number.
///
/// The brand decides how a card number is grouped for display and how many
/// digits it may have.
///
/// ```swift
/// CardBrand.detect("4111")         // .visa
/// CardBrand.detect("3")            // .unknown: could still be Amex, Diners or JCB
/// CardBrand.detect("37").groups    // [4, 6, 5]
/// ```
///
/// Raw values (`"visa"`, `"amex"`, ...) are stable identifiers, suitable for
/// storage and for choosing a brand logo.
public enum CardBrand: String, Sendable, CaseIterable {
    /// Visa: numbers starting with 4.
    case visa
    /// Mastercard: 51–55 and 2221–2720.
    case mastercard
    /// American Express: 34 and 37.
    case amex
    /// Diners Club: 300–305, 3095, 36 and 38–39.
    case diners
    /// Discover: 6011, 644–649 and 65.
    case discover
    /// JCB: 3528–3589.
    case jcb
    /// UnionPay: 62, including 622126–622925, which Discover also accepts
    /// but which are UnionPay-issued cards.
    case unionpay
    /// Maestro: 50, 56–58, 6304, 6759, 6761–6763, 676770 and 676774.
    case maestro
    /// Mir: 2200–2204.
    case mir
    /// Elo (Brazil): specific six-digit ranges inside 4, 50, 62, 63 and 65,
    /// such as 401178, 504175, 509000–509999 and 650031–650033.
    case elo
    /// Hipercard (Brazil): 606282.
    case hipercard
    /// No brand is recognised from the digits, or not yet: too few digits
    /// have been typed to tell.
    case unknown

    /// Recognises the brand from the leading digits of a card number,
    /// complete or partly typed.
    ///
    /// A brand is returned only once the digits decide it: `"3"` is
    /// ``unknown`` (Amex, Diners and JCB all start with 3) and `"34"` is
    /// ``amex``; `"222"` is ``unknown`` but `"223"` is ``mastercard``
    /// because every number starting with 223 is in 2221–2720.
    ///
    /// When several ranges match, the one with the longest prefix wins, so
    /// the brand can change as more digits arrive: `"4011"` is ``visa``
    /// and `"401178"` is ``elo``.
    ///
    /// Only the first six digits matter. Spaces are skipped; reading stops
    /// at the first character that is neither an ASCII digit nor a space.
    /// Runs in constant time and does not allocate.
    public static func detect(_ digits: some StringProtocol) -> CardBrand {
        detect(bytes: digits.utf8)
    }

    /// Detection over ASCII bytes (the card format passes its value
    /// characters' bytes without building a string).
    static func detect(bytes: some Sequence<UInt8>) -> CardBrand {
        var prefix = 0
        var count = 0
        for byte in bytes where byte != asciiSpace {
            let digit = byte &- asciiZero
            guard digit < 10 else { break }
            prefix = prefix * 10 + Int(digit)
            count += 1
            if count == prefixDigits { break }
        }
        guard count > 0 else { return .unknown }

        var brand = CardBrand.unknown
        var matchedDigits = 0
        let first = prefix / powerOfTen(count - 1)
        for range in rangesByFirstDigit[first] where range.digits > matchedDigits {
            // Every number starting with the typed digits must fall in the
            // range: compare the span of its extensions to `range.digits`
            // digits with the range's bounds.
            let used = min(count, range.digits)
            let scale = powerOfTen(range.digits - used)
            let start = prefix / powerOfTen(count - used) * scale
            if start >= range.low && start + scale - 1 <= range.high {
                brand = range.brand
                matchedDigits = range.digits
            }
        }
        return brand
    }

    /// The usual grouping of a full number of this brand, in digits per
    /// group: `[4, 6, 5]` for Amex, `[4, 6, 4]` for Diners Club (14 digits),
    /// `[4, 4, 4, 4]` for every other brand.
    ///
    /// For numbers of other lengths, and while a number is being typed, use
    /// ``groups(forLength:)``.
    public var groups: [Int] {
        switch self {
        case .amex: [4, 6, 5]
        case .diners: [4, 6, 4]
        default: [4, 4, 4, 4]
        }
    }

    /// The group sizes to display `length` digits of this brand; they add up
    /// to `length`, so the last group may be partial.
    ///
    /// Amex follows 4-6-5. Diners Club follows 4-6-4 up to 14 digits and
    /// switches to groups of four from the 15th digit on (16–19-digit Diners
    /// cards are grouped like Visa). Every other brand uses groups of four:
    /// 16 digits are 4-4-4-4 and 19 digits 4-4-4-4-3. Digits past a brand's
    /// pattern continue in groups of four. Returns `[]` for a length of zero
    /// or less.
    ///
    /// ```swift
    /// CardBrand.amex.groups(forLength: 7)   // [4, 3]
    /// CardBrand.visa.groups(forLength: 19)  // [4, 4, 4, 4, 3]
    /// ```
    public func groups(forLength length: Int) -> [Int] {
        guard length > 0 else { return [] }
        let pattern: [Int] = switch self {
        case .amex: [4, 6, 5]
        case .diners where length <= 14: [4, 6, 4]
        default: []
        }
        var result: [Int] = []
        result.reserveCapacity(5)
        var remaining = length
        for size in pattern where remaining > 0 {
            let group = min(size, remaining)
            result.append(group)
            remaining -= group
        }
        while remaining > 0 {
            let group = min(4, remaining)
            result.append(group)
            remaining -= group
        }
        return result
    }

    /// The number lengths this brand issues, ascending.
    ///
    /// Visa 13, 16 and 19; Mastercard, Elo and Hipercard 16; Amex 15;
    /// Diners Club 14–19; Discover, JCB, UnionPay and Mir 16–19; Maestro
    /// and ``unknown`` 12–19.
    public var validLengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard, .elo, .hipercard: [16]
        case .amex: [15]
        case .diners: Array(14...19)
        case .discover, .jcb, .unionpay, .mir: Array(16...19)
        case .maestro, .unknown: Array(12...19)
        }
    }

    /// The most digits a number of this brand can have: the last of
    /// ``validLengths`` (15 for Amex, 16 for Mastercard, Elo and Hipercard,
    /// 19 otherwise).
    public var maximumLength: Int {
        switch self {
        case .amex: 15
        case .mastercard, .elo, .hipercard: 16
        case .visa, .diners, .discover, .jcb, .unionpay, .maestro, .mir, .unknown: 19
        }
    }

    /// The brand's name as printed on cards, such as "Visa" or "American
    /// Express" (brand names are not translated); "Unknown" for ``unknown``.
    public var displayName: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .amex: "American Express"
        case .diners: "Diners Club"
        case .discover: "Discover"
        case .jcb: "JCB"
        case .unionpay: "UnionPay"
        case .maestro: "Maestro"
        case .mir: "Mir"
        case .elo: "Elo"
        case .hipercard: "Hipercard"
        case .unknown: "Unknown"
        }
    }
}

extension CardBrand {
    /// The longest prefix any range uses.
    static let prefixDigits = 6

    /// Every known prefix range. Ranges of the same length never overlap;
    /// between lengths, the longer prefix wins.
    /// ``iinRanges`` bucketed by the first digit of the numbers they cover,
    /// in the same order, so detection looks at a handful of ranges.
    static let rangesByFirstDigit: [[IINRange]] = (0...9).map { digit in
        iinRanges.filter { range in
            let scale = powerOfTen(range.digits - 1)
            return range.low / scale <= digit && digit <= range.high / scale
        }
    }

    static let iinRanges: [IINRange] = [
        // Visa
        IINRange(4, digits: 1, .visa),
        // Mastercard
        IINRange(51, 55, digits: 2, .mastercard),
        IINRange(2221, 2720, digits: 4, .mastercard),
        // American Express
        IINRange(34, digits: 2, .amex),
        IINRange(37, digits: 2, .amex),
        // Diners Club
        IINRange(300, 305, digits: 3, .diners),
        IINRange(3095, digits: 4, .diners),
        IINRange(36, digits: 2, .diners),
        IINRange(38, 39, digits: 2, .diners),
        // Discover
        IINRange(6011, digits: 4, .discover),
        IINRange(644, 649, digits: 3, .discover),
        IINRange(65, digits: 2, .discover),
        // JCB
        IINRange(3528, 3589, digits: 4, .jcb),
        // UnionPay
        IINRange(62, digits: 2, .unionpay),
        // Maestro
        IINRange(50, digits: 2, .maestro),
        IINRange(56, 58, digits: 2, .maestro),
        IINRange(6304, digits: 4, .maestro),
        IINRange(6759, digits: 4, .maestro),
        IINRange(6761, 6763, digits: 4, .maestro),
        IINRange(676770, digits: 6, .maestro),
        IINRange(676774, digits: 6, .maestro),
        // Mir
        IINRange(2200, 2204, digits: 4, .mir),
        // Elo
        IINRange(401178, 401179, digits: 6, .elo),
        IINRange(431274, digits: 6, .elo),
        IINRange(438935, digits: 6, .elo),
        IINRange(451416, digits: 6, .elo),
        IINRange(457393, digits: 6, .elo),
        IINRange(457631, 457632, digits: 6, .elo),
        IINRange(504175, digits: 6, .elo),
        IINRange(506699, 506778, digits: 6, .elo),
        IINRange(509000, 509999, digits: 6, .elo),
        IINRange(627780, digits: 6, .elo),
        IINRange(636297, digits: 6, .elo),
        IINRange(636368, digits: 6, .elo),
        IINRange(650031, 650033, digits: 6, .elo),
        IINRange(650035, 650051, digits: 6, .elo),
        IINRange(650405, 650439, digits: 6, .elo),
        IINRange(650485, 650538, digits: 6, .elo),
        IINRange(650541, 650598, digits: 6, .elo),
        IINRange(650700, 650718, digits: 6, .elo),
        IINRange(650720, 650727, digits: 6, .elo),
        IINRange(650901, 650978, digits: 6, .elo),
        IINRange(651652, 651679, digits: 6, .elo),
        IINRange(655000, 655019, digits: 6, .elo),
        IINRange(655021, 655058, digits: 6, .elo),
        // Hipercard
        IINRange(606282, digits: 6, .hipercard),
    ]

    /// 10 to the power `exponent`, for exponents 0 through ``prefixDigits``.
    private static func powerOfTen(_ exponent: Int) -> Int {
        var result = 1
        for _ in 0..<exponent { result &*= 10 }
        return result
    }
}
