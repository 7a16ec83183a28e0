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

    /// What the session drives.
    enum Target: Sendable {
        case field(InputField)
        case form(InputForm)
    }

    var target: Target?

    /// Creates a session with nothing configured.
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
        let commands = ["configure", "event", "form", "lint"]
        let present = message.keys.filter { commands.contains($0) }
        guard present.count == 1, let command = present.first else {
            throw DriverError("expected exactly one of \"configure\", \"event\", \"form\" or \"lint\" (got keys: \(message.keys.map { "\"\($0.prefix(40))\"" }.joined(separator: ", ")))")
        }
        switch command {
        case "configure":
            try Members(message, path: "line").allowOnly(["configure"])
            let spec = try FieldSpec(try Members(message["configure"] ?? .null, path: "configure"))
            let field: InputField
            do {
                field = try InputField(spec.configuration, value: spec.value, width: spec.width)
            } catch {
                throw DriverError(error.description)
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
    /// (docs/driver.md); unknown keys and bad values throw a ``DriverError``
    /// that names the key and says what to send instead.
    public static func form(fromJSON data: Data) throws(DriverError) -> InputForm {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw DriverError("the form is not valid JSON; write {\"form\": {\"fields\": [{\"label\": \"Name\"}]}}")
        }
        if case .object = value, value.keys == ["form"], let inner = value["form"] {
            return try makeForm(try Members(inner, path: "form"))
        }
        return try makeForm(try Members(value, path: "form"))
    }

    static func makeForm(_ members: Members) throws(DriverError) -> InputForm {
        try members.allowOnly(["fields", "locale", "width"])
        let locale = try members.string("locale") ?? "en_US"
        guard isPlausibleLocale(locale) else {
            throw DriverError("\"form.locale\" must be a locale identifier such as \"de_DE\", not \"\(locale.prefix(40))\"")
        }
        let width = try members.int("width", in: 1...10_000)
        guard let list = try members.array("fields"), !list.isEmpty else {
            throw DriverError("\"form\" needs \"fields\": a non-empty array of field configurations")
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
            throw DriverError(error.description)
        }
    }

    static func lint(_ value: JSONValue) throws(DriverError) -> JSONValue {
        let members = try Members(value, path: "lint")
        let measurer = MonospaceCellMeasurer()
        if members.has("fields") {
            try members.allowOnly(["fields", "locale", "width"])
            let width = try members.int("width", in: 1...10_000) ?? 40
            guard let list = try members.array("fields") else {
                throw DriverError("\"lint.fields\" must be an array of field configurations")
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

    mutating func handleEvent(_ members: Members) throws(DriverError) -> JSONValue {
        guard let name = try members.string("event") else {
            throw DriverError("\"event\" must be a string such as \"type\"")
        }
        switch target {
        case nil:
            throw DriverError("nothing configured yet; send {\"configure\": {...}} or {\"form\": {...}} first")
        case var .field(field)?:
            if Self.formEvents.contains(name) || members.has("field") {
                throw DriverError("\"\(name)\" with \"field\" applies to forms; send {\"form\": {\"fields\": [...]}} first")
            }
            let events = try Self.fieldEvents(for: name, members, extraKeys: [])
            if name == "toggleVisibility", !field.configuration.isSecure {
                throw DriverError("\"toggleVisibility\" applies to secure fields; configure with \"secure\": true")
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
            var effects: [JSONValue] = []
            var edited: (field: Int, edit: EditOutcome)?
            switch name {
            case "next", "previous":
                try members.allowOnly(["event"])
                effects = form.send(name == "next" ? .next : .previous).effects.map(Self.json)
            case "submit" where !members.has("field"):
                try members.allowOnly(["event"])
                effects = form.send(.submit).effects.map(Self.json)
            default:
                let index: Int
                if let explicit = try members.int("field", in: 0...Int(Int32.max)) {
                    guard form.fields.indices.contains(explicit) else {
                        throw DriverError("\"field\" \(explicit) is out of range; the form has fields 0 to \(form.fields.count - 1)")
                    }
                    index = explicit
                } else if let focused = form.focusIndex {
                    index = focused
                } else {
                    throw DriverError("no field has focus; add \"field\": index (0 to \(form.fields.count - 1)) or send {\"event\": \"focus\", \"field\": 0}")
                }
                if name == "toggleVisibility", !form.fields[index].configuration.isSecure {
                    throw DriverError("\"toggleVisibility\" applies to secure fields; field \(index) is not secure")
                }
                var outcome = EditOutcome()
                for event in try Self.fieldEvents(for: name, members, extraKeys: ["field"]) {
                    let response = form.send(.field(index, event))
                    effects += response.effects.map(Self.json)
                    outcome.merge(response.edit)
                }
                edited = (index, outcome)
            }
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

extension DriverSession {
    /// The JSON text with every unpaired `\uD800`–`\uDFFF` escape replaced by
    /// `\uFFFD`, or nil when it has none. A browser's `JSON.stringify` writes a
    /// lone surrogate that way; a Swift string cannot hold one, so this makes the
    /// text parseable the way a browser's USVString conversion would.
    public static func replacingLoneSurrogates(in line: Data) -> Data? {
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

/// Reads a field configuration object (the `configure` keys).
struct FieldSpec {
    var configuration: FieldConfiguration
    var value: String
    var width: Int

    static let keys = ["id", "kind", "value", "format", "prefix", "suffix", "limit", "locale", "secure", "width",
                       "label", "placeholder", "helper", "required", "readOnly", "disabled", "scan", "keyboard",
                       "contentType", "lineBreak", "choices", "validation", "leadingIcon", "trailingAction",
                       "accessoriesBelow"]

    init(_ members: Members, index: Int? = nil) throws(DriverError) {
        try members.allowOnly(Self.keys)
        let kindName = try members.choice("kind", FieldConfiguration.Kind.allCases.map(\.rawValue)) ?? "simple"
        var configuration = FieldConfiguration(id: try members.string("id") ?? (index.map { "field\($0)" } ?? "field"))
        configuration.kind = FieldConfiguration.Kind(rawValue: kindName) ?? .simple
        width = try members.int("width", in: 1...10_000) ?? 40
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
            guard DriverSession.isPlausibleLocale(locale) else {
                throw DriverError("\"\(members.path).locale\" must be a locale identifier such as \"de_DE\" or \"en-US\", not \"\(locale.prefix(40))\"")
            }
            configuration.localeIdentifier = locale
        }
        configuration.isSecure = try members.bool("secure") ?? false
        configuration.label = try members.string("label")
        configuration.placeholder = try members.string("placeholder")
        configuration.helper = try members.string("helper")
        configuration.isRequired = try members.bool("required") ?? false
        configuration.isReadOnly = try members.bool("readOnly") ?? false
        configuration.isDisabled = try members.bool("disabled") ?? false
        configuration.hasScanAction = try members.bool("scan") ?? false
        configuration.hasAccessoriesBelow = try members.bool("accessoriesBelow") ?? false
        if let keyboard = try members.choice("keyboard", KeyboardType.allCases.map(\.rawValue)) {
            configuration.keyboard = KeyboardType(rawValue: keyboard) ?? .default
        }
        if let content = try members.choice("contentType", ContentType.allCases.map(\.rawValue)) {
            configuration.contentType = ContentType(rawValue: content)
        }
        if let lineBreak = try members.choice("lineBreak", LineBreakMode.allCases.map(\.rawValue)) {
            configuration.lineBreak = LineBreakMode(rawValue: lineBreak) ?? .clip
        }
        configuration.leadingIcon = try members.string("leadingIcon")
        if let action = try members.object("trailingAction") {
            try action.allowOnly(["id", "icon", "label"])
            configuration.trailingAction = TrailingAction(id: try action.requiredString("id"),
                                                          icon: try action.string("icon") ?? "ellipsis",
                                                          label: try action.requiredString("label"))
        }
        if let choices = try members.array("choices") {
            configuration.choices = try choices.map { (choice: JSONValue) throws(DriverError) -> String in
                guard case let .string(text) = choice else {
                    throw DriverError("\"\(members.path).choices\" must be an array of strings")
                }
                return text
            }
        }
        if let rules = try members.array("validation") {
            var parsed: [Validation] = []
            for (position, rule) in rules.enumerated() {
                parsed.append(try Self.parseValidation(try Members(rule, path: "\(members.path).validation[\(position)]")))
            }
            configuration.validation = parsed
        }
        value = try members.string("value") ?? ""
        self.configuration = configuration
    }

    static let ruleNames = ["required", "email", "digitsOnly", "pattern", "minLength", "maxLength", "range", "luhn", "iban"]

    static func parseValidation(_ members: Members) throws(DriverError) -> Validation {
        try members.allowOnly(["rule", "on", "value", "message"])
        guard let name = try members.choice("rule", ruleNames) else {
            throw DriverError("\"\(members.path)\" needs \"rule\": one of \(ruleNames.joined(separator: ", "))")
        }
        let timing = try members.choice("on", ValidationTiming.allCases.map(\.rawValue)).flatMap(ValidationTiming.init(rawValue:))
            ?? (name == "required" ? .submit : .blur)
        let rule: ValidationRule
        switch name {
        case "required": rule = .required
        case "email": rule = .email
        case "digitsOnly": rule = .digitsOnly
        case "luhn": rule = .luhn
        case "iban": rule = .iban
        case "pattern":
            guard let pattern = try members.string("value") else {
                throw DriverError("\"\(members.path)\" with rule \"pattern\" needs \"value\": a regular expression")
            }
            rule = .pattern(pattern)
        case "minLength":
            guard let length = try members.int("value", in: 0...1_000_000) else {
                throw DriverError("\"\(members.path)\" with rule \"minLength\" needs \"value\": a whole number")
            }
            rule = .minLength(length)
        case "maxLength":
            guard let length = try members.int("value", in: 0...1_000_000) else {
                throw DriverError("\"\(members.path)\" with rule \"maxLength\" needs \"value\": a whole number")
            }
            rule = .maxLength(length)
        default:
            rule = try parseRange(members)
        }
        return Validation(rule, on: timing, message: try members.string("message"))
    }

    /// `"value": {"min": 0, "max": 100}` or `[0, 100]` (either bound may be null).
    static func parseRange(_ members: Members) throws(DriverError) -> ValidationRule {
        let usage = "\"\(members.path)\" with rule \"range\" needs \"value\": {\"min\": 0, \"max\": 100} (either may be left out)"
        func decimal(_ value: JSONValue?) throws(DriverError) -> DecimalNumber? {
            switch value {
            case .none, .null?: return nil
            case let .number(number)?:
                guard let parsed = DecimalNumber(JSONValue.number(number).serialized) else { throw DriverError(usage) }
                return parsed
            case let .string(text)?:
                guard let parsed = DecimalNumber(text) else { throw DriverError(usage) }
                return parsed
            default: throw DriverError(usage)
            }
        }
        switch members.value["value"] {
        case let .object(pairs)?:
            let bounds = JSONValue.object(pairs)
            for key in bounds.keys where key != "min" && key != "max" { throw DriverError(usage) }
            let low = try decimal(bounds["min"])
            let high = try decimal(bounds["max"])
            guard low != nil || high != nil else { throw DriverError(usage) }
            return .range(min: low, max: high)
        case let .array(values)? where values.count == 2:
            let low = try decimal(values[0])
            let high = try decimal(values[1])
            guard low != nil || high != nil else { throw DriverError(usage) }
            return .range(min: low, max: high)
        default:
            throw DriverError(usage)
        }
    }
}

extension DriverSession {
    /// Letters, digits, "_", "-" and "@" (for keywords), 2 to 64 characters.
    static func isPlausibleLocale(_ identifier: String) -> Bool {
        (2...64).contains(identifier.count) && identifier.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "_-@=;".unicodeScalars.contains($0)
        }
    }

    static let fieldEvents = ["focus", "blur", "type", "paste", "backspace", "delete", "select", "selectAll", "move",
                              "clear", "undo", "redo", "compose", "submit", "toggleVisibility", "scan", "enter",
                              "tap", "choose", "chooseScanned", "escape", "moveLine"]
    static let formEvents = ["next", "previous"]

    /// Translates a driver event into a field event list (typing is one per Character).
    static func fieldEvents(for name: String, _ members: Members, extraKeys: [String]) throws(DriverError) -> [FieldEvent] {
        func only(_ keys: [String]) throws(DriverError) { try members.allowOnly(["event"] + keys + extraKeys) }
        switch name {
        case "focus": try only([]); return [.focus]
        case "blur": try only([]); return [.blur]
        case "type":
            try only(["text"])
            return try members.requiredString("text").map { .edit(.insert(String($0))) }
        case "paste":
            try only(["text"])
            return [.edit(.paste(try members.requiredString("text")))]
        case "backspace", "delete":
            try only(["word"])
            let granularity: EditGranularity = try members.bool("word") == true ? .word : .character
            return [.edit(name == "backspace" ? .deleteBackward(granularity) : .deleteForward(granularity))]
        case "select":
            try only(["from", "to"])
            let limit = Int(Int32.max)
            return [.edit(.select(anchor: try members.requiredInt("from", in: 0...limit),
                                  focus: try members.requiredInt("to", in: 0...limit)))]
        case "selectAll": try only([]); return [.edit(.selectAll)]
        case "move":
            try only(["to", "extend"])
            let targets = ["left", "right", "wordLeft", "wordRight", "start", "end"]
            let movement: CaretMovement
            switch try members.choice("to", targets) {
            case "left": movement = .backward(.character)
            case "right": movement = .forward(.character)
            case "wordLeft": movement = .backward(.word)
            case "wordRight": movement = .forward(.word)
            case "start": movement = .start
            case "end": movement = .end
            default: throw DriverError("\"move\" needs \"to\": one of \(targets.joined(separator: ", "))")
            }
            return [.edit(.move(movement, extend: try members.bool("extend") ?? false))]
        case "clear": try only([]); return [.edit(.clear)]
        case "undo": try only([]); return [.edit(.undo)]
        case "redo": try only([]); return [.edit(.redo)]
        case "compose":
            try only(["text", "commit"])
            let text = try members.requiredString("text")
            return [.edit(try members.bool("commit") ?? false ? .commitComposition(text) : .setComposition(text))]
        case "submit": try only([]); return [.submit]
        case "toggleVisibility": try only([]); return [.tap(.visibility)]
        case "scan":
            try only(["text", "texts"])
            if members.has("texts") {
                guard !members.has("text"), let list = try members.array("texts") else {
                    throw DriverError("\"scan\" takes either \"text\" (one decoded code) or \"texts\" (every code a scan found), not both")
                }
                let codes = try list.map { (item: JSONValue) throws(DriverError) -> String in
                    guard case let .string(text) = item else { throw DriverError("\"texts\" must be an array of strings") }
                    return text
                }
                return [.scanFound(codes)]
            }
            return [.scanned(try members.requiredString("text"))]
        case "chooseScanned":
            try only(["index"])
            return [.chooseScanned(try members.requiredInt("index", in: 0...Int(Int32.max)))]
        case "escape": try only([]); return [.escape]
        case "moveLine":
            try only(["direction", "extend"])
            guard let direction = try members.choice("direction", ["up", "down"]).flatMap(VerticalDirection.init(rawValue:)) else {
                throw DriverError("\"moveLine\" needs \"direction\": \"up\" or \"down\"")
            }
            return [.moveLine(direction, extend: try members.bool("extend") ?? false)]
        case "enter": try only([]); return [.returnKey]
        case "choose":
            try only(["text"])
            return [.choose(try members.requiredString("text"))]
        case "tap":
            try only(["accessory"])
            guard let accessory = try members.choice("accessory", FieldAccessory.allCases.map(\.rawValue)).flatMap(FieldAccessory.init(rawValue:)) else {
                throw DriverError("\"tap\" needs \"accessory\": one of \(FieldAccessory.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return [.tap(accessory)]
        default:
            throw DriverError("unknown event \"\(name.prefix(40))\"; known events: \((fieldEvents + formEvents).joined(separator: ", "))")
        }
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

    /// A field's snapshot; `edit` is what the line's events did to it.
    static func snapshot(_ field: InputField, edit: EditOutcome, presentation: FieldPresentation? = nil) -> JSONValue {
        let editor = field.editor
        let presentation = presentation ?? field.presentation()
        let selection = editor.selection
        func range(_ value: Range<Int>?) -> JSONValue {
            value.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null
        }
        var pairs: [(String, JSONValue)] = [
            ("id", .string(field.configuration.id)),
            ("text", .string(editor.text)),
            ("value", .string(editor.value)),
            ("selection", range(selection)),
            ("editable", range(editor.editableRange)),
            ("marked", range(editor.markedRange)),
            ("count", .int(editor.characterCount)),
        ]
        if let limit = editor.configuration.limit {
            pairs.append(("limit", .object([("max", .int(limit.max)), ("policy", .string(limit.policy.rawValue)),
                                            ("status", .string(editor.limitStatus.rawValue))])))
        } else {
            pairs.append(("limit", .null))
        }
        pairs += [
            ("hidden", .bool(editor.isTextHidden)),
            ("focused", .bool(field.isFocused)),
            ("state", .string(presentation.state.rawValue)),
            ("label", presentation.label.map(JSONValue.string) ?? .null),
            ("marker", presentation.marker.map { .string($0.text) } ?? .null),
            ("placeholder", presentation.placeholder.map(JSONValue.string) ?? .null),
            ("message", presentation.message.map { .object([("kind", .string($0.kind.rawValue)), ("text", .string($0.text)), ("tone", .string($0.tone.rawValue))]) } ?? .null),
            ("counter", presentation.counter.map { .object([("text", .string($0.text)), ("over", .bool($0.isOver)), ("spoken", .string($0.spoken))]) } ?? .null),
            ("accessories", .array(presentation.accessories.map { .string($0.rawValue) })),
            ("lines", presentation.lines.map { .object([("visible", .int($0.visible)), ("total", .int($0.total)), ("scrolls", .bool($0.scrolls)), ("first", .int($0.firstLine))]) } ?? .null),
            ("direction", .string(presentation.direction.rawValue)),
            ("accessibility", .object([
                ("label", .string(presentation.accessibility.label)),
                ("value", .string(presentation.accessibility.value)),
                ("hint", presentation.accessibility.hint.map(JSONValue.string) ?? .null),
                ("error", presentation.accessibility.error.map(JSONValue.string) ?? .null),
                ("counter", presentation.accessibility.counter.map(JSONValue.string) ?? .null),
            ])),
            ("keyboard", .string(presentation.keyboard.rawValue)),
            ("contentType", presentation.contentType.map { .string($0.rawValue) } ?? .null),
            ("styles", .object([("border", .string(presentation.styles.border.rawValue)),
                                ("counter", .string(presentation.styles.counter.rawValue)),
                                ("fill", .string(presentation.styles.fill.rawValue)),
                                ("opacity", .number(presentation.styles.opacity))])),
            ("tooltip", presentation.tooltip.map(JSONValue.string) ?? .null),
            ("suggestions", .array(presentation.suggestions.map(JSONValue.string))),
            ("highlighted", presentation.highlightedSuggestion.map(JSONValue.int) ?? .null),
            ("scanChoices", presentation.scanChoices.map { .object([
                ("prompt", .string($0.prompt)), ("codes", .array($0.codes.map(JSONValue.string))),
                ("highlighted", .int($0.highlighted))]) } ?? .null),
            ("readOnly", .bool(presentation.isReadOnly)),
            ("disabled", .bool(presentation.isDisabled)),
            ("required", .bool(presentation.isRequired)),
            ("traits", .object([
                ("autocapitalization", .string(presentation.traits.autocapitalization.rawValue)),
                ("autocorrection", .bool(presentation.traits.autocorrection)),
                ("spellChecking", .bool(presentation.traits.spellChecking)),
                ("returnKey", .string(presentation.traits.returnKey.rawValue)),
                ("secureEntry", .bool(presentation.traits.isSecureEntry)),
            ])),
            ("canUndo", .bool(editor.canUndo)),
            ("canRedo", .bool(editor.canRedo)),
            ("rejected", rejectionJSON(edit, field.localizer)),
        ]
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

    /// A form's snapshot; `edited` is the field a line's events went to and
    /// what they did there.
    static func snapshot(_ form: InputForm, effects: [JSONValue], edited: (field: Int, edit: EditOutcome)? = nil) -> JSONValue {
        var submitted: JSONValue = .null
        if let submission = form.submission {
            submitted = .object(submission.entries.map { ($0.id, JSONValue.string($0.value)) })
        }
        let presentations = form.presentations
        return .object([
            ("focus", form.focusIndex.map(JSONValue.int) ?? .null),
            ("requiredNote", form.requiredNote.map(JSONValue.string) ?? .null),
            ("fields", .array(form.fields.indices.map {
                snapshot(form.fields[$0], edit: edited?.field == $0 ? edited?.edit ?? .unchanged : .unchanged,
                         presentation: presentations[$0])
            })),
            ("submitted", submitted),
            ("effects", .array(effects)),
        ])
    }

    /// Lint findings as JSON.
    static func json(_ findings: [LintFinding]) -> JSONValue {
        .object([("findings", .array(findings.map { finding in
            .object([
                ("rule", .string(finding.rule.rawValue)),
                ("field", finding.fieldID.map(JSONValue.string) ?? .null),
                ("message", .string(finding.message)),
                ("guideline", .string(finding.guideline)),
                ("source", .string(finding.source)),
            ])
        }))])
    }
}
