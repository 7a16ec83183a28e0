extension MessageSession {
    /// The message of a form event: the inverse of
    /// ``formEvents(for:in:extraKeys:)``, its keys written from the same table
    /// the parser reads (`{"event": "setError", "message": "Taken.", "field":
    /// 2}`). What a server writes into a page's spec (``InputForm/Event``
    /// values prepared on the server, replayed by the page's core) and what
    /// a client of the driver may send.
    ///
    /// Typing is one event per Character on the way in: an insert of several
    /// characters is written as one `type` message, which the parser reads
    /// as one insert per Character (``canonical(_:)`` splits it the same way
    /// before a form applies it, so both sides apply the same events).
    ///
    /// - Throws: ``MessageError`` for an event the vocabulary has no message
    ///   for (such as ``EditIntent/replaceAll(_:)``, which a view's binding
    ///   sends as ``FieldEvent/setText(_:)``), naming what to send instead.
    public static func message(for event: InputForm.Event) throws(MessageError) -> JSONValue {
        switch event {
        case .next: return .object([("event", .string("next"))])
        case .previous: return .object([("event", .string("previous"))])
        case .submit: return .object([("event", .string("submit"))])
        case let .post(texts):
            return .object([("event", .string("post")), ("values", .object(texts.map { ($0.id, .string($0.text)) }))])
        case let .focus(index):
            return try message(for: .field(index, .focus))
        case let .field(index, fieldEvent):
            let (name, values) = try members(of: fieldEvent)
            var pairs: [(String, JSONValue)] = [("event", .string(name.name))]
            for (key, value) in zip(name.keys, values) {
                if let value { pairs.append((key, value)) }
            }
            pairs.append(("field", .int(index)))
            return .object(pairs)
        }
    }

    /// The events as a form applies them from messages, the same events the
    /// parser reads back from ``message(for:)``: an insert of several
    /// characters becomes one insert per Character (a `type` message),
    /// ``InputForm/Event/focus(_:)`` the field's own focus event, an empty
    /// app message none, and a recognised line's confidence the number its
    /// JSON text reads back as. A form built on the server and the same form
    /// built in the page from its spec's messages apply the same events.
    public static func canonical(_ events: [InputForm.Event]) -> [InputForm.Event] {
        var result: [InputForm.Event] = []
        for event in events {
            switch event {
            case let .field(index, .edit(.insert(text))) where text.count != 1:
                result += text.map { .field(index, .edit(.insert(String($0)))) }
            case let .focus(index):
                result.append(.field(index, .focus))
            case let .field(index, .setMessage(message, _)) where message?.isEmpty ?? true:
                // No message takes the app's away, whatever severity came with it.
                result.append(.field(index, .setMessage(nil, severity: .error)))
            case let .field(index, .textRecognized(lines)):
                result.append(.field(index, .textRecognized(lines.map { line in
                    var written = line
                    if case let .number(read)? = try? JSONValue.parse(JSONValue.number(line.confidence).serialized) {
                        written.confidence = read
                    }
                    return written
                })))
            default:
                result.append(event)
            }
        }
        return result
    }

    /// A field event's row of ``FieldEventName/table`` and the value of each
    /// of its keys, in the table's order (nil: the key is left out).
    private static func members(of event: FieldEvent) throws(MessageError) -> (FieldEventName, [JSONValue?]) {
        switch event {
        case .focus: return (.focus, [])
        case .blur: return (.blur, [])
        case .focusWillLeave:
            throw MessageError("\"focusWillLeave\" has no message: it is part of \"blur\"; send blur")
        case let .edit(intent): return try members(of: intent)
        case let .tap(accessory): return (.tap, [.string(accessory.rawValue)])
        case let .moveLine(direction, extend): return (.moveLine, [.string(direction.rawValue), extend ? .bool(true) : nil])
        case .returnKey: return (.enter, [])
        case .escape: return (.escape, [])
        case let .scanned(text): return (.scan, [.string(text), nil, nil])
        case let .scanFound(texts): return (.scan, [nil, .array(texts.map { .string($0) }), nil])
        case let .textRecognized(lines):
            let objects = lines.map { JSONValue.object([("text", .string($0.text)), ("confidence", .number($0.confidence))]) }
            return (.scan, [nil, nil, .array(objects)])
        case let .chooseScanned(index): return (.chooseScanned, [.int(try natural(index, "chooseScanned's index"))])
        case let .choose(text): return (.choose, [.string(text), nil])
        case let .chooseID(id): return (.choose, [nil, .string(id)])
        case .submit: return (.submit, [])
        case let .setText(text): return (.setText, [.string(text)])
        case let .adopt(text, selection):
            guard let selection else { return (.adopt, [.string(text), nil, nil]) }
            return (.adopt, [.string(text), .int(try natural(selection.lowerBound, "adopt's selection")),
                             .int(try natural(selection.upperBound, "adopt's selection"))])
        case let .leftOut(count, fit):
            guard count >= 1 else {
                throw MessageError("\"leftOut\" needs a count of 1 or more characters left out, not \(count); send nothing instead")
            }
            var fitValue: JSONValue?
            if let fit { fitValue = .int(try natural(fit, "leftOut's fit")) }
            return (.leftOut, [.int(count), fitValue])
        case let .setMessage(message, severity):
            let text = message.flatMap { $0.isEmpty ? nil : JSONValue.string($0) }
            // An error (or taking the message away) keeps its first name, which every reader of version 1 knows.
            guard text != nil, severity != .error else { return (.setError, [text]) }
            return (.setMessage, [text, .string(severity.rawValue)])
        case let .setChoices(choices):
            return (.setChoices, [.array(choices.map(json))])
        case let .step(count):
            guard (-1_000_000...1_000_000).contains(count) else {
                throw MessageError("step's count is \(count); a message carries -1000000 to 1000000 steps (send \"to\": \"min\" or \"max\" for a bound)")
            }
            return (.step, [.int(count), nil])
        case let .stepToLimit(direction):
            return (.step, [nil, .string(direction == .up ? "max" : "min")])
        }
    }

    /// `value` when the parser reads it back (0 up to Int32.max), else an error that names `what`.
    private static func natural(_ value: Int, _ what: String) throws(MessageError) -> Int {
        guard (0...Int(Int32.max)).contains(value) else {
            throw MessageError("\(what) is \(value); a message carries 0 to \(Int32.max)")
        }
        return value
    }

    /// An edit's row and keys.
    private static func members(of intent: EditIntent) throws(MessageError) -> (FieldEventName, [JSONValue?]) {
        func granularity(_ granularity: EditGranularity) -> [JSONValue?] {
            [granularity == .word ? .bool(true) : nil, granularity == .line ? .bool(true) : nil]
        }
        switch intent {
        case let .insert(text): return (.type, [.string(text)])
        case let .paste(text): return (.paste, [.string(text)])
        case let .deleteBackward(unit): return (.backspace, granularity(unit))
        case let .deleteForward(unit): return (.delete, granularity(unit))
        case let .select(anchor, focus):
            return (.select, [.int(try natural(anchor, "select's anchor")), .int(try natural(focus, "select's focus"))])
        case .selectAll: return (.selectAll, [])
        case let .move(movement, extend):
            // Without "visual", left and right are backward and forward in the text.
            let target: String
            var visual = false
            switch movement {
            case .backward(.character): target = "left"
            case .forward(.character): target = "right"
            case .backward(.word): target = "wordLeft"
            case .forward(.word): target = "wordRight"
            case .left(.character): target = "left"; visual = true
            case .right(.character): target = "right"; visual = true
            case .left(.word): target = "wordLeft"; visual = true
            case .right(.word): target = "wordRight"; visual = true
            case .start: target = "start"
            case .end: target = "end"
            case .backward(.line), .forward(.line), .left(.line), .right(.line):
                throw MessageError("a move by line has no message; send {\"event\": \"moveLine\", \"direction\": \"up\"} or \"down\"")
            }
            return (.move, [.string(target), extend ? .bool(true) : nil, visual ? .bool(true) : nil])
        case .clear: return (.clear, [])
        case .undo: return (.undo, [])
        case .redo: return (.redo, [])
        case let .setComposition(text): return (.compose, [.string(text), nil])
        case let .commitComposition(text?): return (.compose, [.string(text), .bool(true)])
        case .commitComposition(nil), .cancelComposition, .commit, .setTextHidden, .replaceAll:
            throw MessageError("replaceAll, commit, setTextHidden, cancelComposition and a commitComposition without text "
                + "have no message; a view sends its whole text as \"setText\", a composition as \"compose\" with \"text\" "
                + "(and \"commit\": true)")
        }
    }
}
