/// Checks the texts of fields against the content rules of the SAP Fiori
/// and Apple text input guidelines.
///
/// ```swift
/// var field = FieldConfiguration(id: "email", label: "Email address")
/// field.placeholder = "Enter your email"
/// ContentLint.lint(field, measurer: MyMeasurer()).map(\.rule)
/// // [.labelCapitalCase, .placeholderGivesInstructions]
/// ```
///
/// The rules, in the order findings are reported for a field:
/// - ``LintRule/missingLabel``: a simple property field (`kind: .simple`)
///   whose label is `nil` or blank.
/// - ``LintRule/labelCapitalCase``: a label with a lower-case word, other
///   than a short function word (of, and, or, the, a, an, in, on, at, to,
///   for, by, with, as, but, nor, per, via, vs, from) after the first word.
///   Words in parentheses ("(optional)", "(kg)"), with digits, in all
///   capitals ("ID") or in mixed case ("iPhone") pass.
/// - ``LintRule/vaguePrompt``: a label or placeholder that is, ignoring case,
///   surrounding whitespace and a trailing ".", "…", "!" or ":", one of
///   "Tap to write", "Tap here", "Click here", "Type here", "Enter text",
///   "Write something", "Text" or "Input".
/// - ``LintRule/missingPrompt``: a title field (`kind: .title`) whose
///   placeholder is `nil` or blank.
/// - ``LintRule/placeholderGivesInstructions``: a placeholder whose first
///   word is Enter, Type, Please, Input, Provide, Fill, Write, Select,
///   Choose, Use or Must, or that contains "must be", "should be",
///   "at least" or "required".
/// - ``LintRule/placeholderSentenceCase``, ``LintRule/helperSentenceCase``,
///   ``LintRule/errorSentenceCase``: the first word starts with a lower-case
///   letter, or most other words are capitalised (at least two, and more
///   than half of the words that are either capitalised or lower case).
///   Acronyms, words with digits, mixed case, quoted words (“Scan
///   Barcode”), the first word of a new sentence and words after "e.g.",
///   "i.e.", "such as" or "for example" are not counted, so proper nouns and
///   example values pass. A placeholder without spaces is an example value
///   ("name@example.com") and always passes.
/// - ``LintRule/helperWraps``: helper text wider than `width` as measured,
///   or with a line break.
/// - ``LintRule/errorDoesNotSayHowToFix``: a custom error message
///   (``Validation/message``) that is blank; that is, ignoring case and
///   trailing punctuation, "Invalid input", "Invalid", "Error", "Wrong
///   value", "Incorrect", "Not valid" or "Bad input", or ends with "is
///   invalid" or "is not valid"; or that has none of the verbs enter, use,
///   check, add, remove, choose, select, type, reduce, shorten, include,
///   start, try, make, fill, pick, delete, change, correct, provide, verify,
///   scan, write or contact. This is a heuristic for English messages: a
///   message that states the fix without one of those verbs ("Passwords
///   need 8 characters") is reported too. Each distinct message is checked
///   once per field.
///
/// Casing and wording rules apply to English text only: they are skipped
/// for a field whose ``FieldConfiguration/localeIdentifier`` names another
/// language (German capitalises nouns; other languages have other
/// conventions), and casing rules are skipped for text without cased
/// letters (Japanese, Arabic). A field without a locale is taken to be
/// English. The structural rules (missing label or prompt, wrapping helper
/// text) apply in every language.
public enum ContentLint {
    /// The findings for one field.
    ///
    /// - Parameters:
    ///   - field: The field to check.
    ///   - width: The width helper text must fit in, in the measurer's unit.
    ///   - measurer: Measures helper text.
    public static func lint(_ field: FieldConfiguration, width: Int = 40, measurer: some TextMeasurer = MonospaceCellMeasurer()) -> [LintFinding] {
        var findings: [LintFinding] = []
        func report(_ rule: LintRule, _ message: String) {
            findings.append(LintFinding(rule: rule, fieldID: field.id, message: message))
        }
        let english = isEnglish(field.localeIdentifier)
        let label = nonBlank(field.label)
        let placeholder = nonBlank(field.placeholder)
        let helper = nonBlank(field.helper)

        if field.kind == .simple, label == nil {
            report(.missingLabel, "Field “\(field.id)” is a simple property field without a label. Add a short label in capital case that names the value, such as “Email Address”.")
        }
        if english, let label {
            if let fixed = capitalCaseFix(label) {
                report(.labelCapitalCase, "Label “\(label)” is not in capital case. Capitalise every word except short function words such as “of” or “and”: “\(fixed)”.")
            }
            if isVague(label) {
                report(.vaguePrompt, "Label “\(label)” does not say what the field is for. Name the value it holds, such as “Title” or “Description”.")
            }
        }

        if field.kind == .title, placeholder == nil {
            report(.missingPrompt, "Title field “\(field.id)” has no prompt text. Set a placeholder that names its content, such as “Title” or “Description”.")
        }
        if english, let placeholder {
            if isVague(placeholder) {
                report(.vaguePrompt, "Placeholder “\(placeholder)” is a vague direction. Use prompt text that names the content, such as “Title” or “Description”, or an example of a correct value.")
            }
            if givesInstructions(placeholder) {
                report(.placeholderGivesInstructions, "Placeholder “\(placeholder)” gives instructions, which disappear once the user starts typing. Show an example of a correct value instead (such as “name@example.com”) and move the instructions to the helper text.")
            }
            if let fixed = sentenceCaseFix(placeholder, allowsExampleValue: true) {
                report(.placeholderSentenceCase, "Placeholder “\(placeholder)” is not in sentence case. Capitalise only the first word, acronyms and proper nouns: “\(fixed)”.")
            }
        }

        if let helper {
            if english, let fixed = sentenceCaseFix(helper, allowsExampleValue: false) {
                report(.helperSentenceCase, "Helper text “\(helper)” is not in sentence case. Capitalise only the first word, acronyms and proper nouns: “\(fixed)”.")
            }
            if helper.contains(where: { $0.isNewline }) {
                report(.helperWraps, "Helper text “\(helper)” has a line break. Keep it to one short line.")
            } else {
                let helperWidth = measurer.width(of: helper)
                if helperWidth > width {
                    report(.helperWraps, "Helper text “\(helper)” is \(helperWidth) wide and wraps at \(width). Shorten it to fit on one line.")
                }
            }
        }

        var seen: Set<String> = []
        for validation in field.validation {
            guard let raw = validation.message else { continue }
            let message = LintText.trimmed(raw)
            guard seen.insert(message).inserted else { continue }
            if message.isEmpty {
                report(.errorDoesNotSayHowToFix, "The error message is empty. Say how to fix the error, such as “Enter an email address such as name@example.com.”, or remove the message to use the default.")
                continue
            }
            guard english else { continue }
            if let fixed = sentenceCaseFix(message, allowsExampleValue: false) {
                report(.errorSentenceCase, "Error message “\(message)” is not in sentence case. Capitalise only the first word, acronyms and proper nouns: “\(fixed)”.")
            }
            if !saysHowToFix(message) {
                report(.errorDoesNotSayHowToFix, "Error message “\(message)” does not say how to fix the error. Tell the user what to do, such as “Enter an email address such as name@example.com.”")
            }
        }
        return findings
    }

    /// The findings for a form: each field's findings, fields in order.
    ///
    /// - Parameters:
    ///   - fields: The form's fields.
    ///   - width: The width helper text must fit in, in the measurer's unit.
    ///   - measurer: Measures helper text.
    public static func lint(fields: [FieldConfiguration], width: Int = 40, measurer: some TextMeasurer = MonospaceCellMeasurer()) -> [LintFinding] {
        fields.flatMap { lint($0, width: width, measurer: measurer) }
    }

    // MARK: - Rules

    static let functionWords: Set<String> = [
        "of", "and", "or", "the", "a", "an", "in", "on", "at", "to", "for", "by", "with",
        "as", "but", "nor", "per", "via", "vs", "from",
    ]
    static let vaguePrompts: Set<String> = [
        "tap to write", "tap here", "click here", "type here", "enter text", "write something", "text", "input",
    ]
    static let instructionVerbs: Set<String> = [
        "enter", "type", "please", "input", "provide", "fill", "write", "select", "choose", "use", "must",
    ]
    static let instructionPhrases: [[String]] = [["must", "be"], ["should", "be"], ["at", "least"], ["required"]]
    static let vagueErrors: Set<String> = [
        "invalid input", "invalid", "error", "wrong value", "incorrect", "not valid", "bad input",
    ]
    static let actionVerbs: Set<String> = [
        "enter", "use", "check", "add", "remove", "choose", "select", "type", "reduce", "shorten",
        "include", "start", "try", "make", "fill", "pick",
        "delete", "change", "correct", "provide", "verify", "scan", "write", "contact",
    ]
    static let exampleMarkers: Set<String> = ["e.g.", "e.g.,", "e.g", "eg", "eg.", "eg.,", "i.e.", "i.e.,", "i.e"]

    static func nonBlank(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = LintText.trimmed(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    static func isEnglish(_ localeIdentifier: String?) -> Bool {
        guard let localeIdentifier else { return true }
        return ["en", "", "c", "posix"].contains(Localizer.LocaleSubtags(localeIdentifier).language)
    }

    static func isVague(_ text: String) -> Bool {
        vaguePrompts.contains(LintText(text).normalized)
    }

    static func givesInstructions(_ text: String) -> Bool {
        let words = LintText(text).lowercasedWords
        if let first = words.first, instructionVerbs.contains(first) { return true }
        return instructionPhrases.contains { phrase in
            words.indices.contains { start in
                start + phrase.count <= words.count && Array(words[start..<start + phrase.count]) == phrase
            }
        }
    }

    static func saysHowToFix(_ message: String) -> Bool {
        let text = LintText(message)
        let normalized = text.normalized
        if vagueErrors.contains(normalized) || normalized.hasSuffix(" is invalid") || normalized.hasSuffix(" is not valid") {
            return false
        }
        return text.lowercasedWords.contains { actionVerbs.contains($0) }
    }

    /// The label in capital case, or `nil` when it already is.
    static func capitalCaseFix(_ label: String) -> String? {
        let text = LintText(label)
        guard text.hasCasedLetters else { return nil }
        var wrong: Set<Int> = []
        var isFirst = true
        for (offset, token) in text.tokens.enumerated() {
            let word = text.word(token)
            guard !word.isEmpty else { continue }
            defer { isFirst = false }
            guard !token.inParentheses, LintText.shape(of: word) == .lower else { continue }
            if !isFirst, functionWords.contains(word.lowercased()) { continue }
            wrong.insert(offset)
        }
        guard !wrong.isEmpty else { return nil }
        return text.rewriting { offset, word in wrong.contains(offset) ? LintText.capitalising(word) : nil }
    }

    /// The text in sentence case, or `nil` when it already is (see the
    /// type's documentation for what counts).
    static func sentenceCaseFix(_ value: String, allowsExampleValue: Bool) -> String? {
        let text = LintText(value)
        guard text.hasCasedLetters else { return nil }
        if allowsExampleValue, text.tokens.count == 1 { return nil }
        var first: Int?
        var firstIsLower = false
        var capitalised: [Int] = []
        var lowerCount = 0
        var startsSentence = false
        var examplesFollow = false
        var previous = ""
        for (offset, token) in text.tokens.enumerated() {
            let word = text.word(token)
            let lowered = word.lowercased()
            let whole = text.text[token.range].lowercased()
            defer { previous = lowered }
            guard !word.isEmpty else { continue }
            let shape = LintText.shape(of: word)
            if first == nil {
                first = offset
                firstIsLower = shape == .lower
                startsSentence = token.endsSentence
                examplesFollow = exampleMarkers.contains(whole)
                continue
            }
            if exampleMarkers.contains(whole) || (previous == "such" && lowered == "as") || (previous == "for" && lowered == "example") {
                examplesFollow = true
                continue
            }
            let isSentenceStart = startsSentence
            startsSentence = token.endsSentence
            guard !isSentenceStart, !examplesFollow, !token.isQuoted else { continue }
            switch shape {
            case .capitalised: capitalised.append(offset)
            case .lower: lowerCount += 1
            case .uncased, .acronym, .exempt: break
            }
        }
        let isTitleCase = capitalised.count >= 2 && capitalised.count * 2 > capitalised.count + lowerCount
        guard firstIsLower || isTitleCase else { return nil }
        return text.rewriting { offset, word in
            if offset == first, firstIsLower { return LintText.capitalising(word) }
            if isTitleCase, capitalised.contains(offset) { return word.lowercased() }
            return nil
        }
    }
}
