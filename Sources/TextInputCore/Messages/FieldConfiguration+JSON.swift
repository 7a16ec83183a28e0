/// A field configuration as the message vocabulary's `configure` object
/// (docs/driver.md), both ways: what a server writes into a page so that the
/// browser's copy of the core builds the very same field, and what it reads
/// back.
///
/// ```swift
/// var email = FieldConfiguration(id: "email", label: "Email", keyboard: .email)
/// email.validation = [Validation(.email, on: .blur)]
/// let object = try email.message(value: "jo@example.com")
/// // {"id":"email","value":"jo@example.com","label":"Email","keyboard":"email",
/// //  "validation":[{"rule":"email","on":"blur"}]}
/// let back = try FieldConfiguration(message: object)   // == email
/// ```
extension FieldConfiguration {
    /// Reads a `configure` object (without its `"value"`, which
    /// ``initialValue(inMessage:)`` reads).
    ///
    /// - Throws: ``MessageError`` naming the key that is wrong and what to send.
    public init(message: JSONValue) throws(MessageError) {
        self = try FieldSpec(try Members(message, path: "field")).configuration
    }

    /// The `"value"` of a `configure` object, or "" when it has none.
    public static func initialValue(inMessage message: JSONValue) -> String {
        if case let .string(text)? = message["value"] { return text }
        return ""
    }

    /// The configuration as a `configure` object, with `value` as its initial
    /// text; keys at their defaults are left out.
    ///
    /// Rules you wrote as Swift closures (``ValidationRule/custom(_:)``) are
    /// left out: they run only where the closure is, so a server checks them
    /// on submit.
    ///
    /// - Throws: ``MessageError`` for a ``TextFormat/custom(_:)`` format: its
    ///   ``ValueFormatter`` is Swift code that has no message form.
    public func message(value: String = "") throws(MessageError) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        for member in ConfigureMember.allCases {
            if let written = try member.write(self, value: value) { pairs.append((member.rawValue, written)) }
        }
        return .object(pairs)
    }

    func formatMessage() throws(MessageError) -> JSONValue? {
        switch format {
        case .plain: return nil
        case let .mask(pattern): return .object([("mask", .string(pattern))])
        case .card: return .object([("card", .object([]))])
        case .iban: return .object([("iban", .object([]))])
        case let .phone(options):
            return .object([("phone", .object(options.region.map { [("region", JSONValue.string($0))] } ?? []))])
        case let .letterCase(letterCase): return .object([("case", .string(letterCase.rawValue))])
        case let .number(options):
            let defaults = NumberFormat()
            var number: [(String, JSONValue)] = [("style", .string(options.style.rawValue))]
            if let currency = options.currency { number.append(("currency", .string(currency))) }
            if let digits = options.fractionDigits { number.append(("fractionDigits", .int(digits))) }
            if options.maximumFractionDigits != defaults.maximumFractionDigits {
                number.append(("maximumFractionDigits", .int(options.maximumFractionDigits)))
            }
            if options.maximumIntegerDigits != defaults.maximumIntegerDigits {
                number.append(("maximumIntegerDigits", .int(options.maximumIntegerDigits)))
            }
            if options.allowsNegative != defaults.allowsNegative { number.append(("allowsNegative", .bool(options.allowsNegative))) }
            if let step = options.step { number.append(("step", .string(step.description))) }
            if let minimum = options.minimum { number.append(("min", .string(minimum.description))) }
            if let maximum = options.maximum { number.append(("max", .string(maximum.description))) }
            if let template = input.numberTemplate { number.append(("template", template.jsonValue)) }
            return .object([("number", .object(number))])
        case let .date(options):
            var date: [(String, JSONValue)] = []
            if let minimum = options.minimum { date.append(("min", .string(minimum.description))) }
            if let maximum = options.maximum { date.append(("max", .string(maximum.description))) }
            if let template = input.dateTemplate { date.append(("template", template.jsonValue)) }
            return .object([("date", .object(date))])
        case let .custom(custom):
            throw MessageError("field \"\(id)\" has the custom format \"\(custom.name)\", which is Swift code with no message form; "
                + "give the field a built-in format (mask, card, iban, number, case) to send it as a message")
        }
    }

    static func ruleMessage(_ validation: Validation) -> JSONValue? {
        var pairs: [(String, JSONValue)]
        switch validation.rule {
        case .required: pairs = [("rule", .string("required"))]
        case .email: pairs = [("rule", .string("email"))]
        case .emailTypo: pairs = [("rule", .string("emailTypo"))]
        case .digitsOnly: pairs = [("rule", .string("digitsOnly"))]
        case .luhn: pairs = [("rule", .string("luhn"))]
        case .iban: pairs = [("rule", .string("iban"))]
        case .phone: pairs = [("rule", .string("phone"))]
        case let .pattern(pattern): pairs = [("rule", .string("pattern")), ("value", .string(pattern))]
        case let .minLength(length): pairs = [("rule", .string("minLength")), ("value", .int(length))]
        case let .maxLength(length): pairs = [("rule", .string("maxLength")), ("value", .int(length))]
        case let .range(low, high):
            pairs = [("rule", .string("range")),
                     ("value", .object([("min", low.map { .string($0.description) } ?? .null),
                                        ("max", high.map { .string($0.description) } ?? .null)]))]
        case let .step(stepper):
            pairs = [("rule", .string("step")),
                     ("value", .object([("step", .string(stepper.step.description)),
                                        ("min", stepper.minimum.map { .string($0.description) } ?? .null),
                                        ("max", stepper.maximum.map { .string($0.description) } ?? .null)]))]
        case let .date(low, high):
            pairs = [("rule", .string("date")),
                     ("value", .object([("min", low.map { .string($0.description) } ?? .null),
                                        ("max", high.map { .string($0.description) } ?? .null)]))]
        case .custom: return nil
        }
        pairs.append(("on", .string(validation.timing.rawValue)))
        if let message = validation.message { pairs.append(("message", .string(message))) }
        if validation.severity != .error { pairs.append(("severity", .string(validation.severity.rawValue))) }
        return .object(pairs)
    }
}
