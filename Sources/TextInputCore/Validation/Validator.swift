/// Checks values against ``ValidationRule``s and produces localised messages.
///
/// Patterns are compiled once, when the validator is created.
public struct Validator: Sendable {
    let localizer: Localizer
    /// A number field's formatter: numbers in messages are shown as the
    /// field shows them ("Enter a number from 1,00 € to 50,00 €."). Nil
    /// for other fields, whose messages show plain digits.
    var numbers: FormatterBox<NumberValueFormatter>?
    /// A date field's layout: its messages show the pattern and dates as the field shows them.
    var dates: DateLayout?
    /// Compiled patterns by their source.
    private let patterns: [String: ValidationPattern]

    /// Creates a validator for a locale and the rules it will check.
    ///
    /// - Throws: ``ConfigurationError`` for a pattern that cannot be compiled
    ///   or a negative length, saying what to change.
    public init(localizer: Localizer, rules: [Validation] = []) throws(ConfigurationError) {
        self.localizer = localizer
        var patterns: [String: ValidationPattern] = [:]
        for validation in rules {
            if validation.severity != .error && validation.severity != .warning { throw Self.severityError(validation.severity) }
            switch validation.rule {
            case let .pattern(source) where patterns[source] == nil:
                do {
                    patterns[source] = try ValidationPattern(source)
                } catch {
                    throw .conflict("The validation pattern \"\(source)\" is not a regular expression this library reads: \(error.description). Fix its syntax.")
                }
            case let .minLength(minimum) where minimum < 0:
                throw .conflict("minLength must be 0 or more, not \(minimum).")
            case let .maxLength(maximum) where maximum < 0:
                throw .conflict("maxLength must be 0 or more, not \(maximum).")
            default:
                break
            }
        }
        self.patterns = patterns
    }

    /// A rule of a severity no rule has.
    @inline(never)
    static func severityError(_ severity: MessageSeverity) -> ConfigurationError {
        .conflict("A validation rule's severity is error or warning, not \(severity.rawValue); say success or information "
            + "with the app's own message.")
    }

    /// The message for a failing rule, or nil when `value` passes.
    ///
    /// Rules other than ``ValidationRule/required`` pass an empty value, so
    /// that an optional field may stay empty.
    public func failure(of validation: Validation, value: String) -> String? {
        reason(of: validation.rule, value: value).map { message(for: $0, of: validation) }
    }

    /// Why a value fails a rule, before the message is written: the same
    /// reason gives the same message, so a field that keeps failing for the
    /// same reason while the user types (an IBAN still too short) keeps its
    /// message instead of writing it again on every keystroke.
    enum FailureReason: Sendable, Equatable {
        /// A message without arguments.
        case plain(LocalizedKey)
        /// The IBAN is not its country's length (country as its two letters' bytes).
        case ibanLength(country: UInt16, length: Int)
        /// Shorter than the rule's minimum, longer than its maximum, or out of its range:
        /// the arguments are the rule's own.
        case ruleBound(LocalizedKey)
        /// A custom rule's own message (or a message written whole, such as "Did you mean …?").
        case custom(String)
        /// A number off a stepper's grid: the allowed values nearest to it.
        case nearest([DecimalNumber])
        /// A phone number that cannot be one of its calling code's: the message, the code and the digits it
        /// needs (the fewest, the most).
        case phone(LocalizedKey, code: Int, digits: Int)
    }

    /// The message of a failure of `validation` for `reason`: the rule's own
    /// message when it has one, else the localised default.
    func message(for reason: FailureReason, of validation: Validation) -> String {
        if let message = validation.message { return message }
        switch reason {
        case let .plain(key):
            return localizer.string(key)
        case let .ibanLength(country, length):
            var code = ""
            code.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: country >> 8)))
            code.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: country)))
            return localizer.string(.validationIBANLength, code, String(length))
        case let .ruleBound(key):
            switch validation.rule {
            case let .minLength(minimum): return localizer.string(key, String(minimum))
            case let .maxLength(maximum): return localizer.string(key, String(maximum))
            case let .range(minimum, maximum):
                return boundMessage(key, minimum, maximum)
            case .step, .date:
                return formatBoundMessage(key, validation.rule)
            default: return localizer.string(key)
            }
        case let .custom(message):
            return message
        case let .phone(key, code, digits):
            return localizer.string(key, String(code), String(digits))
        case let .nearest(values):
            return nearestMessage(values)
        }
    }

    /// A range's message with its bounds as the field shows numbers.
    func boundMessage(_ key: LocalizedKey, _ minimum: DecimalNumber?, _ maximum: DecimalNumber?) -> String {
        switch (minimum, maximum) {
        case let (low?, high?): return localizer.string(key, shown(low), shown(high))
        case let (low?, nil): return localizer.string(key, shown(low))
        case let (nil, high?): return localizer.string(key, shown(high))
        case (nil, nil): return localizer.string(key)
        }
    }

    /// The bounds message of a stepper's or a date field's own rule.
    @inline(never)
    func formatBoundMessage(_ key: LocalizedKey, _ rule: ValidationRule) -> String {
        switch rule {
        case let .step(stepper): return boundMessage(key, stepper.minimum, stepper.maximum)
        case let .date(minimum, maximum):
            return localizer.string(key, minimum.map(shown) ?? maximum.map(shown) ?? "", maximum.map(shown) ?? "")
        default: return localizer.string(key)
        }
    }

    /// "Enter 1.25 or 1.5, the nearest allowed values." (or the one value).
    @inline(never)
    func nearestMessage(_ values: [DecimalNumber]) -> String {
        if values.count == 2 { return localizer.string(.validationStepNearest, shown(values[0]), shown(values[1])) }
        return localizer.string(.validationStepOne, values.first.map(shown) ?? "")
    }

    /// A number as the field shows it once committed (the locale's digits,
    /// separators, currency or percent sign), or as plain digits outside a
    /// number field.
    @inline(never)
    func shown(_ number: DecimalNumber) -> String {
        guard let numbers, number.significantDigitCount + abs(number.exponent) <= 2 * NumberValueFormatter.decimalDigitCapacity
        else { return number.description }
        let raw = numbers.formatter.parse(number.description)
        guard !raw.isEmpty else { return number.description }
        return numbers.formatter.renderCommitted(raw).text
    }

    /// Why `value` fails `rule`, or nil when it passes.
    func reason(of rule: ValidationRule, value: String) -> FailureReason? {
        if case .required = rule {
            return Self.trimmed(value).isEmpty ? .plain(.validationRequired) : nil
        }
        if value.isEmpty { return nil }
        switch rule {
        case .required:
            return nil
        case .email:
            return Self.isEmail(Self.trimmed(value)) ? nil : .plain(.validationEmail)
        case .emailTypo:
            return EmailTypo.suggestion(for: Self.trimmed(value)).map { .custom(localizer.string(.didYouMean, $0)) }
        case .digitsOnly:
            return value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) ? nil : .plain(.validationDigitsOnly)
        case let .pattern(source):
            let pattern = patterns[source] ?? (try? ValidationPattern(source))
            return pattern?.matches(value) == true ? nil : .plain(.validationPattern)
        case let .minLength(minimum):
            return value.count >= minimum ? nil : .ruleBound(.validationMinLength)
        case let .maxLength(maximum):
            return value.count <= maximum ? nil : .ruleBound(.validationMaxLength)
        case let .step(stepper):
            return Self.stepReason(value, stepper)
        case let .date(minimum, maximum):
            return dateReason(value, minimum: minimum, maximum: maximum)
        case let .range(minimum, maximum):
            guard let number = DecimalNumber(Self.trimmed(value)) else {
                return .plain(.validationNumber)
            }
            return Self.rangeReason(number, minimum, maximum)
        case .luhn:
            return Luhn.isValid(value) ? nil : .plain(.validationLuhn)
        case .iban:
            if let (country, length) = Self.asciiIBANShape(value) {
                // Letters, digits and spaces only: checked on the bytes.
                guard let country, let expected = IBAN.length(forCountryKey: country) else {
                    return .plain(.validationIBANCountry)
                }
                guard length == expected else { return .ibanLength(country: country, length: expected) }
                return IBAN.isValidChecksum(value) ? nil : .plain(.validationIBAN)
            }
            // ASCII upper-casing: an IBAN is ASCII letters and digits, and a text with any other letter fails below
            // whatever its case (no Unicode case mapping for IBAN fields, #47).
            let compact = String(value.filter { !$0.isWhitespace }).asciiUppercased
            guard compact.count >= 2, compact.prefix(2).allSatisfy({ $0.isASCII && $0.isLetter }),
                  let length = IBAN.length(forCountry: compact.prefix(2)) else {
                return .plain(.validationIBANCountry)
            }
            guard compact.count == length else {
                let letters = Array(compact.prefix(2).utf8)
                return .ibanLength(country: UInt16(letters[0]) << 8 | UInt16(letters[1]), length: length)
            }
            return IBAN.isValidChecksum(compact) ? nil : .plain(.validationIBAN)
        case .phone:
            return Self.phoneReason(value)
        case let .custom(rule):
            return rule.check(value).map(FailureReason.custom)
        }
    }

    /// Why a date field's value is not a date it takes: too few digits, no
    /// real day, or out of its bounds.
    @inline(never)
    func dateReason(_ value: String, minimum: CalendarDate?, maximum: CalendarDate?) -> FailureReason? {
        guard let day = CalendarDate(iso: value) else {
            let digits = Array(value)
            if digits.count < 8 || dates == nil {
                return .custom(localizer.string(.dateIncomplete, dates?.placeholder(letters: localizer.string(.datePatternLetters))
                    ?? "YYYY-MM-DD"))
            }
            return .custom(localizer.string(.dateInvalid, dates.map { $0.localized($0.mask.render(digits)).text } ?? value))
        }
        if let minimum, day < minimum { return .ruleBound(maximum == nil ? .dateFrom : .dateBetween) }
        if let maximum, day > maximum { return .ruleBound(minimum == nil ? .dateUntil : .dateBetween) }
        return nil
    }

    /// A day as the date field shows it (its order, separators, digits and calendar), else ISO.
    @inline(never)
    func shown(_ day: CalendarDate) -> String {
        guard let dates else { return day.description }
        return dates.localized(dates.mask.render(dates.raw(for: day))).text
    }

    /// Why `value` is not a value a stepper allows, or nil when it is.
    @inline(never)
    static func stepReason(_ value: String, _ stepper: NumberStepper) -> FailureReason? {
        guard let number = DecimalNumber(trimmed(value)) else { return .plain(.validationNumber) }
        if let failure = rangeReason(number, stepper.minimum, stepper.maximum) { return failure }
        return stepper.allows(number) ? nil : .nearest(stepper.nearest(number))
    }

    /// Why `number` is outside `minimum...maximum`, or nil when it is within.
    static func rangeReason(_ number: DecimalNumber, _ minimum: DecimalNumber?, _ maximum: DecimalNumber?) -> FailureReason? {
        let tooSmall = minimum.map { number < $0 } ?? false
        let tooLarge = maximum.map { number > $0 } ?? false
        guard tooSmall || tooLarge else { return nil }
        switch (minimum, maximum) {
        case (_?, _?): return .ruleBound(.validationRangeBetween)
        case (_?, nil): return .ruleBound(.validationRangeAtLeast)
        case (nil, _?): return .ruleBound(.validationRangeAtMost)
        case (nil, nil): return nil
        }
    }

    /// Why an E.164 value cannot be a phone number: no calling code, or a length numbers of its code do not have.
    static func phoneReason(_ value: String) -> FailureReason? {
        let metadata = PhoneMetadata.shared
        let digits = Array(value.utf8).filter { ($0 >= 0x30 && $0 <= 0x39) || $0 == PhoneTyping.plus }
        guard digits.first == PhoneTyping.plus,
              let (code, length) = PhoneTyping.callingCode(at: Array(digits.dropFirst()), in: metadata),
              let main = metadata.mainRegion(forCode: code) else {
            return .plain(.phoneNoCallingCode)
        }
        let reading = PhoneReading.strippingNationalPrefix(Array(digits.dropFirst(1 + length)), metadata.regions[main])
        let lengths = metadata.regions[main].possibleLengths
        guard let shortest = lengths.min(), let longest = lengths.max() else { return nil }
        let count = reading.national.count
        if count < shortest { return .phone(.phoneTooShort, code: code, digits: shortest) }
        if count > longest { return .phone(.phoneTooLong, code: code, digits: longest) }
        return lengths.contains(count) ? nil : .phone(.phoneInvalidLength, code: code, digits: count)
    }

    /// For text of ASCII letters, digits and spaces only: its first two
    /// characters upper-cased when they are letters (else `nil`), as the key
    /// of ``IBAN/length(forCountryKey:)``, and the number of characters that
    /// are not spaces. `nil` for any other text.
    static func asciiIBANShape(_ text: String) -> (country: UInt16?, length: Int)? {
        var text = text
        return text.withUTF8 { bytes in asciiIBANShape(bytes) }
    }

    private static func asciiIBANShape(_ bytes: UnsafeBufferPointer<UInt8>) -> (country: UInt16?, length: Int)? {
        var length = 0
        var letters: (UInt8, UInt8) = (0, 0)
        var lettersFirst = true
        for byte in bytes where byte != 0x20 {
            let upper = byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
            let isLetter = upper >= 0x41 && upper <= 0x5A
            guard isLetter || (byte >= 0x30 && byte <= 0x39) else { return nil }
            if length < 2 {
                lettersFirst = lettersFirst && isLetter
                if length == 0 { letters.0 = upper } else { letters.1 = upper }
            }
            length += 1
        }
        guard length >= 2, lettersFirst else { return (nil, length) }
        return (UInt16(letters.0) << 8 | UInt16(letters.1), length)
    }

    /// `text` without leading and trailing white space and line breaks.
    static func trimmed(_ text: String) -> Substring {
        // Printable ASCII at both ends (the usual case) is not white space.
        if let first = text.utf8.first, let last = text.utf8.last,
           first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return text[...]
        }
        guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = text.lastIndex(where: { !$0.isWhitespace }) ?? first
        return text[first...last]
    }

    /// A valid email address as browsers have it (the WHATWG HTML standard's "valid email address", the rule of
    /// `<input type=email>`): a local part of ASCII letters, digits and ``Validator/localPartSymbols`` (no quotes,
    /// no angle brackets, no spaces), one "@", and a domain of dot-separated labels of 1 to 63 letters, digits and
    /// hyphens that neither start nor end with a hyphen. A label may hold letters and digits of any script
    /// (an internationalised domain, which browsers accept and send in its punycode form); the local part stays
    /// ASCII, as in browsers. Stricter than RFC 5322 on purpose: a quoted local part (`"a b"@c.d`) is refused.
    ///
    /// One check beyond the browsers' grammar (docs/decisions.md, #49): the domain has at least two labels and its
    /// last is a top-level domain's (two or more letters, or an internationalised one's `xn--` form), so that
    /// "jane@example" or "jane@127.0.0.1", which a browser takes for an intranet's host, are refused as the typing
    /// slips they are in a form for people's addresses.
    static func isEmail(_ text: Substring) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "@"), maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
              parts[0].allSatisfy(isLocalPartByte) else { return false }
        let domain = text[parts[1].startIndex..<parts[1].endIndex]
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(isDomainLabel), let top = labels.last else { return false }
        return top.hasPrefix("xn--") || (top.count >= 2 && top.allSatisfy { $0.isLetter })
    }

    /// The symbols the WHATWG grammar allows in a local part beside ASCII letters and digits.
    static let localPartSymbols = ".!#$%&'*+/=?^_`{|}~-"

    private static func isLocalPartByte(_ byte: UInt8) -> Bool {
        isASCIILetterOrDigit(byte) || localPartSymbols.utf8.contains(byte)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// One label of a domain: 1 to 63 characters, letters and digits (ASCII, or of any script: an internationalised
    /// label, counted in characters) and inner hyphens.
    private static func isDomainLabel(_ label: Substring) -> Bool {
        guard let first = label.first, let last = label.last, first != "-", last != "-", label.count <= 63 else { return false }
        return label.allSatisfy { character in
            if character.isASCII {
                guard let byte = character.asciiValue else { return false }
                return byte == UInt8(ascii: "-") || isASCIILetterOrDigit(byte)
            }
            // Letters (with their combining marks) and digits of other scripts: no symbols, punctuation or spaces.
            return character.isLetter || character.isNumber
        }
    }
}
