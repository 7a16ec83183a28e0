/// Reads a field configuration object (the `configure` keys) through the
/// table of its members (``ConfigureMember``), which also writes it.
struct FieldSpec {
    var configuration: FieldConfiguration
    var value: String = ""
    var width: Int = 40

    /// Every key of the `configure` object, in the order it is written.
    static let keys = ConfigureMember.allCases.map { $0.rawValue }

    init(_ members: Members, index: Int? = nil) throws(MessageError) {
        try members.allowOnly(Self.keys)
        configuration = FieldConfiguration(id: index.map { "field\($0)" } ?? "field")
        for member in ConfigureMember.allCases { try member.read(members, into: &self) }
    }

    static let ruleNames = ["required", "email", "digitsOnly", "pattern", "minLength", "maxLength", "range", "luhn", "iban", "phone", "emailTypo", "step", "date"]

    static func parseValidation(_ members: Members) throws(MessageError) -> Validation {
        try members.allowOnly(["rule", "on", "value", "message", "severity"])
        guard let name = try members.choice("rule", ruleNames) else {
            throw MessageError("\"\(members.path)\" needs \"rule\": one of \(ruleNames.joined(separator: ", "))")
        }
        let timing = try members.choice("on", ValidationTiming.allCases.map { $0.rawValue }).flatMap(ValidationTiming.init(rawValue:))
            ?? (name == "required" ? .submit : .blur)
        let rule: ValidationRule
        switch name {
        case "required": rule = .required
        case "email": rule = .email
        case "emailTypo": rule = .emailTypo
        case "digitsOnly": rule = .digitsOnly
        case "luhn": rule = .luhn
        case "iban": rule = .iban
        case "phone": rule = .phone
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
            rule = try parseBoundRule(name, members)
        }
        // A rule says what is, or may be, wrong: an error (the default) or a warning.
        let severity = try members.choice("severity", ["error", "warning"]).flatMap(MessageSeverity.init(rawValue:)) ?? .error
        return Validation(rule, on: timing, message: try members.string("message"), severity: severity)
    }

    /// A rule with bounds: `range`, `step` or `date`.
    @inline(never)
    static func parseBoundRule(_ name: String, _ members: Members) throws(MessageError) -> ValidationRule {
        if name == "step" { return try parseStep(members) }
        if name == "date" { return try parseDateRule(members) }
        return try parseRange(members)
    }

    /// `"value": {"min": "2026-01-01", "max": …}` (either may be left out).
    @inline(never)
    static func parseDateRule(_ members: Members) throws(MessageError) -> ValidationRule {
        let value = try members.object("value")
        try value?.allowOnly(["min", "max"])
        func day(_ key: String) throws(MessageError) -> CalendarDate? {
            guard let text = try value?.string(key) else { return nil }
            guard let day = CalendarDate(iso: text) else {
                throw MessageError("\"\(members.path).value.\(key)\" must be an ISO date such as \"2026-01-01\"")
            }
            return day
        }
        return .date(min: try day("min"), max: try day("max"))
    }

    /// `"value": {"step": 0.5, "min": 0, "max": 10}` (the bounds may be left out or null).
    @inline(never)
    static func parseStep(_ members: Members) throws(MessageError) -> ValidationRule {
        guard let value = try members.object("value") else {
            throw MessageError("\"\(members.path)\" with rule \"step\" needs \"value\": {\"step\": 0.5, \"min\": 0, \"max\": 10}")
        }
        try value.allowOnly(["step", "min", "max"])
        guard let step = try value.decimal("step"), !step.isNegative, !step.isZero else {
            throw MessageError("\"\(value.path).step\" must be a number above zero, such as 0.5")
        }
        return .step(NumberStepper(step: step, minimum: try value.decimal("min"), maximum: try value.decimal("max")))
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
