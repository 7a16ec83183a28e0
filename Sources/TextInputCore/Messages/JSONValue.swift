/// A JSON value with ordered object keys, so output is deterministic: the
/// building block of the message vocabulary (docs/driver.md) that the driver,
/// the web client and the WebAssembly boundary speak. Parsing and writing
/// need no Foundation.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// An integer value.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// The value for `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(pairs) = self else { return nil }
        return pairs.first(where: { $0.0 == key })?.1
    }

    /// The keys of an object, in order.
    public var keys: [String] {
        guard case let .object(pairs) = self else { return [] }
        return pairs.map { $0.0 }
    }

    /// A short name of the value's type, for error messages.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    // MARK: Serialising

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

// MARK: - Parsing

/// Why a text is not one JSON document.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The byte offset where it was found.
    public var offset: Int

    public var description: String { "\(message) at byte \(offset)" }
}

extension JSONValue {
    /// The deepest nesting of arrays and objects a document may have.
    public static let maximumDepth = 512

    /// Parses one JSON document (RFC 8259) from UTF-8 bytes.
    ///
    /// A lone UTF-16 surrogate escape (`"\ud800"`), which a browser's
    /// `JSON.stringify` can write but a Swift string cannot hold, becomes
    /// U+FFFD, as a browser's USVString conversion does. Invalid UTF-8 is an
    /// error, and so is nesting deeper than ``maximumDepth``.
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("Unexpected text after the JSON value") }
        return value
    }

    /// Parses one JSON document from a string.
    public static func parse(_ text: String) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes.
private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    func error(_ message: String) -> JSONError { JSONError(message: message, offset: index) }

    mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard depth < JSONValue.maximumDepth else { throw error("JSON nested more than \(JSONValue.maximumDepth) levels deep") }
        guard index < bytes.count else { throw error("Unexpected end of JSON") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var pairs: [(String, JSONValue)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("Expected a key in quotes") }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("Expected \":\" after a key") }
                index += 1
                skipWhitespace()
                pairs.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw error("Unexpected end of JSON in an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
                throw error("Expected \",\" or \"}\" in an object")
            }
        case UInt8(ascii: "["):
            index += 1
            var values: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
            while true {
                skipWhitespace()
                values.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("Unexpected end of JSON in an array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
                throw error("Expected \",\" or \"]\" in an array")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            return .number(try number())
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("Unexpected end of JSON") }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != expected[offset] {
            throw error("Unexpected character")
        }
        index += count
    }

    mutating func number() throws(JSONError) -> Double {
        let start = index
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { negative = true; index += 1 }
        var significand: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var integerDigits = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            if integerDigits == 1, significand == 0, significantDigits == 0 { throw error("A number may not start with 0") }
            accumulate(bytes[index], &significand, &significantDigits, &exponent, fraction: false)
            integerDigits += 1
            index += 1
        }
        guard integerDigits > 0 else {
            index = start
            throw error("Unexpected character")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var fractionDigits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                accumulate(bytes[index], &significand, &significantDigits, &exponent, fraction: true)
                fractionDigits += 1
                index += 1
            }
            guard fractionDigits > 0 else { throw error("Expected a digit after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var value = 0
            var digits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                value = min(value * 10 + Int(bytes[index] - UInt8(ascii: "0")), 100_000)
                digits += 1
                index += 1
            }
            guard digits > 0 else { throw error("Expected a digit in the exponent") }
            exponent += exponentNegative ? -value : value
        }
        var result = Double(significand)
        // Exact powers of ten up to 1e22 give a correctly rounded result for
        // significands below 2^53 (the common case); larger exponents scale
        // step by step.
        var remaining = exponent
        while remaining > 0 {
            let step = min(remaining, 22)
            result *= Self.powerOfTen(step)
            remaining -= step
        }
        while remaining < 0 {
            let step = min(-remaining, 22)
            result /= Self.powerOfTen(step)
            remaining += step
        }
        return negative ? -result : result
    }

    /// Adds one digit to the significand, keeping 19 significant digits.
    private func accumulate(_ byte: UInt8, _ significand: inout UInt64, _ count: inout Int, _ exponent: inout Int, fraction: Bool) {
        let digit = UInt64(byte - UInt8(ascii: "0"))
        if count < 19 {
            if significand > 0 || digit > 0 { count += 1 }
            significand = significand * 10 + digit
            if fraction { exponent -= 1 }
        } else if !fraction {
            exponent += 1
        }
    }

    static func powerOfTen(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    mutating func string() throws(JSONError) -> String {
        index += 1  // the opening quote
        // The common case: printable ASCII up to the closing quote, taken as
        // one slice (no escapes, nothing to validate).
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var scalars = String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars
        var pendingHigh: UInt32?
        func flushHigh() {
            if pendingHigh != nil { scalars.append("\u{FFFD}"); pendingHigh = nil }
        }
        while true {
            guard index < bytes.count else { throw error("Unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                flushHigh()
                return String(scalars)
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { throw error("Unterminated string") }
                let escape = bytes[index + 1]
                index += 2
                if escape == UInt8(ascii: "u") {
                    guard index + 4 <= bytes.count else { throw error("Expected four hex digits after \\u") }
                    var unit: UInt32 = 0
                    for offset in 0..<4 {
                        guard let digit = Self.hexValue(bytes[index + offset]) else { throw error("Expected four hex digits after \\u") }
                        unit = unit << 4 | UInt32(digit)
                    }
                    index += 4
                    if (0xD800...0xDBFF).contains(unit) {
                        flushHigh()
                        pendingHigh = unit
                    } else if (0xDC00...0xDFFF).contains(unit) {
                        if let high = pendingHigh {
                            let value = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                            pendingHigh = nil
                        } else {
                            scalars.append("\u{FFFD}")
                        }
                    } else {
                        flushHigh()
                        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                    }
                    continue
                }
                flushHigh()
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                default: throw error("Unknown escape in a string")
                }
                continue
            }
            flushHigh()
            guard byte >= 0x20 else { throw error("Control character in a string; escape it") }
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
                index += 1
                continue
            }
            // A multi-byte UTF-8 sequence, validated.
            guard let (scalar, length) = UTF8Scalar.decode(bytes, at: index) else { throw error("Invalid UTF-8") }
            scalars.append(scalar)
            index += length
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

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
