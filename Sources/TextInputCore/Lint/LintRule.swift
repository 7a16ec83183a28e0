/// A content rule of the text input guidelines that ``ContentLint`` checks.
public enum LintRule: String, Sendable, Hashable, CaseIterable {
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

    /// The rule, stated in TextInputKit's own words (the guidelines are
    /// cited by ``source``, not quoted).
    public var guideline: String {
        switch self {
        case .labelCapitalCase:
            return "Labels are in capital case: every word starts with a capital letter, except short function words such as “of” and “and” after the first."
        case .placeholderSentenceCase:
            return "Placeholders are in sentence case: only the first word, acronyms and proper nouns start with a capital letter."
        case .helperSentenceCase:
            return "Helper text is in sentence case: only the first word, acronyms and proper nouns start with a capital letter."
        case .errorSentenceCase:
            return "Error messages are in sentence case: only the first word, acronyms and proper nouns start with a capital letter."
        case .vaguePrompt:
            return "A label or prompt names the content the field expects; a generic request to type something tells the user nothing."
        case .placeholderGivesInstructions:
            return "A placeholder shows an example of a correct value. It vanishes as soon as the user types, so instructions go in the helper text."
        case .helperWraps:
            return "Helper text is brief and fits on a single line."
        case .missingLabel:
            return "Every simple property field has a label that tells the user what the value is."
        case .missingPrompt:
            return "A title field shows prompt text that names its content, since it has no label."
        case .errorDoesNotSayHowToFix:
            return "An error message tells the user what to do to correct the value, not only that it is wrong."
        }
    }

    /// Where the guidelines state the rule: the document, then the section,
    /// such as "SAP Fiori for Android, Text Input, Usage".
    public var source: String {
        switch self {
        case .labelCapitalCase, .placeholderSentenceCase, .helperSentenceCase, .errorSentenceCase,
             .errorDoesNotSayHowToFix:
            return "SAP Fiori for Android, Text Input, Usage"
        case .placeholderGivesInstructions, .helperWraps:
            return "SAP Fiori for Android, Text Input, Enabled State"
        case .missingLabel:
            return "SAP Fiori for Android, Text Input, Simple Property Form Cell"
        case .vaguePrompt, .missingPrompt:
            return "SAP Fiori for iOS, Text Input (2019), Title Form Cell"
        }
    }
}
