import Foundation
import Testing
@testable import TextInputDriver

/// Runs lines through an in-process session, or through the WebAssembly
/// core when `TEXTINPUT_ENGINE=wasm` (``TestEngine``), and parses the answers.
struct Script {
    var session = DriverSession()
    let wasm: DriverProcess?

    init() {
        do {
            wasm = TestEngine.usesWasm ? try DriverProcess() : nil
        } catch {
            Issue.record("TEXTINPUT_ENGINE=wasm, but the wasm driver cannot start: \(error)")
            wasm = nil
        }
    }

    /// The raw answer line to a raw line.
    mutating func answer(_ line: String) -> String {
        if let wasm { return wasm.send(line) }
        return session.handle(line: Data(line.utf8))
    }

    mutating func send(_ line: String) -> JSONValue {
        let output = answer(line)
        #expect(!output.contains("\n"), "one line out per line in")
        guard let value = try? JSONValue.parse(Data(output.utf8)) else {
            Issue.record("driver printed invalid JSON: \(output)")
            return .null
        }
        return value
    }
}

extension JSONValue {
    var string: String? { if case let .string(s) = self { return s }; return nil }
    var ints: [Int]? {
        guard case let .array(values) = self else { return nil }
        return values.compactMap { if case let .number(n) = $0 { return Int(n) }; return nil }
    }
}

@Suite struct DriverProtocolTests {
    @Test func phoneMaskSession() {
        var script = Script()
        var out = script.send(#"{"configure": {"kind": "simple", "format": {"mask": "(###) ###-####"}}}"#)
        #expect(out["text"]?.string == "")
        out = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "type", "text": "5551234"}"#)
        #expect(out["text"]?.string == "(555) 123-4")
        #expect(out["value"]?.string == "5551234")
        #expect(out["selection"]?.ints == [11, 11])
        out = script.send(#"{"event": "select", "from": 6, "to": 6}"#)
        out = script.send(#"{"event": "backspace"}"#)
        #expect(out["text"]?.string == "(551) 234")
        #expect(out["selection"]?.ints == [3, 3])
        out = script.send(#"{"event": "type", "text": "x"}"#)
        #expect(out["rejected"]?["reason"]?.string == "invalidCharacter")
        #expect(out["selection"]?.ints == [3, 3])
    }

    /// #28 through the protocol: lazy literals, typed literals, leading literals with digits, affixes with letters
    /// and dots, leading zeros kept until blur.
    @Test func masksAndNumbersAsPeersExpect() {
        var script = Script()
        _ = script.send(###"{"configure": {"format": {"mask": "##.##.####"}}}"###)
        _ = script.send(#"{"event": "focus"}"#)
        var out = script.send(#"{"event": "type", "text": "11"}"#)
        #expect(out["text"]?.string == "11")
        #expect(out["selection"]?.ints == [2, 2])
        out = script.send(#"{"event": "type", "text": "."}"#)
        #expect(out["text"]?.string == "11.")
        #expect(out["selection"]?.ints == [3, 3])

        _ = script.send(#"{"configure": {"format": {"mask": "+7 (###) ###-##-##"}}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "type", "text": "+7 (912) 345"}"#)
        #expect(out["text"]?.string == "+7 (912) 345")
        #expect(out["value"]?.string == "912345")

        _ = script.send(#"{"configure": {"format": {"mask": "+7(###)###-##-##"}}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "paste", "text": "+79998887766"}"#)
        #expect(out["text"]?.string == "+7(999)888-77-66")
        #expect(out["rejected"] == nil || out["rejected"] == .null)

        out = script.send(#"{"configure": {"format": {"number": {"style": "decimal"}}, "suffix": " Sq. ft", "value": "234.456 Sq. ft"}}"#)
        #expect(out["value"]?.string == "234.456")
        out = script.send(#"{"configure": {"format": {"number": {"style": "decimal"}}, "prefix": "Rs. ", "value": "Rs. 1,234"}}"#)
        #expect(out["value"]?.string == "1234")

        out = script.send(#"{"configure": {"format": {"number": {"style": "currency", "currency": "USD"}}, "value": "10000.25"}}"#)
        #expect(out["text"]?.string == "$10,000.25")
        _ = script.send(#"{"event": "focus"}"#)
        _ = script.send(#"{"event": "select", "from": 2, "to": 2}"#)
        out = script.send(#"{"event": "backspace"}"#)
        #expect(out["text"]?.string == "$0,000.25")
        #expect(out["value"]?.string == "0.25")
        out = script.send(#"{"event": "blur"}"#)
        #expect(out["text"]?.string == "$0.25")
    }

    /// #26 through the protocol: a paste that does not fit names the count and the field's message says so.
    @Test func aPasteThatDoesNotFitIsReported() {
        var script = Script()
        _ = script.send(#"{"configure": {"format": {"mask": "(###) ###-####"}}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        var out = script.send(#"{"event": "paste", "text": "+1 (555) 123-4567 ext 99999999999"}"#)
        #expect(out["text"]?.string == "(155) 512-3456")
        #expect(out["rejected"]?["leftOut"] == .number(15))
        #expect(out["message"]?["kind"]?.string == "leftOut")
        #expect(out["message"]?["text"]?.string == "Only 10 characters fit here, so some were left out (15). Check the value.")
        out = script.send(#"{"event": "backspace"}"#)
        #expect(out["message"] == nil || out["message"] == .null)
        out = script.send(#"{"configure": {"format": {"mask": "(###) ###-####"}, "value": "555-123-4567 x89"}}"#)
        #expect(out["message"]?["kind"]?.string == "leftOut")
        out = script.send(#"{"event": "leftOut", "count": 2}"#)
        #expect(out["message"]?["text"]?.string == "Some characters did not fit this field and were left out (2). Check the value.")
    }

    /// #40: the app's message on a field, through the protocol: shown and announced, gone after an edit, cleared
    /// without "message", an empty one refused with what to send.
    @Test func theAppsMessageOnAField() {
        var script = Script()
        _ = script.send(#"{"configure": {"label": "Email", "keyboard": "email", "value": "ada@example.com"}}"#)
        let raw = script.answer(#"{"event": "setError", "message": "A customer with this email already exists."}"#)
        #expect(raw.contains(#""effect":"announce","text":"A customer with this email already exists.""#), "\(raw)")
        var out = (try? JSONValue.parse(Data(raw.utf8))) ?? .null
        #expect(out["error"] == nil, "\(out)")
        #expect(out["message"]?["kind"]?.string == "error")
        #expect(out["message"]?["text"]?.string == "A customer with this email already exists.")
        out = script.send(#"{"event": "setError"}"#)
        #expect(out["message"] == nil || out["message"] == .null)
        _ = script.send(#"{"event": "setError", "message": "Taken."}"#)
        _ = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "type", "text": "m"}"#)
        #expect(out["message"] == nil || out["message"] == .null, "an edit takes it away")
        out = script.send(#"{"event": "setError", "message": ""}"#)
        #expect(out["error"]?.string?.contains("leave it out") == true, "\(out)")
    }

    /// #46: version 2 answers carry the core's one answer (announce, scan, status, moveFocus) in place of `effects`;
    /// version 1 stays the default.
    @Test func answerVersionTwo() {
        var script = Script()
        var out = script.send(#"{"form": {"fields": [{"label": "Email", "required": true}, {"label": "Code", "scan": "barcode"}]}, "v": 2}"#)
        #expect(out["v"] == .int(2) && out["effects"] == nil, "\(out)")
        out = script.send(#"{"event": "submit"}"#)
        #expect(out["v"] == .int(2) && out["effects"] == nil)
        #expect(out["status"] == .object([("state", .string("invalid")), ("field", .int(0))]), "\(out)")
        #expect(out["moveFocus"] == .int(0), "the submit took the user to the first invalid field")
        #expect(out["announce"]?.string?.isEmpty == false)
        out = script.send(#"{"event": "focus", "field": 1}"#)
        #expect(out["moveFocus"] == nil, "the host put focus there itself")
        out = script.send(#"{"event": "tap", "field": 1, "accessory": "scan"}"#)
        #expect(out["scan"] == .object([("field", .int(1)), ("state", .string("opened"))]), "\(out)")
        out = script.send(#"{"event": "scan", "field": 1, "texts": []}"#)
        #expect(out["scan"]?["state"] == .string("nothing"))
        #expect(out["scan"]?["message"]?.string?.isEmpty == false, "the message is the scan's, not an announcement")
        out = script.send(#"{"event": "type", "field": 0, "text": "a"}"#)
        #expect(out["status"] == nil && out["scan"] == nil)

        // A lone field: Return asks the host to move on; a refused key is said.
        out = script.send("{\"configure\": {\"format\": {\"mask\": \"###\"}}, \"v\": 2}")
        #expect(out["v"] == .int(2))
        _ = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "type", "text": "x"}"#)
        #expect(out["announce"]?.string == out["rejected"]?["message"]?.string && out["announce"] != nil, "\(out)")
        out = script.send(#"{"event": "enter"}"#)
        #expect(out["next"] == .bool(true) && out["effects"] == nil, "\(out)")


        // Version 1 stays as it was; a version the driver does not speak says which it does.
        out = script.send(#"{"configure": {"label": "Name"}}"#)
        #expect(out["v"] == nil)
        out = script.send(#"{"event": "focus"}"#)
        #expect(out["v"] == nil && out["effects"] == .array([]) && out["announce"] == nil)
        out = script.send(#"{"configure": {"label": "Name"}, "v": 3}"#)
        #expect(out["error"]?.string?.contains("1 (the default") == true, "\(out)")
    }

    /// #40: the app's choices through the protocol, with second lines, and a bad list named.
    @Test func theAppsChoices() {
        var script = Script()
        var out = script.send(#"{"configure": {"label": "Company", "choicesFromApp": true}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        _ = script.send(#"{"event": "type", "text": "a"}"#)
        out = script.send(#"{"event": "setChoices", "choices": [{"text": "ACME Corporation", "detail": "3 customers"}, "Apex"]}"#)
        #expect(out["suggestions"] == .array([.string("ACME Corporation"), .string("Apex")]), "\(out)")
        #expect(out["suggestionDetails"] == .array([.string("3 customers"), .null]))
        out = script.send(#"{"event": "setChoices", "choices": ["Apex"]}"#)
        #expect(out["suggestionDetails"] == nil)
        out = script.send(#"{"event": "setChoices", "choices": [{"name": "x"}]}"#)
        #expect(out["error"]?.string?.contains("each of \"choices\"") == true, "\(out)")
        out = script.send(#"{"event": "setChoices"}"#)
        #expect(out["error"]?.string?.contains("needs \"choices\"") == true, "\(out)")
    }

    @Test func affixesSecureAndLimit() {
        var script = Script()
        var out = script.send(#"{"configure": {"prefix": "$", "suffix": " USD", "limit": {"max": 3, "policy": "stop"}}}"#)
        #expect(out["text"]?.string == "$ USD")
        #expect(out["selection"]?.ints == [1, 1])
        out = script.send(#"{"event": "paste", "text": "12345"}"#)
        #expect(out["text"]?.string == "$123 USD")
        #expect(out["limit"]?["status"]?.string == "atLimit")
        #expect(out["rejected"]?["count"] == .int(2))

        out = script.send(#"{"configure": {"secure": true}}"#)
        out = script.send(#"{"event": "type", "text": "pw👍🏽"}"#)
        #expect(out["text"]?.string == "•••")
        #expect(out["selection"]?.ints == [3, 3])
        out = script.send(#"{"event": "toggleVisibility"}"#)
        #expect(out["text"]?.string == "pw👍🏽")
        #expect(out["selection"]?.ints == [6, 6])
        out = script.send(#"{"event": "submit"}"#)
        #expect(out["hidden"] == .bool(true))
    }

    @Test func composeUndoRedoAndNotes() {
        var script = Script()
        _ = script.send(#"{"configure": {"kind": "note", "value": "line one"}}"#)
        var out = script.send(#"{"event": "paste", "text": "\r\nline two"}"#)
        #expect(out["text"]?.string == "line one\nline two")
        out = script.send(#"{"event": "compose", "text": "か", "commit": false}"#)
        #expect(out["marked"]?.ints == [17, 18])
        out = script.send(#"{"event": "compose", "text": "日", "commit": true}"#)
        #expect(out["text"]?.string == "line one\nline two日")
        #expect(out["marked"] == .null)
        out = script.send(#"{"event": "undo"}"#)
        #expect(out["text"]?.string == "line one\nline two")
        out = script.send(#"{"event": "redo"}"#)
        #expect(out["text"]?.string == "line one\nline two日")
    }

    @Test(arguments: [
        ("", "empty line"),
        ("not json", "not valid JSON"),
        ("[1,2]", "expected a JSON object"),
        (#"{"event": "type", "text": "a"}"#, "configure"),
        (#"{"configure": {"format": {"mask": "()"}}}"#, "has no slot"),
        (#"{"configure": {"limit": {"max": 0}}}"#, "from 1"),
        (#"{"configure": {"colour": "red"}}"#, "unknown key \"colour\""),
        (#"{"configure": {"format": {"number": {"style": "currency"}}}}"#, "ISO 4217"),
        (#"{"configure": {"kind": "poem"}}"#, "must be one of"),
        (#"{"configure": {}, "event": "focus"}"#, "exactly one"),
    ])
    func badLinesGetSpecificErrors(line: String, fragment: String) {
        var script = Script()
        let out = script.send(line)
        let message = out["error"]?.string ?? ""
        #expect(message.contains(fragment), "\(message)")
        #expect(out.keys == ["error"])
    }

    @Test func badEventsAfterConfigure() {
        var script = Script()
        _ = script.send(#"{"configure": {}}"#)
        for (line, fragment) in [
            (#"{"event": "fly"}"#, "unknown event"),
            (#"{"event": "select", "from": "a", "to": 1}"#, "whole number"),
            (#"{"event": "select", "from": -1, "to": 1}"#, "whole number"),
            (#"{"event": "type"}"#, "needs \"text\""),
            (#"{"event": 3}"#, "must be a string"),
            (#"{"event": "toggleVisibility"}"#, "secure"),
        ] {
            let message = script.send(line)["error"]?.string ?? ""
            #expect(message.contains(fragment), "\(line): \(message)")
        }
        // The session carries on after errors.
        let out = script.send(#"{"event": "type", "text": "ok"}"#)
        #expect(out["text"]?.string == "ok")
    }

    @Test func invalidUTF8IsReported() {
        var session = DriverSession()
        let output = session.handle(line: Data([0x7B, 0xFF, 0xFE, 0x7D]))
        #expect(output.contains("not valid UTF-8"))
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() {
        var script = Script()
        _ = script.send(#"{"configure": {}}"#)
        let out = script.send(#"{"event": "paste", "text": "a\ud800b\udc00c\ud83d\ude00\\ud800"}"#)
        #expect(out["text"]?.string == "a\u{FFFD}b\u{FFFD}c😀\\ud800")
    }

    @Test func outputEscapesControlAndSeparatorCharacters() {
        let value = JSONValue.string("a\"b\\c\n\u{1}\u{2028}")
        #expect(value.serialized == #""a\"b\\c\n\u0001\u2028""#)
    }
}

@Suite struct DriverProcessTests {
    /// The built driver next to the test bundle.
    static var driverURL: URL? {
        var url = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = url.appendingPathComponent("textinput-driver")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            url = url.deletingLastPathComponent()
        }
        return nil
    }

    func run(_ input: Data) throws -> [String] {
        let driver = try #require(Self.driverURL, "build textinput-driver first (swift build)")
        let process = Process()
        process.executableURL = driver
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func oneObjectPerLineWhateverTheBytes() throws {
        var input = Data()
        input.append(Data(###"{"configure": {"format": {"mask": "##-##"}}}"###.utf8 + [0x0A]))
        input.append(Data([0xC3, 0x28, 0x0A]))               // invalid UTF-8
        input.append(Data([0x00, 0x01, 0x02, 0x0A]))         // NUL and controls
        input.append(Data(#"{"event": "type", "text": "12\u0000\ud800\u202e34"}"#.utf8 + [0x0A]))
        input.append(Data("\r\n".utf8))
        input.append(Data(String(repeating: "[", count: 100_000).utf8 + [0x0A]))
        input.append(Data(#"{"event": "backspace"}"#.utf8))  // no final newline
        let lines = try run(input)
        #expect(lines.count == 7)
        for line in lines {
            #expect((try? JSONValue.parse(Data(line.utf8))) != nil, "\(line.prefix(200))")
        }
        #expect(lines[3].contains(#""text":"12-34""#))
        #expect(lines[6].contains(#""text":"12-3""#))
    }

    @Test func tenMebibytePasteIntoLimitedAndUnlimitedFields() throws {
        let big = String(repeating: "abcdefghij", count: 1 << 20)
        var input = Data()
        input.append(Data(#"{"configure": {"limit": {"max": 5, "policy": "stop"}}}"#.utf8 + [0x0A]))
        input.append(Data((#"{"event": "paste", "text": ""# + big + #""}"#).utf8 + [0x0A]))
        input.append(Data(#"{"configure": {"kind": "note"}}"#.utf8 + [0x0A]))
        input.append(Data((#"{"event": "paste", "text": ""# + big + #""}"#).utf8 + [0x0A]))
        input.append(Data(#"{"event": "type", "text": "!"}"#.utf8 + [0x0A]))
        let lines = try run(input)
        #expect(lines.count == 5)
        #expect(lines[1].contains(#""text":"abcde","value":"abcde""#))
        #expect(lines[4].contains(#""count":10485761"#))
    }
}
