/// Reads a field configuration object (the `configure` keys).
struct FieldSpec {
    var configuration: FieldConfiguration
    var value: String
    var width: Int

    static let keys = ["id", "kind", "value", "format", "prefix", "suffix", "limit", "locale", "secure", "width",
                       "label", "placeholder", "helper", "required", "readOnly", "disabled", "scan", "keyboard",
                       "contentType", "lineBreak", "choices", "validation", "leadingIcon", "trailingAction",
                       "accessoriesBelow"]

    init(_ members: Members, index: Int? = nil) throws(MessageError) {
        try members.allowOnly(Self.keys)
        let kindName = try members.choice("kind", FieldConfiguration.Kind.allCases.map { $0.rawValue }) ?? "simple"
        var configuration = FieldConfiguration(id: try members.string("id") ?? (index.map { "field\($0)" } ?? "field"))
        configuration.kind = FieldConfiguration.Kind(rawValue: kindName) ?? .simple
        width = try members.int("width", in: 1...10_000) ?? 40
        if let format = try members.object("format") {
            configuration.format = try parseFormat(format)
            configuration.input.numberTemplate = try parseNumberTemplate(format)
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
            guard MessageSession.isPlausibleLocale(locale) else {
                throw MessageError("\"\(members.path).locale\" must be a locale identifier such as \"de_DE\" or \"en-US\", not \"\(locale.prefix(40))\"")
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
        switch members.value["scan"] {
        case nil, .null?: break
        case let .bool(scan)?: configuration.hasScanAction = scan
        case .string("barcode")?: configuration.hasScanAction = true
        case .string("text")?:
            configuration.hasScanAction = true
            configuration.scanKind = .text
        default:
            throw MessageError("\"\(members.path).scan\" must be true or \"barcode\" (barcodes and QR codes), \"text\" (printed text, OCR) or false")
        }
        configuration.hasAccessoriesBelow = try members.bool("accessoriesBelow") ?? false
        if let keyboard = try members.choice("keyboard", KeyboardType.allCases.map { $0.rawValue }) {
            configuration.keyboard = KeyboardType(rawValue: keyboard) ?? .default
        }
        if let content = try members.choice("contentType", ContentType.allCases.map { $0.rawValue }) {
            configuration.contentType = ContentType(rawValue: content)
        }
        if let lineBreak = try members.choice("lineBreak", LineBreakMode.allCases.map { $0.rawValue }) {
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
            configuration.choices = try choices.map { (choice: JSONValue) throws(MessageError) -> String in
                guard case let .string(text) = choice else {
                    throw MessageError("\"\(members.path).choices\" must be an array of strings")
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

    static func parseValidation(_ members: Members) throws(MessageError) -> Validation {
        try members.allowOnly(["rule", "on", "value", "message"])
        guard let name = try members.choice("rule", ruleNames) else {
            throw MessageError("\"\(members.path)\" needs \"rule\": one of \(ruleNames.joined(separator: ", "))")
        }
        let timing = try members.choice("on", ValidationTiming.allCases.map { $0.rawValue }).flatMap(ValidationTiming.init(rawValue:))
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
                throw MessageError("\"\(members.path)\" with rule \"pattern\" needs \"value\": a regular expression")
            }
            rule = .pattern(pattern)
        case "minLength":
            guard let length = try members.int("value", in: 0...1_000_000) else {
                throw MessageError("\"\(members.path)\" with rule \"minLength\" needs \"value\": a whole number")
            }
            rule = .minLength(length)
        case "maxLength":
            guard let length = try members.int("value", in: 0...1_000_000) else {
                throw MessageError("\"\(members.path)\" with rule \"maxLength\" needs \"value\": a whole number")
            }
            rule = .maxLength(length)
        default:
            rule = try parseRange(members)
        }
        return Validation(rule, on: timing, message: try members.string("message"))
    }

    /// `"value": {"min": 0, "max": 100}` or `[0, 100]` (either bound may be null).
    static func parseRange(_ members: Members) throws(MessageError) -> ValidationRule {
        let usage = "\"\(members.path)\" with rule \"range\" needs \"value\": {\"min\": 0, \"max\": 100} (either may be left out)"
        func decimal(_ value: JSONValue?) throws(MessageError) -> DecimalNumber? {
            switch value {
            case .none, .null?: return nil
            case let .number(number)?:
                guard let parsed = DecimalNumber(JSONValue.number(number).serialized) else { throw MessageError(usage) }
                return parsed
            case let .string(text)?:
                guard let parsed = DecimalNumber(text) else { throw MessageError(usage) }
                return parsed
            default: throw MessageError(usage)
            }
        }
        switch members.value["value"] {
        case let .object(pairs)?:
            let bounds = JSONValue.object(pairs)
            for key in bounds.keys where key != "min" && key != "max" { throw MessageError(usage) }
            let low = try decimal(bounds["min"])
            let high = try decimal(bounds["max"])
            guard low != nil || high != nil else { throw MessageError(usage) }
            return .range(min: low, max: high)
        case let .array(values)? where values.count == 2:
            let low = try decimal(values[0])
            let high = try decimal(values[1])
            guard low != nil || high != nil else { throw MessageError(usage) }
            return .range(min: low, max: high)
        default:
            throw MessageError(usage)
        }
    }
}

extension MessageSession {
    /// Whether `identifier` can be a locale identifier: letters, digits,
    /// "_", "-" and "@" (for keywords), 2 to 64 characters. Servers check
    /// locales that arrive in requests with it before using them.
    public static func isPlausibleLocale(_ identifier: String) -> Bool {
        (2...64).contains(identifier.count) && identifier.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "_-@=;".unicodeScalars.contains($0)
        }
    }

    static let fieldEvents = ["focus", "blur", "type", "paste", "backspace", "delete", "select", "selectAll", "move",
                              "clear", "undo", "redo", "compose", "submit", "toggleVisibility", "scan", "enter",
                              "tap", "choose", "chooseScanned", "escape", "moveLine", "leftOut", "setText", "adopt"]
    static let formEvents = ["next", "previous"]

}
