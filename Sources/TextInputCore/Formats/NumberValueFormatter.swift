/// The ``ValueFormatter`` of ``TextFormat/number(_:)``: decimal, percent and
/// currency numbers, typed in any locale.
///
/// Value characters are an optional leading "-", ASCII digits and at most
/// one "."; "-$1,234.5" in en_US is `["-","1","2","3","4",".","5"]`. A
/// percent's value characters are the displayed number: "12.5" shows
/// "12.5%" and its value is the fraction 0.125.
///
/// Text shown while typing comes from a ``NumberTemplate`` (locale data
/// extracted once from `FormatStyle`), so a keystroke never calls
/// Foundation. Committed text comes from `FormatStyle` itself:
/// `Decimal.FormatStyle.Currency(code:locale:)`,
/// `Decimal.FormatStyle.Percent(locale:)` or `Decimal.FormatStyle(locale:)`
/// with `.fractionLength(n)`, where n is ``NumberFormat/fractionDigits``,
/// else the currency's own digits (the style's default), else the value's
/// own fraction digits as typed or configured, trailing zeros included (at
/// most ``NumberFormat/maximumFractionDigits``): "1.50" commits as "1.50",
/// while its value is "1.5".
/// The ``ValueFormatter`` of ``TextFormat/number(_:)``: decimal, percent and
/// currency numbers, typed in any locale.
///
/// Value characters are an optional leading "-", ASCII digits and at most
/// one "."; "-$1,234.5" in en_US is `["-","1","2","3","4",".","5"]`. A
/// percent's value characters are the displayed number: "12.5" shows
/// "12.5%" and its value is the fraction 0.125.
///
/// Text comes from a ``NumberTemplate``, the locale's layout as plain data,
/// so neither a keystroke nor a commit calls Foundation. Natively the
/// template is extracted from `FormatStyle` and verified against it; for the
/// rare locale whose layout it cannot reproduce, the native edge supplies
/// `exactFormat`, which formats with `FormatStyle` itself. Committed text
/// shows ``NumberFormat/fractionDigits`` fraction digits, else the
/// currency's own, else the digits typed or configured, trailing zeros
/// included (at most ``NumberFormat/maximumFractionDigits``): "1.50" commits
/// as "1.50" (react-number-format keeps it too), and its value is "1.5".
struct NumberValueFormatter: ValueFormatter {
    /// How value characters are rendered while typing.
    enum RenderingMode: Sendable {
        /// The template when it reproduced `FormatStyle` for every probe, else `exact`.
        case automatic
        /// `exactFormat` (`FormatStyle`) for every rendering, with value characters found in its output.
        case exact
    }

    /// Formats displayed digits with a precision; natively, `FormatStyle`.
    typealias ExactFormat = @Sendable (RawNumber, NumberPrecision) -> String

    /// The validated options.
    let format: NumberFormat
    /// The locale's layout.
    let template: NumberTemplate
    /// Formats exactly where the template cannot (native only).
    let exactFormat: ExactFormat?
    /// Whether text is rendered with the template (else with `exactFormat`).
    let rendersWithTemplate: Bool
    /// The most fraction digits that can be typed.
    let fractionLimit: Int
    /// The most integer digits that can be typed: ``NumberFormat/maximumIntegerDigits``,
    /// and never more than keep the value exact (38 significant digits, the
    /// fraction digits included), which `FormatStyle` prints exactly.
    let integerLimit: Int

    /// Creates a formatter for `format` with a locale's `template`.
    ///
    /// - Parameter exactFormat: formats when the template is not verified
    ///   (or with `renderingMode` `.exact`); without it the template renders.
    init(format: NumberFormat, template: NumberTemplate, exactFormat: ExactFormat? = nil,
         renderingMode: RenderingMode = .automatic) throws(NumberFormatError) {
        let format = try Self.validated(format)
        self.format = format
        self.template = template
        self.exactFormat = exactFormat
        self.rendersWithTemplate = exactFormat == nil || (renderingMode == .automatic && template.isVerified)
        if let digits = format.fractionDigits {
            fractionLimit = digits
        } else if format.style == .currency {
            fractionLimit = template.currencyFractionDigits
        } else {
            fractionLimit = format.maximumFractionDigits
        }
        integerLimit = max(1, min(format.maximumIntegerDigits, Self.decimalDigitCapacity - fractionLimit))
    }

    /// `format` with its digit limits checked and its currency code upper-cased.
    static func validated(_ format: NumberFormat) throws(NumberFormatError) -> NumberFormat {
        let fractionRange = 0...NumberFormatError.fractionDigitLimit
        if let digits = format.fractionDigits, !fractionRange.contains(digits) {
            throw .invalidFractionDigits(digits)
        }
        guard fractionRange.contains(format.maximumFractionDigits) else {
            throw .invalidMaximumFractionDigits(format.maximumFractionDigits)
        }
        guard (1...NumberFormatError.integerDigitLimit).contains(format.maximumIntegerDigits) else {
            throw .invalidMaximumIntegerDigits(format.maximumIntegerDigits)
        }
        var format = format
        if format.style == .currency {
            format.currency = try wellFormedCurrencyCode(format.currency)
        }
        return format
    }

    /// The fraction digits a template is verified with for typing `format`.
    static func typedFractionLength(_ format: NumberFormat) -> Int {
        format.style == .currency ? format.fractionDigits ?? 0 : format.fractionDigits ?? format.maximumFractionDigits
    }

    /// The upper-cased code when `code` is three ASCII letters.
    static func wellFormedCurrencyCode(_ code: String?) throws(NumberFormatError) -> String {
        guard let code, !code.isEmpty else { throw .missingCurrencyCode }
        guard code.unicodeScalars.count == 3,
              code.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { throw .malformedCurrencyCode(code) }
        return code.uppercased()
    }

    // MARK: Rendering

    func render(_ raw: [Character]) -> ValueRendering {
        if rendersWithTemplate { return template.render(raw) }
        return exactRender(raw)
    }

    /// Renders with `FormatStyle` (integer and fraction digits as typed)
    /// and finds the value characters in its output.
    ///
    /// Two states `FormatStyle` cannot show are built around its output: a
    /// trailing separator ("12.") is inserted after the last digit (ICU
    /// would drop the space before a currency symbol), and the sign of a
    /// negative zero ("-0") comes from the template's negative prefix.
    func exactRender(_ raw: [Character]) -> ValueRendering {
        var number = RawNumber(raw: raw)
        guard number.hasDigits else { return template.render(raw) }
        let trailingSeparator = number.hasSeparator && number.fraction.isEmpty
        let negativeZero = number.isNegative && number.isZero
        number.hasSeparator = !number.fraction.isEmpty
        if negativeZero { number.isNegative = false }
        guard let exactFormat else { return template.render(raw) }
        var text = exactFormat(number, .integerAndFraction(integer: number.integer.count, fraction: number.fraction.count))
        if trailingSeparator {
            var characters = Array(text)
            if let last = characters.lastIndex(where: { NumberTemplate.digitValue($0) != nil }) {
                characters.insert(contentsOf: template.decimalSeparator, at: last + 1)
                text = String(characters)
            }
        }
        if negativeZero, text.hasPrefix(template.positivePrefix), text.hasSuffix(template.positiveSuffix) {
            let digits = text.dropFirst(template.positivePrefix.count).dropLast(template.positiveSuffix.count)
            var negative = template.negativeLead
            negative.append(template.minus ?? "-")
            negative += template.negativeTrail + digits + template.negativeSuffix
            text = negative
        }
        return template.map(raw, onto: text)
    }

    func renderCommitted(_ raw: [Character]) -> ValueRendering {
        let committed = committedRaw(raw)
        guard !committed.isEmpty else { return ValueRendering(text: "", starts: [], ends: [], leadingCaret: 0) }
        if rendersWithTemplate { return template.render(committed) }
        return template.map(committed, onto: committedText(RawNumber(raw: raw)))
    }

    /// The committed text of a number, "" without digits: the template's
    /// rendering of the committed value (equal to `value.formatted(style)`
    /// with the committed precision, which the native tests check), or
    /// `FormatStyle`'s own output where the template is not verified.
    func committedText(_ number: RawNumber) -> String {
        guard number.hasDigits else { return "" }
        guard !rendersWithTemplate, let exactFormat else {
            return template.render(committedRaw(number.characters)).text
        }
        return exactFormat(number, committedFractionDigits(given: number.fraction.count).map { .fractionLength($0) } ?? .standard)
    }

    /// The committed fraction length for a value with `given` fraction
    /// digits as typed or configured, trailing zeros included ("12345.50"
    /// keeps "12,345.50", as react-number-format does); `nil` means the
    /// currency style's default (its own fraction digits).
    private func committedFractionDigits(given: Int) -> Int? {
        if let digits = format.fractionDigits { return digits }
        if format.style == .currency { return nil }
        return min(given, format.maximumFractionDigits)
    }

    func committedRaw(_ raw: [Character]) -> [Character] {
        let number = RawNumber(raw: raw)
        guard number.hasDigits else { return [] }
        let digits = committedFractionDigits(given: number.fraction.count) ?? template.currencyFractionDigits
        // FormatStyle keeps the minus of a negative value that rounds to zero ("-0.00").
        let keepsSign = number.isNegative && !number.isZero
        var committed = number.trimmingLeadingZeros().rounded(toFractionDigits: digits)
        committed.isNegative = keepsSign
        return committed.characters
    }

    // MARK: Values

    func value(of raw: [Character]) -> String {
        RawNumber(raw: raw).canonical(scaledBy: template.valueExponent)
    }

    /// Reads an initial value.
    ///
    /// A text made only of an optional sign, ASCII digits and at most one
    /// "." is a *canonical value*: for percent it is the fraction, so
    /// "0.125" gives "12.5" (12.5 %). Any other text is read as displayed
    /// text in any locale (such as "1.234,50 €", "‏١٬٢٣٤٫٥٠ US$" or "12.5%"),
    /// where a percent's digits are the displayed number.
    ///
    /// Fraction digits beyond what can be typed are rounded half to even
    /// (as `FormatStyle` rounds); a value that rounds to zero loses its
    /// sign. The integer digit and sign limits govern typing only, so a
    /// longer or negative initial value is kept. A text with characters a
    /// number cannot contain, without digits, or with more than 38
    /// significant digits (more than `Decimal` holds) gives no value, and
    /// so does a text longer than 4 KiB.
    func parse(_ text: String) -> [Character] {
        // No number, formatted or not, is kilobytes long.
        guard text.utf8.count <= Self.parseLimit else { return [] }
        let characters = Array(text)
        let start = characters.firstIndex { !$0.isWhitespace } ?? characters.endIndex
        let end = (characters.lastIndex { !$0.isWhitespace } ?? -1) + 1
        guard start < end else { return [] }
        let trimmed = characters[start..<end]
        var number: RawNumber
        if let canonical = RawNumber(canonical: trimmed) {
            number = canonical.scaled(by: -template.valueExponent)
        } else {
            let scanned = apply(Array(trimmed), between: [], and: [], isNegative: false, enforcesLimits: false)
            guard scanned.rejected == 0 else { return [] }
            number = RawNumber(raw: scanned.raw)
        }
        guard number.hasDigits else { return [] }
        if number.fraction.count > fractionLimit {
            number = number.rounded(toFractionDigits: fractionLimit)
        }
        number = number.trimmingLeadingZeros()
        number.hasSeparator = !number.fraction.isEmpty
        if number.isZero { number.isNegative = false }
        guard number.significantDigitCount <= Self.decimalDigitCapacity else { return [] }
        return number.characters
    }

    /// The longest text (in UTF-8 bytes) ``parse(_:)`` reads.
    static let parseLimit = 4096

    /// The significant digits a `Decimal` holds exactly.
    static let decimalDigitCapacity = 38

    // MARK: Editing

    /// Whether `raw` has zeros before its first integer digit ("0000.25"
    /// after deleting the "1" of "10,000.25"): they stay while the user
    /// edits, so the digits after them keep their place, and go on commit
    /// (``committedRaw(_:)``).
    func keepsLeadingZeros(_ raw: [Character]) -> Bool {
        let start = raw.first == "-" ? 1 : 0
        return raw.count > start + 1 && raw[start] == "0" && raw[start + 1] != "."
    }

    func normalize(_ raw: [Character], caret: Int) -> (raw: [Character], caret: Int) {
        let signWidth = raw.first == "-" ? 1 : 0
        let first = signWidth < raw.count ? raw[signWidth] : nil
        // Fast path: already starts with a non-zero digit, "0." or is "0" / "-".
        if let first, first != "0", first != "." { return (raw, caret) }
        if first == nil { return (raw, caret) }
        if first == "0", signWidth + 1 == raw.count || raw[signWidth + 1] == "." { return (raw, caret) }

        var result = Array(raw[..<signWidth])
        result.reserveCapacity(raw.count + 1)
        var index = signWidth
        while index < raw.count, raw[index] == "0" { index += 1 }
        let zeros = index - signWidth
        let integerEnded = index == raw.count || raw[index] == "."
        if integerEnded {
            // All integer digits are zeros (or there are none): keep exactly one.
            result.append("0")
        } else if zeros == 0 {
            return (raw, caret)
        }
        result.append(contentsOf: raw[index...])
        let fromEnd = raw.count - min(max(caret, 0), raw.count)
        let newCaret = min(max(result.count - fromEnd, signWidth), result.count)
        return (result, newCaret)
    }

    /// Inserts typed or pasted characters (see ``ValueFormatter``).
    ///
    /// Digits in any script become ASCII digits; the locale's decimal
    /// separator (and "." as the numeric keypad's decimal key) becomes "."
    /// unless there already is one; grouping marks, spaces, currency
    /// symbols, percent signs and bidi marks are skipped; a minus sign
    /// toggles the sign. Digits beyond the integer or fraction limit are
    /// refused. Replacing a selection that holds the decimal separator is
    /// refused as a whole (counted as at least one refusal) when joining
    /// the fraction to the integer part would exceed the integer limit.
    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>) -> ValueInsertion {
        let lower = min(max(range.lowerBound, 0), raw.count)
        let upper = min(max(range.upperBound, lower), raw.count)
        if lower < upper, raw[lower..<upper].contains("."), joinsTooManyIntegerDigits(raw, removing: lower..<upper) {
            return ValueInsertion(
                raw: raw,
                caret: upper,
                rejected: max(inserted.count, 1),
                reason: .tooManyIntegerDigits(max: integerLimit)
            )
        }
        var isNegative = raw.first == "-"
        let signWidth = isNegative ? 1 : 0
        if isNegative && lower == 0 && upper > 0 { isNegative = false }
        return apply(
            inserted,
            between: raw[signWidth..<max(lower, signWidth)],
            and: raw[max(upper, signWidth)...],
            isNegative: isNegative,
            enforcesLimits: true
        )
    }

    /// Whether removing `range` (which holds the decimal separator) leaves
    /// more significant integer digits than allowed, and more than before.
    private func joinsTooManyIntegerDigits(_ raw: [Character], removing range: Range<Int>) -> Bool {
        func significantDigits(_ characters: some Sequence<Character>) -> Int {
            var count = 0
            for character in characters where character != "-" {
                if character == "." { break }
                if count > 0 || character != "0" { count += 1 }
            }
            return count
        }
        let joined = significantDigits(Array(raw[..<range.lowerBound]) + raw[range.upperBound...])
        return joined > integerLimit && joined > significantDigits(raw)
    }

    /// Inserts `inserted` between `head` and `tail` (value characters
    /// without the sign), one character at a time.
    ///
    /// - Parameter enforcesLimits: whether digit limits, the fraction rule
    ///   and the sign rule apply (typing) or not (``parse(_:)``).
    private func apply(
        _ inserted: [Character],
        between head: ArraySlice<Character>,
        and after: ArraySlice<Character>,
        isNegative: Bool,
        enforcesLimits: Bool
    ) -> ValueInsertion {
        var state = NumberInsertion(head: head, after: after, isNegative: isNegative, capacity: min(inserted.count, 32))
        let plan = inserted.count > 1 ? PastePlan(inserted, template: template) : nil
        let fractionRefusal: EditRejection = fractionLimit == 0 ? .noFractionAllowed : .tooManyFractionDigits(max: fractionLimit)
        var index = 0
        while index < inserted.count {
            let character = inserted[index]
            let action = classify(character, at: index, in: inserted, plan: plan)
            index += 1
            if let refused = state.refusedFraction {
                if case .digit = action {
                    state.refuseDigitRun(refused, in: inserted, from: &index)
                    continue
                }
                state.refusedFraction = nil
            }
            switch action {
            case let .digit(digit):
                if state.separatorInBefore != nil {
                    if enforcesLimits && state.fractionCount >= fractionLimit {
                        state.refuseDigitRun(fractionRefusal, in: inserted, from: &index)
                    } else {
                        state.appendFractionDigit(digit)
                    }
                } else {
                    state.insertIntegerDigit(digit, maximum: enforcesLimits ? integerLimit : nil,
                                             in: inserted, from: &index)
                }
            case .separator:
                if enforcesLimits && fractionLimit == 0 {
                    state.reject(.noFractionAllowed)
                    if plan != nil { state.refusedFraction = .noFractionAllowed }
                } else if !state.hasSeparator {
                    if enforcesLimits && after.count > fractionLimit {
                        state.reject(.tooManyFractionDigits(max: fractionLimit))
                        if plan != nil { state.refusedFraction = .tooManyFractionDigits(max: fractionLimit) }
                    } else {
                        state.insertSeparator(movedDigits: after.count)
                    }
                }
            case .sign:
                if state.isNegative {
                    state.isNegative = false
                } else if enforcesLimits && !format.allowsNegative {
                    state.reject(.negativeNotAllowed)
                } else {
                    state.isNegative = true
                }
            case .negativeParenthesis:
                if enforcesLimits && !format.allowsNegative {
                    state.reject(.negativeNotAllowed)
                } else {
                    state.isNegative = true
                }
            case .skip:
                continue
            case .invalid:
                // Only the first refusal's reason is kept; skip building the others.
                if state.reason == nil { state.reason = .invalidCharacter(String(character), expected: .number) }
                state.rejected += 1
            }
        }
        return state.insertion(after: after)
    }

    /// The leading zeros of the integer part `first + second[..<integerCount - first.count]`.
    static func leadingZeroCount(
        _ first: some Collection<Character>,
        _ second: some Collection<Character>,
        integerCount: Int
    ) -> Int {
        var zeros = 0
        for character in first.prefix(integerCount) {
            guard character == "0" else { return zeros }
            zeros += 1
        }
        for character in second.prefix(integerCount - zeros) {
            guard character == "0" else { return zeros }
            zeros += 1
        }
        return zeros
    }

    // MARK: Classifying typed and pasted characters

    /// What one inserted character does.
    private enum InputAction {
        case digit(UInt8)
        case separator
        case sign
        case negativeParenthesis
        case skip
        case invalid
    }

    /// How "." and "," are read in a multi-character paste.
    ///
    /// Only a "." or "," followed by a digit counts. When both occur, the
    /// last one is the decimal separator ("1,234.5" and "1.234,5" both mean
    /// 1234.5). One kind occurring several times is grouping. A single "."
    /// is the decimal separator, except in a locale that writes "," for
    /// decimals and "." for grouping when exactly three digits follow
    /// ("1.234" in de_DE is 1234). A single "," is the decimal separator only
    /// in a locale that writes "," for decimals.
    private struct PastePlan {
        /// The index of the "." or "," read as the decimal separator.
        var separatorIndex: Int?
        /// The index of the first "(", for accounting negatives "(1,234.00)".
        var firstOpeningParenthesis: Int?
        /// The index of the last ")".
        var lastClosingParenthesis: Int?

        init(_ inserted: [Character], template: NumberTemplate) {
            var dots = 0
            var commas = 0
            var lastDot = -1
            var lastComma = -1
            var opening: Int?
            var closing: Int?
            var index = 0
            while index < inserted.count {
                // ASCII comparisons: this loop runs over every pasted character.
                switch RawNumber.asciiByte(inserted[index]) {
                case UInt8(ascii: "."), UInt8(ascii: ","):
                    let next = index + 1
                    if next < inserted.count, NumberTemplate.digitValue(inserted[next]) != nil {
                        if inserted[index] == "." { dots += 1; lastDot = index } else { commas += 1; lastComma = index }
                    }
                case UInt8(ascii: "("):
                    if opening == nil { opening = index }
                case UInt8(ascii: ")"):
                    closing = index
                default:
                    break
                }
                index += 1
            }
            firstOpeningParenthesis = opening
            lastClosingParenthesis = closing
            let decimal = template.decimalCharacter
            if dots > 0 && commas > 0 {
                separatorIndex = max(lastDot, lastComma)
            } else if dots == 1 {
                let groupsWithDot = decimal == "," && template.groupingCharacter == "."
                separatorIndex = groupsWithDot && Self.exactlyThreeDigits(after: lastDot, in: inserted) ? nil : lastDot
            } else if commas == 1 {
                separatorIndex = decimal == "," ? lastComma : nil
            }
        }

        /// Whether exactly three digits follow `index` (then a non-digit or the end).
        private static func exactlyThreeDigits(after index: Int, in inserted: [Character]) -> Bool {
            guard index + 3 < inserted.count else { return false }
            for offset in 1...3 where NumberTemplate.digitValue(inserted[index + offset]) == nil { return false }
            return index + 4 == inserted.count || NumberTemplate.digitValue(inserted[index + 4]) == nil
        }
    }

    /// Classifies one inserted character (`plan` is set for multi-character pastes).
    @inline(__always)
    private func classify(_ character: Character, at index: Int, in inserted: [Character], plan: PastePlan?) -> InputAction {
        if let ascii = RawNumber.asciiByte(character), ascii >= 48, ascii <= 57 { return .digit(ascii - 48) }
        if character == "." || character == "," {
            if let plan { return plan.separatorIndex == index ? .separator : .skip }
            if character == "." { return .separator }
            return template.decimalCharacter == "," ? .separator : .skip
        }
        if character == template.decimalCharacter || character == "\u{066B}" { return .separator }
        if let digit = NumberTemplate.digitValue(character) { return .digit(digit) }
        if NumberTemplate.isMinusSign(character) || character == template.minus { return .sign }
        if character == "(", let plan, let closing = plan.lastClosingParenthesis, closing > index {
            return .negativeParenthesis
        }
        if character == ")", let opening = plan?.firstOpeningParenthesis, opening < index { return .skip }
        if Self.isSkippable(character) || character == template.groupingCharacter { return .skip }
        if template.affixCharacters.contains(character) {
            // Letters of "US$" or "kr" are skipped only in pastes of formatted values.
            if plan != nil || !character.isLetter { return .skip }
        }
        return .invalid
    }

    /// Characters that never change a number: plus signs, grouping marks,
    /// spaces, percent signs, currency symbols and invisible format
    /// controls (bidi marks, zero-width spaces, byte order marks).
    private static func isSkippable(_ character: Character) -> Bool {
        switch character {
        case "+", "\u{FF0B}", "'", "\u{2019}", "\u{066C}", "%", "\u{066A}", "\u{FE6A}", "\u{FF05}", "\u{2030}":
            return true
        default:
            break
        }
        if character.isWhitespace { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .currencySymbol, .format: return character.unicodeScalars.count == 1
        default: return false
        }
    }
}

/// The precision a number is formatted with.
enum NumberPrecision: Sendable, Equatable {
    /// The style's default (a currency's own fraction digits).
    case standard
    /// Exactly this many fraction digits.
    case fractionLength(Int)
    /// Exactly these many integer and fraction digits (while typing).
    case integerAndFraction(integer: Int, fraction: Int)
}

extension NumberValueFormatter {
    /// The formatter of a number field: with the template handed over, or
    /// natively with one extracted from `FormatStyle` for the locale.
    static func make(format: NumberFormat, localeIdentifier: String, template: NumberTemplate?) throws(NumberFormatError) -> NumberValueFormatter {
        #if canImport(Foundation)
        if let template { return try NumberValueFormatter(format: format, template: template, exactFormat: nil) }
        return try NumberValueFormatter(format: format, localeIdentifier: localeIdentifier)
        #else
        guard let template else { throw .missingLocaleData(localeIdentifier) }
        return try NumberValueFormatter(format: format, template: template)
        #endif
    }
}

/// The running state of one insertion into a number's value characters:
/// the characters before the insertion point, where the decimal separator
/// is, the integer and fraction digit counts, leading zeros, and what was
/// refused and why.
private struct NumberInsertion {
    var before: [Character] = []
    var isNegative: Bool
    var separatorInBefore: Int?
    var integerCount: Int
    var fractionCount: Int
    var hasSeparator: Bool
    var leadingZeros: Int
    var rejected = 0
    var reason: EditRejection?
    /// In a paste, the digits after a refused decimal separator are a
    /// fraction that cannot be entered: they are refused too, not joined to
    /// the integer ("1,234.00" into a JPY field gives 1234).
    var refusedFraction: EditRejection?

    init(head: ArraySlice<Character>, after: ArraySlice<Character>, isNegative: Bool, capacity: Int) {
        self.isNegative = isNegative
        before.reserveCapacity(head.count + after.count + capacity + 1)
        before.append(contentsOf: head)
        separatorInBefore = before.firstIndex(of: ".")
        let separatorInAfter = after.firstIndex(of: ".")
        if let separatorInBefore {
            integerCount = separatorInBefore
            fractionCount = before.count - separatorInBefore - 1 + after.count
        } else if let separatorInAfter {
            integerCount = before.count + (separatorInAfter - after.startIndex)
            fractionCount = after.endIndex - separatorInAfter - 1
        } else {
            integerCount = before.count + after.count
            fractionCount = 0
        }
        hasSeparator = separatorInBefore != nil || separatorInAfter != nil
        leadingZeros = NumberValueFormatter.leadingZeroCount(before[...], after, integerCount: integerCount)
    }

    mutating func reject(_ why: EditRejection) {
        rejected += 1
        if reason == nil { reason = why }
    }

    /// Refuses the digit just read and the run of ASCII digits after it,
    /// which would all be refused for the same reason (keeps a huge paste
    /// of digits fast).
    mutating func refuseDigitRun(_ why: EditRejection, in inserted: [Character], from index: inout Int) {
        reject(why)
        var end = index
        while end < inserted.count, let byte = RawNumber.asciiByte(inserted[end]), byte &- 48 < 10 { end += 1 }
        rejected += end - index
        index = end
    }

    mutating func appendFractionDigit(_ digit: UInt8) {
        before.append(RawNumber.asciiDigits[Int(digit)])
        fractionCount += 1
    }

    /// Inserts an integer digit, unless it is a zero in front of the number
    /// (which changes nothing) or one digit too many for `maximum`.
    mutating func insertIntegerDigit(_ digit: UInt8, maximum: Int?, in inserted: [Character], from index: inout Int) {
        let position = before.count
        let newCount = integerCount + 1
        if digit == 0 && position <= leadingZeros && newCount > 1 {
            // A zero in front of the number changes nothing (normalize would drop it).
            return
        }
        let newLeadingZeros = digit == 0
            ? (position <= leadingZeros ? leadingZeros + 1 : leadingZeros)
            : min(position, leadingZeros)
        if let maximum, newCount - newLeadingZeros > maximum {
            // Past the leading zeros every further digit is refused too.
            if position > leadingZeros {
                refuseDigitRun(.tooManyIntegerDigits(max: maximum), in: inserted, from: &index)
            } else {
                reject(.tooManyIntegerDigits(max: maximum))
            }
            return
        }
        before.append(RawNumber.asciiDigits[Int(digit)])
        integerCount = newCount
        leadingZeros = newLeadingZeros
    }

    /// Inserts the decimal separator; the `movedDigits` after the insertion
    /// point become the fraction.
    mutating func insertSeparator(movedDigits: Int) {
        separatorInBefore = before.count
        before.append(".")
        hasSeparator = true
        integerCount = before.count - 1
        fractionCount = movedDigits
        leadingZeros = NumberValueFormatter.leadingZeroCount(before[..<integerCount], [], integerCount: integerCount)
    }

    /// The value characters and the caret after the insertion.
    func insertion(after: ArraySlice<Character>) -> ValueInsertion {
        var result: [Character] = []
        result.reserveCapacity(before.count + after.count + 1)
        if isNegative { result.append("-") }
        result.append(contentsOf: before)
        result.append(contentsOf: after)
        return ValueInsertion(raw: result, caret: before.count + (isNegative ? 1 : 0), rejected: rejected, reason: reason)
    }
}
