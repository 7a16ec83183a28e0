/// One problem ``ContentLint`` found in a field's texts.
public struct LintFinding: Sendable, Hashable {
    /// The rule that is broken.
    public var rule: LintRule
    /// The field's ``FieldConfiguration/id``.
    public var fieldID: String?
    /// What is wrong and how to fix it, in English.
    public var message: String
    /// The rule that is broken, in TextInputKit's own words (``LintRule/guideline``).
    public var guideline: String
    /// Where the guidelines state the rule, by document and section, such as
    /// "SAP Fiori for Android, Text Input, Usage" (``LintRule/source``).
    public var source: String

    /// Creates a finding.
    public init(rule: LintRule, fieldID: String?, message: String, guideline: String, source: String) {
        self.rule = rule
        self.fieldID = fieldID
        self.message = message
        self.guideline = guideline
        self.source = source
    }

    /// Creates a finding that carries the rule's own guideline and source.
    public init(rule: LintRule, fieldID: String?, message: String) {
        self.init(rule: rule, fieldID: fieldID, message: message, guideline: rule.guideline, source: rule.source)
    }
}
