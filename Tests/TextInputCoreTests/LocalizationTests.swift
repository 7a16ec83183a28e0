import Testing
import TextInputCore

@Suite struct LocalizationTests {
    /// The placeholders of a text, sorted: "{1} of {0}" → ["{0}", "{1}"].
    static func placeholders(_ text: String) -> [String] {
        text.matches(of: /\{[0-9]+\}/).map { String($0.output) }.sorted()
    }

    /// The English text of a key: the source every translation follows.
    static func english(_ key: LocalizedKey) -> String? {
        Localizer(localeIdentifier: "en").template(for: key)
    }

    /// The keys whose English text tells the user about a problem with what
    /// they entered or scanned: validation errors, refused input, the counter
    /// over its limit, failed scans.
    static let problemKeys: [LocalizedKey] = LocalizedKey.allCases.filter {
        $0.rawValue.hasPrefix("validation") || $0.rawValue.hasPrefix("reject")
    } + [.reduceCharacters, .noBarcodeFound, .scanUnavailable, .scanPathMissing, .scanNoCamera, .scanCameraDenied, .scanImageTooLarge]

    /// Every problem message says how to fix the problem, in sentence case:
    /// the error-message rules of ``ContentLint`` hold for TextInputKit's own
    /// messages. (A read-only field has nothing to fix: its refusal only
    /// says so.)
    @Test(arguments: problemKeys.filter { $0 != .rejectNotEditable })
    func englishProblemMessagesSayHowToFixIt(key: LocalizedKey) {
        let arguments = key == .validationIBANLength ? ["DE", "22"] : ["8", "20"]
        let message = Localizer(localeIdentifier: "en").string(key, arguments: arguments)
        let field = FieldConfiguration(id: "value", label: "Value", validation: [.init(.required, message: message)])
        #expect(ContentLint.lint(field) == [], "\(key): \(message)")
    }

    @Test func supportedLanguagesResolveToThemselves() {
        #expect(Localizer.supportedLanguages == ["en", "de", "fr", "es", "ja", "zh-Hans", "ar", "he", "fa", "pt-BR"])
        for language in Localizer.supportedLanguages {
            #expect(Localizer(localeIdentifier: language).language == language)
        }
    }

    @Test(arguments: Localizer.supportedLanguages)
    func everyKeyIsTranslatedWithTheSamePlaceholders(language: String) throws {
        let localizer = Localizer(localeIdentifier: language)
        var sameAsEnglish = 0
        for key in LocalizedKey.allCases {
            let text = try #require(localizer.template(for: key), "\(language) lacks \(key)")
            #expect(text.contains { !$0.isWhitespace }, "\(language) \(key) is blank")
            let english = try #require(Self.english(key), "English lacks \(key)")
            #expect(Self.placeholders(text) == Self.placeholders(english), "\(language) \(key): \(text)")
            if text == english, Self.hasWords(english) { sameAsEnglish += 1 }
        }
        // A translation is not a copy of English: only loan words such as
        // "(optional)" or "Error" may coincide (texts that are only
        // placeholders and punctuation, such as "{0}: {1}", do not count).
        if language != "en" {
            #expect(sameAsEnglish <= 2, "\(language) has \(sameAsEnglish) untranslated texts")
        }
    }

    @Test(arguments: [
        ("ar", ["\u{0600}"..."\u{06FF}"]),
        ("he", ["\u{0590}"..."\u{05FF}"]),
        ("ja", ["\u{3040}"..."\u{30FF}", "\u{4E00}"..."\u{9FFF}"]),
        ("zh-Hans", ["\u{4E00}"..."\u{9FFF}"]),
    ] as [(String, [ClosedRange<Unicode.Scalar>])])
    func translationsAreInTheirScript(language: String, blocks: [ClosedRange<Unicode.Scalar>]) throws {
        let localizer = Localizer(localeIdentifier: language)
        for key in LocalizedKey.allCases {
            let text = try #require(localizer.template(for: key))
            // A date pattern's letters (MM/DD/YYYY) are Latin in these languages' forms, as their digits' patterns are.
            guard Self.hasWords(text), key != .datePatternLetters else { continue }
            #expect(text.unicodeScalars.contains { scalar in blocks.contains { $0.contains(scalar) } }, "\(language) \(key): \(text)")
        }
    }

    /// Whether a text has letters besides its placeholders.
    static func hasWords(_ text: String) -> Bool {
        var rest = text
        for index in 0..<10 { rest = rest.replacingOccurrences(of: "{\(index)}", with: "") }
        return rest.contains { $0.isLetter }
    }

    @Test func simplifiedChineseHasNoKana() {
        let localizer = Localizer(localeIdentifier: "zh-Hans")
        for key in LocalizedKey.allCases {
            let text = localizer.string(key)
            #expect(!text.unicodeScalars.contains { ("\u{3040}"..."\u{30FF}").contains($0) }, "\(key): \(text)")
        }
    }

    @Test(arguments: [
        ("en", "en"), ("en_US", "en"), ("en-GB", "en"), ("EN_us", "en"),
        ("de", "de"), ("de_DE", "de"), ("de-AT", "de"), ("de_CH", "de"), ("de_DE.UTF-8", "de"), ("de_DE@euro", "de"),
        ("fr", "fr"), ("fr_CA", "fr"), ("es", "es"), ("es-419", "es"), ("es_MX", "es"), ("ja", "ja"), ("ja_JP", "ja"),
        ("zh_Hans_CN", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh-Hans-HK", "zh-Hans"), ("zh_CN", "zh-Hans"),
        ("zh_SG", "zh-Hans"), ("zh", "zh-Hans"), ("zh-CN-u-nu-hanidec", "zh-Hans"),
        ("zh_TW", "en"), ("zh_HK", "en"), ("zh_MO", "en"), ("zh-Hant", "en"), ("zh_Hant_TW", "en"), ("zh-Hant-CN", "en"),
        ("ar", "ar"), ("ar_EG", "ar"), ("ar-SA", "ar"),
        ("he", "he"), ("he_IL", "he"), ("iw", "he"), ("iw_IL", "he"),
        ("fa", "fa"), ("fa_IR", "fa"), ("fa-AF", "fa"), ("pt-BR", "pt-BR"), ("pt_BR", "pt-BR"), ("pt", "pt-BR"), ("pt_PT", "pt-BR"),
        ("it_IT", "en"), ("", "en"), ("C", "en"), ("POSIX", "en"), ("x", "en"),
    ])
    func localeResolution(identifier: String, language: String) {
        #expect(Localizer(localeIdentifier: identifier).language == language)
    }

    @Test func writingDirection() {
        for language in Localizer.supportedLanguages {
            let expected: WritingDirection = ["ar", "he", "fa"].contains(language) ? .rtl : .ltr
            #expect(Localizer(localeIdentifier: language).direction == expected, "\(language)")
        }
        #expect(Localizer(localeIdentifier: "ar_EG").direction == .rtl)
        #expect(Localizer(localeIdentifier: "iw").direction == .rtl)
        #expect(Localizer(localeIdentifier: "fa_IR").direction == .rtl, "strings in English, direction from the script (#47)")
        #expect(WritingDirection.rtl.rawValue == "rtl")
    }

    @Test func argumentSubstitution() {
        let english = Localizer(localeIdentifier: "en")
        #expect(english.string(.counterSpoken, "3", "10") == "3 of 10 characters")
        #expect(english.string(.validationRangeBetween, "1", "99") == "Enter a number from 1 to 99.")
        #expect(english.string(.validationIBANLength, "DE", "22") == "Check the IBAN. IBANs from DE have 22 characters.")
        #expect(english.string(.counterSpoken, arguments: ["3", "10"]) == "3 of 10 characters")
        // A missing argument leaves its placeholder; extra ones are ignored.
        #expect(english.string(.counterSpoken, "3") == "3 of {1} characters")
        #expect(english.string(.clearText, "unused") == "Clear text")
        // Arguments are inserted verbatim, not expanded again.
        #expect(english.string(.counterSpoken, "{1}", "x") == "{1} of x characters")
        #expect(english.string(.choicesAvailable, "1,234") == "1,234 suggestions")

        // Translations may reorder the placeholders.
        #expect(Localizer(localeIdentifier: "ja_JP").string(.counterSpoken, "3", "10") == "10文字中3文字")
        #expect(Localizer(localeIdentifier: "de_DE").string(.counterSpoken, "3", "10") == "3 von 10 Zeichen")
        #expect(Localizer(localeIdentifier: "fr").string(.validationRangeBetween, "1", "5") == "Saisissez un nombre compris entre 1 et 5.")
        #expect(Localizer(localeIdentifier: "he_IL").string(.counterSpoken, "3", "10") == "3 מתוך 10 תווים")
        #expect(Localizer(localeIdentifier: "ar").string(.counterSpoken, "3", "10") == "الأحرف: 3 من 10")
    }

    @Test func unsupportedLanguageSpeaksEnglish() {
        let localizer = Localizer(localeIdentifier: "it_IT")
        #expect(localizer.language == "en")
        #expect(localizer.string(.showPassword) == "Show password")
        #expect(Localizer(localeIdentifier: "zh_TW").string(.clearText) == "Clear text")
    }

    @Test func rejectionMessages() {
        let english = Localizer(localeIdentifier: "en_US")
        let cases: [(EditRejection, String)] = [
            (.invalidCharacter("a", expected: .digit), "Enter digits only."),
            (.invalidCharacter("1", expected: .letter), "Enter letters only."),
            (.invalidCharacter("-", expected: .letterOrDigit), "Enter letters or digits only."),
            (.invalidCharacter("x", expected: .number), "Enter a number."),
            (.invalidCharacter("\u{7}", expected: .text), "Enter text without control characters."),
            (.formatFull(maxLength: 5), "The value is complete. Delete a character to change it."),
            (.limitReached(max: 40), "Character limit reached"),
            (.tooManyFractionDigits(max: 2), "Enter at most 2 digits after the decimal separator."),
            (.tooManyIntegerDigits(max: 12), "Enter at most 12 digits before the decimal separator."),
            (.negativeNotAllowed, "Enter a positive number."),
            (.noFractionAllowed, "Enter a whole number."),
            (.notEditable, "This field cannot be edited."),
        ]
        for (rejection, message) in cases {
            #expect(english.message(for: rejection) == message, "\(rejection)")
        }

        let german = Localizer(localeIdentifier: "de_DE")
        #expect(german.message(for: .invalidCharacter("a", expected: .digit)) == "Geben Sie nur Ziffern ein.")
        #expect(german.message(for: .limitReached(max: 40)) == "Maximale Zeichenanzahl erreicht")
        #expect(german.message(for: .tooManyFractionDigits(max: 2)) == "Geben Sie höchstens 2 Nachkommastellen ein.")
        #expect(Localizer(localeIdentifier: "ja").message(for: .tooManyIntegerDigits(max: 3)) == "整数部分は3桁以内で入力してください。")
        #expect(Localizer(localeIdentifier: "he").message(for: .notEditable) == "לא ניתן לערוך את השדה הזה.")
    }

    @Test func everyLanguageExplainsEveryRejectionDifferently() {
        let rejections: [EditRejection] = [
            .invalidCharacter("a", expected: .digit), .invalidCharacter("1", expected: .letter),
            .invalidCharacter("-", expected: .letterOrDigit), .invalidCharacter("x", expected: .number),
            .invalidCharacter("\u{7}", expected: .text), .formatFull(maxLength: 5), .limitReached(max: 40),
            .tooManyFractionDigits(max: 2), .tooManyIntegerDigits(max: 12), .negativeNotAllowed,
            .noFractionAllowed, .notEditable,
        ]
        for language in Localizer.supportedLanguages {
            let localizer = Localizer(localeIdentifier: language)
            let messages = rejections.map { localizer.message(for: $0) }
            #expect(Set(messages).count == rejections.count, "\(language): \(messages)")
            #expect(!messages.contains { $0.contains("{") }, "\(language): \(messages)")
        }
    }
}
