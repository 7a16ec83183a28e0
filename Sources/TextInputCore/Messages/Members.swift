/// Typed reading of a JSON object's members with specific errors.
struct Members {
    let value: JSONValue
    /// Where the object sits, for messages: "configure", "configure.limit".
    let path: String

    init(_ value: JSONValue, path: String) throws(MessageError) {
        guard case .object = value else {
            throw MessageError("\"\(path)\" must be an object, not \(value.typeName)")
        }
        self.value = value
        self.path = path
    }

    /// Rejects keys this object does not know, naming the ones it does.
    func allowOnly(_ known: [String]) throws(MessageError) {
        try allowOnly(known, also: [])
    }

    /// Throws for a key in neither `known` nor `also` (read in place: no
    /// list of keys is built for a line whose keys are all known).
    func allowOnly(_ known: [String], also: [String]) throws(MessageError) {
        guard case let .object(pairs) = value else { return }
        for (key, _) in pairs where !known.contains(key) && !also.contains(key) {
            throw MessageError("unknown key \"\(key)\" in \"\(path)\"; known keys: \((known + also).joined(separator: ", "))")
        }
    }

    func has(_ key: String) -> Bool { value[key] != nil }

    func string(_ key: String) throws(MessageError) -> String? {
        guard let member = value[key] else { return nil }
        if case .null = member { return nil }
        guard case let .string(text) = member else {
            throw MessageError("\"\(path).\(key)\" must be a string, not \(member.typeName)")
        }
        return text
    }

    func requiredString(_ key: String) throws(MessageError) -> String {
        guard let text = try string(key) else {
            throw MessageError("\"\(path)\" needs \"\(key)\" (a string)")
        }
        return text
    }

    func bool(_ key: String) throws(MessageError) -> Bool? {
        guard let member = value[key] else { return nil }
        if case .null = member { return nil }
        guard case let .bool(flag) = member else {
            throw MessageError("\"\(path).\(key)\" must be true or false, not \(member.typeName)")
        }
        return flag
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws(MessageError) -> Int? {
        guard let member = value[key] else { return nil }
        if case .null = member { return nil }
        guard case let .number(number) = member, number.rounded() == number,
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw MessageError("\"\(path).\(key)\" must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(member.serialized.prefix(40))")
        }
        return Int(number)
    }

    func requiredInt(_ key: String, in range: ClosedRange<Int>) throws(MessageError) -> Int {
        guard let number = try int(key, in: range) else {
            throw MessageError("\"\(path)\" needs \"\(key)\" (a whole number)")
        }
        return number
    }

    func object(_ key: String) throws(MessageError) -> Members? {
        guard let member = value[key] else { return nil }
        if case .null = member { return nil }
        return try Members(member, path: "\(path).\(key)")
    }

    func array(_ key: String) throws(MessageError) -> [JSONValue]? {
        guard let member = value[key] else { return nil }
        if case .null = member { return nil }
        guard case let .array(values) = member else {
            throw MessageError("\"\(path).\(key)\" must be an array, not \(member.typeName)")
        }
        return values
    }

    /// A string that must be one of `choices`.
    func choice(_ key: String, _ choices: [String]) throws(MessageError) -> String? {
        guard let text = try string(key) else { return nil }
        guard choices.contains(text) else {
            throw MessageError("\"\(path).\(key)\" must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(text.prefix(40))\"")
        }
        return text
    }
}

extension Members {
    /// An exact decimal written as a JSON number or a string (`0.1`,
    /// `"0.1"`, `"-2.5"`), or nil when the key is absent or null.
    func decimal(_ key: String) throws(MessageError) -> DecimalNumber? {
        switch value[key] {
        case nil, .null?: return nil
        case let .number(number)?:
            if let parsed = DecimalNumber(JSONValue.number(number).serialized) { return parsed }
        case let .string(text)?:
            if let parsed = DecimalNumber(text) { return parsed }
        default: break
        }
        throw MessageError("\"\(path).\(key)\" must be a number or a string holding an exact decimal such as 0.5 or \"0.5\"")
    }
}

/// Reads a `date` format: `{"min": "2026-01-01", "max": …, "template": …}` (all optional).
@inline(never)
func parseDateFormat(_ members: Members) throws(MessageError) -> TextFormat {
    guard let options = try members.object("date") else {
        throw MessageError("\"\(members.path).date\" must be an object such as {} or {\"min\": \"2026-01-01\"}")
    }
    try options.allowOnly(["min", "max", "template"])
    func day(_ key: String) throws(MessageError) -> CalendarDate? {
        guard let text = try options.string(key) else { return nil }
        guard let day = CalendarDate(iso: text) else {
            throw MessageError("\"\(options.path).\(key)\" must be an ISO date such as \"2026-01-01\" (a real day), not \"\(text.prefix(40))\"")
        }
        return day
    }
    let format = DateFormat(minimum: try day("min"), maximum: try day("max"))
    if let minimum = format.minimum, let maximum = format.maximum, minimum > maximum {
        throw MessageError("\"\(options.path).min\" must not be after \"max\" (\(minimum) > \(maximum))")
    }
    return .date(format)
}

/// Reads the `template` of a `date` format, if it has one.
@inline(never)
func parseDateTemplate(_ format: Members) throws(MessageError) -> DateTemplateBox? {
    guard let date = try? format.object("date"), let template = try date.object("template") else { return nil }
    return DateTemplateBox(try DateTemplate(template))
}

/// Reads the `template` of a `number` format (a locale's layout handed over
/// by the native side), if the format has one.
func parseNumberTemplate(_ format: Members) throws(MessageError) -> NumberTemplate? {
    guard let number = try? format.object("number"), let template = try number.object("template") else { return nil }
    return try NumberTemplate(template)
}

/// Reads a `format` object into a ``TextFormat``.
func parseFormat(_ members: Members) throws(MessageError) -> TextFormat {
    let kinds = ["mask", "card", "iban", "phone", "number", "case", "date"]
    let present = members.value.keys
    guard present.count == 1, let kind = present.first, kinds.contains(kind) else {
        throw MessageError("\"\(members.path)\" must have exactly one of \(kinds.map { "\"\($0)\"" }.joined(separator: ", ")), such as {\"mask\": \"(###) ###-####\"}")
    }
    switch kind {
    case "mask":
        return .mask(try members.requiredString("mask"))
    case "card":
        if let options = try members.object("card") { try options.allowOnly([]) }
        return .card
    case "iban":
        if let options = try members.object("iban") { try options.allowOnly([]) }
        return .iban
    case "phone":
        guard let options = try members.object("phone") else {
            throw MessageError("\"\(members.path).phone\" must be an object such as {\"region\": \"DE\"} or {}")
        }
        try options.allowOnly(["region"])
        return .phone(PhoneFormat(region: try options.string("region")))
    case "case":
        let value = try members.choice("case", ["upper", "lower"])
        return .letterCase(value == "lower" ? .lower : .upper)
    case "date":
        return try parseDateFormat(members)
    default:
        return .number(try parseNumberFormat(members))
    }
}

/// Reads a number format's `step`, `min` and `max` (exact decimals, as JSON numbers or strings).
@inline(never)
func parseStepper(_ options: Members, into format: inout NumberFormat) throws(MessageError) {
    format.step = try options.decimal("step")
    format.minimum = try options.decimal("min")
    format.maximum = try options.decimal("max")
}

/// Reads a `number` format's options (out of line: only number fields' forms run it, and the page's module
/// fetches it with their parts, not with every format's).
@inline(never)
func parseNumberFormat(_ members: Members) throws(MessageError) -> NumberFormat {
    guard let options = try members.object("number") else {
        throw MessageError("\"\(members.path).number\" must be an object such as {\"style\": \"currency\", \"currency\": \"EUR\"}")
    }
    try options.allowOnly(["style", "currency", "fractionDigits", "maximumFractionDigits", "maximumIntegerDigits",
                           "allowsNegative", "step", "min", "max", "template"])
    var format = NumberFormat()
    if let style = try options.choice("style", ["decimal", "percent", "currency"]) {
        format.style = NumberFormat.Style(rawValue: style) ?? .decimal
    }
    format.currency = try options.string("currency")
    format.fractionDigits = try options.int("fractionDigits", in: 0...10)
    if let maximum = try options.int("maximumFractionDigits", in: 0...10) { format.maximumFractionDigits = maximum }
    if let maximum = try options.int("maximumIntegerDigits", in: 1...38) { format.maximumIntegerDigits = maximum }
    if let negative = try options.bool("allowsNegative") { format.allowsNegative = negative }
    // A stepper's options only when there are any (the decimal reader is the steppers' code in the page's module).
    if options.value["step"] != nil || options.value["min"] != nil || options.value["max"] != nil { try parseStepper(options, into: &format) }
    if format.style == .currency, format.currency == nil {
        throw MessageError("\"\(members.path).number\" with style \"currency\" needs \"currency\", an ISO 4217 code such as \"EUR\"")
    }
    return format
}
