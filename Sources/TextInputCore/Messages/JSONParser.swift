/// A recursive-descent JSON parser over UTF-8 bytes.
struct JSONParser {
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
