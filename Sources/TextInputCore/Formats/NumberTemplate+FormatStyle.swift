#if canImport(Foundation)
import Foundation
import Synchronization

// The native edge of number formats: Foundation's `FormatStyle` is the
// reference that templates are extracted from and verified against, and the
// formatter of last resort for a locale whose layout a template cannot
// reproduce. The WebAssembly build has none of this: it receives templates
// as data.

/// The Foundation `FormatStyle` a number format stands for.
///
/// This is the only code that formats numbers with Foundation; everything
/// else either calls it once per locale (to build a ``NumberTemplate``) or
/// when a value is committed.
struct NumberStyle: Hashable, Sendable {
    /// Which `Decimal.FormatStyle` is used.
    enum Kind: Hashable, Sendable {
        /// `Decimal.FormatStyle`.
        case decimal
        /// `Decimal.FormatStyle.Percent`: the value is a fraction (0.125 shows "12.5%").
        case percent
        /// `Decimal.FormatStyle.Currency` with an ISO 4217 code.
        case currency(code: String)
    }

    /// The style.
    let kind: Kind
    /// The locale the style formats for.
    let locale: Locale

    /// The power of ten that turns displayed digits into the value: percent
    /// value characters "12.5" stand for the value 0.125.
    var valueExponent: Int {
        if case .percent = kind { return -2 }
        return 0
    }

    /// The core's name for the style.
    var formatStyle: NumberFormat.Style {
        switch kind {
        case .decimal: return .decimal
        case .percent: return .percent
        case .currency: return .currency
        }
    }

    /// The currency code of a currency style.
    var currencyCode: String? {
        if case let .currency(code) = kind { return code }
        return nil
    }

    /// Formats displayed digits with a core precision.
    func format(_ number: RawNumber, _ precision: NumberPrecision) -> String {
        switch precision {
        case .standard: return format(number, precision: nil)
        case let .fractionLength(length): return format(number, precision: .fractionLength(length))
        case let .integerAndFraction(integer, fraction):
            return format(number, precision: .integerAndFractionLength(integer: integer, fraction: fraction))
        }
    }

    /// Formats `value` exactly as `value.formatted(style)` does, with
    /// `precision` (the style's default when `nil`).
    func format(
        _ value: Decimal,
        precision: NumberFormatStyleConfiguration.Precision?,
        alwaysShowsDecimalSeparator: Bool = false
    ) -> String {
        switch kind {
        case .decimal:
            var style = Decimal.FormatStyle(locale: locale)
            if let precision { style = style.precision(precision) }
            if alwaysShowsDecimalSeparator { style = style.decimalSeparator(strategy: .always) }
            return value.formatted(style)
        case .percent:
            var style = Decimal.FormatStyle.Percent(locale: locale)
            if let precision { style = style.precision(precision) }
            if alwaysShowsDecimalSeparator { style = style.decimalSeparator(strategy: .always) }
            return value.formatted(style)
        case let .currency(code):
            var style = Decimal.FormatStyle.Currency(code: code, locale: locale)
            if let precision { style = style.precision(precision) }
            if alwaysShowsDecimalSeparator { style = style.decimalSeparator(strategy: .always) }
            return value.formatted(style)
        }
    }

    /// Formats displayed digits (percent units for a percent style).
    func format(
        _ number: RawNumber,
        precision: NumberFormatStyleConfiguration.Precision?,
        alwaysShowsDecimalSeparator: Bool = false
    ) -> String {
        format(
            number.decimalValue(scaledBy: valueExponent),
            precision: precision,
            alwaysShowsDecimalSeparator: alwaysShowsDecimalSeparator
        )
    }
}

extension NumberTemplate {
    /// Extracts the template of a style in a locale from `FormatStyle`
    /// (cached for the life of the process), verified for typing with
    /// `fractionLength` digits.
    ///
    /// ```swift
    /// let euro = NumberTemplate(style: .currency, currencyCode: "EUR", localeIdentifier: "de_DE")
    /// euro.render(Array("1234.5")).text   // "1.234,5 €"
    /// ```
    public init(style: NumberFormat.Style, currencyCode: String? = nil, localeIdentifier: String, fractionLength: Int = 2) {
        // A currency style without a code gets ISO 4217's code for "no currency".
        let kind: NumberStyle.Kind
        switch style {
        case .decimal: kind = .decimal
        case .percent: kind = .percent
        case .currency: kind = .currency(code: (currencyCode ?? Self.noCurrencyCode).uppercased())
        }
        self = NumberTemplate.cached(style: NumberStyle(kind: kind, locale: Locale(identifier: localeIdentifier)),
                                     fractionLengths: [fractionLength])
    }

    // MARK: Extraction

    /// Extracts the layout of `style` from `FormatStyle` output and verifies
    /// it against `FormatStyle` for probe values with each of
    /// `fractionLengths` fraction digits (plus 0, 1, 2 and the currency's
    /// own fraction digits).
    static func extract(style: NumberStyle, fractionLengths: [Int]) -> NumberTemplate {
        func formatted(_ number: RawNumber, _ fractionLength: Int?, alwaysShowsSeparator: Bool = false) -> [Character] {
            Array(style.format(
                number,
                precision: fractionLength.map { .fractionLength($0) },
                alwaysShowsDecimalSeparator: alwaysShowsSeparator
            ))
        }
        var consistent = true

        // Prefix, suffix and digit glyphs: "P0S" ... "P9S".
        let digitTexts = (0...9).map { formatted(RawNumber(integer: [UInt8($0)]), 0) }
        let prefix = commonPrefix(digitTexts)
        let suffix = commonSuffix(digitTexts, after: prefix.count)
        var digits = RawNumber.asciiDigits
        let middles = digitTexts.map { $0[prefix.count..<($0.count - suffix.count)] }
        if middles.allSatisfy({ $0.count == 1 }), Set(middles.map { $0.first! }).count == 10 {
            digits = middles.map { $0.first! }
        } else {
            consistent = false
        }
        let digitSet = Set(digits)

        // Negative prefix and suffix: "N1M" ... "N9M".
        let negativeTexts = (1...9).map { formatted(RawNumber(isNegative: true, integer: [UInt8($0)]), 0) }
        let negativePrefix = commonPrefix(negativeTexts)
        let negativeSuffix = commonSuffix(negativeTexts, after: negativePrefix.count)
        let minusIndex = negativePrefix.firstIndex(where: isMinusSign)
        if minusIndex == nil { consistent = false }

        /// The digit run of a formatted probe, without prefix and suffix.
        func core(_ text: [Character]) -> ArraySlice<Character>? {
            guard text.count >= prefix.count + suffix.count,
                  text.starts(with: prefix),
                  text[(text.count - suffix.count)...].elementsEqual(suffix)
            else { return nil }
            return text[prefix.count..<(text.count - suffix.count)]
        }

        // Decimal separator: "1<sep>5".
        var decimalSeparator = "."
        if let run = core(formatted(RawNumber(integer: [1], fraction: [5]), 1)),
           run.count >= 3, run.first == digits[1], run.last == digits[5] {
            decimalSeparator = String(run.dropFirst().dropLast())
            if decimalSeparator.count != 1 { consistent = false }
        } else {
            consistent = false
        }

        // Grouping separator and group sizes from a 13-digit integer.
        var groupingSeparator = ""
        var primary = 0
        var secondary = 0
        if let run = core(formatted(RawNumber(integer: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3]), 0)) {
            var runs = [0]
            var separators: [String] = []
            var pending = ""
            for character in run {
                if digitSet.contains(character) {
                    if !pending.isEmpty {
                        separators.append(pending)
                        pending = ""
                        runs.append(0)
                    }
                    runs[runs.count - 1] += 1
                } else {
                    pending.append(character)
                }
            }
            if !pending.isEmpty || runs.reduce(0, +) != 13 || Set(separators).count > 1 { consistent = false }
            if runs.count >= 2 {
                groupingSeparator = separators[0]
                primary = runs[runs.count - 1]
                secondary = runs.count >= 3 ? runs[runs.count - 2] : primary
            }
        } else {
            consistent = false
        }

        // Minimum grouping digits: the shortest power of ten that is grouped.
        var minimumGrouping = 1
        if primary > 0 {
            var found = false
            for length in (primary + 1)...(primary + 4) {
                let power = RawNumber(integer: [1] + Array(repeating: 0, count: length - 1))
                if let run = core(formatted(power, 0)), run.contains(where: { !digitSet.contains($0) }) {
                    minimumGrouping = length - primary
                    found = true
                    break
                }
            }
            if !found { consistent = false }
        }

        // The currency's own fraction digits: count them in the default style's "0".
        var currencyFractionDigits = 0
        if case .currency = style.kind {
            if let run = core(formatted(RawNumber(integer: [0]), nil)) {
                let separator = Array(decimalSeparator)
                var index = run.startIndex
                while index < run.endIndex, !run[index...].starts(with: separator) { index += 1 }
                if index < run.endIndex {
                    currencyFractionDigits = run[(index + separator.count)...].filter { digitSet.contains($0) }.count
                }
            } else {
                consistent = false
            }
        }

        var affixCharacters = Set(prefix).union(suffix).union(negativePrefix).union(negativeSuffix)
        affixCharacters.subtract(digitSet)
        if case let .currency(code) = style.kind {
            affixCharacters.formUnion(code.uppercased())
            affixCharacters.formUnion(code.lowercased())
        }

        let leadEnd = minusIndex ?? negativePrefix.endIndex
        var template = NumberTemplate(
            style: style.formatStyle,
            currencyCode: style.currencyCode,
            positivePrefix: String(prefix),
            positiveSuffix: String(suffix),
            negativeLead: String(negativePrefix[..<leadEnd]),
            minus: minusIndex.map { negativePrefix[$0] },
            negativeTrail: minusIndex.map { String(negativePrefix[($0 + 1)...]) } ?? "",
            negativeSuffix: String(negativeSuffix),
            digits: digits,
            decimalSeparator: decimalSeparator,
            groupingSeparator: groupingSeparator,
            primaryGroupSize: primary,
            secondaryGroupSize: max(secondary, 1),
            minimumGroupingDigits: minimumGrouping,
            currencyFractionDigits: currencyFractionDigits,
            affixCharacters: affixCharacters,
            isVerified: false
        )
        template.isVerified = consistent && template.reproduces(
            style: style,
            fractionLengths: Set([0, 1, 2, currencyFractionDigits] + fractionLengths).sorted()
        )
        return template
    }

    /// Whether ``render(_:)`` equals `FormatStyle` output for probe values:
    /// 0, 1, 12, ... 12345678, a 13-digit integer and their negatives, each
    /// with every fraction length.
    ///
    /// A trailing separator ("12.") is not probed: ICU drops the space
    /// between digits and a currency symbol after a bare separator (bn_BD
    /// prints "12.US$" but "12.5\u{A0}US$"), while typing should keep it.
    private func reproduces(style: NumberStyle, fractionLengths: [Int]) -> Bool {
        let integers: [[UInt8]] = [
            [0], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6],
            [1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 7, 8], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3],
        ]
        for length in fractionLengths {
            let fraction = (0..<length).map { UInt8((5 + 3 * $0) % 10) }
            for integer in integers {
                for isNegative in [false, true] {
                    let number = RawNumber(isNegative: isNegative, integer: integer, fraction: fraction)
                    if isNegative && number.isZero { continue }
                    let expected = style.format(number, precision: .fractionLength(length))
                    if render(number.characters).text != expected { return false }
                }
            }
        }
        return true
    }

    /// The longest prefix all texts share.
    private static func commonPrefix(_ texts: [[Character]]) -> [Character] {
        guard var prefix = texts.first else { return [] }
        for text in texts.dropFirst() {
            let shared = zip(prefix, text).prefix { $0 == $1 }.count
            prefix.removeLast(prefix.count - shared)
        }
        return prefix
    }

    /// The longest suffix all texts share that does not overlap their first `start` characters.
    private static func commonSuffix(_ texts: [[Character]], after start: Int) -> [Character] {
        let reversed = texts.map { Array($0[min(start, $0.count)...].reversed()) }
        return commonPrefix(reversed).reversed()
    }

    // MARK: Cache

    /// Cache key: the style and the fraction lengths the template was verified with.
    private struct Key: Hashable, Sendable {
        let style: NumberStyle
        let fractionLengths: [Int]
    }

    /// Templates extracted so far in this process.
    private static let cache = Mutex<[Key: NumberTemplate]>([:])

    /// The template of `style`, extracted on first use and cached for the
    /// life of the process (extraction formats a few dozen probe values).
    static func cached(style: NumberStyle, fractionLengths: [Int]) -> NumberTemplate {
        let key = Key(style: style, fractionLengths: fractionLengths)
        if let template = cache.withLock({ $0[key] }) { return template }
        let template = extract(style: style, fractionLengths: fractionLengths)
        cache.withLock { $0[key] = template }
        return template
    }

    /// Whether the template of `style` is already cached.
    static func isCached(style: NumberStyle, fractionLengths: [Int]) -> Bool {
        cache.withLock { $0[Key(style: style, fractionLengths: fractionLengths)] != nil }
    }
}
extension NumberTemplate {
    /// ISO 4217's code for transactions without a currency.
    static let noCurrencyCode = String(repeating: "X", count: 3)
}

extension NumberValueFormatter {
    /// Creates a formatter for `format` in `locale`, with the locale's
    /// template extracted from `FormatStyle` (once per locale, style and
    /// currency) and `FormatStyle` itself for locales the template cannot
    /// reproduce.
    init(format: NumberFormat, locale: Locale, renderingMode: RenderingMode = .automatic) throws(NumberFormatError) {
        let format = try Self.validated(format)
        let kind: NumberStyle.Kind
        switch format.style {
        case .decimal: kind = .decimal
        case .percent: kind = .percent
        case .currency:
            let code = try Self.wellFormedCurrencyCode(format.currency)
            guard Self.knownCurrencyCodes.contains(code) else { throw .unknownCurrencyCode(format.currency ?? code) }
            kind = .currency(code: code)
        }
        let style = NumberStyle(kind: kind, locale: locale)
        let template = NumberTemplate.cached(style: style, fractionLengths: [Self.typedFractionLength(format)])
        try self.init(format: format, template: template, exactFormat: { style.format($0, $1) }, renderingMode: renderingMode)
    }

    /// Creates a formatter for `format` in the locale with this identifier.
    init(format: NumberFormat, localeIdentifier: String) throws(NumberFormatError) {
        try self.init(format: format, locale: Locale(identifier: localeIdentifier))
    }

    /// ISO 4217 codes Foundation knows (current and historic).
    static let knownCurrencyCodes: Set<String> = Set(
        Locale.Currency.isoCurrencies.map { $0.identifier.uppercased() } + Locale.commonISOCurrencyCodes
    )
}

extension RawNumber {
    /// The exact `Decimal` of the value × 10^`exponent` (zero without digits).
    func decimalValue(scaledBy exponent: Int = 0) -> Decimal {
        let text = canonical(scaledBy: exponent)
        guard !text.isEmpty else { return .zero }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .zero
    }
}

extension NumberFormatError: LocalizedError {
    /// The same as ``message``.
    public var errorDescription: String? { message }
}
#endif
