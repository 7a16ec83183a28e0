/// The ``ValueFormatter`` of ``TextFormat/number(_:)``: decimal, percent and
/// currency numbers, typed in any locale.
///
/// Value characters are an optional leading "-", ASCII digits and at most
/// one "."; "-$1,234.5" in en_US is `["-","1","2","3","4",".","5"]`. While
/// the user edits, a "," may stand instead of the "." for a grouping
/// separator typed at the end whose meaning the next keys decide
/// (``undecidedSeparator``). A
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
        // Only a stepper's options are checked: the page's module fetches the check with the steppers' part.
        if format.bounds != nil { try checkStepper() }
    }

    /// Checks that a stepper's step and bounds are values the field can
    /// hold exactly, the step above zero and the minimum not above the maximum.
    @inline(never)
    func checkStepper() throws(NumberFormatError) {
        if let step = format.step, step.isNegative || step.isZero {
            throw .invalidStepper(option: "step", reason: "must be above zero, not \(step.description).")
        }
        for (option, bound) in [("step", format.step), ("min", format.minimum), ("max", format.maximum)] {
            guard let bound else { continue }
            guard bound.significantDigitCount + abs(bound.exponent) <= 2 * Self.decimalDigitCapacity,
                  holdsExactly(bound) else {
                throw .invalidStepper(option: option, reason: "must be a value the field holds: at most \(fractionLimit) "
                    + "fraction digits\(template.valueExponent != 0 ? " (as shown)" : "") and \(integerLimit) integer digits.")
            }
        }
        if let minimum = format.minimum, let maximum = format.maximum, minimum > maximum {
            throw .invalidStepper(option: "min", reason: "must not be above max (\(minimum.description) > \(maximum.description)).")
        }
    }

    /// Whether `number` reads back as itself, as a value of this field.
    func holdsExactly(_ number: DecimalNumber) -> Bool {
        let raw = parse(number.description)
        guard !raw.isEmpty else { return false }
        let integers = raw.prefix { $0 != "." }.filter { $0 != "-" }.count
        return DecimalNumber(value(of: raw)) == number && integers <= integerLimit
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
        return code.asciiUppercased
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
        // What FormatStyle cannot show (no digits, an undecided separator, no integer digit) comes from the template.
        guard number.hasDigits, !number.integer.isEmpty, Self.undecidedIndex(raw) == nil else { return template.render(raw) }
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
        return template.map(committed, onto: committedText(number(raw)))
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
        let number = number(raw)
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
        number(raw).canonical(scaledBy: template.valueExponent)
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

    /// The most integer digits a number holds while it is edited, zeros in
    /// front included (they stay until editing ends and do not count against
    /// ``NumberFormat/maximumIntegerDigits``).
    static let integerCharacterLimit = 2 * decimalDigitCapacity
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
