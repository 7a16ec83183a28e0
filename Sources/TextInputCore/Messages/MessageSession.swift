
/// A session of the message vocabulary (docs/driver.md): one JSON object in,
/// exactly one JSON object out. `textinput-driver` runs it over JSON Lines;
/// the web client and the WebAssembly boundary speak the same messages.
/// It needs no Foundation.
///
/// ```swift
/// var session = MessageSession()
/// session.handle(#"{"configure": {"format": {"mask": "###"}}}"#)
/// session.handle(#"{"event": "type", "text": "12"}"#)
/// // {"id":"field","text":"12","value":"12","selection":[2,2],...}
/// ```
public struct MessageSession: Sendable {
    /// The longest line accepted (bytes).
    public static let maximumLineLength = 64 << 20

    /// What the session drives.
    enum Target: Sendable {
        case field(InputField)
        case form(InputForm)
    }

    var target: Target?
    /// What the last answer said about each field, and the form-level
    /// members: the base of an answer with only the changes (`"answer": "changes"`).
    var lastFields: [AnswerBase?] = []
    var lastFormMembers: [(String, JSONValue)] = []
    /// The answers' version for the current target (`"v"` on its `configure`
    /// or `form` line; ``answerVersions``).
    var answerVersion = 1

    /// Creates a session with nothing configured.
    public init() {}

    /// Handles one line (without its newline) and returns one line of JSON.
    public mutating func handle(line: some Collection<UInt8>) -> String {
        var writer = JSONWriter()
        do {
            try respond(to: line, into: &writer)
        } catch {
            writer = JSONWriter(capacity: 128)
            writer.value(.object([("error", .string(error.message))]))
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Handles one message given as a string.
    public mutating func handle(_ line: String) -> String {
        handle(line: Array(line.utf8))
    }

    /// Answers one line into `writer` (nothing is written when it throws).
    mutating func respond(to bytes: some Collection<UInt8>, into writer: inout JSONWriter) throws(MessageError) {
        guard bytes.count <= Self.maximumLineLength else {
            throw MessageError("line is \(bytes.count) bytes; the limit is \(Self.maximumLineLength) bytes")
        }
        let line = Array(bytes)  // one contiguous copy for validating and parsing
        guard UTF8Scalar.isValid(line) else {
            throw MessageError("line is not valid UTF-8; send UTF-8 encoded JSON")
        }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            throw MessageError("empty line; send one JSON object per line, such as {\"event\": \"focus\"}")
        }
        let message: JSONValue
        do {
            // A lone UTF-16 surrogate escape (\ud800) becomes U+FFFD.
            message = try JSONValue.parse(line)
        } catch {
            throw MessageError("line is not valid JSON; send one JSON object per line, such as {\"event\": \"type\", \"text\": \"a\"}")
        }
        guard case .object = message else {
            throw MessageError("expected a JSON object, got \(message.typeName)")
        }
        var command: String?
        var commandCount = 0
        if case let .object(pairs) = message {
            for (key, _) in pairs {
                switch key {
                case "configure", "event", "form", "lint":
                    command = key
                    commandCount += 1
                default:
                    break
                }
            }
        }
        guard commandCount == 1, let command else {
            throw MessageError("expected exactly one of \"configure\", \"event\", \"form\" or \"lint\" (got keys: \(message.keys.map { "\"\($0.prefix(40))\"" }.joined(separator: ", ")))")
        }
        switch command {
        case "configure":
            let line = try Members(message, path: "line")
            try line.allowOnly(["configure", "v"])
            let version = try Self.answerVersion(line)
            let spec = try FieldSpec(try Members(message["configure"] ?? .null, path: "configure"))
            let field: InputField
            do {
                field = try InputField(spec.configuration, value: spec.value, width: spec.width)
            } catch {
                throw MessageError(error.description)
            }
            target = .field(field)
            answerVersion = version
            let answer = Self.writeFieldAnswer(field, edit: .unchanged, version: version, into: &writer)
            writer.endObject()
            lastFields = [answer.base]
            lastFormMembers = []
        case "form":
            let line = try Members(message, path: "line")
            try line.allowOnly(["form", "v"])
            let version = try Self.answerVersion(line)
            let form = try Self.makeForm(try Members(message["form"] ?? .null, path: "form"))
            target = .form(form)
            answerVersion = version
            formAnswer(form, response: FormResponse(), edited: nil, changesOnly: false, into: &writer)
        case "lint":
            writer.value(try Self.lint(message["lint"] ?? .null))
        default:
            try handleEvent(try Members(message, path: "event"), into: &writer)
        }
    }

    /// Builds a form from the JSON the driver's `form` line takes, for
    /// hosts that run a form described in a file (`textinput-demo --form`).
    ///
    /// `data` is either a whole driver line, `{"form": {"fields": [...], "locale": "de_DE"}}`,
    /// or the object inside it. Field objects take the `configure` keys
    /// (docs/driver.md); unknown keys and bad values throw a ``MessageError``
    /// that names the key and says what to send instead.
    public static func form(fromJSON data: some Collection<UInt8>) throws(MessageError) -> InputForm {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw MessageError("the form is not valid JSON; write {\"form\": {\"fields\": [{\"label\": \"Name\"}]}}")
        }
        if case .object = value, value.keys == ["form"], let inner = value["form"] {
            return try makeForm(try Members(inner, path: "form"))
        }
        return try makeForm(try Members(value, path: "form"))
    }

    static func makeForm(_ members: Members) throws(MessageError) -> InputForm {
        try members.allowOnly(["fields", "locale", "width"])
        let locale = try members.string("locale") ?? "en_US"
        guard isPlausibleLocale(locale) else {
            throw MessageError("\"form.locale\" must be a locale identifier such as \"de_DE\", not \"\(locale.prefix(40))\"")
        }
        let width = try members.int("width", in: 1...10_000)
        guard let list = try members.array("fields"), !list.isEmpty else {
            throw MessageError("\"form\" needs \"fields\": a non-empty array of field configurations")
        }
        var configurations: [FieldConfiguration] = []
        var values: [String: String] = [:]
        var fieldWidth = width ?? 40
        for (index, item) in list.enumerated() {
            let spec = try FieldSpec(try Members(item, path: "form.fields[\(index)]"), index: index)
            configurations.append(spec.configuration)
            values[spec.configuration.id] = spec.value
            if width == nil { fieldWidth = spec.width }
        }
        do {
            return try InputForm(fields: configurations, values: values, localeIdentifier: locale, width: fieldWidth)
        } catch {
            throw MessageError(error.description)
        }
    }

    static func lint(_ value: JSONValue) throws(MessageError) -> JSONValue {
        let members = try Members(value, path: "lint")
        let measurer = MonospaceCellMeasurer()
        if members.has("fields") {
            try members.allowOnly(["fields", "locale", "width"])
            let width = try members.int("width", in: 1...10_000) ?? 40
            guard let list = try members.array("fields") else {
                throw MessageError("\"lint.fields\" must be an array of field configurations")
            }
            var configurations: [FieldConfiguration] = []
            for (index, item) in list.enumerated() {
                configurations.append(try FieldSpec(try Members(item, path: "lint.fields[\(index)]"), index: index).configuration)
            }
            return json(ContentLint.lint(fields: configurations, width: width, measurer: measurer))
        }
        let spec = try FieldSpec(members)
        return json(ContentLint.lint(spec.configuration, width: spec.width, measurer: measurer))
    }

    /// The answer to an event before anything is configured.
    static var nothingConfigured: MessageError {
        MessageError("nothing configured yet; send {\"configure\": {...}} or {\"form\": {...}} first")
    }

    /// Whether the session's field is a secure one (read in place).
    private var isSecureFieldTarget: Bool {
        if case let .field(field)? = target { return field.configuration.isSecure }
        return false
    }

    /// Applies an event line and writes the answer (nothing is written when it throws).
    mutating func handleEvent(_ line: Members, into writer: inout JSONWriter) throws(MessageError) {
        guard let name = try line.string("event") else {
            throw MessageError("\"event\" must be a string such as \"type\"")
        }
        // "answer": "changes" asks for what changed since the previous answer only.
        let changesOnly = try line.choice("answer", ["full", "changes"]) == "changes"
        var members = line
        if line.has("answer"), case let .object(pairs) = line.value {
            members = try Members(.object(pairs.filter { $0.0 != "answer" }), path: line.path)
        }
        switch target {
        case nil:
            throw Self.nothingConfigured
        case .field?:
            if FieldEventName.formEventNames.contains(name) || members.has("field") {
                throw MessageError("\"\(name)\" with \"field\" applies to forms; send {\"form\": {\"fields\": [...]}} first")
            }
            let events = try Self.fieldEvents(for: name, members, extraKeys: [])
            if name == "toggleVisibility", !isSecureFieldTarget {
                throw MessageError("\"toggleVisibility\" applies to secure fields; configure with \"secure\": true")
            }
            // The session moves the field out while it changes, so that its
            // text, rope and undo history stay uniquely referenced (no copy),
            // and moves it back after the answer (no copy of the field either).
            guard case var .field(field)? = target.take() else { throw Self.nothingConfigured }
            var effects: [JSONValue] = []
            var facts = AnswerFacts()
            var outcome = EditOutcome()
            for event in events {
                let response = field.send(event)
                if answerVersion == 1 { effects += response.effects.map(Self.json) } else { facts.add(response) }
                outcome.merge(response.edit)
            }
            if lastFields.count != 1 { lastFields = [nil] }
            let base = Self.writeFieldAnswer(field, edit: outcome, since: changesOnly ? lastFields[0] : nil,
                                             version: answerVersion, into: &writer).base
            target = .field(consume field)
            lastFields[0] = base
            if answerVersion == 1 {
                writer.key("effects")
                writer.value(.array(effects))
            } else {
                Self.writeAnswerFacts(facts, into: &writer)
            }
            writer.endObject()
        case let .form(current)?:
            let parsed = try Self.formEvents(for: members.value, in: current)
            // As above: the form is moved out while it changes.
            guard case var .form(form)? = target.take() else { throw Self.nothingConfigured }
            let response = form.send(parsed.events)
            target = .form(form)
            formAnswer(form, response: response, edited: parsed.field, changesOnly: changesOnly, into: &writer)
        }
    }

    // MARK: Answers with only the changes

    /// A form's answer: every member of the form and of each field, or with
    /// `changesOnly` the form members that changed and the fields that changed
    /// (each with only its changes); remembers what it said. Which fields
    /// changed is the core's `FormResponse.changedFields` (`changed`), as for
    /// a page's live form; what the last answer said of each (``AnswerBase``)
    /// only decides which of a changed field's members to write.
    mutating func formAnswer(_ form: InputForm, response: FormResponse, edited editedField: Int?, changesOnly: Bool,
                             into writer: inout JSONWriter) {
        let edited = editedField.map { (field: $0, edit: response.edit) }
        let changed = response.changedFields
        var submitted: JSONValue = .null
        if let submission = form.submission {
            submitted = .object(submission.entries.map { ($0.id, JSONValue.string($0.value)) })
        }
        let members: [(String, JSONValue)] = [
            ("focus", form.focusIndex.map(JSONValue.int) ?? .null),
            ("requiredNote", form.requiredNote.map(JSONValue.string) ?? .null),
        ]
        var answer: [(String, JSONValue)] = []
        for (key, value) in members + [("submitted", submitted)] {
            let previous = lastFormMembers.first { $0.0 == key }
            if !changesOnly || previous == nil || previous?.1 != value { answer.append((key, value)) }
        }
        lastFormMembers = members + [("submitted", submitted)]
        // The full answer keeps its historical member order: focus, requiredNote, fields, submitted, effects (version
        // 2: "v" first, and the core's answer's members in place of effects).
        writer.beginObject()
        if answerVersion > 1 {
            writer.key("v")
            writer.int(answerVersion)
        }
        for (key, value) in answer where key != "submitted" {
            writer.key(computed: key)
            writer.value(value)
        }
        writer.key("fields")
        writer.beginArray()
        // A full answer presents every field; one with changes only, the fields it writes.
        let presentations = changesOnly ? [] : form.presentations
        if lastFields.count != form.fields.count { lastFields = Array(repeating: nil, count: form.fields.count) }
        for index in form.fields.indices {
            // A field the events did not change is neither presented nor written in an answer with changes only.
            if changesOnly, lastFields[index] != nil, edited?.field != index, !changed.contains(index) { continue }
            let edit = edited?.field == index ? edited?.edit ?? .unchanged : .unchanged
            let mark = writer.mark
            let written = Self.writeFieldAnswer(form.fields[index], edit: edit,
                                                presentation: changesOnly ? form.presentation(at: index) : presentations[index],
                                                since: changesOnly ? lastFields[index] : nil,
                                                rejected: !changesOnly || edited?.field == index, into: &writer)
            writer.endObject()
            lastFields[index] = written.base
            // A field with nothing but its id changed is left out.
            if changesOnly, written.members <= 1 { writer.rollBack(to: mark) }
        }
        writer.endArray()
        for (key, value) in answer where key == "submitted" {
            writer.key(computed: key)
            writer.value(value)
        }
        if let warnings = form.submission?.warnings, !warnings.isEmpty, case .submitted? = response.status {
            // What a submit carried besides the values: the warnings it did not block on.
            writer.key("warnings")
            writer.value(.array(warnings.map(Self.json)))
        }
        if let summary = response.summary {
            // The message summary when it changed, and after every refused submit: errors first (empty: gone).
            writer.key("summary")
            writer.value(.array(summary.map(Self.json)))
        }
        if answerVersion == 1 {
            writer.key("effects")
            writer.value(.array(response.effects.map(Self.json)))
        } else {
            Self.writeAnswerFacts(AnswerFacts(response), into: &writer)
        }
        writer.endObject()
    }

    static func rejectionJSON(_ outcome: EditOutcome, _ localizer: Localizer) -> JSONValue {
        guard let rejection = outcome.rejection else { return .null }
        var pairs: [(String, JSONValue)] = [
            ("reason", .string(reasonName(rejection))),
            ("message", .string(localizer.message(for: rejection))),
            ("count", .int(outcome.rejectedCount)),
        ]
        // Value characters a paste or fill left out (#26): the field's message says so too.
        if outcome.leftOutCount > 0 { pairs.append(("leftOut", .int(outcome.leftOutCount))) }
        return .object(pairs)
    }

    /// A listed message: `{"field": id, "severity": ..., "text": ...}`.
    static func json(_ message: FieldMessage) -> JSONValue {
        .object([("field", .string(message.id)), ("severity", .string(message.severity.rawValue)),
                  ("text", .string(message.text))])
    }

    /// The JSON form of a form effect.
    static func json(_ effect: InputForm.Effect) -> JSONValue {
        switch effect {
        case let .field(index, fieldEffect):
            guard case var .object(pairs) = json(fieldEffect) else { return .null }
            pairs.append(("field", .int(index)))
            return .object(pairs)
        case .submitted:
            return .object([("effect", .string("submitted"))])
        case let .invalid(firstInvalid):
            return .object([("effect", .string("invalid")), ("field", .int(firstInvalid))])
        }
    }
}
