extension JSONValue {
    /// Compact JSON text on one line.
    public var serialized: String {
        var output: [UInt8] = []
        output.reserveCapacity(512)
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the compact JSON text as UTF-8 (bytes, not String appends:
    /// serialising a field's snapshot is on every keystroke's path).
    func write(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case let .bool(value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case let .number(value):
            output.append(contentsOf: (Self.numberText(value) ?? "null").utf8)
        case let .string(value): Self.writeString(value, to: &output)
        case let .array(values):
            output.append(UInt8(ascii: "["))
            for index in values.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                values[index].write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case let .object(pairs):
            output.append(UInt8(ascii: "{"))
            for index in pairs.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(pairs[index].0, to: &output)
                output.append(UInt8(ascii: ":"))
                pairs[index].1.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A finite number as JSON text: integers exactly, other values with at
    /// most 15 significant digits (every decimal of up to 15 digits, such as
    /// a bound of 0.1, comes back as written); nil for NaN and infinities.
    static func numberText(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        var magnitude = abs(value)
        var exponent = 0
        while magnitude >= 1e15 { magnitude /= 10; exponent += 1 }
        while magnitude < 1e14 { magnitude *= 10; exponent -= 1 }
        var significand = UInt64(magnitude.rounded())
        if significand >= 1_000_000_000_000_000 { significand /= 10; exponent += 1 }
        var digits: [UInt8] = []
        while significand > 0 {
            digits.append(UInt8(significand % 10))
            significand /= 10
        }
        return DecimalNumber(isNegative: value < 0, digits: digits.reversed(), exponent: exponent).description
    }

    /// Appends a JSON string: quotes, backslashes and control characters
    /// escaped, and U+2028 / U+2029 too (JavaScript source cannot hold them raw).
    static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            // The common case: printable ASCII without a quote or a backslash
            // (keys, enum names, most texts), copied in one piece.
            var plain = true
            for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C {
                plain = false
                break
            }
            if plain {
                output.append(contentsOf: bytes)
                return
            }
            var plainStart = 0
            var index = 0
            func flush(upTo end: Int) {
                if end > plainStart { output.append(contentsOf: bytes[plainStart..<end]) }
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x22, 0x5C, 0x0A, 0x0D, 0x09:
                    flush(upTo: index)
                    output.append(UInt8(ascii: "\\"))
                    switch byte {
                    case 0x0A: output.append(UInt8(ascii: "n"))
                    case 0x0D: output.append(UInt8(ascii: "r"))
                    case 0x09: output.append(UInt8(ascii: "t"))
                    default: output.append(byte)
                    }
                    index += 1
                    plainStart = index
                case 0x00...0x1F, 0x7F:
                    flush(upTo: index)
                    appendUnicodeEscape(UInt32(byte), to: &output)
                    index += 1
                    plainStart = index
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    flush(upTo: index)
                    appendUnicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &output)
                    index += 3
                    plainStart = index
                default:
                    index += 1
                }
            }
            flush(upTo: bytes.count)
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `\u` and four lower-case hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            output.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
        }
    }
}
