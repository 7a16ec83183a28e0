/// A phone number read the way libphonenumber's parser reads it: the calling
/// code from "+" or an international call prefix, else the field's region;
/// the national significant number without the national prefix.
struct PhoneReading: Equatable {
    /// The calling code.
    let countryCode: Int
    /// The national significant number.
    let national: [UInt8]
    /// How many digits come before the national significant number (international prefix, calling code,
    /// national prefix).
    let prefixDigits: Int

    /// Reads `digits` (ASCII digits and a leading "+") typed in region `region`; nil while a number typed with
    /// "+" has no calling code yet.
    init?(_ digits: [UInt8], region: Int, metadata: PhoneMetadata) {
        guard let start = Self.nationalStart(of: digits, region: region, metadata: metadata) else { return nil }
        let stripped = Self.strippingNationalPrefix(Array(digits[start.index...]), metadata.regions[start.region])
        countryCode = metadata.regions[start.region].countryCode
        national = stripped.national
        prefixDigits = start.index + stripped.removed
    }

    /// Where the number after "+" or an international prefix and a calling code starts, and the region whose
    /// rules read it (the calling code's main region, else `region`'s own); nil while "+" has no calling code yet.
    static func nationalStart(of digits: [UInt8], region: Int, metadata: PhoneMetadata) -> (index: Int, region: Int)? {
        var start = 0
        if digits.first == PhoneTyping.plus {
            start = 1
        } else if let idd = metadata.regions[region].internationalPrefix?.prefixMatch(digits), idd.end > 0,
                  idd.end < digits.count, digits[idd.end] != UInt8(ascii: "0") {
            // An international prefix, unless a 0 follows it (no calling code starts with 0).
            start = idd.end
        } else {
            return (0, region)
        }
        guard let (code, length) = PhoneTyping.callingCode(at: Array(digits[start...]), in: metadata),
              let main = metadata.mainRegion(forCode: code) else { return nil }
        return (start + length, main)
    }

    /// The calling code and how many digits come before the national number, read quickly for the digit limit:
    /// "+" or an international prefix and a calling code, else a national prefix (without libphonenumber's
    /// check that removing it leaves a number of the region). Nil while "+" has no calling code yet.
    static func prefix(of digits: [UInt8], region: Int, metadata: PhoneMetadata) -> (countryCode: Int, digits: Int)? {
        guard let found = nationalStart(of: digits, region: region, metadata: metadata) else { return nil }
        var start = found.0
        let rules = metadata.regions[found.1]
        if let match = rules.nationalPrefixForParsing?.prefixMatch(Array(digits[start...])) { start += match.end }
        return (rules.countryCode, start)
    }

    /// libphonenumber's `maybe_strip_national_prefix_and_carrier_code`: the national prefix for parsing is
    /// removed (or transformed) unless that turns a number of the region's pattern into one that is not.
    static func strippingNationalPrefix(_ number: [UInt8], _ region: PhoneRegion) -> (national: [UInt8], removed: Int) {
        guard !number.isEmpty, let pattern = region.nationalPrefixForParsing,
              let match = pattern.prefixMatch(number), match.end > 0 else { return (number, 0) }
        let viable = region.general?.wholeMatch(number) != nil
        let rest = Array(number[match.end...])
        let lastGroup = pattern.groupCount > 0 ? match.group(pattern.groupCount) : nil
        if region.nationalPrefixTransform.isEmpty || lastGroup == nil {
            if viable, region.general?.wholeMatch(rest) == nil { return (number, 0) }
            return (rest, match.end)
        }
        var transformed: [UInt8] = []
        var index = 0
        let rule = region.nationalPrefixTransform
        while index < rule.count {
            if rule[index] == UInt8(ascii: "\\"), index + 1 < rule.count, rule[index + 1] >= 0x30, rule[index + 1] <= 0x39 {
                if let group = match.group(Int(rule[index + 1] - 0x30)) { transformed += number[group] }
                index += 2
            } else {
                transformed.append(rule[index])
                index += 1
            }
        }
        transformed += rest
        if viable, region.general?.wholeMatch(transformed) == nil { return (number, 0) }
        return (transformed, max(0, number.count - transformed.count))
    }

    /// "+", the calling code and the national significant number.
    var e164: String {
        var bytes: [UInt8] = [PhoneTyping.plus]
        bytes.reserveCapacity(national.count + 4)
        var divisor = 100
        while divisor > 1, countryCode < divisor { divisor /= 10 }
        while divisor > 0 {
            bytes.append(UInt8(0x30 + countryCode / divisor % 10))
            divisor /= 10
        }
        bytes += national
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The region the number belongs to, as libphonenumber tells regions that share a calling code apart: by
    /// their leading digits, else by their valid numbers; nil where the data cannot tell.
    func region(in metadata: PhoneMetadata) -> String? {
        let candidates = metadata.regionsByCode[countryCode]
        if candidates.count == 1 { return metadata.regions[candidates[0]].code }
        for index in candidates {
            let region = metadata.regions[index]
            if let leading = region.leadingDigits {
                if leading.matchesPrefix(national) { return region.code }
            } else if let valid = region.valid, valid.wholeMatch(national) != nil {
                return region.code
            }
        }
        return nil
    }
}
