import Testing
@testable import TextInputCore

/// `JSONWriter` (how a session writes its answers) writes exactly what
/// `JSONValue.serialized` writes for the same value, and a rolled-back
/// member leaves no trace (not even a comma).
@Suite struct JSONWriterTests {
    /// Writes `value` member by member, as the session's answers are written.
    static func write(_ value: JSONValue, into writer: inout JSONWriter) {
        switch value {
        case .null: writer.null()
        case let .bool(flag): writer.bool(flag)
        case let .number(number):
            if number.rounded() == number, abs(number) < 1e15 { writer.int(Int(number)) } else { writer.number(number) }
        case let .string(text): writer.string(text)
        case let .array(items):
            writer.beginArray()
            for item in items { write(item, into: &writer) }
            writer.endArray()
        case let .object(pairs):
            writer.beginObject()
            for (key, item) in pairs {
                writer.key(computed: key)
                write(item, into: &writer)
            }
            writer.endObject()
        }
    }

    static func randomValue(depth: Int, using random: inout some RandomNumberGenerator) -> JSONValue {
        let strings = ["", "a", "quote \" and \\ backslash", "line\nbreak\t", "\u{1}", "é漢👍🏽", "\u{2028}"]
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return [.int(Int.random(in: -1_000_000...1_000_000, using: &random)), .number(0.1), .number(-2.5e-7)]
            .randomElement(using: &random)!
        case 3: return .string(strings.randomElement(using: &random)!)
        case 4: return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in randomValue(depth: depth + 1, using: &random) })
        default:
            return .object((0..<Int.random(in: 0...3, using: &random)).map { index in
                (strings.randomElement(using: &random)! + "\(index)", randomValue(depth: depth + 1, using: &random))
            })
        }
    }

    @Test func writesWhatSerializedWrites() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let value = Self.randomValue(depth: 0, using: &random)
            var writer = JSONWriter()
            Self.write(value, into: &writer)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == value.serialized)
        }
    }

    @Test func literalKeysAndRanges() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("selection")
        writer.range(2..<4)
        writer.key("marked")
        writer.range(nil)
        writer.key("label")
        writer.string(nil as String?)
        writer.key("opacity")
        writer.number(0.38)
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"selection":[2,4],"marked":null,"label":null,"opacity":0.38}"#)
        var numbers = JSONWriter()
        numbers.beginArray()
        for value in [0, 7, -7, 10, Int.max, Int.min] { numbers.int(value) }
        numbers.endArray()
        #expect(String(decoding: numbers.bytes, as: UTF8.self) == "[0,7,-7,10,9223372036854775807,-9223372036854775808]")
    }

    /// A form's answer leaves out a field with nothing changed by rolling
    /// back what it wrote, first, middle or last in the array.
    @Test func rollingBackAnElementLeavesNoComma() {
        for skipped in 0..<3 {
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("fields")
            writer.beginArray()
            for index in 0..<3 {
                let mark = writer.mark
                writer.beginObject()
                writer.key("id")
                writer.int(index)
                writer.endObject()
                if index == skipped { writer.rollBack(to: mark) }
            }
            writer.endArray()
            writer.key("effects")
            writer.value(.array([]))
            writer.endObject()
            let kept = (0..<3).filter { $0 != skipped }.map { #"{"id":\#($0)}"# }.joined(separator: ",")
            #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"fields":[\#(kept)],"effects":[]}"#)
        }
    }
}
