/// The example numbers of the regions (for placeholders), kept apart from
/// the formatting metadata so that a module that shows none leaves them out.
enum PhoneExamples {
    /// Region `code`'s example number (mobile, else fixed line) as libphonenumber writes it nationally.
    static func nationalNumber(forRegion code: String) -> String? {
        let wanted = Array(code.utf8)
        var found: String?
        table.withUTF8Buffer { buffer in
            for line in PhoneMetadata.lines(buffer) {
                let fields = PhoneMetadata.fields(line)
                if fields.count == 2, Array(fields[0]) == wanted {
                    found = String(decoding: fields[1], as: UTF8.self)
                    return
                }
            }
        }
        return found
    }
}
