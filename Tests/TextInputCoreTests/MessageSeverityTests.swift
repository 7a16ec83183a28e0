import Testing
import TextInputCore

/// Fiori's semantic messages (#47 item 1): error, warning, success and information on a field, from the app and from
/// rules; the message summary (item 2); directions and registered languages (item 3).
@Suite struct MessageSeverityTests {
    func emailField(value: String = "") throws -> InputField {
        try InputField(FieldConfiguration(id: "email", label: "Email", helper: "We never share it.", keyboard: .email,
                                          validation: [.init(.email, on: .blur), .init(.emailTypo, on: .blur, severity: .warning)]),
                       value: value)
    }

    // MARK: The app's messages

    @Test(arguments: [(MessageSeverity.warning, InfoMessage.Tone.critical, StyleRoles.Border.warning, "Warning"),
                      (.success, .positive, .success, "Success"), (.information, .informative, .information, "Information")])
    func anAppMessageShowsAsItsSeverity(severity: MessageSeverity, tone: InfoMessage.Tone, border: StyleRoles.Border,
                                        word: String) throws {
        var field = try emailField(value: "ada@example.com")
        let response = field.send(.setMessage("Checked with the registry.", severity: severity))
        #expect(response.announcement == "\(word): Checked with the registry.", "spoken with its severity's word")
        let shown = field.presentation()
        #expect(shown.message?.severity == severity)
        #expect(shown.message?.tone == tone)
        #expect(shown.state == .normal, "only an error is the error state (aria-invalid)")
        #expect(shown.styles.border == border)
        #expect(shown.accessibility.error == nil)
        #expect(shown.accessibility.hint == "\(word): Checked with the registry.")
        #expect(!shown.accessories.contains(.error))
        #expect(field.isValid, "only an error blocks")
        #expect(field.send(.setMessage("Checked with the registry.", severity: severity)).announcement == nil, "announced once")
        field.send(.focus)
        field.send(.blur)
        #expect(field.presentation().message?.severity == severity, "focus and blur keep it")
        field.send(.focus)
        field.send(.edit(.insert("x")))
        #expect(field.presentation().message?.kind == .helper, "the next edit takes it away; the helper is back")
        field._checkInvariants()
    }

    @Test func anErrorOutranksAWarningAndTheWarningShowsWhenItIsFixed() throws {
        var field = try emailField(value: "ada@gmial")
        field.send(.focus)
        field.send(.blur)
        #expect(field.presentation().message?.kind == .error)
        field.send(.setMessage("Unusual domain.", severity: .warning))
        #expect(field.presentation().message?.kind == .error, "the rule's error still shows")
        #expect(field.validationWarning == "Unusual domain.")
        field.send(.focus)
        // The edit takes the app's warning away; the email rule passes, and the typo warning waits for its timing.
        let fixed = field.send(.edit(.insert(".com")))
        #expect(fixed.announcement == nil)
        #expect(field.presentation().message?.kind == .helper)
        let blurred = field.send(.blur)
        #expect(blurred.announcement == "Warning: Did you mean ada@gmail.com?")
        #expect(field.presentation().message == InfoMessage(severity: .warning, text: "Did you mean ada@gmail.com?"))
    }

    @Test func aWarningRuleGoesOnTheNextEditAndComesBackAtItsTiming() throws {
        var field = try emailField()
        field.send(.focus)
        field.send(.edit(.paste("jane@hotmial.com")))
        #expect(field.presentation().message?.kind == .helper, "not before its timing")
        field.send(.blur)
        #expect(field.presentation().message?.text == "Did you mean jane@hotmail.com?")
        field.send(.focus)
        field.send(.edit(.insert("x")))
        #expect(field.presentation().message?.kind == .helper, "a warning goes on the next edit even while it applies")
        field.send(.edit(.deleteBackward()))
        field.send(.blur)
        #expect(field.presentation().message?.severity == .warning, "and comes back at its timing")
        #expect(field.isValid)
        field._checkInvariants()
    }

    @Test func aWarningNeverKeepsFocusNorBlocksASubmitAndTravelsWithTheSubmission() throws {
        var form = try InputForm(fields: [
            FieldConfiguration(id: "email", label: "Email",
                               validation: [.init(.emailTypo, on: .beforeFocusLeaves, severity: .warning)]),
            FieldConfiguration(id: "name", label: "Name"),
        ])
        form.send(.field(0, .edit(.paste("ada@gmial.com"))))
        form.send(.next)
        #expect(form.focusIndex == 1, "a warning rule never keeps focus")
        let response = form.send(.submit)
        guard case let .submitted(submission)? = response.status else {
            Issue.record("a warning blocked the submit")
            return
        }
        #expect(submission.warnings == [FieldMessage(field: 0, id: "email", severity: .warning, text: "Did you mean ada@gmail.com?")])
    }

    @Test func aRuleIsAnErrorOrAWarning() {
        #expect(throws: ConfigurationError.self) {
            _ = try InputField(FieldConfiguration(id: "a", validation: [.init(.required, severity: .success)]))
        }
    }

    // MARK: The summary

    func customerForm() throws -> InputForm {
        try InputForm(fields: [
            FieldConfiguration(id: "first", label: "First Name", isRequired: true),
            FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, on: .blur),
                                                                         .init(.emailTypo, on: .blur, severity: .warning)]),
            FieldConfiguration(id: "last", label: "Last Name", isRequired: true),
            FieldConfiguration(id: "vat", label: "VAT Number"),
        ])
    }

    @Test func aRefusedSubmitListsEveryMessageErrorsFirstAndTheSummaryFollowsTheFixes() throws {
        var form = try customerForm()
        form.send(.field(1, .edit(.paste("ada@gmial.com"))))
        form.send(.field(3, .setMessage("VAT number verified.", severity: .success)))
        let refused = form.send(.submit)
        #expect(refused.summary == [
            FieldMessage(field: 0, id: "first", severity: .error, text: "Enter a value. This field is required."),
            FieldMessage(field: 2, id: "last", severity: .error, text: "Enter a value. This field is required."),
            FieldMessage(field: 1, id: "email", severity: .warning, text: "Did you mean ada@gmail.com?"),
            FieldMessage(field: 3, id: "vat", severity: .success, text: "VAT number verified."),
        ])
        #expect(form.summaryHeading == "Errors: 2, Warnings: 1, Success: 1")
        #expect(refused.announcement == "Errors: 2, Warnings: 1, Success: 1", "announced once, by the refusal")
        #expect(form.focusIndex == 0)

        let typed = form.send(.field(0, .edit(.insert("Ada"))))
        #expect(typed.summary?.map(\.id) == ["last", "email", "vat"], "updated as the user fixes a field")
        #expect(typed.announcement == nil)
        #expect(form.send(.field(0, .edit(.insert("!")))).summary == nil, "nil while it stays as it was")
        form.send(.field(2, .edit(.insert("Lovelace"))))
        form.send(.field(1, .edit(.replaceAll("ada@gmail.com"))))
        let last = form.send(.field(3, .edit(.insert("x"))))
        #expect(last.summary == [], "gone when nothing is left")
        #expect(form.summary.isEmpty)
    }

    @Test func twoMessagesShowTheSummaryWithoutASubmitAndOneDoesNot() throws {
        var form = try customerForm()
        form.send(.field(1, .edit(.paste("jane@yahooo.com"))))
        let one = form.send(.field(1, .blur))
        #expect(one.summary == nil && form.summary.isEmpty, "one message is on its field only")
        let two = form.send(.field(3, .setMessage("VAT number verified.", severity: .success)))
        #expect(two.summary?.count == 2)
        #expect(form.summaryHeading == "Warnings: 1, Success: 1")
    }

    @Test func anOverLimitAndLeftOutCharactersAreListedAsErrors() throws {
        var form = try InputForm(fields: [
            FieldConfiguration(id: "code", label: "Code", limit: CharacterLimit(max: 3, policy: .allowOver)),
            FieldConfiguration(id: "card", label: "Card", format: .mask("#### ####")),
        ])
        form.send(.field(0, .edit(.paste("abcdef"))))
        form.send(.field(1, .edit(.paste("1234 5678 9999"))))
        #expect(form.summary.map(\.severity) == [.error, .error])
        #expect(form.summary.map(\.id) == ["code", "card"])
    }

    // MARK: Directions and languages

    @Test(arguments: [("fa_IR", WritingDirection.rtl), ("ur_PK", .rtl), ("ps_AF", .rtl), ("ckb_IQ", .rtl), ("dv_MV", .rtl),
                      ("yi", .rtl), ("he_IL", .rtl), ("ar_EG", .rtl), ("syr", .rtl), ("en_US", .ltr), ("pt_BR", .ltr),
                      ("az_Arab_IR", .rtl), ("az_AZ", .ltr)])
    func directionComesFromTheScript(locale: String, direction: WritingDirection) throws {
        #expect(Localizer(localeIdentifier: locale).direction == direction)
        var session = MessageSession()
        let answer = try JSONValue.parse(session.handle(#"{"configure": {"label": "X", "locale": "\#(locale)"}}"#))
        #expect(answer["direction"] == .string(direction.rawValue), "\(locale)")
    }

    @Test func persianAndBrazilianPortugueseAreBuiltIn() {
        #expect(Localizer(localeIdentifier: "fa_IR").string(.clearText) != Localizer(localeIdentifier: "en").string(.clearText))
        #expect(Localizer(localeIdentifier: "pt_BR").language == "pt-BR")
        #expect(Localizer(localeIdentifier: "fa_IR").string(.summaryErrors, "2").contains("2"))
    }

    @Test func anAppRegistersALanguageAndAMissingKeyIsNamed() throws {
        var swedish = Dictionary(uniqueKeysWithValues: LocalizedKey.allCases.map { ($0, "sv:" + $0.rawValue) })
        swedish[.clearText] = "Rensa text"
        let catalog = try LocalizationCatalog.builtIn.registering("sv", strings: swedish)
        #expect(Localizer(localeIdentifier: "sv_SE", catalog: catalog).string(.clearText) == "Rensa text")
        #expect(Localizer(localeIdentifier: "sv_FI", catalog: catalog).language == "sv")
        #expect(Localizer(localeIdentifier: "de_DE", catalog: catalog).language == "de", "the others stay")
        let field = try InputField(FieldConfiguration(id: "a", label: "A"), value: "x", localeIdentifier: "sv_SE", catalog: catalog)
        #expect(field.localizer.string(.clearText) == "Rensa text")
        var form = try InputForm(fields: [FieldConfiguration(id: "a", label: "A", isRequired: true)],
                                 localeIdentifier: "sv_SE", catalog: catalog)
        form.send(.submit)
        #expect(form.presentation(at: 0).message?.text == "sv:validationRequired", "the form's fields read it")

        let european = try LocalizationCatalog.builtIn.registering("pt-PT", strings: swedish)
        #expect(Localizer(localeIdentifier: "pt_PT", catalog: european).language == "pt-PT")
        #expect(Localizer(localeIdentifier: "pt_BR", catalog: european).language == "pt-BR")

        swedish[.didYouMean] = nil
        swedish[.summaryLabel] = ""
        #expect {
            _ = try LocalizationCatalog.builtIn.registering("sv", strings: swedish)
        } throws: { error in
            let text = (error as? ConfigurationError)?.description ?? ""
            return text.contains("summaryLabel") && text.contains("didYouMean") && text.contains("lack 2")
        }
        #expect(throws: ConfigurationError.self) { _ = try LocalizationCatalog.builtIn.registering("1x", strings: [:]) }
    }

    // MARK: The email typo check

    @Test(arguments: [
        ("jane@gmial.com", "jane@gmail.com"), ("jane@gmai.com", "jane@gmail.com"), ("jane@hotmial.com", "jane@hotmail.com"),
        ("jane@yahooo.com", "jane@yahoo.com"), ("jane@outlok.com", "jane@outlook.com"), ("jane@gmail.con", "jane@gmail.com"),
        ("Jane.Doe@GMAIL.CMO", "Jane.Doe@gmail.com"), ("jane@example.con", "jane@example.com"), ("jane@icloud.co", "jane@icloud.com"),
        ("jane@gmx.dee", "jane@gmx.de"), ("jane@web.de", nil), ("jane@gmail.com", nil), ("jane@example.com", nil),
        ("jane@university.edu", nil), ("jane@me.com", nil), ("jane@x.io", nil), ("not an address", nil), ("jane@", nil),
        ("jane@bücher.de", nil), ("jane@mail.ru", nil), ("jane@qq.com", nil),
    ] as [(String, String?)])
    func aLikelyMisspelledDomainIsNamed(address: String, meant: String?) throws {
        let validator = try Validator(localizer: Localizer(localeIdentifier: "en"), rules: [.init(.emailTypo)])
        let message = validator.failure(of: .init(.emailTypo), value: address)
        #expect(message == meant.map { "Did you mean \($0)?" }, "\(address)")
    }
}
