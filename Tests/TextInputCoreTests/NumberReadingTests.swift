import Foundation
import Testing
import TextInputTestSupport
@testable import TextInputCore

private func amount(_ code: String, _ locale: String) throws -> FieldEditor {
    try FieldEditor(configuration: .init(format: .number(.init(style: .currency, currency: code)), localeIdentifier: locale))
}

private func decimal(_ locale: String) throws -> FieldEditor {
    try FieldEditor(configuration: .init(format: .number(.init(style: .decimal)), localeIdentifier: locale))
}

extension FieldEditor {
    /// The pictures after each key of `keys`.
    mutating func pictures(typing keys: String) -> [String] {
        keys.map { key in
            apply(.insert(String(key)))
            return TestSupport.picture(self)
        }
    }
}

/// What a typed or pasted "," or "." means (issue #37, item 3): never a value
/// ten or a thousand times what was typed, never a silent change.
@Suite struct SeparatorReadingTests {
    @Test func aCommaThatCannotGroupIsTheDecimalKeyOfAnotherRegion() throws {
        var price = try amount("USD", "en_US")
        #expect(price.pictures(typing: "12,5") == ["$1|", "$12|", "$12,|", "$12,5|"])
        #expect(price.value == "12.5")
        price.apply(.commit)
        #expect(price.text == "$12.50" && price.value == "12.5")
    }

    @Test func aLaterKeyShowsThatACommaWasGrouping() throws {
        var price = try amount("USD", "en_US")
        #expect(price.pictures(typing: "1,234.56")
            == ["$1|", "$1,|", "$1,2|", "$1,23|", "$1,234|", "$1,234.|", "$1,234.5|", "$1,234.56|"])
        #expect(price.value == "1234.56")
        var grouped = try amount("USD", "en_US")
        grouped.type("1,234")
        #expect(grouped.value == "1234")
        grouped.apply(.commit)
        #expect(grouped.text == "$1,234.00")
        var millions = try amount("USD", "en_US")
        millions.type("1,234,567")
        #expect(millions.text == "$1,234,567" && millions.value == "1234567")
    }

    @Test func germanAmountsTypedAsGermansWriteThem() throws {
        var price = try amount("EUR", "de_DE")
        #expect(price.pictures(typing: "1.234,5")
            == ["1|\u{A0}€", "1.|\u{A0}€", "1.2|\u{A0}€", "1.23|\u{A0}€", "1.234|\u{A0}€", "1.234,|\u{A0}€", "1.234,5|\u{A0}€"])
        #expect(price.value == "1234.5")
        price.apply(.commit)
        #expect(price.text == "1.234,50\u{A0}€")
        // The numeric keypad's "." after a first group is a decimal point once one or two digits follow it.
        var keypad = try amount("EUR", "de_DE")
        keypad.type("12.5")
        #expect(keypad.value == "12.5")
        keypad.apply(.commit)
        #expect(keypad.text == "12,50\u{A0}€")
        // After more digits than a first group, "." cannot be grouping: it is the decimal separator at once.
        var long = try amount("EUR", "de_DE")
        long.type("1234.56")
        #expect(TestSupport.picture(long) == "1.234,56|\u{A0}€")
    }

    @Test func digitsNeitherReadingTakesMakeTheSeparatorGrouping() throws {
        var price = try amount("USD", "en_US")
        price.type("1,2345")
        #expect(price.text == "$12,345" && price.value == "12345")
        var ratio = try decimal("en_US")
        ratio.type("1,2345")
        #expect(ratio.value == "1.2345", "a decimal field takes four fraction digits")
    }

    @Test func indianGroupsTypedByHand() throws {
        var amount = try decimal("en_IN")
        #expect(amount.pictures(typing: "1,23,456").last == "1,23,456|")
        #expect(amount.value == "123456")
    }

    @Test(arguments: [("de_CH", "CHF"), ("ar_SA", "SAR"), ("fr_FR", "EUR"), ("he_IL", "ILS"), ("ja_JP", "USD")])
    func eitherSeparatorKeyWorksWhereTheLocaleGroupsOtherwise(locale: String, code: String) throws {
        for key in [",", "."] {
            var price = try amount(code, locale)
            price.type("12" + key + "5")
            #expect(price.value == "12.5", "\(locale) \(key)")
        }
    }

    @Test func pastesAndFillsFollowTheSameRule() throws {
        let cases: [(String, String, String)] = [
            ("en_US", "12,5", "12.5"), ("en_US", "1,234", "1234"), ("en_US", "0,500", "0.5"), ("en_US", "1,234.5", "1234.5"),
            ("en_US", "1,234,567", "1234567"), ("de_DE", "1.234", "1234"), ("de_DE", "12.5", "12.5"),
            ("de_DE", "1.234,5", "1234.5"), ("de_CH", "12,5", "12.5"), ("ar_SA", "12,5", "12.5"),
        ]
        for (locale, pasted, value) in cases {
            var price = try decimal(locale)
            price.apply(.paste(pasted))
            #expect(price.value == value, "\(locale) \(pasted)")
            var field = try InputField(FieldConfiguration(id: "a", format: .number(.init())), localeIdentifier: locale)
            field.send(.setText(pasted))
            #expect(field.value == value, "\(locale) \(pasted) filled")
        }
    }

    /// Differential: amounts written as Foundation's `FormatStyle` writes them
    /// for the locale, typed key by key, give the amount; so do the same
    /// digits typed with either decimal key and no grouping.
    @Test(arguments: ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "de_CH", "en_IN", "ja_JP", "he_IL", "ar_SA"])
    func amountsTypedAsTheLocaleWritesThemKeepTheirValue(locale: String) throws {
        var random = SplitMix64(state: 37)
        for _ in 0..<60 {
            let cents = Int(random.next() % 1_000_000_000)
            let value = Decimal(cents) / 100
            let written = value.formatted(.number.locale(Locale(identifier: locale)).precision(.fractionLength(2)))
            var typed = try decimal(locale)
            typed.type(written)
            typed.apply(.commit)
            #expect(Decimal(string: typed.value) == value, "\(locale): \(written)")
            for key in [".", ","] {
                let plain = "\(cents / 100)" + key + String(format: "%02d", cents % 100)
                var keyed = try decimal(locale)
                keyed.type(plain)
                keyed.apply(.commit)
                #expect(Decimal(string: keyed.value) == value, "\(locale): \(plain)")
            }
        }
    }
}

/// Number editing as users of react-number-format, Maskito and imask expect
/// it (issue #37, item 3).
@Suite struct NumberEditingCaseTests {
    @Test(arguments: ["-", "\u{2212}", "\u{2013}", "\u{30FC}", "\u{FF0D}"])
    func aMinusTypedIntoAnEmptyFieldWaitsForDigits(minus: String) throws {
        var price = try amount("USD", "en_US")
        price.apply(.insert(minus))
        #expect(TestSupport.picture(price) == "-|$")
        price.type("5")
        #expect(price.value == "-5")
        var lone = try amount("USD", "en_US")
        lone.apply(.insert(minus))
        lone.apply(.deleteBackward())
        #expect(lone.text.isEmpty, "Backspace over a lone minus empties the field")
        var blurred = try amount("USD", "en_US")
        blurred.apply(.insert(minus))
        blurred.apply(.commit)
        #expect(blurred.text.isEmpty && blurred.value.isEmpty)
    }

    @Test func aMinusTypedBeforeThePrefixMakesTheAmountNegative() throws {
        var price = try amount("USD", "en_US")
        price.apply(.paste("1000"))
        price.place("|$1,000")
        price.apply(.insert("-"))
        #expect(price.text == "-$1,000" && price.value == "-1000")
        price.apply(.insert("-"))
        #expect(price.text == "$1,000", "a second minus toggles the sign back")
    }

    @Test func aDecimalSeparatorFirstStartsTheFraction() throws {
        var price = try amount("USD", "en_US")
        price.apply(.insert("."))
        #expect(TestSupport.picture(price) == "$0.|")
        price.apply(.deleteBackward())
        #expect(price.text.isEmpty, "the zero is the field's, not a value character")
        var before = try amount("USD", "en_US")
        before.apply(.paste("12"))
        before.place("$|12")
        before.apply(.insert("."))
        #expect(TestSupport.picture(before) == "$0.|12" && before.value == "0.12")
        before.apply(.insert("3"))
        #expect(TestSupport.picture(before) == "$0.|12", "a third fraction digit is refused")
    }

    @Test func typingOverDigitsAcrossGroupsReplacesExactlyThoseDigits() throws {
        var price = try amount("USD", "en_US")
        price.apply(.paste("1234567"))
        price.place("$1,2[34,5]67")
        price.apply(.insert("9"))
        #expect(TestSupport.picture(price) == "$12,9|67")
    }

    @Test func editsOverPartOfAnAffixChangeTheNumberOnly() throws {
        var price = try amount("USD", "en_US")
        price.apply(.paste("1234"))
        price.place("[$1],234")
        price.apply(.insert("5"))
        #expect(price.text == "$5,234")
        var euro = try amount("EUR", "de_DE")
        euro.apply(.paste("1234"))
        euro.place("1.23[4\u{A0}€]")
        euro.apply(.insert("9"))
        #expect(euro.text == "1.239\u{A0}€")
        euro.place("1.239[\u{A0}€]")
        euro.apply(.deleteBackward())
        #expect(euro.text == "1.239\u{A0}€", "the suffix alone is never deleted")
    }

    @Test func theDecimalKeyBeforeTheSeparatorMovesPastIt() throws {
        var price = try amount("USD", "en_US")
        price.apply(.paste("42.27"))
        price.place("$42|.27")
        price.apply(.insert("."))
        #expect(TestSupport.picture(price) == "$42.|27")
        price.place("$4|2.27")
        price.apply(.insert("."))
        #expect(TestSupport.picture(price) == "$4|2.27", "a second separator elsewhere changes nothing")
        var euro = try amount("EUR", "de_DE")
        euro.apply(.paste("12,50"))
        euro.place("12|,50\u{A0}€")
        euro.apply(.insert(","))
        #expect(TestSupport.picture(euro) == "12,|50\u{A0}€")
    }

    @Test func zerosTypedInFrontStayUntilBlur() throws {
        var price = try amount("USD", "en_US")
        price.apply(.paste("23456.78"))
        price.place("$|23,456.78")
        price.apply(.insert("0"))
        #expect(TestSupport.picture(price) == "$0|23,456.78")
        #expect(price.value == "23456.78")
        price.apply(.commit)
        #expect(price.text == "$23,456.78")
    }
}
