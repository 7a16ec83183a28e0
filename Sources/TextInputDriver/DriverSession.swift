import Foundation
import TextInputCore

/// One `textinput-driver` session: JSON Lines in, exactly one JSON object
/// out per line. See docs/driver.md for the protocol.
///
/// ```swift
/// var session = DriverSession()
/// session.handle(line: Data(#"{"configure": {"format": {"mask": "###"}}}"#.utf8))
/// session.handle(line: Data(#"{"event": "type", "text": "12"}"#.utf8))
/// // {"text":"12","value":"12","selection":[2,2],...}
/// ```
public struct DriverSession: Sendable {
    /// The longest line accepted (bytes).
    public static let maximumLineLength = 64 << 20

    /// The configured field, if any.
    var field: DriverField?

    /// Creates a session with no field.
    public init() {}

    /// Handles one line (without its newline) and returns one line of JSON.
    public mutating func handle(line: Data) -> String {
        do {
            return try respond(to: line).serialized
        } catch {
            return JSONValue.object([("error", .string(error.message))]).serialized
        }
    }

    mutating func respond(to line: Data) throws(DriverError) -> JSONValue {
        guard line.count <= Self.maximumLineLength else {
            throw DriverError("line is \(line.count) bytes; the limit is \(Self.maximumLineLength) bytes")
        }
        guard String(validating: line, as: UTF8.self) != nil else {
            throw DriverError("line is not valid UTF-8; send UTF-8 encoded JSON")
        }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            throw DriverError("empty line; send one JSON object per line, such as {\"event\": \"focus\"}")
        }
        let message: JSONValue
        do {
            message = try JSONValue.parse(line)
        } catch {
            // A lone UTF-16 surrogate escape (\ud800) cannot be a Swift
            // string; like a browser's USVString, it becomes U+FFFD.
            guard let repaired = Self.replacingLoneSurrogates(in: line),
                  let value = try? JSONValue.parse(repaired) else {
                throw DriverError("line is not valid JSON; send one JSON object per line, such as {\"event\": \"type\", \"text\": \"a\"}")
            }
            message = value
        }
        guard case .object = message else {
            throw DriverError("expected a JSON object, got \(message.typeName)")
        }
        let commands = ["configure", "event"]
        let present = message.keys.filter { commands.contains($0) }
        guard present.count == 1, let command = present.first else {
            throw DriverError("expected exactly one of \"configure\" or \"event\" (got keys: \(message.keys.map { "\"\($0.prefix(40))\"" }.joined(separator: ", ")))")
        }
        switch command {
        case "configure":
            let members = try Members(message["configure"] ?? .null, path: "configure")
            field = try DriverField(configuration: members)
            return field!.snapshot()
        default:
            let event = try Members(message, path: "event")
            guard field != nil else {
                throw DriverError("no field yet; send {\"configure\": {...}} first")
            }
            return try field!.handle(event: event)
        }
    }
}

extension DriverSession {
    /// The line with every unpaired `\uD800`–`\uDFFF` escape replaced by
    /// `\uFFFD`, or nil when it has none.
    static func replacingLoneSurrogates(in line: Data) -> Data? {
        let bytes = [UInt8](line)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var changed = false
        var index = 0
        func hexValue(at position: Int) -> Int? {
            guard position + 6 <= bytes.count, bytes[position] == 0x5C, bytes[position + 1] == 0x75 else { return nil }
            var value = 0
            for byte in bytes[(position + 2)..<(position + 6)] {
                guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            return value
        }
        while index < bytes.count {
            if bytes[index] == 0x5C, index + 1 < bytes.count {
                if let unit = hexValue(at: index) {
                    if (0xD800...0xDBFF).contains(unit), let next = hexValue(at: index + 6), (0xDC00...0xDFFF).contains(next) {
                        output.append(contentsOf: bytes[index..<(index + 12)])
                        index += 12
                    } else if (0xD800...0xDFFF).contains(unit) {
                        output.append(contentsOf: Array("\\ufffd".utf8))
                        changed = true
                        index += 6
                    } else {
                        output.append(contentsOf: bytes[index..<(index + 6)])
                        index += 6
                    }
                } else {
                    // Any other escape: copy it whole so "\\ud800" stays text.
                    output.append(contentsOf: bytes[index...(index + 1)])
                    index += 2
                }
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return changed ? Data(output) : nil
    }
}

/// A configured field and what the driver reports about it.
struct DriverField: Sendable {
    var editor: FieldEditor
    var kind: String
    var width: Int
    var focused = false
    var lastOutcome = EditOutcome()

    static let configureKeys = ["kind", "value", "format", "prefix", "suffix", "limit", "locale", "secure", "width"]

    init(configuration members: Members) throws(DriverError) {
        try members.allowOnly(Self.configureKeys)
        kind = try members.choice("kind", ["simple", "title", "note"]) ?? "simple"
        width = try members.int("width", in: 1...10_000) ?? 40
        var configuration = EditorConfiguration()
        configuration.isMultiline = kind == "note"
        if let format = try members.object("format") {
            configuration.format = try parseFormat(format)
        }
        configuration.prefix = try members.string("prefix") ?? ""
        configuration.suffix = try members.string("suffix") ?? ""
        if let limit = try members.object("limit") {
            try limit.allowOnly(["max", "policy"])
            let max = try limit.requiredInt("max", in: 1...Int(Int32.max))
            let policy = try limit.choice("policy", ["allowOver", "stop"]) ?? "allowOver"
            configuration.limit = CharacterLimit(max: max, policy: policy == "stop" ? .stop : .allowOver)
        }
        if let locale = try members.string("locale") {
            guard Self.isPlausibleLocale(locale) else {
                throw DriverError("\"configure.locale\" must be a locale identifier such as \"de_DE\" or \"en-US\", not \"\(locale.prefix(40))\"")
            }
            configuration.localeIdentifier = locale
        }
        configuration.isSecure = try members.bool("secure") ?? false
        let value = try members.string("value") ?? ""
        do {
            editor = try FieldEditor(configuration: configuration, value: value)
        } catch {
            throw DriverError(error.description)
        }
    }

    /// Letters, digits, "_", "-" and "@" (for keywords), 2 to 64 characters.
    static func isPlausibleLocale(_ identifier: String) -> Bool {
        (2...64).contains(identifier.count) && identifier.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "_-@=;".unicodeScalars.contains($0)
        }
    }

    static let events = ["focus", "blur", "type", "paste", "backspace", "delete", "select", "selectAll", "move",
                         "clear", "undo", "redo", "compose", "submit", "toggleVisibility"]

    mutating func handle(event members: Members) throws(DriverError) -> JSONValue {
        guard let name = try members.string("event") else {
            throw DriverError("\"event\" must be a string such as \"type\"")
        }
        var outcome = EditOutcome()
        switch name {
        case "focus":
            try members.allowOnly(["event"])
            focused = true
        case "blur":
            try members.allowOnly(["event"])
            focused = false
            outcome = editor.apply(.commit)
        case "type":
            try members.allowOnly(["event", "text"])
            let text = try members.requiredString("text")
            for character in text {
                let step = editor.apply(.insert(String(character)))
                outcome = merge(outcome, step)
            }
        case "paste":
            try members.allowOnly(["event", "text"])
            outcome = editor.apply(.paste(try members.requiredString("text")))
        case "backspace", "delete":
            try members.allowOnly(["event", "word"])
            let granularity: EditGranularity = try members.bool("word") == true ? .word : .character
            outcome = editor.apply(name == "backspace" ? .deleteBackward(granularity) : .deleteForward(granularity))
        case "select":
            try members.allowOnly(["event", "from", "to"])
            let limit = Int(Int32.max)
            let from = try members.requiredInt("from", in: 0...limit)
            let to = try members.requiredInt("to", in: 0...limit)
            outcome = editor.apply(.select(anchor: from, focus: to))
        case "selectAll":
            try members.allowOnly(["event"])
            outcome = editor.apply(.selectAll)
        case "move":
            try members.allowOnly(["event", "to", "extend"])
            let targets = ["left", "right", "wordLeft", "wordRight", "start", "end"]
            let target = try members.choice("to", targets)
            let movement: CaretMovement
            switch target {
            case "left": movement = .backward(.character)
            case "right": movement = .forward(.character)
            case "wordLeft": movement = .backward(.word)
            case "wordRight": movement = .forward(.word)
            case "start": movement = .start
            case "end": movement = .end
            default: throw DriverError("\"move\" needs \"to\": one of \(targets.joined(separator: ", "))")
            }
            outcome = editor.apply(.move(movement, extend: try members.bool("extend") ?? false))
        case "clear":
            try members.allowOnly(["event"])
            outcome = editor.apply(.clear)
        case "undo", "redo":
            try members.allowOnly(["event"])
            outcome = editor.apply(name == "undo" ? .undo : .redo)
        case "compose":
            try members.allowOnly(["event", "text", "commit"])
            let text = try members.requiredString("text")
            if try members.bool("commit") ?? false {
                outcome = editor.apply(.commitComposition(text))
            } else {
                outcome = editor.apply(.setComposition(text))
            }
        case "submit":
            try members.allowOnly(["event"])
            outcome = editor.apply(.commit)
            if editor.configuration.isSecure { editor.apply(.setTextHidden(true)) }
        case "toggleVisibility":
            try members.allowOnly(["event"])
            guard editor.configuration.isSecure else {
                throw DriverError("\"toggleVisibility\" applies to secure fields; configure with \"secure\": true")
            }
            outcome = editor.apply(.setTextHidden(!editor.isTextHidden))
        default:
            throw DriverError("unknown event \"\(name.prefix(40))\"; known events: \(Self.events.joined(separator: ", "))")
        }
        lastOutcome = outcome
        return snapshot()
    }

    /// Combines the outcomes of several keystrokes of one line.
    func merge(_ a: EditOutcome, _ b: EditOutcome) -> EditOutcome {
        EditOutcome(textChanged: a.textChanged || b.textChanged,
                    selectionChanged: a.selectionChanged || b.selectionChanged,
                    rejection: a.rejection ?? b.rejection,
                    rejectedCount: a.rejectedCount + b.rejectedCount)
    }

    /// The state after a line.
    func snapshot() -> JSONValue {
        let selection = editor.selection
        var pairs: [(String, JSONValue)] = [
            ("text", .string(editor.text)),
            ("value", .string(editor.value)),
            ("selection", .array([.int(selection.lowerBound), .int(selection.upperBound)])),
            ("editable", .array([.int(editor.editableRange.lowerBound), .int(editor.editableRange.upperBound)])),
            ("marked", editor.markedRange.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null),
            ("count", .int(editor.characterCount)),
        ]
        if let limit = editor.configuration.limit {
            pairs.append(("limit", .object([
                ("max", .int(limit.max)),
                ("policy", .string(limit.policy.rawValue)),
                ("status", .string(editor.limitStatus.rawValue)),
            ])))
        } else {
            pairs.append(("limit", .null))
        }
        pairs.append(("hidden", .bool(editor.isTextHidden)))
        pairs.append(("focused", .bool(focused)))
        pairs.append(("canUndo", .bool(editor.canUndo)))
        pairs.append(("canRedo", .bool(editor.canRedo)))
        if let rejection = lastOutcome.rejection {
            pairs.append(("rejected", .object([
                ("reason", .string(Self.reasonName(rejection))),
                ("message", .string(rejection.message)),
                ("count", .int(lastOutcome.rejectedCount)),
            ])))
        } else {
            pairs.append(("rejected", .null))
        }
        return .object(pairs)
    }

    /// A stable name for a rejection reason.
    static func reasonName(_ rejection: EditRejection) -> String {
        switch rejection {
        case .invalidCharacter: return "invalidCharacter"
        case .formatFull: return "formatFull"
        case .limitReached: return "limitReached"
        case .tooManyFractionDigits: return "tooManyFractionDigits"
        case .tooManyIntegerDigits: return "tooManyIntegerDigits"
        case .negativeNotAllowed: return "negativeNotAllowed"
        case .noFractionAllowed: return "noFractionAllowed"
        case .notEditable: return "notEditable"
        }
    }
}
