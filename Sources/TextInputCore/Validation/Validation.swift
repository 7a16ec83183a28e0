import Foundation

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

/// The built-in rules.
public enum ValidationRule: Sendable, Hashable {
    /// A value is required.
    case required
    /// An email address (local@domain.tld).
    case email
    /// Only the digits 0–9.
    case digitsOnly
    /// The whole value matches a regular expression.
    case pattern(String)
    /// At least this many characters.
    case minLength(Int)
    /// At most this many characters.
    case maxLength(Int)
    /// A number within bounds (either may be nil).
    case range(min: Decimal?, max: Decimal?)
    /// A payment card number with a valid Luhn check digit.
    case luhn
    /// An IBAN with a valid ISO 13616 checksum and country length.
    case iban
    /// A rule checked by a closure registered on the model under this name.
    case custom(String)
}
