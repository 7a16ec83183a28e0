/// A content rule of the text input guidelines that ``ContentLint`` checks.
public enum LintRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// A label is not in capital (title) case: "Email address".
    case labelCapitalCase
    /// A placeholder is not in sentence case: "Enter Your Email Address".
    case placeholderSentenceCase
    /// Helper text is not in sentence case.
    case helperSentenceCase
    /// A custom error message is not in sentence case.
    case errorSentenceCase
    /// A placeholder or label is a vague direction such as "Tap to write".
    case vaguePrompt
    /// A placeholder gives instructions instead of an example value.
    case placeholderGivesInstructions
    /// Helper text is wider than one line.
    case helperWraps
    /// A simple property field has no label.
    case missingLabel
    /// A title field has no prompt (placeholder).
    case missingPrompt
    /// A custom error message does not say how to fix the error.
    case errorDoesNotSayHowToFix

    /// The guideline sentence the rule enforces, quoted verbatim.
    public var guideline: String {
        switch self {
        case .labelCapitalCase:
            return "Use capital case for labels."
        case .placeholderSentenceCase, .helperSentenceCase, .errorSentenceCase:
            return "Use sentence case for placeholder text, helper text, and error messages."
        case .vaguePrompt:
            return "Vague directions such as “Tap to Write” should be avoided."
        case .placeholderGivesInstructions:
            return "Don’t use placeholder text for instructions because it disappears once the user starts typing. Instead, use helper text for instructions."
        case .helperWraps:
            return "Helper text should be short and precise. Avoid wrapping to two lines."
        case .missingLabel:
            return "The label is required for the simple property form cell."
        case .missingPrompt:
            return "Be sure to include clear and concise prompt text to communicate the purpose of the input field (e.g., “Title” or “Description”)."
        case .errorDoesNotSayHowToFix:
            return "Provide meaningful error messages that tell the user how to fix the error."
        }
    }

    /// The guideline the sentence comes from.
    public var source: String {
        switch self {
        case .vaguePrompt, .missingPrompt:
            return "SAP Fiori for iOS: Text Input"
        case .labelCapitalCase, .placeholderSentenceCase, .helperSentenceCase, .errorSentenceCase,
             .placeholderGivesInstructions, .helperWraps, .missingLabel, .errorDoesNotSayHowToFix:
            return "SAP Fiori for Android: Text Input"
        }
    }
}

/// One problem ``ContentLint`` found in a field's texts.
public struct LintFinding: Sendable, Hashable, Codable {
    /// The rule that is broken.
    public var rule: LintRule
    /// The field's ``FieldConfiguration/id``.
    public var fieldID: String?
    /// What is wrong and how to fix it, in English.
    public var message: String
    /// The guideline sentence, quoted verbatim.
    public var guideline: String
    /// Which guideline the sentence comes from, such as "SAP Fiori for Android: Text Input".
    public var source: String

    /// Creates a finding.
    public init(rule: LintRule, fieldID: String?, message: String, guideline: String, source: String) {
        self.rule = rule
        self.fieldID = fieldID
        self.message = message
        self.guideline = guideline
        self.source = source
    }

    /// Creates a finding that quotes the rule's own guideline and source.
    public init(rule: LintRule, fieldID: String?, message: String) {
        self.init(rule: rule, fieldID: fieldID, message: message, guideline: rule.guideline, source: rule.source)
    }
}
