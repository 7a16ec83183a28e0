/// The members of the `configure` object (docs/driver.md), in the order a
/// configuration writes them: the one table both directions go through.
/// ``FieldSpec`` reads each member (``read(_:into:)``) and
/// ``FieldConfiguration/message(value:)`` writes each (``write(_:value:)``);
/// both switch over every case, so a member cannot be read without being
/// written, and its key is spelled once. (An enum rather than a table of
/// closures: closures cost the page's module 6 KB of Brotli.)
enum ConfigureMember: String, CaseIterable {
    case id, kind, value, format, prefix, suffix, limit, locale, secure
    /// The layout width: the driver's, not the configuration's (read, never written).
    case width
    case label, placeholder, helper, required, readOnly, disabled, scan, accessoriesBelow, keyboard, contentType
    case lineBreak, choices, choicesFromApp, validation, leadingIcon, trailingAction

    /// Reads this member of `members` into `spec`.
    func read(_ members: Members, into spec: inout FieldSpec) throws(MessageError) {
        switch self {
        case .id:
            if let id = try members.string("id") { spec.configuration.id = id }
        case .kind:
            let name = try members.choice("kind", FieldConfiguration.Kind.allCases.map { $0.rawValue }) ?? "simple"
            spec.configuration.kind = FieldConfiguration.Kind(rawValue: name) ?? .simple
        case .value:
            spec.value = try members.string("value") ?? ""
        case .format:
            guard let format = try members.object("format") else { return }
            spec.configuration.format = try parseFormat(format)
            spec.configuration.input.numberTemplate = try parseNumberTemplate(format)
            if case .date = spec.configuration.format { spec.configuration.input.dateTemplateBox = try parseDateTemplate(format) }
        case .prefix:
            spec.configuration.prefix = try members.string("prefix") ?? ""
        case .suffix:
            spec.configuration.suffix = try members.string("suffix") ?? ""
        case .limit:
            guard let limit = try members.object("limit") else { return }
            try limit.allowOnly(["max", "policy"])
            let max = try limit.requiredInt("max", in: 1...Int(Int32.max))
            let policy = try limit.choice("policy", ["allowOver", "stop"]) ?? "allowOver"
            spec.configuration.limit = CharacterLimit(max: max, policy: policy == "stop" ? .stop : .allowOver)
        case .locale:
            guard let locale = try members.string("locale") else { return }
            guard MessageSession.isPlausibleLocale(locale) else {
                throw MessageError("\"\(members.path).locale\" must be a locale identifier such as \"de_DE\" or \"en-US\", not \"\(locale.prefix(40))\"")
            }
            spec.configuration.localeIdentifier = locale
        case .secure:
            spec.configuration.isSecure = try members.bool("secure") ?? false
        case .width:
            spec.width = try members.int("width", in: 1...10_000) ?? 40
        case .label:
            spec.configuration.label = try members.string("label")
        case .placeholder:
            spec.configuration.placeholder = try members.string("placeholder")
        case .helper:
            spec.configuration.helper = try members.string("helper")
        case .required:
            spec.configuration.isRequired = try members.bool("required") ?? false
        case .readOnly:
            spec.configuration.isReadOnly = try members.bool("readOnly") ?? false
        case .disabled:
            spec.configuration.isDisabled = try members.bool("disabled") ?? false
        case .scan:
            switch members.value["scan"] {
            case nil, .null?: break
            case let .bool(scan)?: spec.configuration.hasScanAction = scan
            case .string("barcode")?: spec.configuration.hasScanAction = true
            case .string("text")?:
                spec.configuration.hasScanAction = true
                spec.configuration.scanKind = .text
            default:
                throw MessageError("\"\(members.path).scan\" must be true or \"barcode\" (barcodes and QR codes), \"text\" (printed text, OCR) or false")
            }
        case .accessoriesBelow:
            spec.configuration.hasAccessoriesBelow = try members.bool("accessoriesBelow") ?? false
        case .keyboard:
            if let keyboard = try members.choice("keyboard", KeyboardType.allCases.map { $0.rawValue }) {
                spec.configuration.keyboard = KeyboardType(rawValue: keyboard) ?? .default
            }
        case .contentType:
            if let content = try members.choice("contentType", ContentType.allCases.map { $0.rawValue }) {
                spec.configuration.contentType = ContentType(rawValue: content)
            }
        case .lineBreak:
            if let lineBreak = try members.choice("lineBreak", LineBreakMode.allCases.map { $0.rawValue }) {
                spec.configuration.lineBreak = LineBreakMode(rawValue: lineBreak) ?? .clip
            }
        case .choices:
            guard let choices = try members.array("choices") else { return }
            spec.configuration.choices = try MessageSession.parseChoices(choices, path: "\(members.path).choices")
        case .choicesFromApp:
            spec.configuration.choicesFromApp = try members.bool("choicesFromApp") ?? false
        case .validation:
            guard let rules = try members.array("validation") else { return }
            var parsed: [Validation] = []
            for (position, rule) in rules.enumerated() {
                parsed.append(try FieldSpec.parseValidation(try Members(rule, path: "\(members.path).validation[\(position)]")))
            }
            spec.configuration.validation = parsed
        case .leadingIcon:
            spec.configuration.leadingIcon = try members.string("leadingIcon")
        case .trailingAction:
            guard let action = try members.object("trailingAction") else { return }
            try action.allowOnly(["id", "icon", "label"])
            spec.configuration.trailingAction = TrailingAction(id: try action.requiredString("id"),
                                                               icon: try action.string("icon") ?? "ellipsis",
                                                               label: try action.requiredString("label"))
        }
    }

    /// This member of `configuration`'s object (`value`: its initial text),
    /// or nil when it is at its default and left out.
    func write(_ configuration: FieldConfiguration, value: String) throws(MessageError) -> JSONValue? {
        switch self {
        case .id: return .string(configuration.id)
        case .kind: return configuration.kind == .simple ? nil : .string(configuration.kind.rawValue)
        case .value: return value.isEmpty ? nil : .string(value)
        case .format: return try configuration.formatMessage()
        case .prefix: return configuration.prefix.isEmpty ? nil : .string(configuration.prefix)
        case .suffix: return configuration.suffix.isEmpty ? nil : .string(configuration.suffix)
        case .limit:
            return configuration.limit.map { limit in
                .object([("max", .int(limit.max)), ("policy", .string(limit.policy == .stop ? "stop" : "allowOver"))])
            }
        case .locale: return configuration.localeIdentifier.map(JSONValue.string)
        case .secure: return configuration.isSecure ? .bool(true) : nil
        case .width: return nil
        case .label: return configuration.label.map(JSONValue.string)
        case .placeholder: return configuration.placeholder.map(JSONValue.string)
        case .helper: return configuration.helper.map(JSONValue.string)
        case .required: return configuration.isRequired ? .bool(true) : nil
        case .readOnly: return configuration.isReadOnly ? .bool(true) : nil
        case .disabled: return configuration.isDisabled ? .bool(true) : nil
        case .scan:
            guard configuration.hasScanAction else { return nil }
            return configuration.scanKind == .text ? .string("text") : .bool(true)
        case .accessoriesBelow: return configuration.hasAccessoriesBelow ? .bool(true) : nil
        case .keyboard: return configuration.keyboard == .default ? nil : .string(configuration.keyboard.rawValue)
        case .contentType: return configuration.contentType.map { .string($0.rawValue) }
        case .lineBreak: return configuration.lineBreak == .clip ? nil : .string(configuration.lineBreak.rawValue)
        case .choices: return configuration.choices.isEmpty ? nil : .array(configuration.choices.map(MessageSession.json))
        case .choicesFromApp: return configuration.choicesFromApp ? .bool(true) : nil
        case .validation:
            // Rules written as Swift closures run only where the closure is: a server checks them on submit.
            let rules = configuration.validation.compactMap(FieldConfiguration.ruleMessage)
            return rules.isEmpty ? nil : .array(rules)
        case .leadingIcon: return configuration.leadingIcon.map(JSONValue.string)
        case .trailingAction:
            return configuration.trailingAction.map { action in
                .object([("id", .string(action.id)), ("icon", .string(action.icon)), ("label", .string(action.label))])
            }
        }
    }
}
