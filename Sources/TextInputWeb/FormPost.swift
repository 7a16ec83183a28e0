/// Decoding of `application/x-www-form-urlencoded` bodies and query strings.
///
/// ```swift
/// FormPost.parse("name=Ada+L&email=ada%40example.com")   // [("name", "Ada L"), ("email", "ada@example.com")]
/// ```
public enum FormPost {
    /// Parses a body's raw bytes: nil when they are not UTF-8 (never
    /// repaired: a replaced byte would change what was posted) or not
    /// URL-encoded as ``parse(_:)`` reads it. What the server integrations call.
    public static func parse(bytes: some Collection<UInt8>) -> [(String, String)]? {
        guard let body = String(validating: bytes, as: UTF8.self) else { return nil }
        return parse(body)
    }

    /// Decodes a URL-encoded body into name–value pairs (`+` is a space;
    /// invalid percent escapes are kept as written). Nil when the body is not
    /// UTF-8 after decoding.
    public static func parse(_ body: String) -> [(String, String)]? {
        var pairs: [(String, String)] = []
        for item in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else { return nil }
            pairs.append((name, value))
        }
        return pairs
    }

    static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(0x20)
            } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
                      let high = hex(iterator[iterator.startIndex]), let low = hex(iterator[iterator.startIndex + 1]) {
                bytes.append(high << 4 | low)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
