import Foundation
import Testing
import TextInputDriver
import TextInputTestSupport

/// The WebAssembly core against the native one: random edit sequences for
/// every format, each line answered by both, compared line for line.
///
/// Native answers come from an in-process ``DriverSession``; wasm answers
/// from `textinput-driver --engine wasm` (a release build: WasmKit in a
/// debug build is about 80 times slower). `TEXTINPUT_DIFFERENTIAL_SEQUENCES`
/// sets the sequences per format (default 1000).
@Suite(.requires(.wasmModule, .releaseDriver)) struct WasmDifferentialTests {
    /// Field configurations, one per format and per kind of field.
    static let configurations: [(name: String, configure: String)] = [
        ("phone mask", #"{"format": {"mask": "(###) ###-####"}}"#),
        ("mask with a digit in its literal", #"{"format": {"mask": "+7 (###) ### ## ##"}}"#),
        ("mixed mask", #"{"format": {"mask": "@@-**-##"}, "prefix": "ID "}"#),
        ("phone DE", #"{"format": {"phone": {"region": "DE"}}, "locale": "de_DE"}"#),
        ("phone US", #"{"format": {"phone": {"region": "US"}}}"#),
        ("card", #"{"format": {"card": {}}}"#),
        ("IBAN", #"{"format": {"iban": {}}}"#),
        ("currency en_US USD", #"{"format": {"number": {"style": "currency", "currency": "USD"}}}"#),
        ("currency de_DE EUR", #"{"format": {"number": {"style": "currency", "currency": "EUR"}}, "locale": "de_DE"}"#),
        ("decimal fr_FR", #"{"format": {"number": {"maximumFractionDigits": 3}}, "locale": "fr_FR"}"#),
        ("percent", #"{"format": {"number": {"style": "percent", "fractionDigits": 1}}}"#),
        ("upper case tr_TR", #"{"format": {"case": "upper"}, "locale": "tr_TR", "limit": {"max": 8, "policy": "stop"}}"#),
        ("plain with affixes and a limit", #"{"prefix": "$ ", "suffix": " kg", "limit": {"max": 10}, "choices": ["Apple", "Apricot", "Banana"]}"#),
        ("secure", #"{"secure": true, "limit": {"max": 12, "policy": "stop"}}"#),
        ("note", #"{"kind": "note", "width": 12, "limit": {"max": 80}}"#),
    ]

    static var sequencesPerFormat: Int {
        Int(ProcessInfo.processInfo.environment["TEXTINPUT_DIFFERENTIAL_SEQUENCES"] ?? "") ?? 1000
    }

    @Test(arguments: configurations.map(\.name))
    func randomSequencesAnswerAlike(_ name: String) throws {
        let configure = try #require(Self.configurations.first { $0.name == name }).configure
        var random = SplitMix64(state: name.hashValueStable)
        var lines: [String] = []
        for _ in 0..<Self.sequencesPerFormat {
            lines.append(#"{"configure": "# + configure + "}")
            for _ in 0..<Int.random(in: 3...10, using: &random) {
                lines.append(RandomEvent.line(using: &random))
            }
        }
        var native = DriverSession()
        let expected = lines.map { native.handle(line: Data($0.utf8)) }
        let wasm = try DriverProcess()
        let actual = wasm.send(lines: lines)
        #expect(actual.count == lines.count, "the wasm driver answered \(actual.count) of \(lines.count) lines")
        var differences = 0
        for index in 0..<min(actual.count, lines.count) where actual[index] != expected[index] {
            differences += 1
            if differences <= 3 {
                // The sequence that led there: back to its configure line.
                let start = lines[...index].lastIndex { $0.hasPrefix(#"{"configure""#) } ?? 0
                Issue.record("""
                    \(name): line \(index) differs
                    sequence: \(lines[start...index].joined(separator: "\n"))
                    native: \(expected[index])
                    wasm:   \(actual[index])
                    """)
            }
        }
        #expect(differences == 0, "\(differences) of \(lines.count) answers differ")
    }
}

/// Random driver events over an alphabet that mixes what formats accept and
/// what they must refuse (letters, digits, separators, emoji, combining marks,
/// flags, right-to-left and CJK text, newlines).
enum RandomEvent {
    static let pieces = ["1", "2", "5", "9", "0", "7", "a", "Z", "é", "e\u{301}", "i", "ß", "-", "–", "—", ".", ",", ":", "(", ")",
                         "+", " ", "$", "€", "%", "👍🏽", "🇩🇪", "漢", "ש", "\n", "\u{200B}", "12", "1,234.5", "(555) 123-4567",
                         "DE89 3704 0044 0532 0130 00", "4111 1111 1111 1111", "+7 (123) 456 78 90"]

    static func text(using random: inout SplitMix64, maximum: Int) -> String {
        (0..<Int.random(in: 0...maximum, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func line(using random: inout SplitMix64) -> String {
        let event: [(String, JSONValue)]
        switch Int.random(in: 0..<22, using: &random) {
        case 0..<5: event = [("event", .string("type")), ("text", .string(text(using: &random, maximum: 3)))]
        case 5, 6: event = [("event", .string("paste")), ("text", .string(text(using: &random, maximum: 6)))]
        case 7, 8: event = [("event", .string("backspace")), ("word", .bool(Bool.random(using: &random)))]
        case 9: event = [("event", .string("delete")), ("word", .bool(Bool.random(using: &random)))]
        case 10:
            event = [("event", .string("select")), ("from", .int(Int.random(in: -1...30, using: &random))),
                     ("to", .int(Int.random(in: 0...40, using: &random)))]
        case 11:
            let targets = ["left", "right", "wordLeft", "wordRight", "start", "end"]
            event = [("event", .string("move")), ("to", .string(targets.randomElement(using: &random)!)),
                     ("extend", .bool(Bool.random(using: &random)))]
        case 12: event = [("event", .string(["undo", "redo"].randomElement(using: &random)!))]
        case 13:
            event = [("event", .string("compose")), ("text", .string(text(using: &random, maximum: 2))),
                     ("commit", .bool(Bool.random(using: &random)))]
        case 14: event = [("event", .string(["focus", "blur", "submit"].randomElement(using: &random)!))]
        case 15: event = [("event", .string(["escape", "enter", "selectAll", "clear"].randomElement(using: &random)!))]
        case 16: event = [("event", .string("moveLine")), ("direction", .string(Bool.random(using: &random) ? "up" : "down"))]
        case 17: event = [("event", .string("toggleVisibility"))]
        case 18: event = [("event", .string("tap")), ("accessory", .string(["clear", "visibility", "error"].randomElement(using: &random)!))]
        case 19: event = [("event", .string("choose")), ("text", .string(["Apple", "Banana", "x"].randomElement(using: &random)!))]
        default: event = [("event", .string("type")), ("text", .string(String(Int.random(in: 0...9999, using: &random))))]
        }
        return JSONValue.object(event).serialized
    }
}

extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        utf8.reduce(1_469_598_103_934_665_603) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    }
}
