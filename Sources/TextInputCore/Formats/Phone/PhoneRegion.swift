/// One region of the metadata (a reference: reading a region on every key
/// retains one object instead of copying its patterns).
final class PhoneRegion: Sendable {
    /// The ISO 3166 code ("DE"), or "001" for a non-geographic calling code.
    let id: [UInt8]
    let countryCode: Int
    /// Whether the region is its calling code's main region (whose formats all its regions use).
    let isMain: Bool
    /// The international call prefix ("00", "011", "0(?:0|11)"), nil where there is none.
    let internationalPrefix: PhonePattern?
    /// The national (trunk) prefix ("0", "1"), empty where there is none.
    let nationalPrefix: [UInt8]
    /// What is stripped from a national number when reading it (libphonenumber's loader fills it in with the
    /// national prefix where the metadata has none).
    let nationalPrefixForParsing: PhonePattern?
    /// What replaces it, with groups of the pattern above ("9\1" in Argentina); empty for nothing.
    let nationalPrefixTransform: [UInt8]
    /// The first digits of national numbers that tell this region from the others of its calling code.
    let leadingDigits: PhonePattern?
    /// The lengths a national number can have.
    let possibleLengths: [Int]
    /// Every national number of the region matches it.
    let general: PhonePattern?
    /// The region's national and international formats (ranges of ``PhoneMetadata/layouts``; main regions only).
    let nationalLayouts: Range<Int>
    let internationalLayouts: Range<Int>
    /// For a region that shares its calling code and has no leading digits: its valid numbers.
    let valid: PhonePattern?

    init(fields: [ArraySlice<UInt8>], national: Range<Int>, international: Range<Int>) {
        id = Array(fields[0])
        countryCode = PhoneMetadata.integer(fields[1]) ?? 0
        isMain = fields[2].first == UInt8(ascii: "1")
        internationalPrefix = PhoneMetadata.pattern(fields[3])
        nationalPrefix = Array(fields[4])
        nationalPrefixForParsing = PhoneMetadata.pattern(fields[5])
        nationalPrefixTransform = Array(fields[6])
        leadingDigits = PhoneMetadata.pattern(fields[7])
        var lengths: [Int] = []
        var length = 0
        for byte in fields[8] {
            if byte == UInt8(ascii: ",") {
                lengths.append(length)
                length = 0
            } else {
                length = length * 10 + Int(byte &- 0x30)
            }
        }
        if !fields[8].isEmpty { lengths.append(length) }
        possibleLengths = lengths
        general = PhoneMetadata.pattern(fields[9])
        nationalLayouts = national
        internationalLayouts = international
        valid = PhoneMetadata.pattern(fields[12])
    }

    /// The region's code as a string.
    var code: String { String(decoding: id, as: UTF8.self) }
}
