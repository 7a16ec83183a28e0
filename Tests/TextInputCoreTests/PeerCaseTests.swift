import Foundation
import Testing
import TextInputCore

/// Cases peers wrote for their own engines (react-number-format, Maskito,
/// input-mask-ios), named after what they check.
@Suite struct PeerCaseTests {
    func currency(_ code: String, _ locale: String) throws -> FieldEditor {
        try FieldEditor(configuration: .init(format: .number(.init(style: .currency, currency: code)), localeIdentifier: locale))
    }

    @Test(arguments: ["-", "\u{2212}", "\u{2013}", "\u{2014}"])
    func aMinusTypedAsAnyDashMakesTheNumberNegative(dash: String) throws {
        var price = try currency("USD", "en_US")
        price.apply(.insert(dash))
        for key in "12" { price.apply(.insert(String(key))) }
        #expect(price.value == "-12", "\(dash.unicodeScalars.first!.value)")
    }

    @Test(arguments: [("USD", "en_US", "12345678901234567890.12"), ("EUR", "de_DE", "1234567890123456789012345.67")])
    func currenciesTakeWhatADecimalHoldsAndCommitAsFormatStylePrints(code: String, locale: String, value: String) throws {
        var price = try currency(code, locale)
        price.apply(.paste(value))
        price.apply(.commit)
        #expect(price.value == value)
        let expected = Decimal(string: value)!.formatted(.currency(code: code).locale(Locale(identifier: locale)))
        #expect(price.text == expected)
    }
}
