import Foundation
import Synchronization

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

/// A locale's number layout for one style, extracted once from
/// `FormatStyle` output so that a keystroke renders without Foundation.
///
/// The template knows the text before and after the digits for positive
/// and negative values (including bidi marks and no-break spaces), the
/// decimal and grouping separators, the group sizes (3, or 3 then 2 in
/// India), the minimum grouping digits (Spain prints "1234" but "12.345")
/// and the ten digit glyphs. ``isVerified`` says whether rendering probe
/// values reproduced `FormatStyle` exactly; when it did not, the number
/// formatter formats every rendering with `FormatStyle` instead.
struct NumberTemplate: Sendable {
    /// Text before the digits of a positive value (such as "$").
    var positivePrefix: String
    /// Text after the digits of a positive value (such as "\u{A0}€").
    var positiveSuffix: String
    /// The part of the negative prefix before the minus sign.
    var negativeLead: String
    /// The minus sign inside the negative prefix, if one was found.
    var minus: Character?
    /// The part of the negative prefix after the minus sign.
    var negativeTrail: String
    /// Text after the digits of a negative value.
    var negativeSuffix: String
    /// The glyphs of the digits 0 through 9.
    var digits: [Character]
    /// The decimal separator.
    var decimalSeparator: String
    /// The grouping separator ("" when the locale does not group).
    var groupingSeparator: String
    /// Digits in the group next to the decimal separator (0: no grouping).
    var primaryGroupSize: Int
    /// Digits in every further group.
    var secondaryGroupSize: Int
    /// The least number of digits before the first grouping separator; with
    /// 2, four-digit numbers are not grouped.
    var minimumGroupingDigits: Int
    /// The fraction digits `FormatStyle` shows by default (currencies only; 0 otherwise).
    var currencyFractionDigits: Int
    /// Characters of the prefixes and suffixes (and of the currency code)
    /// that a pasted formatted value may contain.
    var affixCharacters: Set<Character>
    /// Whether renderings of probe values matched `FormatStyle` exactly.
    var isVerified: Bool

    /// The decimal separator as one character (the template is unverified otherwise).
    var decimalCharacter: Character { decimalSeparator.first ?? "." }

    /// The grouping separator as one character, if it is one.
    var groupingCharacter: Character? { groupingSeparator.count == 1 ? groupingSeparator.first : nil }

    // MARK: Rendering

    /// Renders value characters with this layout: the typed fraction digits
    /// exactly as typed (including trailing zeros and a trailing separator),
    /// grouping in the integer part, and the sign's prefix and suffix.
    func render(_ raw: [Character]) -> ValueRendering {
        guard !raw.isEmpty else { return ValueRendering(text: "", starts: [], ends: [], leadingCaret: 0) }
        var builder = ValueRenderingBuilder(capacity: raw.count + 8)
        let isNegative = raw[0] == "-"
        var position = 0
        if isNegative {
            if !negativeLead.isEmpty { builder.appendLiteral(negativeLead) }
            builder.appendValue(minus ?? "-")
            if !negativeTrail.isEmpty { builder.appendLiteral(negativeTrail) }
            position = 1
        } else {
            if !positivePrefix.isEmpty { builder.appendLiteral(positivePrefix) }
            builder.markLeadingCaret()
        }
        var end = position
        while end < raw.count, raw[end] != "." { end += 1 }
        let groups = primaryGroupSize > 0 && end - position - primaryGroupSize >= minimumGroupingDigits
        while position < end {
            builder.appendValue(glyph(raw[position]))
            if groups {
                let right = end - 1 - position
                if right >= primaryGroupSize, (right - primaryGroupSize) % secondaryGroupSize == 0 {
                    builder.appendLiteral(groupingSeparator)
                }
            }
            position += 1
        }
        if end < raw.count {
            builder.appendValue(decimalCharacter)
            position = end + 1
            while position < raw.count {
                builder.appendValue(glyph(raw[position]))
                position += 1
            }
        }
        let suffix = isNegative ? negativeSuffix : positiveSuffix
        if !suffix.isEmpty { builder.appendLiteral(suffix) }
        return builder.build()
    }

    /// The locale glyph of an ASCII digit value character.
    @inline(__always)
    private func glyph(_ character: Character) -> Character {
        if let ascii = RawNumber.asciiByte(character), ascii >= 48, ascii <= 57 { return digits[Int(ascii - 48)] }
        return character
    }

    /// Maps value characters onto `text`, a `FormatStyle` output for them:
    /// "-" onto the minus sign before the first digit, digits onto digit
    /// glyphs in order, "." onto the decimal separator. A value character
    /// the text does not show (a minus `FormatStyle` dropped) gets an empty
    /// span where it would be.
    func map(_ raw: [Character], onto text: String) -> ValueRendering {
        guard !raw.isEmpty else { return ValueRendering(text: text, starts: [], ends: [], leadingCaret: 0) }
        let characters = Array(text)
        let separator = Array(decimalSeparator)
        let separatorWidth = decimalSeparator.utf16.count
        var starts: [Int] = []
        var ends: [Int] = []
        starts.reserveCapacity(raw.count)
        ends.reserveCapacity(raw.count)
        var rawIndex = 0
        var offset = 0
        var index = 0
        var seenDigit = false
        while index < characters.count {
            let character = characters[index]
            let width = character.utf16.count
            if rawIndex < raw.count {
                let expected = raw[rawIndex]
                let isDigit = NumberTemplate.digitValue(character) != nil
                if expected == "-" {
                    if !seenDigit, character == minus || NumberTemplate.isMinusSign(character) {
                        starts.append(offset)
                        ends.append(offset + width)
                        rawIndex += 1
                        offset += width
                        index += 1
                        continue
                    }
                    if isDigit || characters[index...].starts(with: separator) {
                        starts.append(offset)
                        ends.append(offset)
                        rawIndex += 1
                        continue
                    }
                } else if expected == "." {
                    if characters[index...].starts(with: separator) {
                        starts.append(offset)
                        ends.append(offset + separatorWidth)
                        rawIndex += 1
                        offset += separatorWidth
                        index += separator.count
                        continue
                    }
                    if isDigit {
                        starts.append(offset)
                        ends.append(offset)
                        rawIndex += 1
                        continue
                    }
                } else if isDigit {
                    seenDigit = true
                    starts.append(offset)
                    ends.append(offset + width)
                    rawIndex += 1
                    offset += width
                    index += 1
                    continue
                }
            }
            offset += width
            index += 1
        }
        while rawIndex < raw.count {
            let end = ends.last ?? offset
            starts.append(end)
            ends.append(end)
            rawIndex += 1
        }
        return ValueRendering(text: text, starts: starts, ends: ends, leadingCaret: starts.first ?? 0)
    }

    // MARK: Character classes

    /// The value of a decimal digit in any script (ASCII, Arabic-Indic,
    /// Devanagari, full-width, ...), or `nil`.
    @inline(__always)
    static func digitValue(_ character: Character) -> UInt8? {
        if let ascii = RawNumber.asciiByte(character) {
            return ascii >= 48 && ascii <= 57 ? ascii - 48 : nil
        }
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1,
              scalar.properties.numericType == .decimal,
              let value = scalar.properties.numericValue, value >= 0, value <= 9
        else { return nil }
        return UInt8(value)
    }

    /// Whether `character` is a minus or hyphen sign people type or paste for a negative number.
    static func isMinusSign(_ character: Character) -> Bool {
        switch character {
        case "-", "\u{2212}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{FE63}", "\u{FF0D}": return true
        default: return false
        }
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
