#if canImport(Foundation)
import Foundation
import Synchronization

// The native edge of number formats: Foundation's `FormatStyle` is the
// reference that templates are extracted from and verified against, and the
// formatter of last resort for a locale whose layout a template cannot
// reproduce. The WebAssembly build has none of this: it receives templates
// as data.

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
        let grouping = groupingLayout(core(formatted(RawNumber(integer: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3]), 0)),
                                      digits: digitSet)
        if !grouping.consistent { consistent = false }
        let (groupingSeparator, primary, secondary) = (grouping.separator, grouping.primary, grouping.secondary)

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
                currencyFractionDigits = fractionDigits(in: run, separator: decimalSeparator, digits: digitSet)
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

    /// The grouping separator and the primary and secondary group sizes of
    /// a formatted 13-digit integer's digit run (nil: the probe did not
    /// format as the others); not `consistent` when its separators differ
    /// or its digits do not add up.
    static func groupingLayout(_ run: ArraySlice<Character>?, digits digitSet: Set<Character>)
        -> (separator: String, primary: Int, secondary: Int, consistent: Bool) {
        guard let run else { return ("", 0, 0, false) }
        var consistent = true
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
        guard runs.count >= 2 else { return ("", 0, 0, consistent) }
        let primary = runs[runs.count - 1]
        return (separators[0], primary, runs.count >= 3 ? runs[runs.count - 2] : primary, consistent)
    }

    /// How many digits follow `separator` in a formatted zero's digit run
    /// (a currency's own fraction digits).
    static func fractionDigits(in run: ArraySlice<Character>, separator decimalSeparator: String,
                               digits digitSet: Set<Character>) -> Int {
        let separator = Array(decimalSeparator)
        var index = run.startIndex
        while index < run.endIndex, !run[index...].starts(with: separator) { index += 1 }
        guard index < run.endIndex else { return 0 }
        return run[(index + separator.count)...].filter { digitSet.contains($0) }.count
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
#endif
