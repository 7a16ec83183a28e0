import Testing
@testable import TextInputCore

/// The message layer's UTF-8 check agrees with the standard library's on
/// every kind of malformed input, and a line is refused exactly when its
/// bytes are not UTF-8.
@Suite struct MessageUTF8Tests {
    /// Bytes biased towards UTF-8's edge cases: lead bytes, continuation
    /// bytes, surrogates, overlong forms, values above U+10FFFF.
    static func randomBytes(_ generator: inout SystemRandomNumberGenerator, count: Int) -> [UInt8] {
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                    0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        return (0..<count).map { _ in
            Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
        }
    }

    @Test func agreesWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let bytes = Self.randomBytes(&generator, count: Int.random(in: 0...8, using: &generator))
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(UTF8Scalar.isValid(bytes) == expected, "bytes \(bytes)")
        }
        // Every well-formed scalar's encoding, at the edges of each length.
        for value: UInt32 in [0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF] {
            let bytes = Array(String(Unicode.Scalar(value)!).utf8)
            #expect(UTF8Scalar.isValid(bytes))
        }
    }

    @Test func aLineIsRefusedExactlyWhenItIsNotUTF8() {
        var generator = SystemRandomNumberGenerator()
        var session = MessageSession()
        _ = session.handle(#"{"configure": {"label": "Notes"}}"#)
        _ = session.handle(#"{"event": "focus"}"#)
        for _ in 0..<2_000 {
            // Bytes of 0x20 and above, without quotes or backslashes, inside a JSON string.
            let inner = Self.randomBytes(&generator, count: Int.random(in: 1...6, using: &generator))
                .filter { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }
            let line = Array(#"{"event": "paste", "text": ""#.utf8) + inner + Array(#""}"#.utf8)
            let answer = session.handle(line: line)
            let valid = String(validating: inner, as: UTF8.self) != nil
            #expect(answer.contains("not valid UTF-8") == !valid, "bytes \(inner): \(answer.prefix(120))")
        }
    }
}
