/// libphonenumber's metadata for the phone format (``TextFormat/phone(_:)``).
///
/// Natively, and in the driver's WebAssembly module, the tables are built in.
/// A web page's module carries none of them, which keeps it small: the page
/// fetches them as an asset (`phone-metadata.txt`, served beside the module
/// by the integrations) and installs them before it opens a form with a phone
/// field.
public enum PhoneNumberData {
    /// The version of libphonenumber's metadata (PyPI's phonenumbers) the tables come from.
    public static var version: String { PhoneMetadata.sourceVersion }

    /// Installs tables received at run time, in the text form of
    /// `phone-metadata.txt`; false, and nothing changes, for a text of
    /// another shape. Natively the built-in tables stay in use.
    @discardableResult
    public static func install(_ text: some Collection<UInt8>) -> Bool {
        guard let metadata = PhoneMetadata(text: text) else { return false }
        #if hasFeature(Embedded)
        PhoneMetadata.installed = metadata
        #else
        _ = metadata
        #endif
        return true
    }

    /// Tables that hold one calling code's regions and formats, for each calling code of `text` (whole tables in
    /// the form of `phone-metadata.txt`): what a page whose phone fields all type numbers of one calling code
    /// installs before its form opens (5.2 KB instead of 108 KB for +1). They also list every calling code that
    /// exists, so that a number of another code makes the page's module ask for the whole tables (a call that
    /// waits, as for a part of the module) instead of taking the code for unknown. Empty for a text that is not
    /// whole tables.
    public static func tablesByCallingCode(_ text: some Collection<UInt8>) -> [Int: [UInt8]] {
        let all = Array(text).withUnsafeBufferPointer { PhoneMetadata.lines($0) }
        guard let title = all.first, title.starts(with: Array("TextInputKit phone metadata".utf8)),
              all.count > 1, !all[1].starts(with: PhoneMetadata.partialMark),
              let separator = all.firstIndex(where: { $0.count == 1 && $0.first == UInt8(ascii: "%") }) else { return [:] }
        var regionLines: [Int: [ArraySlice<UInt8>]] = [:]
        var sets: [Int: Set<Int>] = [:]
        var codes: [Int] = []
        for line in all[1..<separator] {
            let fields = PhoneMetadata.fields(line)
            guard fields.count == 13, let code = PhoneMetadata.integer(fields[1]), code > 0, code < 1000 else { continue }
            if regionLines[code] == nil { codes.append(code) }
            regionLines[code, default: []].append(line)
            for field in [fields[10], fields[11]] {
                if let set = PhoneMetadata.integer(field) { sets[code, default: []].insert(set) }
            }
        }
        var existing: [UInt8] = []
        for code in codes.sorted() {
            if !existing.isEmpty { existing.append(UInt8(ascii: ",")) }
            existing += Array(String(code).utf8)
        }
        var byCode: [Int: [UInt8]] = [:]
        var formatLines: [Int: [ArraySlice<UInt8>]] = [:]
        for line in all[(separator + 1)...] {
            if let set = PhoneMetadata.fields(line).first.flatMap(PhoneMetadata.integer) { formatLines[set, default: []].append(line) }
        }
        for code in codes {
            var out = Array(title)
            out += Array("\npartial\t\(code)\t".utf8) + existing + [0x0A]
            for line in regionLines[code] ?? [] { out += line + [0x0A] }
            out += [UInt8(ascii: "%"), 0x0A]
            // In the order of the whole tables (sets are numbered in it).
            for set in (sets[code] ?? []).sorted() {
                for line in formatLines[set] ?? [] { out += line + [0x0A] }
            }
            byCode[code] = out
        }
        return byCode
    }

    /// The calling code of a region (an ISO 3166 code such as "DE"; 49), nil for a region libphonenumber does not
    /// know.
    public static func callingCode(ofRegion region: String) -> Int? {
        let metadata = PhoneMetadata.shared
        return metadata.regionIndex(Array(region.asciiUppercased.utf8)).map { metadata.regions[$0].countryCode }
    }

    /// A region's example number as people there write it ("01512 3456789" for DE, "(201) 555-0123" for US,
    /// libphonenumber's mobile example, else its fixed-line one): a placeholder for a phone field. The region is
    /// an ISO 3166 code; `nil` for one libphonenumber does not know.
    ///
    /// ```swift
    /// var phone = FieldConfiguration(id: "phone", label: "Phone", format: .phone(PhoneFormat(region: "DE")))
    /// phone.placeholder = PhoneNumberData.exampleNumber(region: "DE")   // "01512 3456789"
    /// ```
    public static func exampleNumber(region: String) -> String? {
        PhoneExamples.nationalNumber(forRegion: region.asciiUppercased)
    }

    /// An E.164 number ("+12025550143") as libphonenumber writes it internationally ("+1 202-555-0143"): for
    /// lists and confirmations. A text that is not E.164 comes back as it is.
    ///
    /// ```swift
    /// PhoneNumberData.international("+4930123456")   // "+49 30 123456"
    /// ```
    public static func international(_ e164: String) -> String {
        let digits = Array(e164.utf8)
        let metadata = PhoneMetadata.shared
        guard digits.count > 1, digits[0] == PhoneTyping.plus, digits.dropFirst().allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let any = metadata.regions.firstIndex(where: { $0.id.count == 2 }) else { return e164 }
        var typing = PhoneTyping(metadata: metadata, region: any)
        for digit in digits { typing.input(digit) }
        return String(decoding: typing.output, as: UTF8.self)
    }

    /// The region a locale's phone numbers are typed for ("de_DE" → "DE", "ja" → "JP"): what a phone format
    /// without a region uses.
    public static func region(ofLocale identifier: String) -> String? {
        PhoneValueFormatter.region(ofLocale: identifier)
    }

    /// What tables for some calling codes only (``tablesByCallingCode(_:)``) call when a number needs a code they
    /// do not hold: a page's module asks its host for the whole tables there (`ti_needs(-1)`, which does not
    /// return). Without it such a code is taken for unknown.
    public static func setWholeTablesNeeded(_ ask: (@convention(c) () -> Void)?) {
        PhoneMetadata.wholeTablesNeeded = ask
    }

    /// Installs the built-in tables (a WebAssembly module that carries them: the driver's).
    public static func installBuiltIn() {
        #if hasFeature(Embedded)
        PhoneMetadata.installed = PhoneMetadata.builtIn
        #endif
    }
}
