import Testing
import TextInputTestSupport
@testable import TextInputCore

/// Every decimal digit of Unicode (General Category Nd), by script: the
/// digits zero to nine of each block, found from the scalar properties
/// themselves rather than from a list of our own.
enum DecimalDigits {
    /// The zero of each run of ten consecutive decimal digits.
    static let zeros: [Unicode.Scalar] = {
        var zeros: [Unicode.Scalar] = []
        var value: UInt32 = 0x80
        while value < 0x110000 {
            if let scalar = Unicode.Scalar(value), scalar.properties.numericType == .decimal,
               scalar.properties.numericValue == 0 {
                zeros.append(scalar)
                value += 10
            } else {
                value += 1
            }
        }
        return zeros
    }()

    /// The ASCII digits of `ascii` written with the digits that start at `zero`.
    static func write(_ ascii: String, from zero: Unicode.Scalar) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in ascii.utf8 {
            if byte >= 0x30, byte <= 0x39, let digit = Unicode.Scalar(zero.value + UInt32(byte - 0x30)) {
                scalars.append(digit)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }
}

/// Digits of every script in every digit slot (issue #37, item 1).
@Suite struct DigitsOfEveryScriptTests {
    @Test func unicodeHasDozensOfDecimalDigitScripts() {
        // Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, Thai, full-width and many more.
        let zeros = DecimalDigits.zeros.map(\.value)
        #expect(zeros.count > 50)
        for zero: UInt32 in [0x660, 0x6F0, 0x966, 0x9E6, 0xE50, 0xFF10] { #expect(zeros.contains(zero)) }
    }

    @Test func everyScriptsDigitsTypedIntoAMaskKeepASCIIInTheValueAndText() throws {
        for zero in DecimalDigits.zeros {
            var phone = try FieldEditor(configuration: .init(format: .mask("(###) ###-####")))
            let typed = DecimalDigits.write("0551234567", from: zero)
            phone.type(typed)
            #expect(phone.value == "0551234567", "U+\(String(zero.value, radix: 16))")
            #expect(TestSupport.picture(phone) == "(055) 123-4567|", "U+\(String(zero.value, radix: 16))")
        }
    }

    @Test(arguments: [0x660, 0x6F0, 0x966, 0x9E6, 0xE50, 0xFF10] as [UInt32])
    func pastedAndConfiguredDigitsOfAnyScriptFillCardsAndIBANs(zero: UInt32) throws {
        let zero = try #require(Unicode.Scalar(zero))
        var card = try FieldEditor(configuration: .init(format: .card))
        let outcome = card.apply(.paste(DecimalDigits.write("4111 1111 1111 1111", from: zero)))
        #expect(card.value == "4111111111111111")
        #expect(card.text == "4111 1111 1111 1111")
        #expect(outcome.leftOutCount == 0 && outcome.rejectedCount == 0, "a digit of another script is never left out")

        let iban = try FieldEditor(configuration: .init(format: .iban),
                                   value: "DE" + DecimalDigits.write("89 3704 0044 0532 0130 00", from: zero))
        #expect(iban.value == "DE89370400440532013000")
        #expect(iban.text == "DE89 3704 0044 0532 0130 00")
    }

    @Test func fullWidthLettersAndDigitsFromAJapaneseIMEAreASCII() throws {
        var iban = try FieldEditor(configuration: .init(format: .iban))
        iban.type("ＤＥ８９３７０４００４４０５３２０１３０００")
        #expect(iban.value == "DE89370400440532013000")
        #expect(iban.text == "DE89 3704 0044 0532 0130 00")
        var lower = try FieldEditor(configuration: .init(format: .iban))
        lower.apply(.paste("ｄｅ８９ ３７０４"))
        #expect(lower.value == "DE893704")

        var plate = try FieldEditor(configuration: .init(format: .mask("@@-####")))
        plate.type("ＡＢ－１２３４")
        #expect(plate.value == "AB1234")
        #expect(plate.text == "AB-1234")
        var mixed = try FieldEditor(configuration: .init(format: .mask("**-**")))
        mixed.apply(.paste("ｘ１２ｙ"))
        #expect(mixed.value == "x12y")
    }

    @Test func lettersOfOtherScriptsStillFillLetterSlotsAndDigitsStillRefuseThem() throws {
        var code = try FieldEditor(configuration: .init(format: .mask("@@")))
        code.type("жя")
        #expect(code.value == "жя")
        var digits = try FieldEditor(configuration: .init(format: .mask("##")))
        let refused = digits.apply(.insert("ж"))
        #expect(refused.rejection == .invalidCharacter("ж", expected: .digit))
    }

    @Test func arabicDigitsTypedIntoAnArabicFieldAndScannedIntoIt() throws {
        var phone = try InputField(FieldConfiguration(id: "phone", format: .mask("(###) ###-####"), localeIdentifier: "ar_SA"))
        phone.send(.focus)
        for key in "٠٥٥١٢٣٤٥٦٧" { phone.send(.edit(.insert(String(key)))) }
        #expect(phone.value == "0551234567")
        phone.send(.edit(.clear))
        phone.send(.scanFound(["٠٥٥١٢٣٤٥٦٧"]))
        #expect(phone.value == "0551234567")

        let lines = [RecognizedLine(text: "IBAN: ‎DE٨٩ ٣٧٠٤ ٠٠٤٤ ٠٥٣٢ ٠١٣٠ ٠٠", confidence: 0.95)]
        #expect(TextScanPolicy.decide(TextScanPolicy.candidates(in: lines, for: .iban)) == .fill("DE89370400440532013000"))
    }

    @Test func asciiDigitsStayTheFastCase() {
        for character in "0123456789ABCxyz (-)" { #expect(character.foldedForCode == character) }
        #expect(Character("٣").foldedForCode == "3")
        #expect(Character("۷").foldedForCode == "7")
        #expect(Character("Ｚ").foldedForCode == "Z")
        #expect(Character("（").foldedForCode == "(")
        #expect(Character("\u{3000}").foldedForCode == " ")
        #expect(Character("é").foldedForCode == "é")
        #expect(Character("½").foldedForCode == "½", "a number, but not a decimal digit")
    }
}

/// Codes stay left to right in right-to-left forms (issue #37, item 2).
@Suite struct CodeDirectionTests {
    @Test(arguments: ["ar_SA", "he_IL"])
    func groupedFieldsAreLeftToRightWithTheirLabelsRightToLeft(locale: String) throws {
        let codes: [FieldConfiguration] = [
            FieldConfiguration(id: "card", label: "Card", format: .card),
            FieldConfiguration(id: "iban", label: "IBAN", format: .iban),
            FieldConfiguration(id: "phone", label: "Phone", format: .mask("(###) ###-####")),
            FieldConfiguration(id: "email", label: "Email", keyboard: .email),
            FieldConfiguration(id: "site", label: "Site", contentType: .url),
        ]
        for configuration in codes {
            let field = try InputField(configuration, localeIdentifier: locale)
            let shown = field.presentation()
            #expect(shown.direction == .rtl, "\(configuration.id): label, helper and messages")
            #expect(shown.textDirection == .ltr, "\(configuration.id): the code")
        }
        let words = try InputField(FieldConfiguration(id: "name", label: "Name"), localeIdentifier: locale)
        #expect(words.presentation().textDirection == .rtl)
        let amount = try InputField(FieldConfiguration(
            id: "amount", format: .number(.init(style: .currency, currency: "SAR"))), localeIdentifier: locale)
        #expect(amount.presentation().textDirection == .rtl, "an amount is written as the locale writes it")
        let english = try InputField(FieldConfiguration(id: "card", format: .card), localeIdentifier: "en_US")
        #expect(english.presentation().textDirection == .ltr)
    }

    @Test func arrowsMoveAsACodeLooksInAHebrewForm() throws {
        var card = try InputField(FieldConfiguration(id: "card", format: .card), value: "4111111111111111",
                                  localeIdentifier: "he_IL")
        card.send(.focus)
        card.send(.edit(.select(anchor: 7, focus: 7)))
        card.send(.edit(.move(.left(.character))))
        #expect(TestSupport.picture(card.editor) == "4111 1|111 1111 1111", "Left goes towards the first group, drawn leftmost")
        card.send(.edit(.move(.right(.character))))
        card.send(.edit(.move(.right(.character))))
        #expect(TestSupport.picture(card.editor) == "4111 111|1 1111 1111")
        var name = try InputField(FieldConfiguration(id: "name"), value: "שלום", localeIdentifier: "he_IL")
        name.send(.focus)
        name.send(.edit(.select(anchor: 2, focus: 2)))
        name.send(.edit(.move(.left(.character))))
        #expect(name.editor.selection == 3..<3, "in Hebrew words Left still goes forward")
    }
}

/// The format decides the keyboard when the app does not (issue #37, item 4).
@Suite struct KeyboardFromFormatTests {
    @Test func eachFormatAsksForItsKeyboard() {
        let cases: [(FieldConfiguration, KeyboardType, TextInputTraits.Autocapitalization)] = [
            (FieldConfiguration(id: "a", format: .number(.init(style: .currency, currency: "EUR"))), .decimal, .none),
            (FieldConfiguration(id: "b", format: .number(.init())), .decimal, .none),
            (FieldConfiguration(id: "c", format: .number(.init(style: .percent))), .decimal, .none),
            (FieldConfiguration(id: "d", format: .number(.init(fractionDigits: 0))), .number, .none),
            (FieldConfiguration(id: "e", format: .number(.init(maximumFractionDigits: 0))), .number, .none),
            (FieldConfiguration(id: "f", format: .mask("(###) ###-####")), .number, .none),
            (FieldConfiguration(id: "g", format: .mask("@@-####")), .default, .allCharacters),
            (FieldConfiguration(id: "h", format: .card), .number, .none),
            (FieldConfiguration(id: "i", format: .iban), .default, .allCharacters),
            (FieldConfiguration(id: "j", contentType: .telephoneNumber), .phone, .sentences),
            (FieldConfiguration(id: "k", contentType: .email), .email, .none),
            (FieldConfiguration(id: "l", contentType: .telephoneNumber, format: .mask("(###) ###-####")), .phone, .none),
            (FieldConfiguration(id: "m"), .default, .sentences),
        ]
        for (configuration, keyboard, capitalization) in cases {
            let traits = TextInputTraits(configuration)
            #expect(traits.keyboard == keyboard, "\(configuration.id)")
            #expect(traits.autocapitalization == capitalization, "\(configuration.id)")
        }
    }

    @Test func anExplicitKeyboardStillWins() throws {
        let amount = FieldConfiguration(id: "amount", keyboard: .numbersAndPunctuation,
                                        format: .number(.init(style: .currency, currency: "USD")))
        #expect(TextInputTraits(amount).keyboard == .numbersAndPunctuation)
        let pin = FieldConfiguration(id: "pin", isSecure: true, format: .mask("####"))
        #expect(TextInputTraits(pin).keyboard == .default, "a secure field keeps the app's keyboard")
        let field = try InputField(FieldConfiguration(id: "limit", format: .number(.init(style: .currency, currency: "EUR"))))
        #expect(field.presentation().keyboard == .decimal)
    }
}
