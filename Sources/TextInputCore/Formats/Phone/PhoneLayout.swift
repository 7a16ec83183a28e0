/// One number format of the metadata (a reference, as ``PhoneRegion``).
final class PhoneLayout: Sendable {
    /// The whole national number's pattern, with a group per part.
    let pattern: PhonePattern
    /// The pattern as written (as you type, two formats with the same pattern are the same).
    let patternSource: [UInt8]
    /// The format, with `\1` for group 1 ("\1 \2-\3").
    let format: [UInt8]
    /// Whether the format is only groups and punctuation (formats as you type).
    let isEligible: Bool
    /// Facts of the national prefix formatting rule: it holds only the first group (no national prefix); a space
    /// or hyphen follows the national prefix; the prefix may be left out; a carrier code rule exists.
    let firstGroupOnly: Bool
    let separatorAfterNationalPrefix: Bool
    let nationalPrefixOptional: Bool
    let hasCarrierRule: Bool
    /// The template as you type (each "9" a digit's place), and the most digits it holds.
    let template: [UInt8]
    let templateDigits: Int
    /// Patterns of the leading digits, the i-th for numbers of i + 3 or more digits.
    let leadingDigits: [PhonePattern]

    init(fields: [ArraySlice<UInt8>]) {
        patternSource = Array(fields[1])
        pattern = PhonePattern(patternSource)
        format = Array(fields[2])
        let flags = fields[3]
        isEligible = flags.contains(UInt8(ascii: "e"))
        firstGroupOnly = flags.contains(UInt8(ascii: "g"))
        separatorAfterNationalPrefix = flags.contains(UInt8(ascii: "s"))
        nationalPrefixOptional = flags.contains(UInt8(ascii: "o"))
        hasCarrierRule = flags.contains(UInt8(ascii: "c"))
        template = Array(fields[4])
        templateDigits = PhoneMetadata.integer(fields[5]) ?? 0
        leadingDigits = fields.dropFirst(6).map { PhonePattern(Array($0)) }
    }

    /// The national number formatted: the format with each `\n` replaced by group n of `match`.
    func formatted(_ number: [UInt8], _ match: PhonePattern.Match) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(format.count + number.count)
        var index = 0
        while index < format.count {
            let byte = format[index]
            if byte == UInt8(ascii: "\\"), index + 1 < format.count, format[index + 1] >= 0x30, format[index + 1] <= 0x39 {
                if let range = match.group(Int(format[index + 1] - 0x30)) { result.append(contentsOf: number[range]) }
                index += 2
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }
}
