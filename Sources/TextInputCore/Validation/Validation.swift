/// A validation rule with the moment it is checked.
///
/// ```swift
/// let rules: [Validation] = [
///     .init(.required, on: .submit),
///     .init(.email, on: .blur),                      // the HIG's email example
///     .init(.minLength(8), on: .beforeFocusLeaves),  // the HIG's password example
///     .init(.emailTypo, on: .blur, severity: .warning), // "Did you mean jane@gmail.com?"
/// ]
/// ```
public struct Validation: Sendable, Hashable {
    /// What is checked.
    public var rule: ValidationRule
    /// When it is checked first.
    public var timing: ValidationTiming
    /// A message that replaces the rule's default (say how to fix it).
    public var message: String?
    /// How a failure is shown: ``MessageSeverity/error`` (the default)
    /// blocks submitting; ``MessageSeverity/warning`` is shown at the
    /// rule's timing in the warning's colour, goes on the next edit (a live,
    /// `change` rule is checked again on it), never blocks, and is carried
    /// in the submission (``Submission/warnings``). A rule cannot be a
    /// success or information: it says what is, or may be, wrong.
    public var severity: MessageSeverity

    /// Creates a validation.
    public init(_ rule: ValidationRule, on timing: ValidationTiming = .blur, message: String? = nil,
                severity: MessageSeverity = .error) {
        self.rule = rule
        self.timing = timing
        self.message = message
        self.severity = severity
    }
}
