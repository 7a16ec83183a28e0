import Foundation
import TextInputCore

/// Why a browser message was not understood.
struct IntentError: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// One message from the browser: the core's event vocabulary (docs/driver.md,
/// `{"event": "type", "field": 0, "text": "a"}`) plus a sequence number `s`,
/// or an image to scan for a field (`{"s": 7, "scanImage": "<base64>",
/// "field": 2}`), which is transport and not an edit.
struct WebIntent: Sendable, Equatable {
    /// What the browser asks for.
    enum Action: Sendable, Equatable {
        /// Events of the vocabulary, for the core.
        case events(name: String, [InputForm.Event])
        /// An image (PNG or JPEG bytes) to decode for the field; answered by ``WebSession/finishScan(_:outcome:)``.
        case scanImage([UInt8])
    }

    /// The message's sequence number (strictly increasing per session).
    var sequence: Int
    /// The field's index in the form, for field events.
    var field: Int?
    /// The action.
    var action: Action

    /// An intent built in code (the server's own follow-ups, tests).
    init(sequence: Int, field: Int?, action: Action) {
        self.sequence = sequence
        self.field = field
        self.action = action
    }

    /// Parses a message for `form`.
    init(parsing text: String, form: InputForm) throws(IntentError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw IntentError("The message is not JSON; send one object such as {\"s\":1,\"event\":\"type\",\"field\":0,\"text\":\"a\"}.")
        }
        guard case .object = value else { throw IntentError("The message must be a JSON object.") }
        guard case let .number(number)? = value["s"], let sequence = Int(exactly: number), sequence > 0 else {
            throw IntentError("\"s\" must be a positive whole number (the message's sequence number).")
        }
        self.sequence = sequence
        if let image = value["scanImage"] {
            guard case let .string(base64) = image, let bytes = Data(base64Encoded: base64), !bytes.isEmpty else {
                throw IntentError("\"scanImage\" must be the image's bytes in base64.")
            }
            guard case let .number(index)? = value["field"], let field = Int(exactly: index), form.fields.indices.contains(field) else {
                throw IntentError("\"scanImage\" needs \"field\": the index of the field to scan for.")
            }
            for key in value.keys where !["s", "scanImage", "field"].contains(key) {
                throw IntentError("Unknown key \"\(key.prefix(40))\" in a scan message.")
            }
            self.field = field
            action = .scanImage([UInt8](bytes))
            return
        }
        guard case let .string(name)? = value["event"] else {
            throw IntentError("\"event\" must name the event, such as \"type\".")
        }
        do throws(MessageError) {
            let parsed = try MessageSession.formEvents(for: value, in: form, extraKeys: ["s"])
            field = parsed.field
            action = .events(name: name, parsed.events)
        } catch {
            throw IntentError(error.message)
        }
    }

    /// The form events that carry out the intent.
    var formEvents: [InputForm.Event] {
        switch action {
        case let .events(_, events): return events
        case .scanImage:
            // Reached only for a field that cannot take codes (the session
            // decodes images for editable fields): the core refuses it.
            return field.map { [.field($0, .scanFound([]))] } ?? []
        }
    }

    /// The event's name, such as "focus" ("scanImage" for an image).
    var name: String {
        switch action {
        case let .events(name, _): return name
        case .scanImage: return "scanImage"
        }
    }

    /// The sequence number of a message that could not be parsed whole, if it has one.
    static func sequenceNumber(in text: String) -> Int? {
        guard let value = try? JSONValue.parse(text), case let .number(number)? = value["s"] else { return nil }
        return Int(exactly: number)
    }
}
