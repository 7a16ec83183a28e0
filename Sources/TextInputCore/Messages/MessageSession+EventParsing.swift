extension MessageSession {
    /// The form events an event message stands for: `{"event": "type",
    /// "field": 0, "text": "Jane"}` and every other event of docs/driver.md.
    /// Without `"field"` an event goes to the focused field; `next`,
    /// `previous` and `submit` without a field are the form's own. The web
    /// client's messages are these too, with `extraKeys` such as its
    /// sequence number.
    ///
    /// - Returns: the field the events go to (nil for the form's own), and
    ///   the events in order (typing is one event per Character).
    /// - Throws: ``MessageError`` naming the key that is wrong and what to send.
    public static func formEvents(for message: JSONValue, in form: InputForm,
                                  extraKeys: [String] = []) throws(MessageError) -> (field: Int?, events: [InputForm.Event]) {
        try formEvents(for: message, fieldCount: form.fields.count, focus: form.focusIndex, extraKeys: extraKeys) {
            form.fields[$0].configuration.isSecure
        }
    }

    /// The form events of a message for a form of `fieldCount` fields whose
    /// focus is on `focus`, before the form exists (a spec's preparation,
    /// `LiveFormSpec`): the same parsing as ``formEvents(for:in:extraKeys:)``,
    /// `isSecure` telling whether a field is a secure one.
    public static func formEvents(for message: JSONValue, fieldCount: Int, focus: Int?, extraKeys: [String] = [],
                           isSecure: (Int) -> Bool) throws(MessageError) -> (field: Int?, events: [InputForm.Event]) {
        let members = try Members(message, path: "event")
        guard let name = try members.string("event") else {
            throw MessageError("\"event\" must be a string such as \"type\"")
        }
        switch name {
        case "next", "previous":
            try members.allowOnly(["event"] + extraKeys)
            return (nil, [name == "next" ? .next : .previous])
        case "submit" where !members.has("field"):
            try members.allowOnly(["event"] + extraKeys)
            return (nil, [.submit])
        case "post":
            return (nil, [try postEvent(members, extraKeys: extraKeys)])
        default:
            let index: Int
            if let explicit = try members.int("field", in: 0...Int(Int32.max)) {
                guard explicit < fieldCount else {
                    throw MessageError("\"field\" \(explicit) is out of range; the form has fields 0 to \(fieldCount - 1)")
                }
                index = explicit
            } else if let focus {
                index = focus
            } else {
                throw MessageError("no field has focus; add \"field\": index (0 to \(fieldCount - 1)) or send {\"event\": \"focus\", \"field\": 0}")
            }
            if name == "toggleVisibility", !isSecure(index) {
                throw MessageError("\"toggleVisibility\" applies to secure fields; field \(index) is not secure")
            }
            let events = try fieldEvents(for: name, members, extraKeys: ["field"] + extraKeys)
            return (index, events.map { .field(index, $0) })
        }
    }

    /// `{"event": "post", "values": {"email": "jane@example.com", …}}`: a posted form, checked
    /// (``InputForm/Event/post(_:)``). Never inlined into the event switch: a page never sends it, and the split
    /// module leaves it to the part fetched once the forms are live.
    @inline(never)
    static func postEvent(_ members: Members, extraKeys: [String]) throws(MessageError) -> InputForm.Event {
        try members.allowOnly(["event", "values"] + extraKeys)
        guard case let .object(pairs)? = members.value["values"] else {
            throw MessageError("\"post\" needs \"values\": an object of field id to posted text, such as {\"email\": \"jane@example.com\"}")
        }
        var texts: [PostedText] = []
        for (id, value) in pairs {
            guard case let .string(text) = value else {
                throw MessageError("\"values.\(id.prefix(40))\" must be a string, the text the field posted")
            }
            texts.append(PostedText(id: id, text: text))
        }
        return .post(texts)
    }

    /// Translates a driver event into a field event list (typing is one per Character).
    static func fieldEvents(for name: String, _ members: Members, extraKeys: [String]) throws(MessageError) -> [FieldEvent] {
        // The event's row of the one table (FieldEventName.table) gives its keys: a switch over an enum and one key
        // check instead of a string comparison and a key list per case (the page's module pays for each; this was
        // its largest function).
        guard let event = FieldEventName(name: name) else {
            throw MessageError("unknown event \"\(name.prefix(40))\"; known events: \(FieldEventName.allNames.joined(separator: ", "))")
        }
        let keys = event.keys
        if extraKeys.isEmpty {
            try members.allowOnly(["event"], also: keys)
        } else {
            try members.allowOnly(["event"] + keys, also: extraKeys)
        }
        switch event {
        case .focus: return [.focus]
        case .blur: return [.blur]
        case .type:
            return try members.requiredString("text").map { .edit(.insert(String($0))) }
        case .paste:
            return [.edit(.paste(try members.requiredString("text")))]
        case .backspace, .delete:
            let word = try members.bool("word") == true
            let line = try members.bool("line") == true
            if word, line { throw MessageError("\"backspace\" and \"delete\" take \"word\" or \"line\", not both") }
            let granularity: EditGranularity = line ? .line : word ? .word : .character
            return [.edit(name == "backspace" ? .deleteBackward(granularity) : .deleteForward(granularity))]
        case .select:
            let limit = Int(Int32.max)
            return [.edit(.select(anchor: try members.requiredInt("from", in: 0...limit),
                                  focus: try members.requiredInt("to", in: 0...limit)))]
        case .selectAll: return [.edit(.selectAll)]
        case .move: return [.edit(try moveIntent(members))]
        case .clear: return [.edit(.clear)]
        case .undo: return [.edit(.undo)]
        case .redo: return [.edit(.redo)]
        case .compose:
            let text = try members.requiredString("text")
            return [.edit(try members.bool("commit") ?? false ? .commitComposition(text) : .setComposition(text))]
        case .submit: return [.submit]
        case .setText:
            return [.setText(try members.requiredString("text"))]
        case .adopt:
            let text = try members.requiredString("text")
            let limit = Int(Int32.max)
            var selection: Range<Int>?
            if members.has("from") || members.has("to") {
                let from = try members.requiredInt("from", in: 0...limit)
                let to = try members.requiredInt("to", in: 0...limit)
                selection = min(from, to)..<max(from, to)
            }
            return [.adopt(text, selection: selection)]
        case .leftOut:
            let limit = Int(Int32.max)
            let fit: Int? = members.has("fit") ? try members.requiredInt("fit", in: 0...limit) : nil
            return [.leftOut(count: try members.requiredInt("count", in: 1...limit), fit: fit)]
        case .setError, .setMessage:
            guard members.has("message") else { return [.setMessage(nil, severity: .error)] }
            let message = try members.requiredString("message")
            if message.isEmpty { throw MessageError("\"message\" must not be empty; leave it out to take the app's message away") }
            guard event == .setMessage else { return [.setError(message)] }
            return [.setMessage(message, severity: try severity(members))]
        case .setChoices: return [.setChoices(try choices(members))]
        case .toggleVisibility: return [.tap(.visibility)]
        case .scan: return [try scanEvent(members)]
        case .chooseScanned:
            return [.chooseScanned(try members.requiredInt("index", in: 0...Int(Int32.max)))]
        case .escape: return [.escape]
        case .moveLine:
            guard let direction = try members.choice("direction", ["up", "down"]).flatMap(VerticalDirection.init(rawValue:)) else {
                throw MessageError("\"moveLine\" needs \"direction\": \"up\" or \"down\"")
            }
            return [.moveLine(direction, extend: try members.bool("extend") ?? false)]
        case .enter: return [.returnKey]
        case .step: return [try stepEvent(members)]
        case .choose:
            if members.has("id") { return [try chooseByID(members)] }
            return [.choose(try members.requiredString("text"))]
        case .tap:
            guard let accessory = try members.choice("accessory", FieldAccessory.allCases.map { $0.rawValue }).flatMap(FieldAccessory.init(rawValue:)) else {
                throw MessageError("\"tap\" needs \"accessory\": one of \(FieldAccessory.allCases.map { $0.rawValue }.joined(separator: ", "))")
            }
            return [.tap(accessory)]
        }
    }

    /// `setMessage`'s `severity`. Apart from the event switch: a page's first
    /// keys never send one (an app's error is written as `setError`), so the
    /// page's module fetches this after them.
    @inline(never)
    static func severity(_ members: Members) throws(MessageError) -> MessageSeverity {
        let names = MessageSeverity.allCases.map { $0.rawValue }
        guard let severity = try members.choice("severity", names).flatMap(MessageSeverity.init(rawValue:)) else {
            throw MessageError("\"setMessage\" needs \"severity\": one of \(names.joined(separator: ", ")) (\"setError\" is the error's)")
        }
        return severity
    }

    /// `choose` with `id`: a choice picked by its key.
    @inline(never)
    static func chooseByID(_ members: Members) throws(MessageError) -> FieldEvent {
        guard !members.has("text") else { throw MessageError("\"choose\" takes \"text\" (a choice's text) or \"id\" (its key), not both") }
        return .chooseID(try members.requiredString("id"))
    }

    /// `step`: `by` a whole number of steps (1 or -1 for Up and Down and the
    /// buttons, 10 or -10 for Page Up and Page Down), or `to` `"min"` or
    /// `"max"` (Home and End).
    @inline(never)
    static func stepEvent(_ members: Members) throws(MessageError) -> FieldEvent {
        if let bound = try members.choice("to", ["min", "max"]) {
            guard !members.has("by") else { throw MessageError("\"step\" takes \"by\" (a number of steps) or \"to\" (\"min\" or \"max\"), not both") }
            return .stepToLimit(bound == "max" ? .up : .down)
        }
        guard members.has("by") else {
            throw MessageError("\"step\" needs \"by\": a whole number of steps such as 1 or -1 (10 or -10 for Page Up and Page Down), or \"to\": \"min\" or \"max\"")
        }
        return .step(try members.requiredInt("by", in: -1_000_000...1_000_000))
    }

    /// `move`: `to` one of left, right, wordLeft, wordRight, start, end; `extend`; `visual`.
    private static func moveIntent(_ members: Members) throws(MessageError) -> EditIntent {
        let targets = ["left", "right", "wordLeft", "wordRight", "start", "end"]
        // "visual": left and right are the arrows on screen (the core mirrors them in a right-to-left field);
        // without it they are backward and forward in the text.
        let visual = try members.bool("visual") ?? false
        var movement: CaretMovement
        switch try members.choice("to", targets) {
        case "left": movement = .left(.character)
        case "right": movement = .right(.character)
        case "wordLeft": movement = .left(.word)
        case "wordRight": movement = .right(.word)
        case "start": movement = .start
        case "end": movement = .end
        default: throw MessageError("\"move\" needs \"to\": one of \(targets.joined(separator: ", "))")
        }
        // In the text, left is backward: the arrows of a left-to-right field.
        if !visual { movement = movement.resolved(for: .ltr) }
        return .move(movement, extend: try members.bool("extend") ?? false)
    }

    /// `setChoices`: `choices`, each a string or `{"id", "text", "detail", "group"}`.
    private static func choices(_ members: Members) throws(MessageError) -> [Choice] {
        guard let list = try members.array("choices") else {
            throw MessageError("\"setChoices\" needs \"choices\": an array of strings or {\"id\", \"text\", \"detail\", \"group\"} objects ([] for none)")
        }
        return try parseChoices(list, path: "choices")
    }

    /// Choices, each a string or `{"id", "text", "detail", "group"}` (only
    /// `text` required; read without the Members machinery: the page's
    /// module pays for every byte of it).
    @inline(never)
    static func parseChoices(_ list: [JSONValue], path: String) throws(MessageError) -> [Choice] {
        var choices: [Choice] = []
        for item in list {
            if case let .string(plain) = item { choices.append(Choice(plain)) } else { choices.append(try parseChoice(item, path: path)) }
        }
        return choices
    }

    /// One choice written as an object (a list of strings never runs it).
    @inline(never)
    static func parseChoice(_ item: JSONValue, path: String) throws(MessageError) -> Choice {
        var read = Choice("")
        var valid = false
        if case let .object(pairs) = item {
            valid = true
            var hasText = false
            var id: String?
            var group: String?
            for (key, value) in pairs {
                var string: String?
                switch value {
                case let .string(text): string = text
                case .null: break
                default: valid = false
                }
                switch key {
                case "text":
                    if let string { read.text = string; hasText = true } else { valid = false }
                case "id": id = string
                case "detail": read.detail = string
                case "group": group = string
                default: valid = false
                }
            }
            valid = valid && hasText
            read.keys = ChoiceKeys.make(id: id, group: group)
        }
        guard valid else {
            throw MessageError("each of \"\(path)\" must be a string or {\"text\": string, \"id\", \"detail\", \"group\": strings, all but text optional}")
        }
        return read
    }

    /// A choice as messages write it: its text alone when it has nothing
    /// else, else an object of its members.
    static func json(_ choice: Choice) -> JSONValue {
        guard choice.id != nil || choice.detail != nil || choice.group != nil else { return .string(choice.text) }
        var pairs: [(String, JSONValue)] = []
        if let id = choice.id { pairs.append(("id", .string(id))) }
        pairs.append(("text", .string(choice.text)))
        if let detail = choice.detail { pairs.append(("detail", .string(detail))) }
        if let group = choice.group { pairs.append(("group", .string(group))) }
        return .object(pairs)
    }

    /// `scan`: `text` (one decoded code), `texts` (every code a scan found) or `lines` (what OCR recognised).
    private static func scanEvent(_ members: Members) throws(MessageError) -> FieldEvent {
        if members.has("lines") {
            guard !members.has("text"), !members.has("texts"), let list = try members.array("lines") else {
                throw MessageError("\"scan\" takes \"lines\" (what OCR recognised) alone, without \"text\" or \"texts\"")
            }
            var lines: [RecognizedLine] = []
            for (position, item) in list.enumerated() {
                let line = try Members(item, path: "lines[\(position)]")
                try line.allowOnly(["text", "confidence"])
                guard case let .number(confidence)? = line.value["confidence"], confidence >= 0, confidence <= 1 else {
                    throw MessageError("\"lines[\(position)].confidence\" must be a number from 0 to 1 (how sure the OCR engine is)")
                }
                lines.append(RecognizedLine(text: try line.requiredString("text"), confidence: confidence))
            }
            return .textRecognized(lines)
        }
        if members.has("texts") {
            guard !members.has("text"), let list = try members.array("texts") else {
                throw MessageError("\"scan\" takes either \"text\" (one decoded code) or \"texts\" (every code a scan found), not both")
            }
            let codes = try list.map { (item: JSONValue) throws(MessageError) -> String in
                guard case let .string(text) = item else { throw MessageError("\"texts\" must be an array of strings") }
                return text
            }
            return .scanFound(codes)
        }
        return .scanned(try members.requiredString("text"))
    }

    /// The JSON form of a field effect.
    static func json(_ effect: FieldEffect) -> JSONValue {
        switch effect {
        case .focusNext: return .object([("effect", .string("focusNext"))])
        case .keepFocus: return .object([("effect", .string("keepFocus"))])
        case .startScan: return .object([("effect", .string("startScan"))])
        case let .announce(text): return .object([("effect", .string("announce")), ("text", .string(text))])
        case let .performAction(id): return .object([("effect", .string("performAction")), ("action", .string(id))])
        }
    }

}
