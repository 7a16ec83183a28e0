import Foundation
import TextInputCore
import TextInputDriver

/// Why a browser message was not understood.
struct IntentError: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// One message from the browser: a sequence number and an action, usually on
/// one field. See docs/web.md for the message shapes.
struct WebIntent: Sendable, Equatable {
    /// What the browser asks for.
    enum Action: Sendable, Equatable {
        case insert(String)
        case paste(String)
        case replace(from: Int, to: Int, text: String)
        case delete(backward: Bool, word: Bool)
        case select(anchor: Int, focus: Int)
        case selectAll
        case move(CaretMovement, extend: Bool)
        case undo
        case redo
        case compose(String)
        case commit(String)
        case cancelComposition
        case focus
        case blur
        case tap(FieldAccessory)
        case enter
        case choose(String)
        /// Up or Down while a list is open: the core moves its highlight.
        case line(VerticalDirection)
        /// Escape: the core closes an open list.
        case escape
        /// An image (PNG or JPEG bytes) to decode for the field; answered by ``WebSession/finishScan(_:outcome:)``.
        case scanImage([UInt8])
        /// The code the user picked when an image held several; goes in as ``FieldEvent/scanned(_:)``.
        case scanned(String)
        case submit

        /// Whether the action is an image to decode.
        var isScanImage: Bool {
            if case .scanImage = self { return true }
            return false
        }

    }

    /// The message's sequence number (strictly increasing per session).
    var sequence: Int
    /// The field's index in the form, for field actions.
    var field: Int?
    /// The action.
    var action: Action

    static let fieldActions: Set<String> = ["insert", "paste", "replace", "delete", "select", "selectAll", "move", "undo",
                                            "redo", "compose", "commit", "cancelCompose", "focus", "blur", "tap", "enter", "choose",
                                            "scan", "scanned", "line", "escape"]

    /// An intent built in code (the server's own follow-ups, tests).
    init(sequence: Int, field: Int?, action: Action) {
        self.sequence = sequence
        self.field = field
        self.action = action
    }

    /// Parses a message; `fieldCount` bounds field indices.
    init(parsing text: String, fieldCount: Int) throws(IntentError) {
        let data = Data(text.utf8)
        let value: JSONValue
        if let parsed = try? JSONValue.parse(data) {
            value = parsed
        } else if let repaired = DriverSession.replacingLoneSurrogates(in: data), let parsed = try? JSONValue.parse(repaired) {
            value = parsed
        } else {
            throw IntentError("The message is not JSON; send one object such as {\"s\":1,\"t\":\"insert\",\"f\":0,\"text\":\"a\"}.")
        }
        guard case .object = value else { throw IntentError("The message must be a JSON object.") }
        guard case let .number(number)? = value["s"], let sequence = Int(exactly: number), sequence > 0 else {
            throw IntentError("\"s\" must be a positive whole number (the message's sequence number).")
        }
        guard case let .string(type)? = value["t"] else {
            throw IntentError("\"t\" must name the action, such as \"insert\".")
        }
        self.sequence = sequence

        func string(_ key: String) throws(IntentError) -> String {
            guard case let .string(text)? = value[key] else { throw IntentError("\"\(type)\" needs \"\(key)\" (a string).") }
            return text
        }
        func int(_ key: String) throws(IntentError) -> Int {
            guard case let .number(number)? = value[key], let integer = Int(exactly: number), (0...Int(Int32.max)).contains(integer) else {
                throw IntentError("\"\(type)\" needs \"\(key)\" (a whole number from 0).")
            }
            return integer
        }
        func bool(_ key: String) -> Bool {
            if case let .bool(flag)? = value[key] { return flag }
            return false
        }

        if Self.fieldActions.contains(type) {
            let index = try int("f")
            guard index < fieldCount else { throw IntentError("\"f\" is \(index); this page has fields 0 to \(fieldCount - 1).") }
            field = index
        } else {
            field = nil
        }
        switch type {
        case "insert": action = .insert(try string("text"))
        case "paste": action = .paste(try string("text"))
        case "replace": action = .replace(from: try int("from"), to: try int("to"), text: try string("text"))
        case "delete": action = .delete(backward: bool("back"), word: bool("word"))
        case "select": action = .select(anchor: try int("from"), focus: try int("to"))
        case "selectAll": action = .selectAll
        case "move":
            let extend = bool("extend")
            switch try string("to") {
            case "left": action = .move(.backward(.character), extend: extend)
            case "right": action = .move(.forward(.character), extend: extend)
            case "wordLeft": action = .move(.backward(.word), extend: extend)
            case "wordRight": action = .move(.forward(.word), extend: extend)
            case "start": action = .move(.start, extend: extend)
            case "end": action = .move(.end, extend: extend)
            default: throw IntentError("\"move\" needs \"to\": left, right, wordLeft, wordRight, start or end.")
            }
        case "undo": action = .undo
        case "redo": action = .redo
        case "compose": action = .compose(try string("text"))
        case "commit": action = .commit(try string("text"))
        case "cancelCompose": action = .cancelComposition
        case "focus": action = .focus
        case "blur": action = .blur
        case "tap":
            guard let accessory = FieldAccessory(rawValue: try string("acc")) else {
                throw IntentError("\"tap\" needs \"acc\": clear, error, visibility, scan or action.")
            }
            action = .tap(accessory)
        case "enter": action = .enter
        case "choose": action = .choose(try string("text"))
        case "line":
            guard let direction = VerticalDirection(rawValue: try string("dir")) else {
                throw IntentError("\"line\" needs \"dir\": up or down.")
            }
            action = .line(direction)
        case "escape": action = .escape
        case "scan":
            guard let bytes = Data(base64Encoded: try string("img")), !bytes.isEmpty else {
                throw IntentError("\"scan\" needs \"img\": the image's bytes in base64.")
            }
            action = .scanImage([UInt8](bytes))
        case "scanned": action = .scanned(try string("text"))
        case "submit": action = .submit
        default:
            throw IntentError("Unknown action \"\(type.prefix(40))\".")
        }
    }

    /// The form events that carry out the intent.
    var formEvents: [InputForm.Event] {
        guard let index = field else { return action == .submit ? [.submit] : [] }
        func edit(_ intent: EditIntent) -> InputForm.Event { .field(index, .edit(intent)) }
        switch action {
        case let .insert(text): return text.isEmpty ? [] : [edit(.insert(text))]
        case let .paste(text): return [edit(.paste(text))]
        case let .replace(from, to, text): return [edit(.select(anchor: from, focus: to)), edit(.paste(text))]
        case let .delete(backward, word):
            let granularity: EditGranularity = word ? .word : .character
            return [edit(backward ? .deleteBackward(granularity) : .deleteForward(granularity))]
        case let .select(anchor, focus): return [edit(.select(anchor: anchor, focus: focus))]
        case .selectAll: return [edit(.selectAll)]
        case let .move(movement, extend): return [edit(.move(movement, extend: extend))]
        case .undo: return [edit(.undo)]
        case .redo: return [edit(.redo)]
        case let .compose(text): return [edit(.setComposition(text))]
        case let .commit(text): return [edit(.commitComposition(text))]
        case .cancelComposition: return [edit(.cancelComposition)]
        case .focus: return [.focus(index)]
        case .blur: return [.field(index, .blur)]
        case let .tap(accessory): return [.field(index, .tap(accessory))]
        case .enter: return [.field(index, .returnKey)]
        case let .choose(text): return [.field(index, .choose(text))]
        case let .line(direction): return [.field(index, .moveLine(direction))]
        case .escape: return [.field(index, .escape)]
        case .scanImage:
            // Reached only for a field that cannot take codes (the session
            // decodes images for editable fields): the core refuses it.
            return [.field(index, .scanFound([]))]
        case let .scanned(text): return [.field(index, .scanned(text))]
        case .submit: return [.submit]
        }
    }

    /// The sequence number of a message that could not be parsed whole, if it has one.
    static func sequenceNumber(in text: String) -> Int? {
        guard let value = try? JSONValue.parse(Data(text.utf8)), case let .number(number)? = value["s"] else { return nil }
        return Int(exactly: number)
    }
}
