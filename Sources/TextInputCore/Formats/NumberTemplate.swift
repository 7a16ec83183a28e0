/// A locale's number layout for one style: plain data, extracted once from
/// Foundation's `FormatStyle` output on a platform that has it, and handed
/// to the engine (``EditorConfiguration/numberTemplate``) where Foundation
/// is missing, such as WebAssembly. Typing and committed text are rendered
/// from it, so a keystroke never calls Foundation.
///
/// The template knows the text before and after the digits for positive
/// and negative values (including bidi marks and no-break spaces), the
/// decimal and grouping separators, the group sizes (3, or 3 then 2 in
/// India), the minimum grouping digits (Spain prints "1234" but "12.345")
/// and the ten digit glyphs. ``isVerified`` says whether rendering probe
/// values reproduced `FormatStyle` exactly; when it did not, the number
/// formatter formats every rendering with `FormatStyle` instead.
public struct NumberTemplate: Sendable, Hashable {
    /// Decimal, percent or currency.
    public var style: NumberFormat.Style
    /// The ISO 4217 code of a currency template (upper case), else nil.
    public var currencyCode: String?
    /// Text before the digits of a positive value (such as "$").
    public var positivePrefix: String
    /// Text after the digits of a positive value (such as "\u{A0}€").
    public var positiveSuffix: String
    /// The part of the negative prefix before the minus sign.
    public var negativeLead: String
    /// The minus sign inside the negative prefix, if one was found.
    public var minus: Character?
    /// The part of the negative prefix after the minus sign.
    public var negativeTrail: String
    /// Text after the digits of a negative value.
    public var negativeSuffix: String
    /// The glyphs of the digits 0 through 9.
    public var digits: [Character]
    /// The decimal separator.
    public var decimalSeparator: String
    /// The grouping separator ("" when the locale does not group).
    public var groupingSeparator: String
    /// Digits in the group next to the decimal separator (0: no grouping).
    public var primaryGroupSize: Int
    /// Digits in every further group.
    public var secondaryGroupSize: Int
    /// The least number of digits before the first grouping separator; with
    /// 2, four-digit numbers are not grouped.
    public var minimumGroupingDigits: Int
    /// The fraction digits `FormatStyle` shows by default (currencies only; 0 otherwise).
    public var currencyFractionDigits: Int
    /// Characters of the prefixes and suffixes (and of the currency code)
    /// that a pasted formatted value may contain.
    public var affixCharacters: Set<Character>
    /// Whether renderings of probe values matched `FormatStyle` exactly.
    public var isVerified: Bool

    /// Creates a template from its parts (``NumberTemplate/init(style:currencyCode:localeIdentifier:fractionLength:)``
    /// extracts one from Foundation where it is available).
    public init(style: NumberFormat.Style, currencyCode: String?, positivePrefix: String, positiveSuffix: String,
                negativeLead: String, minus: Character?, negativeTrail: String, negativeSuffix: String,
                digits: [Character], decimalSeparator: String, groupingSeparator: String, primaryGroupSize: Int,
                secondaryGroupSize: Int, minimumGroupingDigits: Int, currencyFractionDigits: Int,
                affixCharacters: Set<Character>, isVerified: Bool) {
        self.style = style
        self.currencyCode = currencyCode
        self.positivePrefix = positivePrefix
        self.positiveSuffix = positiveSuffix
        self.negativeLead = negativeLead
        self.minus = minus
        self.negativeTrail = negativeTrail
        self.negativeSuffix = negativeSuffix
        self.digits = digits.count == 10 ? digits : RawNumber.asciiDigits
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.primaryGroupSize = max(0, primaryGroupSize)
        self.secondaryGroupSize = max(1, secondaryGroupSize)
        self.minimumGroupingDigits = max(1, minimumGroupingDigits)
        self.currencyFractionDigits = max(0, currencyFractionDigits)
        self.affixCharacters = affixCharacters
        self.isVerified = isVerified
    }

    /// The power of ten that turns displayed digits into the value: percent
    /// value characters "12.5" stand for the value 0.125.
    var valueExponent: Int { style == .percent ? -2 : 0 }

    /// The decimal separator as one character (the template is unverified otherwise).
    var decimalCharacter: Character { decimalSeparator.first ?? "." }

    /// The grouping separator as one character, if it is one.
    var groupingCharacter: Character? { groupingSeparator.count == 1 ? groupingSeparator.first : nil }

    // MARK: Rendering

    /// Renders value characters with this layout: the typed fraction digits
    /// exactly as typed (including trailing zeros and a trailing separator),
    /// grouping in the integer part, and the sign's prefix and suffix.
    ///
    /// An undecided separator (``NumberValueFormatter/undecidedSeparator``)
    /// is drawn as the grouping separator where it was typed, the digits
    /// after it as typed; a separator with no integer digit before it shows
    /// a zero before it ("0.5" for ".5"), which is not a value character.
    func render(_ raw: [Character]) -> ValueRendering {
        guard !raw.isEmpty else { return ValueRendering(text: "", starts: [], ends: [], leadingCaret: 0) }
        var builder = ValueRenderingBuilder(capacity: raw.count + 8)
        let isNegative = RawNumber.asciiByte(raw[0]) == UInt8(ascii: "-")
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
        // Value characters are ASCII bytes: read each once, then work on bytes.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { bytes in
            var end = raw.count
            var separator: UInt8?
            var index = position
            while index < raw.count {
                let byte = RawNumber.asciiByte(raw[index]) ?? 0
                bytes[index] = byte
                if separator == nil, byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
                    separator = byte
                    end = index
                }
                index += 1
            }
            if end == position, separator != nil { builder.appendLiteral(digits[0]) }
            // Before an undecided separator the digits are grouped as the groups before it would be
            // (the user's own grouping, "1,23," in India), else as an integer part.
            let undecided = separator == UInt8(ascii: ",")
            let groups = primaryGroupSize > 0
                && (undecided ? end - position > secondaryGroupSize : end - position - primaryGroupSize >= minimumGroupingDigits)
            while position < end {
                builder.appendValue(glyph(bytes[position], raw[position]))
                if groups {
                    let right = end - 1 - position
                    if undecided ? right > 0 && right % secondaryGroupSize == 0
                        : right >= primaryGroupSize && (right - primaryGroupSize) % secondaryGroupSize == 0 {
                        builder.appendLiteral(groupingSeparator)
                    }
                }
                position += 1
            }
            if end < raw.count {
                builder.appendValue(undecided ? groupingCharacter ?? "," : decimalCharacter)
                position = end + 1
                while position < raw.count {
                    builder.appendValue(glyph(bytes[position], raw[position]))
                    position += 1
                }
            }
        }
        let suffix = isNegative ? negativeSuffix : positiveSuffix
        if !suffix.isEmpty { builder.appendLiteral(suffix) }
        return builder.build()
    }

    /// The locale glyph of the value character `character`, whose ASCII byte is `byte`.
    @inline(__always)
    private func glyph(_ byte: UInt8, _ character: Character) -> Character {
        byte >= 48 && byte <= 57 ? digits[Int(byte - 48)] : character
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
        // U+30FC: the long-vowel mark a Japanese keyboard types for "-".
        case "-", "\u{2212}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{FE63}", "\u{FF0D}", "\u{30FC}":
            return true
        default: return false
        }
    }

}
