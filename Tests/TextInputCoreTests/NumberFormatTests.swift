import Foundation
import PropertyBased
import Testing
@testable import TextInputCore
import TextInputTestSupport

// MARK: - Helpers

/// A number formatter for `identifier`.
private func number(_ identifier: String, _ format: NumberFormat) throws -> NumberValueFormatter {
    try NumberValueFormatter(format: format, locale: Locale(identifier: identifier))
}

/// A currency formatter for `identifier`.
private func currency(_ code: String, _ identifier: String) throws -> NumberValueFormatter {
    try number(identifier, NumberFormat(style: .currency, currency: code))
}

/// Value characters from a string literal.
private func raw(_ text: String) -> [Character] { Array(text) }

/// A minimal stand-in for the editing engine: value characters, a caret,
/// and the formatter's insert + normalize cycle after every edit.
private struct Field {
    let formatter: NumberValueFormatter
    var raw: [Character] = []
    var caret = 0
    var rejected = 0
    var reasons: [EditRejection] = []

    init(_ formatter: NumberValueFormatter, raw: String = "", caret: Int? = nil) {
        self.formatter = formatter
        self.raw = Array(raw)
        self.caret = caret ?? raw.count
    }

    /// Types each character of `text` as its own keystroke; returns the text shown after each.
    @discardableResult
    mutating func type(_ text: String) -> [String] {
        text.map { character in
            edit([character], replacing: caret..<caret)
            return formatter.render(raw).text
        }
    }

    /// Pastes `text` as one insertion over `range` (the caret when `nil`).
    mutating func paste(_ text: String, replacing range: Range<Int>? = nil) {
        edit(Array(text), replacing: range ?? caret..<caret)
    }

    private mutating func edit(_ inserted: [Character], replacing range: Range<Int>) {
        let insertion = formatter.insert(inserted, into: raw, replacing: range)
        rejected += insertion.rejected
        if let reason = insertion.reason { reasons.append(reason) }
        (raw, caret) = formatter.normalize(insertion.raw, caret: insertion.caret)
    }

    var text: String { formatter.render(raw).text }
    var value: String { formatter.value(of: raw) }
}

/// Checks that every value character of `rendering` covers exactly its glyph:
/// the minus sign for "-", the decimal separator for ".", the locale digit
/// for a digit, with ascending, non-overlapping spans inside the text.
private func expectMapped(
    _ rendering: ValueRendering,
    _ raw: [Character],
    _ formatter: NumberValueFormatter,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(rendering.starts.count == raw.count, sourceLocation: sourceLocation)
    #expect(rendering.ends.count == raw.count, sourceLocation: sourceLocation)
    guard rendering.starts.count == raw.count, rendering.ends.count == raw.count else { return }
    let utf16 = Array(rendering.text.utf16)
    let template = formatter.template
    var previousEnd = 0
    for index in raw.indices {
        let start = rendering.starts[index]
        let end = rendering.ends[index]
        #expect(start >= previousEnd && end >= start && end <= utf16.count, sourceLocation: sourceLocation)
        guard start >= previousEnd, end >= start, end <= utf16.count else { return }
        let piece = String(decoding: utf16[start..<end], as: UTF16.self)
        let expected: String
        switch raw[index] {
        case "-": expected = String(template.minus ?? "-")
        case ".": expected = template.decimalSeparator
        default: expected = String(template.digits[Int(raw[index].asciiValue! - 48)])
        }
        #expect(piece == expected, "value character \(index) of \(String(raw)) in \(rendering.text)", sourceLocation: sourceLocation)
        previousEnd = end
    }
}

/// A small deterministic generator (SplitMix64) for reproducible random tables.
/// A random canonical decimal text with up to `integerDigits` integer and `fractionDigits` fraction digits.
private func randomCanonical(integerDigits: Int, fractionDigits: Int, negative: Bool, using rng: inout SplitMix64) -> String {
    let integerCount = Int.random(in: 0...integerDigits, using: &rng)
    var text = negative ? "-" : ""
    if integerCount == 0 {
        text += "0"
    } else {
        text += String(Int.random(in: 1...9, using: &rng))
        for _ in 1..<integerCount { text += String(Int.random(in: 0...9, using: &rng)) }
    }
    let fractionCount = Int.random(in: 0...fractionDigits, using: &rng)
    if fractionCount > 0 {
        text += "."
        for _ in 0..<fractionCount { text += String(Int.random(in: 0...9, using: &rng)) }
    }
    return text
}

/// Locales of the cross-locale tables.
private let tableLocales = [
    "en_US", "en_GB", "en_IN", "de_DE", "de_CH", "de_AT", "fr_FR", "fr_CA", "fr_CH", "es_ES",
    "es_MX", "it_IT", "pt_BR", "pt_PT", "nl_NL", "sv_SE", "nb_NO", "da_DK", "fi_FI", "pl_PL",
    "cs_CZ", "ru_RU", "uk_UA", "tr_TR", "ar_EG", "ar_SA", "ar", "he_IL", "fa_IR", "hi_IN",
    "bn_BD", "th_TH", "ja_JP", "zh_Hans_CN", "zh_Hant_TW", "ko_KR", "id_ID", "vi_VN", "el_GR", "hu_HU",
]

// MARK: - Configuration

@Suite("Number format configuration")
struct NumberConfigurationTests {
    @Test func currencyStyleNeedsAKnownCode() {
        #expect(throws: NumberFormatError.missingCurrencyCode) { try currency("", "en_US") }
        #expect(throws: NumberFormatError.missingCurrencyCode) {
            try number("en_US", NumberFormat(style: .currency))
        }
        for code in ["US", "USDX", "U$D", "ÜSD", "12A", "US D"] {
            #expect(throws: NumberFormatError.malformedCurrencyCode(code)) { try currency(code, "en_US") }
        }
        for code in ["ABC", "QQQ", "ZZZ"] {
            #expect(throws: NumberFormatError.unknownCurrencyCode(code)) { try currency(code, "en_US") }
        }
    }

    @Test func currencyCodeIsCaseInsensitive() throws {
        let formatter = try currency("eur", "de_DE")
        #expect(formatter.format.currency == "EUR")
        #expect(formatter.renderCommitted(raw("1.5")).text == "1,50\u{A0}€")
    }

    @Test func digitLimitsAreValidated() throws {
        #expect(throws: NumberFormatError.invalidFractionDigits(-1)) { try number("en_US", NumberFormat(fractionDigits: -1)) }
        #expect(throws: NumberFormatError.invalidFractionDigits(11)) { try number("en_US", NumberFormat(fractionDigits: 11)) }
        #expect(throws: NumberFormatError.invalidMaximumFractionDigits(-2)) {
            try number("en_US", NumberFormat(maximumFractionDigits: -2))
        }
        #expect(throws: NumberFormatError.invalidMaximumFractionDigits(11)) {
            try number("en_US", NumberFormat(maximumFractionDigits: 11))
        }
        #expect(throws: NumberFormatError.invalidMaximumIntegerDigits(0)) {
            try number("en_US", NumberFormat(maximumIntegerDigits: 0))
        }
        #expect(throws: NumberFormatError.invalidMaximumIntegerDigits(39)) {
            try number("en_US", NumberFormat(maximumIntegerDigits: 39))
        }
        #expect(throws: Never.self) { try number("en_US", NumberFormat(fractionDigits: 10, maximumIntegerDigits: 38)) }
        // Integer and fraction digits share the 38 significant digits a Decimal holds exactly.
        let tenFractionDigits = try number("en_US", NumberFormat(fractionDigits: 10, maximumIntegerDigits: 38))
        #expect(tenFractionDigits.integerLimit == 28)
    }

    @Test func errorMessagesNameTheProblem() {
        #expect(NumberFormatError.missingCurrencyCode.message.contains("ISO 4217"))
        #expect(NumberFormatError.malformedCurrencyCode("U$D").message.contains("\"U$D\""))
        #expect(NumberFormatError.unknownCurrencyCode("ABC").description.contains("\"ABC\""))
        #expect(NumberFormatError.invalidFractionDigits(11).errorDescription?.contains("11") == true)
        #expect(NumberFormatError.invalidMaximumIntegerDigits(0).message.contains("between 1 and 38"))
    }

    @Test func currencyCodeIsIgnoredByOtherStyles() throws {
        let formatter = try number("en_US", NumberFormat(style: .decimal, currency: "NOPE"))
        #expect(formatter.render(raw("1234")).text == "1,234")
    }

    @Test func templatesAreCachedPerStyle() throws {
        // A combination no other test uses, so the first formatter builds it.
        let format = NumberFormat(style: .decimal, maximumFractionDigits: 9)
        let style = NumberStyle(kind: .decimal, locale: Locale(identifier: "en_NZ"))
        #expect(!NumberTemplate.isCached(style: style, fractionLengths: [9]))
        let first = try number("en_NZ", format)
        #expect(NumberTemplate.isCached(style: style, fractionLengths: [9]))
        let second = try number("en_NZ", format)
        #expect(first.render(raw("1234.5")).text == second.render(raw("1234.5")).text)
    }

    @Test(arguments: ["en_US", "de_DE", "fr_FR", "hi_IN", "ja_JP", "es_ES", "de_CH", "ar_EG", "he_IL", "sv_SE", "nl_NL", "pt_BR", "fa_IR"])
    func commonLocalesRenderFromTheTemplate(identifier: String) throws {
        for format in [
            NumberFormat(style: .currency, currency: "USD"), NumberFormat(style: .currency, currency: "EUR"),
            NumberFormat(style: .currency, currency: "JPY"), NumberFormat(style: .percent), NumberFormat(),
        ] {
            let formatter = try number(identifier, format)
            #expect(formatter.template.isVerified, "\(identifier) \(format.style) \(format.currency ?? "")")
            #expect(formatter.rendersWithTemplate)
        }
    }
}

// MARK: - Rendering tables

/// One as-you-type rendering expectation.
struct NumberRenderCase: Sendable, CustomTestStringConvertible {
    let locale: String
    let format: NumberFormat
    let raw: String
    let text: String
    var testDescription: String { "\(locale) \(format.currency ?? format.style.rawValue) \"\(raw)\"" }
}

private let usd = NumberFormat(style: .currency, currency: "USD")
private let eur = NumberFormat(style: .currency, currency: "EUR")
private let percent = NumberFormat(style: .percent)
private let decimal = NumberFormat()

@Suite("Number rendering")
struct NumberRenderingTests {
    static let cases: [NumberRenderCase] = [
        .init(locale: "en_US", format: usd, raw: "1234.50", text: "$1,234.50"),
        .init(locale: "en_US", format: usd, raw: "-1234.5", text: "-$1,234.5"),
        .init(locale: "en_US", format: usd, raw: "12.", text: "$12."),
        .init(locale: "en_US", format: usd, raw: "-", text: "-$"),
        .init(locale: "en_US", format: usd, raw: "", text: ""),
        .init(locale: "en_US", format: usd, raw: "0.05", text: "$0.05"),
        .init(locale: "en_US", format: usd, raw: "1234567890", text: "$1,234,567,890"),
        .init(locale: "de_DE", format: eur, raw: "1234.50", text: "1.234,50\u{A0}€"),
        .init(locale: "de_DE", format: eur, raw: "-1234.5", text: "-1.234,5\u{A0}€"),
        .init(locale: "de_DE", format: eur, raw: "12.", text: "12,\u{A0}€"),
        .init(locale: "de_DE", format: eur, raw: "-", text: "-\u{A0}€"),
        .init(locale: "fr_FR", format: eur, raw: "1234567.5", text: "1\u{202F}234\u{202F}567,5\u{A0}€"),
        .init(locale: "hi_IN", format: NumberFormat(style: .currency, currency: "INR"), raw: "12345678", text: "₹1,23,45,678"),
        .init(locale: "hi_IN", format: NumberFormat(style: .currency, currency: "INR"), raw: "-123456.75", text: "-₹1,23,456.75"),
        .init(locale: "ja_JP", format: NumberFormat(style: .currency, currency: "JPY"), raw: "1234567", text: "¥1,234,567"),
        .init(locale: "es_ES", format: eur, raw: "1234.50", text: "1234,50\u{A0}€"),
        .init(locale: "es_ES", format: eur, raw: "-1234.5", text: "-1234,5\u{A0}€"),
        .init(locale: "es_ES", format: eur, raw: "12345", text: "12.345\u{A0}€"),
        .init(locale: "es_ES", format: eur, raw: "1234567.5", text: "1.234.567,5\u{A0}€"),
        .init(locale: "de_CH", format: NumberFormat(style: .currency, currency: "CHF"), raw: "1234", text: "CHF\u{A0}1’234"),
        .init(locale: "de_CH", format: NumberFormat(style: .currency, currency: "CHF"), raw: "-1234.5", text: "CHF-1’234.5"),
        .init(locale: "ar_EG", format: usd, raw: "1234.5", text: "\u{200F}١٬٢٣٤٫٥\u{A0}US$"),
        .init(locale: "ar_EG", format: usd, raw: "-1234.5", text: "\u{61C}-\u{200F}١٬٢٣٤٫٥\u{A0}US$"),
        .init(locale: "he_IL", format: NumberFormat(style: .currency, currency: "ILS"), raw: "1234.5", text: "\u{200F}1,234.5\u{A0}\u{200F}₪"),
        .init(locale: "he_IL", format: NumberFormat(style: .currency, currency: "ILS"), raw: "-1234.5", text: "\u{200F}\u{200E}-1,234.5\u{A0}\u{200F}₪"),
        .init(locale: "sv_SE", format: NumberFormat(style: .currency, currency: "SEK"), raw: "-1234.5", text: "\u{2212}1\u{A0}234,5\u{A0}kr"),
        .init(locale: "nl_NL", format: eur, raw: "-1234.5", text: "€\u{A0}-1.234,5"),
        .init(locale: "pt_BR", format: NumberFormat(style: .currency, currency: "BRL"), raw: "1234.5", text: "R$\u{A0}1.234,5"),
        .init(locale: "en_US", format: percent, raw: "12.5", text: "12.5%"),
        .init(locale: "de_DE", format: percent, raw: "12.5", text: "12,5\u{A0}%"),
        .init(locale: "ar_EG", format: percent, raw: "12.5", text: "١٢٫٥٪\u{61C}"),
        .init(locale: "en_US", format: decimal, raw: "-1234567.125", text: "-1,234,567.125"),
        .init(locale: "en_IN", format: decimal, raw: "1234567", text: "12,34,567"),
        .init(locale: "fa_IR", format: decimal, raw: "1234.5", text: "۱٬۲۳۴٫۵"),
        .init(locale: "fa_IR", format: decimal, raw: "-12", text: "\u{200E}\u{2212}۱۲"),
    ]

    @Test(arguments: cases)
    func rendersAsYouType(_ example: NumberRenderCase) throws {
        let formatter = try number(example.locale, example.format)
        let rendering = formatter.render(raw(example.raw))
        #expect(rendering.text == example.text)
        expectMapped(rendering, raw(example.raw), formatter)
        let exact = try NumberValueFormatter(
            format: example.format, locale: Locale(identifier: example.locale), renderingMode: .exact
        )
        #expect(exact.render(raw(example.raw)) == rendering)
    }

    @Test func valueCharactersMapOntoTheirGlyphs() throws {
        let formatter = try currency("USD", "en_US")
        let rendering = formatter.render(raw("1234.50"))
        #expect(rendering.starts == [1, 3, 4, 5, 6, 7, 8])
        #expect(rendering.ends == [2, 4, 5, 6, 7, 8, 9])
        #expect(rendering.leadingCaret == 1)
        #expect(rendering.offset(forRawIndex: 1) == 2)
        #expect(rendering.offset(forRawIndex: 2) == 4)
        #expect(rendering.rawIndex(forOffset: 3) == 1)

        let sign = formatter.render(raw("-"))
        #expect(sign.starts == [0] && sign.ends == [1] && sign.leadingCaret == 0)
    }

    @Test func leadingCaretFollowsThePositivePrefix() throws {
        #expect(try currency("USD", "en_US").render(raw("1")).leadingCaret == 1)
        #expect(try currency("EUR", "de_DE").render(raw("1")).leadingCaret == 0)
        #expect(try currency("CHF", "de_CH").render(raw("1")).leadingCaret == 4)
        #expect(try currency("USD", "ar_EG").render(raw("1")).leadingCaret == 1)
        // A negative value's first value character is its minus sign.
        #expect(try currency("EUR", "nl_NL").render(raw("-1")).leadingCaret == 2)
        #expect(try currency("USD", "en_US").render([]).leadingCaret == 0)
    }

    @Test func fullFractionRenderingEqualsFormatStyle() throws {
        let examples: [(String, String, String)] = [
            ("en_US", "USD", "1234.50"), ("de_DE", "EUR", "1234.50"), ("hi_IN", "INR", "12345678.00"),
            ("es_ES", "EUR", "-1234.50"), ("ar_EG", "USD", "1234.50"), ("en_US", "KWD", "1.500"),
            ("ja_JP", "JPY", "1234"),
        ]
        for (identifier, code, text) in examples {
            let locale = Locale(identifier: identifier)
            let expected = Decimal(string: text)!.formatted(Decimal.FormatStyle.Currency(code: code, locale: locale))
            #expect(try currency(code, identifier).render(raw(text)).text == expected)
        }
        #expect(try currency("USD", "en_US").render(raw("1234.50")).text == "$1,234.50")
        #expect(try currency("EUR", "de_DE").render(raw("1234.50")).text == "1.234,50\u{A0}€")
    }
}

// MARK: - Committed text

@Suite("Committed numbers")
struct NumberCommitTests {
    /// Fraction digits of a canonical decimal without trailing zeros.
    /// The fraction digits of a canonical text as written, trailing zeros included.
    static func fractionDigits(_ canonical: String) -> Int {
        (canonical.split(separator: ".").dropFirst().first ?? "").count
    }

    @Test func commitsWithTheCommittedFractionDigits() throws {
        let dollars = try currency("USD", "en_US")
        #expect(dollars.renderCommitted(raw("1234.5")).text == "$1,234.50")
        #expect(dollars.committedRaw(raw("1234.5")) == raw("1234.50"))
        #expect(dollars.renderCommitted(raw("12.")).text == "$12.00")
        #expect(dollars.renderCommitted(raw("-0")).text == "$0.00")
        #expect(dollars.committedRaw(raw("-0")) == raw("0.00"))
        #expect(dollars.renderCommitted(raw("007")).text == "$7.00")
        #expect(try currency("EUR", "de_DE").renderCommitted(raw("1234.5")).text == "1.234,50\u{A0}€")
        #expect(try currency("JPY", "ja_JP").renderCommitted(raw("1234")).text == "¥1,234")
        #expect(try currency("KWD", "en_US").renderCommitted(raw("1.5")).text == "KWD\u{A0}1.500")
        #expect(try currency("KWD", "en_US").fractionLimit == 3)
        #expect(try currency("JPY", "ja_JP").fractionLimit == 0)

        let wholeDollars = try number("en_US", NumberFormat(style: .currency, currency: "USD", fractionDigits: 0))
        #expect(wholeDollars.renderCommitted(raw("12")).text == "$12")
        let fixed = try number("en_US", NumberFormat(fractionDigits: 2))
        #expect(fixed.renderCommitted(raw("12")).text == "12.00")
        #expect(fixed.committedRaw(raw("12")) == raw("12.00"))
    }

    /// Decided for peers' cases (react-number-format keeps a typed "12345.50"): the fraction digits the user
    /// typed or the configuration gave stay, trailing zeros included; the value drops them.
    @Test func decimalsAndPercentsCommitTheGivenFractionDigits() throws {
        let decimals = try number("en_US", decimal)
        #expect(decimals.renderCommitted(raw("12.")).text == "12")
        #expect(decimals.committedRaw(raw("12.")) == raw("12"))
        #expect(decimals.renderCommitted(raw("1234.50")).text == "1,234.50")
        #expect(decimals.committedRaw(raw("1234.50")) == raw("1234.50"))
        #expect(decimals.value(of: raw("1234.50")) == "1234.5")
        let percents = try number("en_US", percent)
        #expect(percents.renderCommitted(raw("12.5")).text == "12.5%")
        #expect(percents.renderCommitted(raw("12.50")).text == "12.50%")
        #expect(try number("de_DE", percent).renderCommitted(raw("12.5")).text == "12,5\u{A0}%")
    }

    @Test func emptyValuesCommitEmpty() throws {
        let formatter = try currency("USD", "en_US")
        for text in ["", "-", ".", "-."] {
            #expect(formatter.renderCommitted(raw(text)).text == "")
            #expect(formatter.committedRaw(raw(text)) == [])
        }
    }

    @Test func negativeValuesThatRoundToZeroKeepTheirSign() throws {
        // FormatStyle prints "-$0.00" for -0.001; the committed value characters agree.
        let formatter = try currency("USD", "en_US")
        let committed = formatter.renderCommitted(raw("-0.001"))
        #expect(committed.text == Decimal(string: "-0.001")!.formatted(Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))))
        #expect(formatter.render(formatter.committedRaw(raw("-0.001"))).text == committed.text)
    }

    @Test func committedValueCharactersMapOntoFormatStyleOutput() throws {
        let formatter = try currency("USD", "ar_EG")
        let committed = formatter.renderCommitted(raw("-1234.5"))
        expectMapped(committed, formatter.committedRaw(raw("-1234.5")), formatter)
        #expect(committed == formatter.render(formatter.committedRaw(raw("-1234.5"))))
    }

    /// Random values in 40 locales: committed text is FormatStyle's, the
    /// committed value characters render to it, and it parses back.
    @Test(arguments: tableLocales)
    func committedTextIsFormatStyleOutput(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        var rng = SplitMix64(state: UInt64(truncatingIfNeeded: identifier.unicodeScalars.reduce(7) { $0 &* 31 &+ Int($1.value) }))
        var formats: [NumberFormat] = ["USD", "EUR", "JPY", "INR", "CHF", "KWD"].map { NumberFormat(style: .currency, currency: $0) }
        formats += [percent, decimal, NumberFormat(fractionDigits: 3), NumberFormat(style: .currency, currency: "EUR", fractionDigits: 0)]
        for format in formats {
            let formatter = try NumberValueFormatter(format: format, locale: locale)
            let exact = try NumberValueFormatter(format: format, locale: locale, renderingMode: .exact)
            for _ in 0..<12 {
                let negative = Bool.random(using: &rng)
                let fractionLimit = formatter.fractionLimit
                let canonical: String
                let expected: String
                switch format.style {
                case .currency:
                    canonical = randomCanonical(integerDigits: 12, fractionDigits: fractionLimit, negative: negative, using: &rng)
                    var style = Decimal.FormatStyle.Currency(code: format.currency!, locale: locale)
                    if let digits = format.fractionDigits { style = style.precision(.fractionLength(digits)) }
                    expected = Decimal(string: canonical)!.formatted(style)
                case .percent:
                    // The canonical value is the fraction: two more fraction digits than displayed.
                    canonical = randomCanonical(integerDigits: 8, fractionDigits: fractionLimit + 2, negative: negative, using: &rng)
                    let displayed = max(0, Self.fractionDigits(canonical) - 2)
                    expected = Decimal(string: canonical)!.formatted(Decimal.FormatStyle.Percent(locale: locale).precision(.fractionLength(displayed)))
                case .decimal:
                    canonical = randomCanonical(integerDigits: 12, fractionDigits: format.fractionDigits ?? 4, negative: negative, using: &rng)
                    let typed = Self.fractionDigits(canonical)
                    expected = Decimal(string: canonical)!.formatted(Decimal.FormatStyle(locale: locale).precision(.fractionLength(format.fractionDigits ?? typed)))
                }
                let context = "\(identifier) \(format.currency ?? format.style.rawValue) \(canonical)"
                let value = formatter.parse(canonical)
                #expect(formatter.value(of: value) == Decimal(string: canonical)!.description, "\(context)")
                let committed = formatter.renderCommitted(value)
                #expect(committed.text == expected, "\(context)")
                let committedRaw = formatter.committedRaw(value)
                #expect(formatter.render(committedRaw).text == expected, "\(context)")
                expectMapped(committed, committedRaw, formatter)
                if RawNumber(canonical: Array(expected)) == nil {
                    #expect(formatter.parse(expected) == committedRaw, "\(context) parsing \(expected)")
                    #expect(formatter.value(of: formatter.parse(expected)) == formatter.value(of: value), "\(context)")
                } else {
                    // "128.939" (de_AT, 128939) is also a canonical value; parse documents that it reads it as one.
                    #expect(format.style == .decimal)
                    #expect(formatter.value(of: formatter.parse(expected)) == Decimal(string: expected)!.description, "\(context)")
                }
                #expect(exact.render(value) == formatter.render(value), "\(context)")
                #expect(exact.render(committedRaw).text == expected, "\(context)")
            }
        }
    }

    /// Values with more fraction digits than the format shows: value
    /// characters round half to even exactly as FormatStyle does.
    @Test func roundingMatchesFormatStyle() async throws {
        let locale = Locale(identifier: "en_US")
        let formatter = try currency("USD", "en_US")
        let style = Decimal.FormatStyle.Currency(code: "USD", locale: locale)
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...9).array(of: 1...9), Gen.int(in: 0...9).array(of: 3...6), Gen.bool()
        ) { integer, fraction, negative in
            let number = RawNumber(isNegative: negative, integer: integer.map(UInt8.init), fraction: fraction.map(UInt8.init))
            let expected = number.decimalValue().formatted(style)
            #expect(formatter.renderCommitted(number.characters).text == expected)
            #expect(formatter.render(formatter.committedRaw(number.characters)).text == expected)
        }
    }
}

// MARK: - Typing

@Suite("Typing numbers")
struct NumberTypingTests {
    @Test func groupingAppearsAsDigitsAreTyped() throws {
        var field = Field(try currency("USD", "en_US"))
        #expect(field.type("1234567") == ["$1", "$12", "$123", "$1,234", "$12,345", "$123,456", "$1,234,567"])
        #expect(field.caret == 7)
        #expect(field.value == "1234567")

        var indian = Field(try currency("INR", "hi_IN"))
        #expect(indian.type("12345678").suffix(4) == ["₹12,345", "₹1,23,456", "₹12,34,567", "₹1,23,45,678"])

        var spanish = Field(try currency("EUR", "es_ES"))
        #expect(spanish.type("12345") == ["1\u{A0}€", "12\u{A0}€", "123\u{A0}€", "1234\u{A0}€", "12.345\u{A0}€"])

        var arabic = Field(try currency("USD", "ar_EG"))
        #expect(arabic.type("1234.5").last == "\u{200F}١٬٢٣٤٫٥\u{A0}US$")
        #expect(arabic.value == "1234.5")
    }

    @Test func fractionDigitsShowAsTyped() throws {
        var field = Field(try currency("USD", "en_US"))
        #expect(field.type("12.50") == ["$1", "$12", "$12.", "$12.5", "$12.50"])
        #expect(field.value == "12.5")
    }

    @Test func typingInTheMiddleKeepsTheCaretAfterTheDigit() throws {
        var field = Field(try currency("USD", "en_US"), raw: "1234", caret: 1)
        field.type("9")
        #expect(field.raw == raw("19234"))
        #expect(field.caret == 2)
        let rendering = field.formatter.render(field.raw)
        #expect(rendering.text == "$19,234")
        #expect(rendering.offset(forRawIndex: field.caret) == 3)
    }

    @Test func typedLeadingZerosStayUntilEditingEnds() throws {
        var field = Field(try currency("USD", "en_US"))
        #expect(field.type("007") == ["$0", "$00", "$007"])
        #expect(field.raw == raw("007") && field.value == "7")
        #expect(field.formatter.committedRaw(field.raw) == raw("7.00"))
        // A separator typed first shows a zero before it that is not a value character.
        var fraction = Field(try currency("USD", "en_US"))
        #expect(fraction.type(".5") == ["$0.", "$0.5"])
        #expect(fraction.raw == raw(".5") && fraction.caret == 2 && fraction.value == "0.5")
    }

    @Test func aSelectionIsReplaced() throws {
        var field = Field(try currency("USD", "en_US"), raw: "1234.50")
        field.paste("9", replacing: 0..<4)
        #expect(field.raw == raw("9.50"))
        #expect(field.caret == 1)
        var signed = Field(try currency("USD", "en_US"), raw: "-12")
        signed.paste("5", replacing: 0..<1)
        #expect(signed.raw == raw("512") && signed.caret == 1)
    }

    @Test func pastedFormattedValuesAreRead() throws {
        var dollars = Field(try currency("USD", "en_US"))
        dollars.paste("$1,234.50")
        #expect(dollars.raw == raw("1234.50") && dollars.rejected == 0)
        var euros = Field(try currency("EUR", "de_DE"))
        euros.paste("1.234,50\u{A0}€")
        #expect(euros.raw == raw("1234.50") && euros.rejected == 0)
        var crowns = Field(try currency("SEK", "sv_SE"))
        crowns.paste("\u{2212}1\u{A0}234,50\u{A0}kr")
        #expect(crowns.raw == raw("-1234.50") && crowns.rejected == 0)
        var danish = Field(try currency("DKK", "da_DK"))
        danish.paste("1.234,50 kr.")
        #expect(danish.raw == raw("1234.50") && danish.rejected == 0)
        var arabic = Field(try currency("USD", "ar_EG"))
        arabic.paste("\u{200F}١٬٢٣٤٫٥٠\u{A0}US$")
        #expect(arabic.raw == raw("1234.50") && arabic.rejected == 0)
        var accounting = Field(try currency("USD", "en_US"))
        accounting.paste("(1,234.00)")
        #expect(accounting.raw == raw("-1234.00") && accounting.rejected == 0)
        var code = Field(try currency("USD", "en_US"))
        code.paste("USD 12.5")
        #expect(code.raw == raw("12.5") && code.rejected == 0)
    }
}

// MARK: - Separators

@Suite("Decimal and grouping separators")
struct NumberSeparatorTests {
    @Test func aDotIsTheDecimalKeyWhereDecimalsUseACommaes() throws {
        var comma = Field(try currency("EUR", "de_DE"))
        comma.type("1234,56")
        var dot = Field(try currency("EUR", "de_DE"))
        dot.type("1234.56")
        #expect(comma.raw == raw("1234.56") && dot.raw == raw("1234.56"))
        #expect(dot.text == "1.234,56\u{A0}€")
        #expect(dot.rejected == 0)
    }

    @Test func pastedDotsFollowedByThreeDigitsGroupInCommaLocales() throws {
        let cases: [(String, String)] = [
            ("1.234", "1234"), ("1.234,5", "1234.5"), ("1,234.5", "1234.5"), ("1.5", "1.5"),
            ("1.234.567", "1234567"), ("12.34", "12.34"), ("1.2345", "1.23"),
        ]
        for (pasted, expected) in cases {
            var field = Field(try currency("EUR", "de_DE"))
            field.paste(pasted)
            #expect(field.raw == raw(expected), "\(pasted)")
        }
        // fr_FR groups with a narrow no-break space, so "." is always decimal.
        var french = Field(try currency("EUR", "fr_FR"))
        french.paste("1.234")
        #expect(french.raw == raw("1.23"))
    }

    @Test func commasGroupWhereDecimalsUseADot() throws {
        var typed = Field(try currency("USD", "en_US"))
        typed.type("1,234")
        #expect(typed.text == "$1,234" && typed.value == "1234" && typed.rejected == 0)
        var grouped = Field(try currency("USD", "en_US"))
        grouped.paste("1,234")
        #expect(grouped.raw == raw("1234"))
        // A comma that cannot group is the decimal separator of another region's keyboard, never ignored.
        var pasted = Field(try currency("USD", "en_US"))
        pasted.paste("1,5")
        #expect(pasted.raw == raw("1.5"))
        var mixed = Field(try currency("USD", "en_US"))
        mixed.paste("1.234,5")
        #expect(mixed.raw == raw("1234.5"))
    }

    @Test func aSecondSeparatorIsIgnored() throws {
        var field = Field(try currency("USD", "en_US"), raw: "1.5")
        field.type(".")
        #expect(field.raw == raw("1.5") && field.caret == 3 && field.rejected == 0)
        var middle = Field(try currency("USD", "en_US"), raw: "1.5", caret: 0)
        middle.type(".")
        #expect(middle.raw == raw("1.5") && middle.caret == 0)
    }

    @Test func groupingMarksAndSpacesAreSkipped() throws {
        for pasted in ["1'234.50", "1’234.50", "1 234.50", "1\u{A0}234.50", "1\u{202F}234.50", "1٬234.50"] {
            var field = Field(try currency("CHF", "de_CH"))
            field.paste(pasted)
            #expect(field.raw == raw("1234.50") && field.rejected == 0, "\(pasted)")
        }
    }

    @Test func localeAndFullWidthDigitsAreDigits() throws {
        var arabic = Field(try currency("USD", "en_US"))
        arabic.type("١٢٣٤٫٥")
        #expect(arabic.raw == raw("1234.5"))
        var persian = Field(try number("fa_IR", decimal))
        persian.type("۱۲٫۵")
        #expect(persian.raw == raw("12.5"))
        var wide = Field(try currency("JPY", "ja_JP"))
        wide.type("１２３")
        #expect(wide.raw == raw("123") && wide.text == "¥123")
    }
}

// MARK: - Sign

@Suite("Negative numbers")
struct NumberSignTests {
    @Test func minusTogglesTheSign() throws {
        var field = Field(try currency("USD", "en_US"), raw: "123")
        field.type("-")
        #expect(field.raw == raw("-123") && field.caret == 4)
        #expect(field.text == "-$123")
        field.type("-")
        #expect(field.raw == raw("123") && field.caret == 3)

        var middle = Field(try currency("USD", "en_US"), raw: "-123", caret: 2)
        middle.type("\u{2212}")
        #expect(middle.raw == raw("123") && middle.caret == 1)

        var empty = Field(try currency("USD", "en_US"))
        #expect(empty.type("-5") == ["-$", "-$5"])
        #expect(empty.caret == 2)
    }

    @Test func theLocaleMinusSignIsAccepted() throws {
        var field = Field(try currency("SEK", "sv_SE"))
        field.type("\u{2212}12")
        #expect(field.raw == raw("-12"))
        #expect(field.text == "\u{2212}12\u{A0}kr")
        #expect(field.value == "-12")
    }

    @Test func digitsTypedBeforeTheSignGoAfterIt() throws {
        var field = Field(try currency("USD", "en_US"), raw: "-5", caret: 0)
        field.type("3")
        #expect(field.raw == raw("-35") && field.caret == 2)
    }

    @Test func negativesCanBeForbidden() throws {
        let formatter = try number("en_US", NumberFormat(style: .currency, currency: "USD", allowsNegative: false))
        var field = Field(formatter, raw: "12")
        field.type("-")
        #expect(field.raw == raw("12"))
        #expect(field.reasons == [.negativeNotAllowed])
        // A negative initial value can still be made positive.
        var initial = Field(formatter, raw: String(formatter.parse("-5")))
        #expect(initial.raw == raw("-5"))
        initial.type("-")
        #expect(initial.raw == raw("5") && initial.rejected == 0)
        var accounting = Field(formatter)
        accounting.paste("(5)")
        #expect(accounting.raw == raw("5") && accounting.reasons == [.negativeNotAllowed])
    }
}

// MARK: - Rejections

@Suite("Refused characters")
struct NumberRejectionTests {
    @Test func lettersAreRefused() throws {
        var field = Field(try currency("USD", "en_US"))
        field.type("1a")
        #expect(field.raw == raw("1"))
        #expect(field.reasons == [.invalidCharacter("a", expected: .number)])
        #expect(field.reasons.first.map(Localizer(localeIdentifier: "en").message(for:))?.hasPrefix("Enter a number") == true)
        var paste = Field(try currency("USD", "en_US"))
        paste.paste("12a3b")
        #expect(paste.raw == raw("123") && paste.rejected == 2)
        #expect(paste.reasons == [.invalidCharacter("a", expected: .number)])
    }

    @Test func fractionDigitsAreLimited() throws {
        var dollars = Field(try currency("USD", "en_US"), raw: "1.23")
        dollars.type("4")
        #expect(dollars.raw == raw("1.23"))
        #expect(dollars.reasons == [.tooManyFractionDigits(max: 2)])

        var decimals = Field(try number("en_US", NumberFormat(maximumFractionDigits: 3)))
        decimals.type("1.2345")
        #expect(decimals.raw == raw("1.234") && decimals.reasons == [.tooManyFractionDigits(max: 3)])

        var kuwaiti = Field(try currency("KWD", "en_US"))
        kuwaiti.type("1.2345")
        #expect(kuwaiti.raw == raw("1.234") && kuwaiti.reasons == [.tooManyFractionDigits(max: 3)])
    }

    @Test func aSeparatorThatWouldMakeTooLongAFractionIsRefused() throws {
        var field = Field(try currency("USD", "en_US"), raw: "12345", caret: 1)
        field.type(".")
        #expect(field.raw == raw("12345") && field.reasons == [.tooManyFractionDigits(max: 2)])
        var fits = Field(try currency("USD", "en_US"), raw: "12345", caret: 3)
        fits.type(".")
        #expect(fits.raw == raw("123.45") && fits.caret == 4)
    }

    @Test func wholeNumberFormatsRefuseTheSeparator() throws {
        var yen = Field(try currency("JPY", "ja_JP"))
        yen.type("12.5")
        #expect(yen.raw == raw("125"))
        #expect(yen.reasons == [.noFractionAllowed])
        #expect(Localizer(localeIdentifier: "en").message(for: .noFractionAllowed).contains("whole number"))

        var whole = Field(try number("en_US", NumberFormat(fractionDigits: 0)))
        whole.type("3,")
        whole.type(".")
        #expect(whole.raw == raw("3") && whole.reasons == [.noFractionAllowed])

        var pasted = Field(try currency("JPY", "ja_JP"))
        pasted.paste("1,234.00 JPY")
        #expect(pasted.raw == raw("1234"))
        #expect(pasted.rejected == 3 && pasted.reasons == [.noFractionAllowed])
    }

    @Test func integerDigitsAreLimited() throws {
        let formatter = try number("en_US", NumberFormat(maximumIntegerDigits: 3))
        var field = Field(formatter)
        field.type("1234")
        #expect(field.raw == raw("123"))
        #expect(field.reasons == [.tooManyIntegerDigits(max: 3)])
        // Leading zeros do not count (and stay until editing ends).
        var zeros = Field(formatter)
        zeros.type("0123")
        #expect(zeros.raw == raw("0123") && zeros.rejected == 0 && zeros.value == "123")
        // By default a currency takes what a Decimal holds exactly: 38 significant
        // digits, 36 before the decimal separator for USD's two fraction digits.
        var long = Field(try currency("USD", "en_US"))
        long.paste(String(repeating: "9", count: 40))
        #expect(long.raw.count == 36 && long.rejected == 4)
        #expect(long.reasons == [.tooManyIntegerDigits(max: 36)])
        var big = Field(try currency("USD", "en_US"))
        big.paste("12345678901234567890.12")
        #expect(big.raw == raw("12345678901234567890.12"))
    }

    @Test func replacingTheSeparatorCannotJoinTooManyIntegerDigits() throws {
        let formatter = try number("en_US", NumberFormat(maximumIntegerDigits: 4))
        let refused = formatter.insert(["7"], into: raw("1234.56"), replacing: 4..<5)
        #expect(refused.raw == raw("1234.56") && refused.caret == 5 && refused.rejected == 1)
        #expect(refused.reason == .tooManyIntegerDigits(max: 4))
        let deletion = formatter.insert([], into: raw("-1234.56"), replacing: 5..<6)
        #expect(deletion.raw == raw("-1234.56") && deletion.rejected == 1)
        let fits = formatter.insert(["7"], into: raw("12.5"), replacing: 2..<3)
        #expect(fits.raw == raw("1275") && fits.caret == 3 && fits.rejected == 0)
    }

    @Test func symbolsAndAffixesAreSkippedButAffixLettersOnlyInPastes() throws {
        var typed = Field(try currency("SEK", "sv_SE"))
        typed.type("$5%")
        #expect(typed.raw == raw("5") && typed.rejected == 0)
        typed.type("k")
        #expect(typed.reasons == [.invalidCharacter("k", expected: .number)])
        var pasted = Field(try currency("SEK", "sv_SE"))
        pasted.paste("5 kr")
        #expect(pasted.raw == raw("5") && pasted.rejected == 0)
    }
}

// MARK: - Normalization

@Suite("Normalizing numbers")
struct NumberNormalizeTests {
    @Test(arguments: [
        // Zeros in front and a lone separator stay while editing (committedRaw drops them).
        ("007", 3, "007", 3), ("-007", 4, "-007", 4), ("-0", 2, "-0", 2), ("0.5", 1, "0.5", 1),
        (".", 1, ".", 1), ("-.", 2, "-.", 2), ("000", 2, "000", 2), ("-", 1, "-", 1), ("", 0, "", 0),
        ("1200", 4, "1200", 4), ("0", 1, "0", 1),
        // An undecided separator with no non-zero digit before it is the decimal separator.
        ("0,5", 3, "0.5", 3), (",25", 0, ".25", 0), ("-0,5", 4, "-0.5", 4), ("1,5", 3, "1,5", 3),
    ])
    func keepsZerosAndSettlesSeparators(input: String, caret: Int, expected: String, expectedCaret: Int) throws {
        let result = try currency("USD", "en_US").normalize(raw(input), caret: caret)
        #expect(result.raw == raw(expected))
        #expect(result.caret == expectedCaret)
    }
}

// MARK: - Values and parsing

@Suite("Number values and parsing")
struct NumberValueTests {
    @Test(arguments: [
        ("1234.5", "1234.5"), ("-1234.5", "-1234.5"), ("1234.50", "1234.5"), ("-0.5", "-0.5"),
        ("", ""), ("-", ""), (".", ""), ("-.", ""), ("-0", "0"), ("0.", "0"), ("007", "7"),
        ("0.000", "0"), ("100", "100"),
    ])
    func valueIsCanonical(input: String, expected: String) throws {
        let formatter = try currency("USD", "en_US")
        #expect(formatter.value(of: raw(input)) == expected)
        if !expected.isEmpty { #expect(Decimal(string: input)!.description == expected) }
    }

    @Test func percentValuesAreFractions() throws {
        let formatter = try number("en_US", percent)
        #expect(formatter.value(of: raw("12.5")) == "0.125")
        #expect(formatter.value(of: raw("-5")) == "-0.05")
        #expect(formatter.value(of: raw("100")) == "1")
        #expect(formatter.value(of: raw("0.01")) == "0.0001")
        #expect(formatter.parse("0.125") == raw("12.5"))
        #expect(formatter.parse("1") == raw("100"))
        #expect(formatter.parse("12.5%") == raw("12.5"))
        #expect(try number("de_DE", percent).parse("12,5\u{A0}%") == raw("12.5"))
    }

    @Test func valueMatchesDecimalDescription() async throws {
        let formatter = try number("en_US", NumberFormat(maximumFractionDigits: 10))
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...9).array(of: 0...12), Gen.int(in: 0...9).array(of: 0...10), Gen.bool()
        ) { integer, fraction, negative in
            let number = RawNumber(isNegative: negative, integer: integer.map(UInt8.init), fraction: fraction.map(UInt8.init))
            let value = formatter.value(of: number.characters)
            if number.hasDigits {
                #expect(value == Decimal(string: String(number.characters))!.description)
            } else {
                #expect(value == "")
            }
        }
    }

    @Test(arguments: [
        ("1234.5", "1234.5"), ("-0.25", "-0.25"), ("$1,234.50", "1234.50"), ("  12  ", "12"),
        ("1.005", "1.00"), ("1.015", "1.02"), ("-0.001", "0.00"), ("(1,234.00)", "-1234.00"),
        ("- 5", "-5"), ("+7", "7"), ("abc", ""), ("", ""), ("1e5", ""), ("12abc", ""), ("-", ""),
        ("1.50", "1.50"), ("0001.5", "1.5"),
    ])
    func parsesValuesAndFormattedText(text: String, expected: String) throws {
        #expect(try currency("USD", "en_US").parse(text) == raw(expected))
    }

    @Test func parsesLocaleFormattedText() throws {
        #expect(try currency("EUR", "de_DE").parse("1.234,50\u{A0}€") == raw("1234.50"))
        #expect(try currency("EUR", "de_DE").parse("1234.5") == raw("1234.5"))
        #expect(try currency("USD", "ar_EG").parse("\u{200F}١٬٢٣٤٫٥٠\u{A0}US$") == raw("1234.50"))
        #expect(try currency("INR", "hi_IN").parse("₹1,23,45,678.00") == raw("12345678.00"))
        #expect(try currency("JPY", "ja_JP").parse("2.5") == raw("2"))
        #expect(try currency("JPY", "ja_JP").parse("3.5") == raw("4"))
        #expect(try currency("CHF", "de_CH").parse("CHF-1’234.50") == raw("-1234.50"))
    }

    @Test func canonicalLookingTextIsReadAsACanonicalValue() throws {
        let formatter = try number("de_DE", decimal)
        #expect(formatter.parse("1.234") == raw("1.234"))
        #expect(formatter.parse("1.234,5") == raw("1234.5"))
        #expect(formatter.parse("12.345.678") == raw("12345678"))
    }

    @Test func parseKeepsLongAndNegativeInitialValuesButNotUnrepresentableOnes() throws {
        let formatter = try number("en_US", NumberFormat(maximumIntegerDigits: 3, allowsNegative: false))
        #expect(formatter.parse("-12345") == raw("-12345"))
        let decimals = try number("en_US", decimal)
        #expect(decimals.parse(String(repeating: "9", count: 38)) == raw(String(repeating: "9", count: 38)))
        #expect(decimals.parse(String(repeating: "9", count: 39)) == [])
    }
}

// MARK: - Robustness

@Suite("Hostile input")
struct NumberRobustnessTests {
    @Test func aHugePasteIsTruncatedQuickly() throws {
        let formatter = try currency("USD", "en_US")
        let digits = [Character](repeating: "7", count: 10 * 1024 * 1024)
        let clock = ContinuousClock()
        let start = clock.now
        let insertion = formatter.insert(digits, into: [], replacing: 0..<0)
        #expect(formatter.integerLimit == 36)
        #expect(insertion.raw == [Character](repeating: "7", count: 36))
        #expect(insertion.rejected == digits.count - 36)
        #expect(insertion.reason == .tooManyIntegerDigits(max: 36))
        #expect(formatter.parse(String(digits)) == [])
        var mixed = [Character](repeating: "1", count: 1024 * 1024)
        mixed += [Character](repeating: ".", count: 1024 * 1024)
        mixed += [Character](repeating: "x", count: 1024 * 1024)
        let garbage = formatter.insert(mixed, into: raw("1.5"), replacing: 1..<1)
        #expect(garbage.raw.count <= 39)
        let parentheses = formatter.insert(Array("(" + String(repeating: ")", count: 1024 * 1024)), into: raw("5"), replacing: 1..<1)
        #expect(parentheses.raw == raw("-5") && parentheses.rejected == 0)
        #expect(clock.now - start < .seconds(30))
    }

    @Test func controlAndBidiCharactersAreRefusedOrSkipped() throws {
        let formatter = try currency("USD", "en_US")
        let nul = formatter.insert(["\0"], into: raw("1"), replacing: 1..<1)
        #expect(nul.raw == raw("1") && nul.rejected == 1)
        #expect(nul.reason == .invalidCharacter("\0", expected: .number))
                let bidi = formatter.insert(Array("\u{200E}\u{202E}1\u{2066}2\u{2069}\u{FEFF}\u{200B}"), into: [], replacing: 0..<0)
        #expect(bidi.raw == raw("12") && bidi.rejected == 0)
        let lines = formatter.insert(Array("1\r\n2\t3"), into: [], replacing: 0..<0)
        #expect(lines.raw == raw("123") && lines.rejected == 0)
        for junk in ["👍🏽", "1\u{301}", "e", "\u{7}", "½"] {
            let result = formatter.insert(Array(junk), into: raw("9"), replacing: 1..<1)
            #expect(result.raw == raw("9") && result.rejected == 1, "\(junk.unicodeScalars.map { $0.value })")
        }
    }

    @Test func randomGarbageKeepsTheValueWellFormed() throws {
        var rng = SplitMix64(state: 42)
        let formatters = try [
            currency("USD", "en_US"), currency("EUR", "de_DE"), currency("USD", "ar_EG"),
            currency("JPY", "ja_JP"), number("fa_IR", percent), number("de_CH", NumberFormat(maximumIntegerDigits: 4)),
        ]
        let pool: [Character] = Array("0123456789.,-−+()$€%'’ \u{A0}\u{202F}\u{200E}\u{200F}\u{61C}٫٬١٢abcXYZ\0\n") + ["\r\n", "👍🏽"]
        for formatter in formatters {
            var raw: [Character] = []
            var caret = 0
            for _ in 0..<400 {
                let length = Int.random(in: 1...6, using: &rng)
                var inserted = (0..<length).map { _ in pool.randomElement(using: &rng)! }
                if Bool.random(using: &rng) {
                    // Random scalars anywhere in Unicode (surrogates cannot be scalars).
                    let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &rng)) ?? "?"
                    inserted.append(Character(scalar))
                }
                let lower = Int.random(in: 0...raw.count, using: &rng)
                let upper = Bool.random(using: &rng) ? lower : Int.random(in: lower...raw.count, using: &rng)
                let insertion = formatter.insert(inserted, into: raw, replacing: caret == lower ? caret..<caret : lower..<upper)
                #expect(insertion.rejected <= inserted.count)
                (raw, caret) = formatter.normalize(insertion.raw, caret: insertion.caret)
                #expect((0...raw.count).contains(caret))
                let number = RawNumber(raw: raw)
                #expect(number.characters == raw, "\(String(raw))")
                #expect(number.fraction.count <= formatter.fractionLimit)
                #expect(number.trimmingLeadingZeros().integer.count <= formatter.format.maximumIntegerDigits)
                let rendering = formatter.render(raw)
                expectMapped(rendering, raw, formatter)
                if number.hasDigits {
                    #expect(!formatter.renderCommitted(raw).text.isEmpty)
                }
            }
        }
    }
}

// MARK: - Exact rendering

@Suite("Exact rendering fallback")
struct NumberExactRenderingTests {
    @Test(arguments: ["en_US", "de_DE", "ar_EG", "he_IL", "hi_IN", "es_ES", "bn_BD", "fa_IR", "sv_SE", "de_CH"])
    func exactRenderingEqualsTheTemplate(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        for format in [usd, eur, percent, decimal, NumberFormat(style: .currency, currency: "JPY")] {
            let fast = try NumberValueFormatter(format: format, locale: locale)
            let exact = try NumberValueFormatter(format: format, locale: locale, renderingMode: .exact)
            #expect(!exact.rendersWithTemplate)
            for text in ["", "-", ".", "-.", "0", "-0", "0.", "-0.00", "12.", "-12.", "0.05", "1234", "12345",
                         "-1234567.25", "1234567890123", "0.5"] {
                let rendering = exact.render(raw(text))
                #expect(rendering == fast.render(raw(text)), "\(identifier) \(format.currency ?? format.style.rawValue) \(text)")
                expectMapped(rendering, raw(text), exact)
            }
        }
    }

    @Test func mappingToleratesMissingCharacters() throws {
        let formatter = try currency("USD", "en_US")
        // FormatStyle dropped the minus and shows fewer digits than value characters.
        let rendering = formatter.template.map(raw("-12"), onto: "$1")
        #expect(rendering.text == "$1")
        #expect(rendering.starts == [1, 1, 2] && rendering.ends == [1, 2, 2])
        #expect(rendering.leadingCaret == 1)
    }
}
