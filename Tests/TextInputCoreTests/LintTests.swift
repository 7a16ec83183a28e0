import Foundation
import Testing
import TextInputCore

/// Every Character is one cell wide.
private struct UnitWidthMeasurer: TextMeasurer {
    func width(of character: Character) -> Int { 1 }
}

@Suite struct LintTests {
    fileprivate let measurer = UnitWidthMeasurer()

    func findings(_ field: FieldConfiguration, width: Int = 40) -> [LintFinding] {
        ContentLint.lint(field, width: width, measurer: measurer)
    }

    func rules(_ field: FieldConfiguration, width: Int = 40) -> [LintRule] {
        findings(field, width: width).map(\.rule)
    }

    func simple(label: String? = "Name", placeholder: String? = nil, helper: String? = nil, errors: [String] = [], locale: String? = nil) -> FieldConfiguration {
        FieldConfiguration(
            id: "field", label: label, placeholder: placeholder, helper: helper,
            validation: errors.map { .init(.required, on: .submit, message: $0) },
            localeIdentifier: locale
        )
    }

    // MARK: - Every rule, broken and kept

    /// A field that breaks one rule (and no other), and the same field mended.
    struct Example: Sendable, CustomTestStringConvertible {
        var rule: LintRule
        var broken: FieldConfiguration
        var mended: FieldConfiguration

        init(_ rule: LintRule, broken: FieldConfiguration, mended: FieldConfiguration) {
            self.rule = rule
            self.broken = broken
            self.mended = mended
        }

        var testDescription: String { rule.rawValue }
    }

    /// At least one example for each rule.
    static let examples: [Example] = [
        Example(.labelCapitalCase,
                broken: FieldConfiguration(id: "email", label: "Email address"),
                mended: FieldConfiguration(id: "email", label: "Email Address")),
        Example(.placeholderSentenceCase,
                broken: FieldConfiguration(id: "report", label: "Report", placeholder: "Quarterly Sales Report"),
                mended: FieldConfiguration(id: "report", label: "Report", placeholder: "Quarterly sales report")),
        Example(.helperSentenceCase,
                broken: FieldConfiguration(id: "phone", label: "Phone", helper: "We Send A Code To Your Phone"),
                mended: FieldConfiguration(id: "phone", label: "Phone", helper: "We send a code to your phone")),
        Example(.errorSentenceCase,
                broken: FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, message: "Enter A Valid Email Address")]),
                mended: FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, message: "Enter a valid email address")])),
        Example(.vaguePrompt,
                broken: FieldConfiguration(id: "title", kind: .title, placeholder: "Tap to write"),
                mended: FieldConfiguration(id: "title", kind: .title, placeholder: "Title")),
        Example(.placeholderGivesInstructions,
                broken: FieldConfiguration(id: "email", label: "Email", placeholder: "Enter your email"),
                mended: FieldConfiguration(id: "email", label: "Email", placeholder: "name@example.com", helper: "Enter your work email")),
        Example(.helperWraps,
                broken: FieldConfiguration(id: "iban", label: "IBAN", helper: "Shown on your bank statement and on the back of your bank card"),
                mended: FieldConfiguration(id: "iban", label: "IBAN", helper: "Shown on your bank statement")),
        Example(.missingLabel,
                broken: FieldConfiguration(id: "city", placeholder: "Berlin"),
                mended: FieldConfiguration(id: "city", label: "City", placeholder: "Berlin")),
        Example(.missingPrompt,
                broken: FieldConfiguration(id: "title", kind: .title),
                mended: FieldConfiguration(id: "title", kind: .title, placeholder: "Description")),
        Example(.errorDoesNotSayHowToFix,
                broken: FieldConfiguration(id: "iban", label: "IBAN", validation: [.init(.iban, message: "The IBAN is not valid.")]),
                mended: FieldConfiguration(id: "iban", label: "IBAN", validation: [.init(.iban, message: "Check the IBAN on your bank statement.")])),
    ]

    @Test func everyRuleHasAnExample() {
        #expect(Set(Self.examples.map(\.rule)) == Set(LintRule.allCases))
    }

    @Test(arguments: examples)
    func brokenFieldIsReportedAndMendedFieldIsNot(_ example: Example) throws {
        let reported = findings(example.broken)
        #expect(reported.map(\.rule) == [example.rule])
        let finding = try #require(reported.first)
        #expect(finding.fieldID == example.broken.id)
        #expect(finding.guideline == example.rule.guideline)
        #expect(finding.source == example.rule.source)
        #expect(rules(example.mended) == [])
    }

    // MARK: - Rules in our words, guidelines cited

    @Test(arguments: LintRule.allCases)
    func ruleIsStatedAndItsGuidelineCitedByDocumentAndSection(_ rule: LintRule) {
        let documents = [
            "SAP Fiori for Android, Text Input, ", "SAP Fiori for iOS, Text Input (2019), ",
            "SAP Fiori for iOS, Text Input (2017), ", "Apple HIG, Text fields, ",
        ]
        let document = documents.first { rule.source.hasPrefix($0) }
        #expect(document != nil, "\(rule): “\(rule.source)” names no guideline document")
        let section = rule.source.dropFirst(document?.count ?? 0)
        #expect(!section.isEmpty && !section.contains(","), "\(rule): “\(rule.source)” names no single section")
        #expect(rule.guideline.hasSuffix("."), "\(rule): one or more sentences")
        #expect(rule.guideline.count >= 30, "\(rule): the rule is stated, not named")
    }

    @Test func everyRuleIsStatedSeparately() {
        #expect(Set(LintRule.allCases.map(\.guideline)).count == LintRule.allCases.count)
    }

    @Test func findingsCarryRuleFieldGuidelineAndSource() throws {
        var field = simple(label: "Email address")
        field.id = "email"
        let result = findings(field)
        #expect(result.count == 1)
        let finding = try #require(result.first)
        #expect(finding.rule == .labelCapitalCase)
        #expect(finding.fieldID == "email")
        #expect(finding.guideline == LintRule.labelCapitalCase.guideline)
        #expect(finding.source == "SAP Fiori for Android, Text Input, Usage")
        #expect(finding.message.contains("“Email address”"))
        #expect(finding.message.contains("“Email Address”"))

        // The same finding through the message vocabulary.
        var session = MessageSession()
        let answer = try JSONValue.parse(session.handle(#"{"lint": {"id": "email", "label": "Email address"}}"#))
        guard case let .array(sent)? = answer["findings"] else { Issue.record("no findings in \(answer.serialized)"); return }
        #expect(sent.count == 1)
        #expect(sent.first?["rule"] == .string("labelCapitalCase"))
        #expect(sent.first?["field"] == .string("email"))
        #expect(sent.first?["source"] == .string(finding.source))
    }

    // MARK: - Label

    @Test func labelCapitalCase() {
        #expect(rules(simple(label: "Email address")) == [.labelCapitalCase])
        #expect(rules(simple(label: "date of birth")) == [.labelCapitalCase])
        #expect(findings(simple(label: "date of birth")).first?.message.contains("“Date of Birth”") == true)
        #expect(rules(simple(label: "Of the Month")) == [])
        #expect(rules(simple(label: "Name of the month")) == [.labelCapitalCase])
        for label in ["Email Address", "Date of Birth", "Amount in EUR", "VAT ID", "Address Line 2", "Weight (kg)",
                      "Email Address (optional)", "iPhone Model", "Terms and Conditions", "Customer’s Name", "メールアドレス"] {
            #expect(!rules(simple(label: label)).contains(.labelCapitalCase), "\(label)")
        }
    }

    @Test func missingLabel() {
        #expect(rules(simple(label: nil)) == [.missingLabel])
        #expect(rules(simple(label: "  ")) == [.missingLabel])
        #expect(findings(simple(label: nil)).first?.message.contains("“field”") == true)
        #expect(rules(simple(label: "Name")) == [])
        #expect(rules(FieldConfiguration(id: "note", kind: .note)) == [])
        #expect(rules(FieldConfiguration(id: "title", kind: .title, placeholder: "Title")) == [])
    }

    // MARK: - Prompt

    @Test func missingPrompt() {
        #expect(rules(FieldConfiguration(id: "title", kind: .title)) == [.missingPrompt])
        #expect(rules(FieldConfiguration(id: "title", kind: .title, placeholder: " ")) == [.missingPrompt])
        #expect(rules(FieldConfiguration(id: "title", kind: .title, placeholder: "Description")) == [])
        #expect(rules(simple(placeholder: nil)) == [])
    }

    @Test func vaguePrompt() {
        for prompt in ["Tap to write", "Tap to Write…", "  tap here ", "Click here", "TYPE HERE", "Enter text...",
                       "Write something", "Text", "Input:"] {
            #expect(rules(FieldConfiguration(id: "title", kind: .title, placeholder: prompt)).contains(.vaguePrompt), "\(prompt)")
        }
        #expect(rules(simple(label: "Text")) == [.vaguePrompt])
        #expect(rules(FieldConfiguration(id: "title", kind: .title, placeholder: "Title")) == [])
        #expect(rules(simple(label: "Text Color", placeholder: "Tap to write a title")) .contains(.vaguePrompt) == false)
        #expect(rules(simple(label: "Input Voltage")) == [])
    }

    @Test func placeholderGivesInstructions() {
        for placeholder in ["Enter your email", "Please type your name", "Select a country", "Use your SAP ID",
                            "Password must be 8 characters", "At least 8 characters", "Required", "Name (required)",
                            "Value should be positive"] {
            #expect(rules(simple(placeholder: placeholder)).contains(.placeholderGivesInstructions), "\(placeholder)")
        }
        for placeholder in ["name@example.com", "Jane Doe", "Username", "Typewriter", "Quarterly report", "+49 30 1234567"] {
            #expect(!rules(simple(placeholder: placeholder)).contains(.placeholderGivesInstructions), "\(placeholder)")
        }
        let finding = findings(simple(placeholder: "Enter your email")).first
        #expect(finding?.message.contains("helper text") == true, "the message says where instructions go instead")
    }

    // MARK: - Sentence case

    @Test func placeholderSentenceCase() {
        #expect(rules(simple(placeholder: "Enter Your Email Address")).contains(.placeholderSentenceCase))
        #expect(findings(simple(placeholder: "Quarterly Sales Report")).map(\.message)
            == ["Placeholder “Quarterly Sales Report” is not in sentence case. Capitalise only the first word, acronyms and proper nouns: “Quarterly sales report”."])
        #expect(rules(simple(placeholder: "quarterly report")) == [.placeholderSentenceCase])
        for placeholder in ["Use your SAP ID", "name@example.com", "jane.doe", "Jane Doe", "Quarterly report",
                            "e.g. Jane Mary Doe", "DE89 3704 0044 0532 0130 00", "山田 太郎"] {
            #expect(!rules(simple(placeholder: placeholder)).contains(.placeholderSentenceCase), "\(placeholder)")
        }
    }

    @Test func helperSentenceCase() {
        #expect(rules(simple(helper: "We Send A Code To Your Phone")) == [.helperSentenceCase])
        #expect(findings(simple(helper: "we send a code")).map(\.message)
            == ["Helper text “we send a code” is not in sentence case. Capitalise only the first word, acronyms and proper nouns: “We send a code”."])
        for helper in ["We send a code to your phone", "Use your SAP ID", "Tap “Scan Barcode” to fill it in",
                       "Shown on your invoice. Ask Finance if unsure", "3 attempts left", "Works with iPhone and iPad",
                       "Enter a city such as New York City"] {
            #expect(!rules(simple(helper: helper)).contains(.helperSentenceCase), "\(helper)")
        }
    }

    @Test func errorSentenceCase() {
        #expect(rules(simple(errors: ["Enter A Valid Email Address"])) == [.errorSentenceCase])
        #expect(rules(simple(errors: ["enter a valid email address."])) == [.errorSentenceCase])
        #expect(rules(simple(errors: ["Enter an email address such as name@example.com.", "Enter a value. This field is required."])) == [])
    }

    // MARK: - Helper width

    @Test func helperWraps() {
        let fits = "A" + String(repeating: "a", count: 38) + "."
        let wraps = "A" + String(repeating: "a", count: 39) + "."
        #expect(rules(simple(helper: fits)) == [])
        #expect(rules(simple(helper: wraps)) == [.helperWraps])
        #expect(findings(simple(helper: wraps)).first?.message.contains("41") == true)
        #expect(rules(simple(helper: "Shown on your invoice"), width: 20) == [.helperWraps])
        #expect(rules(simple(helper: "Shown on your invoice"), width: 21) == [])
        #expect(rules(simple(helper: "First line\nSecond line")) == [.helperWraps])
    }

    // MARK: - Error messages

    @Test func errorDoesNotSayHowToFix() {
        for message in ["Invalid input", "Invalid!", "Error", "Wrong value.", "Incorrect", "Not valid", "Bad input",
                        "Email is invalid", "The IBAN is not valid.", "Something went wrong", "Passwords need 8 characters", " "] {
            #expect(rules(simple(errors: [message])) == [.errorDoesNotSayHowToFix], "\(message)")
        }
        for message in ["Enter an email address such as name@example.com.", "Check the IBAN. It has 22 characters.",
                        "Choose a date in the future.", "Please try again in a few minutes."] {
            #expect(rules(simple(errors: [message])) == [], "\(message)")
        }
        // Built-in messages (no custom text) are not linted; a repeated message is reported once.
        #expect(rules(FieldConfiguration(id: "email", label: "Email", validation: [.init(.email)])) == [])
        #expect(rules(simple(errors: ["Invalid", "Invalid"])) == [.errorDoesNotSayHowToFix])
    }

    // MARK: - Languages

    @Test func wordingRulesApplyToEnglishOnly() {
        var german = simple(label: "Datum der Lieferung", placeholder: "Geben Sie das Datum ein", helper: "Wir Senden Ihnen Eine Bestätigung",
                            errors: ["Ungültig"], locale: "de_DE")
        #expect(rules(german) == [])
        german.helper = String(repeating: "x", count: 41)
        #expect(rules(german) == [.helperWraps])
        german.label = nil
        #expect(rules(german) == [.missingLabel, .helperWraps])
        #expect(rules(simple(label: "Email address", locale: "en_GB")) == [.labelCapitalCase])
        #expect(rules(simple(label: "メール アドレス", placeholder: "名前を入力", locale: nil)) == [])
    }

    // MARK: - Forms

    @Test func cleanFormHasNoFindings() {
        let form: [FieldConfiguration] = [
            FieldConfiguration(id: "title", kind: .title, placeholder: "Title"),
            FieldConfiguration(id: "email", label: "Email Address", placeholder: "name@example.com",
                               helper: "We send the receipt to this address",
                               validation: [.init(.email, message: "Enter an email address such as name@example.com.")]),
            FieldConfiguration(id: "iban", label: "IBAN", placeholder: "DE89 3704 0044 0532 0130 00",
                               helper: "Shown on your bank card", validation: [.init(.iban)]),
            FieldConfiguration(id: "birth", label: "Date of Birth", placeholder: "31.12.1990"),
            FieldConfiguration(id: "password", label: "Password", helper: "Use at least 8 characters", isSecure: true,
                               validation: [.init(.minLength(8), on: .beforeFocusLeaves, message: "Use at least 8 characters.")]),
            FieldConfiguration(id: "notes", kind: .note, placeholder: "Description"),
        ]
        #expect(ContentLint.lint(fields: form, measurer: measurer) == [])
    }

    @Test func formFindingsFollowFieldOrder() {
        let form: [FieldConfiguration] = [
            FieldConfiguration(id: "a", label: "Email address", placeholder: "Enter your email"),
            FieldConfiguration(id: "b", kind: .title),
            FieldConfiguration(id: "c", label: "Name", validation: [.init(.required, message: "Invalid input")]),
        ]
        let result = ContentLint.lint(fields: form, measurer: measurer)
        #expect(result.map(\.fieldID) == ["a", "a", "b", "c"])
        #expect(result.map(\.rule) == [.labelCapitalCase, .placeholderGivesInstructions, .missingPrompt, .errorDoesNotSayHowToFix])
        #expect(result.map(\.guideline) == result.map(\.rule.guideline))
        #expect(result.map(\.source) == result.map(\.rule.source))
    }
}
