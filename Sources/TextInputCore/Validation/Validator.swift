/// Checks values against ``ValidationRule``s and produces localised messages.
///
/// Patterns are compiled once, when the validator is created.
public struct Validator: Sendable {
    let localizer: Localizer
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

    /// The message for a failing rule, or nil when `value` passes.
    ///
    /// Rules other than ``ValidationRule/required`` pass an empty value, so
    /// that an optional field may stay empty.
    public func failure(of validation: Validation, value: String) -> String? {
        guard let message = defaultFailure(of: validation.rule, value: value) else { return nil }
        return validation.message ?? message
    }

    func defaultFailure(of rule: ValidationRule, value: String) -> String? {
        let trimmed = Self.trimmed(value)
        if case .required = rule {
            return trimmed.isEmpty ? localizer.string(.validationRequired) : nil
        }
        if value.isEmpty { return nil }
        switch rule {
        case .required:
            return nil
        case .email:
            return Self.isEmail(trimmed) ? nil : localizer.string(.validationEmail)
        case .digitsOnly:
            return value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) ? nil : localizer.string(.validationDigitsOnly)
        case let .pattern(source):
            let pattern = patterns[source] ?? (try? ValidationPattern(source))
            return pattern?.matches(value) == true ? nil : localizer.string(.validationPattern)
        case let .minLength(minimum):
            return value.count >= minimum ? nil : localizer.string(.validationMinLength, String(minimum))
        case let .maxLength(maximum):
            return value.count <= maximum ? nil : localizer.string(.validationMaxLength, String(maximum))
        case let .range(minimum, maximum):
            guard let number = DecimalNumber(trimmed) else {
                return localizer.string(.validationNumber)
            }
            let tooSmall = minimum.map { number < $0 } ?? false
            let tooLarge = maximum.map { number > $0 } ?? false
            guard tooSmall || tooLarge else { return nil }
            switch (minimum, maximum) {
            case let (low?, high?):
                return localizer.string(.validationRangeBetween, low.description, high.description)
            case let (low?, nil):
                return localizer.string(.validationRangeAtLeast, low.description)
            case let (nil, high?):
                return localizer.string(.validationRangeAtMost, high.description)
            case (nil, nil):
                return nil
            }
        case .luhn:
            return Luhn.isValid(value) ? nil : localizer.string(.validationLuhn)
        case .iban:
            let compact = value.filter { !$0.isWhitespace }.uppercased()
            guard compact.count >= 2, compact.prefix(2).allSatisfy({ $0.isASCII && $0.isLetter }) else {
                return localizer.string(.validationIBANCountry)
            }
            guard let length = IBAN.length(forCountry: compact.prefix(2)) else {
                return localizer.string(.validationIBANCountry)
            }
            guard compact.count == length else {
                return localizer.string(.validationIBANLength, String(compact.prefix(2)), String(length))
            }
            return IBAN.isValidChecksum(compact) ? nil : localizer.string(.validationIBAN)
        case let .custom(rule):
            return rule.check(value)
        }
    }

    /// `text` without leading and trailing white space and line breaks.
    static func trimmed(_ text: String) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = text.lastIndex(where: { !$0.isWhitespace }) ?? first
        return text[first...last]
    }

    /// local@domain.tld with no spaces, one "@", a dot in the domain, no
    /// empty labels.
    static func isEmail(_ text: Substring) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last,
              !local.isEmpty, local.count <= 64, !domain.isEmpty,
              !text.contains(where: { $0.isWhitespace || $0.isNewline }) else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }) else { return false }
        guard let top = labels.last, top.count >= 2, top.allSatisfy({ $0.isLetter }) else { return false }
        return !local.hasPrefix(".") && !local.hasSuffix(".") && !zip(local, local.dropFirst()).contains { $0 == "." && $1 == "." }
    }
}
