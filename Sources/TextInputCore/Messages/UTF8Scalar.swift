/// Well-formed UTF-8, one scalar at a time: what the JSON parser decodes and
/// what a message line is checked against (the one place the rules live).
enum UTF8Scalar {
    /// The scalar whose encoding starts at `index` and its length in bytes,
    /// or nil for a malformed sequence: a stray continuation byte, an
    /// overlong form, a surrogate, a value above U+10FFFF or a truncated end.
    static func decode(_ bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        let byte = bytes[index]
        if byte < 0x80 { return (Unicode.Scalar(byte), 1) }
        let length: Int
        var value: UInt32
        switch byte {
        case 0xC2...0xDF: length = 2; value = UInt32(byte & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(byte & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(byte & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// Whether `bytes` are well-formed UTF-8, checked without building a string.
    static func isValid(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
            } else {
                guard let (_, length) = decode(bytes, at: index) else { return false }
                index += length
            }
        }
        return true
    }
}
