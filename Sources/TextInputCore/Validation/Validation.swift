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
