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
