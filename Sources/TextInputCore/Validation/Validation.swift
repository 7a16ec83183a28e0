/// A validation rule with the moment it is checked.
///
/// ```swift
/// let rules: [Validation] = [
///     .init(.required, on: .submit),
///     .init(.email, on: .blur),                      // the HIG's email example
///     .init(.minLength(8), on: .beforeFocusLeaves),  // the HIG's password example
/// ]
/// ```
public struct Validation: Sendable, Hashable {
    /// What is checked.
    public var rule: ValidationRule
    /// When it is checked first.
    public var timing: ValidationTiming
    /// A message that replaces the rule's default (say how to fix it).
    public var message: String?

    /// Creates a validation.
    public init(_ rule: ValidationRule, on timing: ValidationTiming = .blur, message: String? = nil) {
        self.rule = rule
        self.timing = timing
        self.message = message
    }
}

/// When a rule is first checked. An error is never shown earlier than its
/// timing; once shown, it is re-checked on every edit and disappears as soon
/// as the value is valid.
public enum ValidationTiming: String, Sendable, Hashable, CaseIterable {
    /// On every change (live).
    case change
    /// When focus leaves the field.
    case blur
    /// When focus would leave: an invalid field keeps focus in a form.
    case beforeFocusLeaves
    /// When the form is submitted.
    case submit
}

/// What a validation checks: a built-in rule, or your own closure.
///
/// ```swift
/// let rules: [ValidationRule] = [
///     .required, .email, .range(min: 0, max: DecimalNumber("99.99")), .pattern("[0-9]{5}"),
///     .custom("notAdmin") { $0 == "admin" ? "Choose another user name; admin is reserved." : nil },
/// ]
/// ```
public enum ValidationRule: Sendable, Hashable {
    /// A value is required.
    case required
    /// An email address (local@domain.tld).
    case email
    /// Only the digits 0–9.
    case digitsOnly
    /// The whole value matches a regular expression (``ValidationPattern``
    /// describes the syntax; a field refuses a pattern it cannot compile).
    case pattern(String)
    /// At least this many characters.
    case minLength(Int)
    /// At most this many characters.
    case maxLength(Int)
    /// A number within bounds (either may be nil), compared exactly.
    case range(min: DecimalNumber?, max: DecimalNumber?)
    /// A payment card number with a valid Luhn check digit.
    case luhn
    /// An IBAN with a valid ISO 13616 checksum and country length.
    case iban
    /// A phone number (E.164, as a phone field's value) with a calling code
    /// and as many digits as numbers of that code have (libphonenumber's
    /// possible lengths). A phone field checks it on blur by itself.
    case phone
    /// Your own check (``CustomRule``).
    case custom(CustomRule)

    /// Your own check: `check` returns nil for a valid value, or the message
    /// to show (say how to fix it). Rules compare equal by `name`.
    public static func custom(_ name: String, _ check: @escaping @Sendable (String) -> String?) -> ValidationRule {
        .custom(CustomRule(name, check: check))
    }
}

/// A validation rule checked by your closure.
///
/// ```swift
/// let notAdmin = CustomRule("notAdmin") { value in
///     value.lowercased() == "admin" ? "Choose another user name; admin is reserved." : nil
/// }
/// let validation = Validation(.custom(notAdmin), on: .change)
/// ```
public struct CustomRule: Sendable, Hashable {
    /// Identifies the rule: two rules with the same name are the same rule.
    public let name: String
    /// Checks a value: nil when it is valid, else the message to show.
    public let check: @Sendable (String) -> String?

    /// Creates a rule.
    public init(_ name: String, check: @escaping @Sendable (String) -> String?) {
        self.name = name
        self.check = check
    }

    public static func == (lhs: CustomRule, rhs: CustomRule) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
