
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

    /// Creates a session with nothing configured.
    public init() {}

    /// Handles one line (without its newline) and returns one line of JSON.
    public mutating func handle(line: some Collection<UInt8>) -> String {
        do {
            return try respond(to: line).serialized
        } catch {
            return JSONValue.object([("error", .string(error.message))]).serialized
        }
    }

    /// Handles one message given as a string.
    public mutating func handle(_ line: String) -> String {
        handle(line: Array(line.utf8))
    }

    mutating func respond(to bytes: some Collection<UInt8>) throws(MessageError) -> JSONValue {
        guard bytes.count <= Self.maximumLineLength else {
            throw MessageError("line is \(bytes.count) bytes; the limit is \(Self.maximumLineLength) bytes")
        }
        let line = Array(bytes)  // one contiguous copy for validating and parsing
        guard String(validating: line, as: UTF8.self) != nil else {
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
        let commands = ["configure", "event", "form", "lint"]
        let present = message.keys.filter { commands.contains($0) }
        guard present.count == 1, let command = present.first else {
            throw MessageError("expected exactly one of \"configure\", \"event\", \"form\" or \"lint\" (got keys: \(message.keys.map { "\"\($0.prefix(40))\"" }.joined(separator: ", ")))")
        }
        switch command {
        case "configure":
            try Members(message, path: "line").allowOnly(["configure"])
            let spec = try FieldSpec(try Members(message["configure"] ?? .null, path: "configure"))
            let field: InputField
            do {
                field = try InputField(spec.configuration, value: spec.value, width: spec.width)
            } catch {
                throw MessageError(error.description)
            }
            target = .field(field)
            return Self.snapshot(field, edit: .unchanged)
        case "form":
            try Members(message, path: "line").allowOnly(["form"])
            let form = try Self.makeForm(try Members(message["form"] ?? .null, path: "form"))
            target = .form(form)
            return Self.snapshot(form, effects: [])
        case "lint":
            return try Self.lint(message["lint"] ?? .null)
        default:
            return try handleEvent(try Members(message, path: "event"))
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

    mutating func handleEvent(_ members: Members) throws(MessageError) -> JSONValue {
        guard let name = try members.string("event") else {
            throw MessageError("\"event\" must be a string such as \"type\"")
        }
        switch target {
        case nil:
            throw MessageError("nothing configured yet; send {\"configure\": {...}} or {\"form\": {...}} first")
        case var .field(field)?:
            if Self.formEvents.contains(name) || members.has("field") {
                throw MessageError("\"\(name)\" with \"field\" applies to forms; send {\"form\": {\"fields\": [...]}} first")
            }
            let events = try Self.fieldEvents(for: name, members, extraKeys: [])
            if name == "toggleVisibility", !field.configuration.isSecure {
                throw MessageError("\"toggleVisibility\" applies to secure fields; configure with \"secure\": true")
            }
            var effects: [JSONValue] = []
            var outcome = EditOutcome()
            for event in events {
                let response = field.send(event)
                effects += response.effects.map(Self.json)
                outcome.merge(response.edit)
            }
            target = .field(field)
            var snapshot = Self.snapshot(field, edit: outcome)
            if case var .object(pairs) = snapshot {
                pairs.append(("effects", .array(effects)))
                snapshot = .object(pairs)
            }
            return snapshot
        case var .form(form)?:
            let parsed = try Self.formEvents(for: members.value, in: form)
            var effects: [JSONValue] = []
            var outcome = EditOutcome()
            for event in parsed.events {
                let response = form.send(event)
                effects += response.effects.map(Self.json)
                outcome.merge(response.edit)
            }
            let edited = parsed.field.map { (field: $0, edit: outcome) }
            target = .form(form)
            return Self.snapshot(form, effects: effects, edited: edited)
        }
    }

    static func rejectionJSON(_ outcome: EditOutcome, _ localizer: Localizer) -> JSONValue {
        guard let rejection = outcome.rejection else { return .null }
        return .object([
            ("reason", .string(reasonName(rejection))),
            ("message", .string(localizer.message(for: rejection))),
            ("count", .int(outcome.rejectedCount)),
        ])
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
