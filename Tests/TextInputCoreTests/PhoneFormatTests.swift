import Testing
import TextInputTestSupport
@testable import TextInputCore

private func phone(_ region: String?, locale: String = "en_US") throws -> FieldEditor {
    try FieldEditor(configuration: .init(format: .phone(PhoneFormat(region: region)), localeIdentifier: locale))
}

extension FieldEditor {
    /// The text after each key typed.
    mutating func texts(typing keys: String) -> [String] {
        keys.map { key in
            apply(.insert(String(key)))
            return text
        }
    }
}

/// The phone format as you type (issue #38, item 1): libphonenumber's
/// formatting for the region, with TextInputKit's editing rules on top.
@Suite struct PhoneTypingTests {
    @Test(arguments: [
        ("DE", "030123456", "030 123456"), ("FR", "0612345678", "06 12 34 56 78"), ("US", "2015550123", "(201) 555-0123"),
        ("JP", "09012345678", "090-1234-5678"), ("GB", "07400123456", "07400 123456"), ("SA", "0512345678", "051 234 5678"),
        ("IL", "0501234567", "050-123-4567"), ("IN", "09876543210", "098765 43210"), ("BR", "11961234567", "11 96123-4567"),
    ])
    func nationalNumbersTypedAsTheRegionWritesThem(region: String, keys: String, text: String) throws {
        var field = try phone(region)
        field.type(keys)
        #expect(field.text == text)
        #expect(TestSupport.picture(field) == text + "|", "the caret right after the last digit")
    }

    @Test func aNumberTypedWithPlusIsShownInItsCountrysInternationalFormat() throws {
        var field = try phone("DE")
        #expect(field.texts(typing: "+4930123456") == ["+", "+4", "+49", "+49 3", "+49 30", "+49 30 1", "+49 30 12",
                                                         "+49 30 123", "+49 30 1234", "+49 30 12345", "+49 30 123456"])
        #expect(field.value == "+4930123456")
        var american = try phone("DE")
        american.type("+12015550123")
        #expect(american.text == "+1 201-555-0123")
        #expect(american.value == "+12015550123")
    }

    @Test func theRegionsInternationalCallPrefixSwitchesToInternationalInput() throws {
        var german = try phone("DE")
        german.type("0049301234")
        #expect(german.text == "00 49 30 1234")
        #expect(german.value == "+49301234")
        var american = try phone("US")
        american.type("011442079460000")
        #expect(american.text == "011 44 20 7946 0000")
        #expect(american.value == "+442079460000")
    }

    @Test func noLiteralAfterTheLastDigit() throws {
        var field = try phone("US")
        field.type("+49")
        #expect(TestSupport.picture(field) == "+49|", "libphonenumber shows \"+49 \"")
        var american = try phone("US")
        american.type("201555")
        #expect(TestSupport.picture(american) == "201-555|")
    }

    @Test func theCaretStaysAfterTheSameDigitThroughEveryReflow() throws {
        var field = try phone("US")
        field.type("2015550")
        #expect(TestSupport.picture(field) == "201-5550|")
        field.type("1")
        #expect(TestSupport.picture(field) == "(201) 555-01|", "the text reflows, the caret follows the digit")
        field.place("(201) 5|55-01")
        field.type("9")
        #expect(TestSupport.picture(field) == "(201) 59|5-501")
        #expect(field.value == "+1201595501")
    }

    @Test func backspaceAfterALiteralDeletesTheDigitBeforeIt() throws {
        var field = try phone("US")
        field.type("2015550123")
        field.place("(201) |555-0123")
        field.apply(.deleteBackward())
        #expect(field.value == "+1205550123")
        #expect(TestSupport.picture(field).hasPrefix("20|") || TestSupport.picture(field).hasPrefix("(20|"))
        field.apply(.deleteForward())
        #expect(field.value == "+120550123")
    }

    @Test func typedPunctuationIsFormattingAndNeverStopsFormatting() throws {
        var field = try phone("US")
        field.type("(201) 555-0123")
        #expect(field.text == "(201) 555-0123")
        var german = try phone("DE")
        german.type("030 / 12 34-56")
        #expect(german.text == "030 123456")
        var dotted = try phone("FR")
        dotted.type("06.12.34.56.78")
        #expect(dotted.text == "06 12 34 56 78")
    }

    @Test func lettersAreRefusedWithTheFormatsMessage() throws {
        var field = try phone("US")
        field.type("201")
        let refused = field.apply(.insert("x"))
        #expect(refused.rejection == .invalidCharacter("x", expected: .digit))
        #expect(field.text == "201")
    }

    @Test func digitsOfAnyScriptAndFullWidthPlus() throws {
        var saudi = try phone("SA")
        saudi.type("٠٥١٢٣٤٥٦٧٨")
        #expect(saudi.text == "051 234 5678")
        #expect(saudi.value == "+966512345678")
        var japanese = try phone("JP")
        japanese.type("＋８１９０１２３４５６７８")
        #expect(japanese.value == "+819012345678")
    }

    @Test func aDigitPastTheLongestNumberIsRefusedWithAMessage() throws {
        var field = try phone("US")
        field.type("2015550123")
        let refused = field.apply(.insert("4"))
        #expect(refused.rejection == .formatFull(maxLength: 10))
        #expect(field.value == "+12015550123")
    }

    @Test(arguments: [("DE", "de_DE"), ("SA", "ar_SA"), ("JP", "ja"), ("US", "en"), ("IL", "he")])
    func theRegionComesFromTheLocale(region: String, locale: String) throws {
        let fromLocale = try phone(nil, locale: locale)
        let explicit = try phone(region)
        #expect(fromLocale.formatter.map { if case let .phone(box) = $0 { return box.formatter.regionCode } else { return "" } } == region)
        _ = explicit
    }

    @Test func anUnknownRegionIsAConfigurationErrorThatSaysWhatToGive() {
        #expect(throws: ConfigurationError.invalidPhoneRegion("XX")) { try phone("XX") }
        #expect(throws: ConfigurationError.invalidPhoneRegion("tlh")) { try phone(nil, locale: "tlh") }
        #expect(ConfigurationError.invalidPhoneRegion("XX").description.contains("ISO 3166"))
    }
}

/// E.164 values and the number's region (issue #38, item 2).
@Suite struct PhoneValueTests {
    @Test(arguments: [
        ("+1 (555) 123-4567", "+15551234567"), ("tel:+49-30-123456", "+4930123456"), ("0049 30 123456", "+4930123456"),
        ("+49 (0)30 123456", "+4930123456"), ("030 123456", "+4930123456"), ("TEL:+49 30 123456", "+4930123456"),
    ])
    func pastesFillsAndConfiguredValuesReadTheSameNumber(text: String, e164: String) throws {
        var pasted = try phone("DE")
        let outcome = pasted.apply(.paste(text))
        #expect(pasted.value == e164, "\(text)")
        #expect(outcome.leftOutCount == 0, "\(text)")
        let configured = try FieldEditor(configuration: .init(format: .phone(PhoneFormat(region: "DE"))), value: text)
        #expect(configured.value == e164, "\(text) configured")
        var field = try InputField(FieldConfiguration(id: "p", format: .phone(PhoneFormat(region: "DE"))))
        field.send(.setText(text))
        #expect(field.value == e164, "\(text) filled")
        var scanned = try InputField(FieldConfiguration(id: "p", format: .phone(PhoneFormat(region: "DE"))))
        scanned.send(.scanFound([text]))
        #expect(scanned.value == e164, "\(text) scanned")
    }

    @Test func aPastedTailPastTheLongestNumberIsReportedAsLeftOut() throws {
        var field = try phone("US")
        let outcome = field.apply(.paste("+1 (555) 123-4567 ext 99999999999"))
        #expect(field.value == "+15551234567")
        #expect(outcome.leftOutCount > 0, "never silently dropped")
        // A configured or posted value says so too (the server refuses such a post rather than store a cut number).
        let configured = try InputField(FieldConfiguration(id: "p", format: .phone(PhoneFormat(region: "US"))),
                                        value: "+1 (555) 123-4567 ext 99999999999")
        #expect(configured.value == "+15551234567")
        #expect(configured.leftOut?.count == 14, "three letters and eleven digits")
        #expect(configured.presentation().message?.kind == .leftOut)
        let whole = try InputField(FieldConfiguration(id: "p", format: .phone(PhoneFormat(region: "DE"))), value: "+49 (0)30 123456")
        #expect(whole.leftOut == nil && whole.value == "+4930123456")
    }

    @Test(arguments: [("+14165550123", "CA"), ("+12015550123", "US"), ("+441481256789", "GG"), ("+447400123456", "GB"),
                      ("+77011234567", "KZ"), ("+74951234567", "RU"), ("+4930123456", "DE")])
    func theTypedValueCarriesTheRegion(e164: String, region: String) throws {
        let field = try InputField(FieldConfiguration(id: "p", format: .phone(PhoneFormat(region: "US"))), value: e164)
        guard case let .phone(number) = field.typedValue else {
            Issue.record("a phone field's typed value is a phone number")
            return
        }
        #expect(number.e164 == e164)
        #expect(number.region == region)
    }

    @Test func internationalFormatForLists() {
        #expect(PhoneNumberData.international("+12025550143") == "+1 202-555-0143")
        #expect(PhoneNumberData.international("+4930123456") == "+49 30 123456")
        #expect(PhoneNumberData.international("not a number") == "not a number")
        #expect(PhoneNumberData.exampleNumber(region: "DE") == "01512 3456789")
        #expect(PhoneNumberData.exampleNumber(region: "us") == "(201) 555-0123")
        #expect(PhoneNumberData.exampleNumber(region: "XX") == nil)
    }
}

/// Whether the number can be one of its region's (issue #38, item 3).
@Suite struct PhoneValidityTests {
    @Test func aPhoneFieldSaysOnBlurWhenTheNumberIsTooShort() throws {
        var field = try InputField(FieldConfiguration(id: "p", label: "Phone", format: .phone(PhoneFormat(region: "DE"))),
                                   localeIdentifier: "de_DE")
        field.send(.focus)
        field.send(.edit(.insert("0")))
        field.send(.edit(.insert("3")))
        field.send(.edit(.insert("0")))
        #expect(field.presentation().state == .normal, "not while typing")
        field.send(.blur)
        let shown = field.presentation()
        #expect(shown.state == .error)
        #expect(shown.message?.text == "Diese Telefonnummer ist zu kurz: Nummern mit +49 haben danach mindestens 4 Ziffern.")
    }

    @Test(arguments: [
        ("+4930", "This phone number is too short: numbers with +49 have at least 4 digits after it."),
        ("+1201555012345", "This phone number is too long: numbers with +1 have at most 10 digits after it."),
        ("+33123", "This phone number is too short: numbers with +33 have at least 9 digits after it."),
        ("+", "Enter a country code after +, such as +49 or +1."),
    ])
    func thePhoneRuleSaysHowToFixTheNumber(value: String, message: String) throws {
        let validator = try Validator(localizer: Localizer(localeIdentifier: "en_US"))
        #expect(validator.failure(of: Validation(.phone, on: .change), value: value) == message)
    }

    @Test func validNumbersPass() throws {
        let validator = try Validator(localizer: Localizer(localeIdentifier: "en_US"))
        for value in ["+4930123456", "+12015550123", "+33612345678", "+819012345678", "+966512345678", ""] {
            #expect(validator.failure(of: Validation(.phone, on: .change), value: value) == nil, "\(value)")
        }
    }

    @Test func anAppsOwnPhoneRuleReplacesTheBuiltInOne() throws {
        var field = try InputField(FieldConfiguration(id: "p", validation: [Validation(.phone, on: .change)],
                                                      format: .phone(PhoneFormat(region: "US"))))
        field.send(.focus)
        field.send(.edit(.insert("2")))
        #expect(field.presentation().state == .error, "checked as the user types")
    }
}

/// Inserting, deleting and pasting anywhere keep the value equal to the
/// digits typed (issue #38, item 6), and the field then shows what those
/// digits rendered from scratch show (the state a field resumes from is
/// right). Typing the same digits in another order may refuse different
/// ones: a digit can raise the most a number may hold (Argentina's "15"
/// after the area code), so a field and a fresh one are not compared by
/// typing.
@Suite struct PhoneEditingPropertyTests {
    @Test(arguments: ["US", "DE", "FR", "JP", "GB", "IN", "BR", "SA", "AR", "IT"])
    func editsAnywhereKeepTheDigits(region: String) throws {
        var random = SplitMix64(state: 38)
        for _ in 0..<40 {
            var field = try phone(region)
            var digits: [Character] = []
            for _ in 0..<Int(1 + random.next() % 24) {
                let offset = Int(random.next() % UInt64(field.text.utf16.count + 1))
                field.apply(.select(anchor: offset, focus: offset))
                let caret = Self.digits(String(field.text.utf16.prefix(field.selection.lowerBound))!).count
                switch random.next() % 3 {
                case 0:
                    let digit = Character(String(random.next() % 10))
                    if field.apply(.insert(String(digit))).rejectedCount == 0 { digits.insert(digit, at: caret) }
                case 1:
                    field.apply(.deleteBackward())
                    if caret > 0 { digits.remove(at: caret - 1) }
                default:
                    // A paste keeps what fits, character by character (the rest is reported as left out): the
                    // digits around the caret stay, and between them stand pasted digits, in order.
                    let pasted = (0..<3).map { _ in Character(String(random.next() % 10)) }
                    let outcome = field.apply(.paste(String(pasted)))
                    let now = Self.digits(field.text)
                    let kept = now.count - digits.count
                    #expect(kept == pasted.count - outcome.rejectedCount && outcome.leftOutCount == outcome.rejectedCount)
                    if kept >= 0, kept <= pasted.count {
                        #expect(Array(now[..<caret]) == Array(digits[..<caret]) && Array(now[(caret + kept)...]) == Array(digits[caret...]))
                        #expect(Self.isSubsequence(Array(now[caret..<(caret + kept)]), of: pasted))
                        digits.insert(contentsOf: now[caret..<(caret + kept)], at: caret)
                    }
                }
                #expect(Self.digits(field.text) == digits, "\(region): \(field.text)")
                // The same digits rendered from scratch: what the field resumed from was right.
                let formatter = try PhoneValueFormatter(format: PhoneFormat(region: region), localeIdentifier: "en_US")
                #expect(field.text == formatter.render(digits).text && field.value == formatter.value(of: digits),
                        "\(region): \(field.text) / \(formatter.render(digits).text)")
            }
        }
    }

    static func digits(_ text: String) -> [Character] {
        text.filter { $0.isASCII && $0.isNumber }.map { $0 }
    }

    static func isSubsequence(_ part: [Character], of whole: [Character]) -> Bool {
        var index = whole.startIndex
        for character in part {
            guard let found = whole[index...].firstIndex(of: character) else { return false }
            index = found + 1
        }
        return true
    }
}
