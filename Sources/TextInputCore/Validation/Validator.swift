import Foundation

/// A closure-backed rule registered under a name (``ValidationRule/custom(_:)``):
/// it returns `nil` for a valid value, or the message to show.
public struct CustomValidator: Sendable {
    /// The name the rule refers to.
    public var name: String
    /// Checks a value; returns an error message (say how to fix it) or nil.
    public var check: @Sendable (String) -> String?

    /// Creates a custom validator.
    public init(name: String, check: @escaping @Sendable (String) -> String?) {
        self.name = name
        self.check = check
    }
}

/// Checks values against ``ValidationRule``s and produces localised messages.
public struct Validator: Sendable {
    let localizer: Localizer
    let custom: [String: CustomValidator]

    /// Creates a validator for a locale, with optional custom rules.
    public init(localizer: Localizer, custom: [CustomValidator] = []) {
        self.localizer = localizer
        self.custom = Dictionary(custom.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
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
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
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
            return value.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) ? nil : localizer.string(.validationDigitsOnly)
        case let .pattern(pattern):
            guard let expression = try? NSRegularExpression(pattern: pattern) else {
                return localizer.string(.validationPattern)
            }
            let range = NSRange(value.startIndex..<value.endIndex, in: value)
            let match = expression.firstMatch(in: value, options: [.anchored], range: range)
            return match?.range == range ? nil : localizer.string(.validationPattern)
        case let .minLength(minimum):
            return value.count >= minimum ? nil : localizer.string(.validationMinLength, String(minimum))
        case let .maxLength(maximum):
            return value.count <= maximum ? nil : localizer.string(.validationMaxLength, String(maximum))
        case let .range(minimum, maximum):
            guard let number = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")),
                  trimmed.unicodeScalars.allSatisfy({ "0123456789.-+eE".unicodeScalars.contains($0) }) else {
                return localizer.string(.validationNumber)
            }
            let tooSmall = minimum.map { number < $0 } ?? false
            let tooLarge = maximum.map { number > $0 } ?? false
            guard tooSmall || tooLarge else { return nil }
            switch (minimum, maximum) {
            case let (low?, high?):
                return localizer.string(.validationRangeBetween, Self.describe(low), Self.describe(high))
            case let (low?, nil):
                return localizer.string(.validationRangeAtLeast, Self.describe(low))
            case let (nil, high?):
                return localizer.string(.validationRangeAtMost, Self.describe(high))
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
        case let .custom(name):
            guard let validator = custom[name] else {
                return "No validator is registered for the custom rule \"\(name)\"; register one with CustomValidator(name: \"\(name)\")."
            }
            return validator.check(value)
        }
    }

    /// A bound as the user reads it: canonical with "." (the field shows its
    /// own locale's format; messages keep the plain form).
    static func describe(_ value: Decimal) -> String {
        value.description
    }

    /// local@domain.tld with no spaces, one "@", a dot in the domain, no
    /// empty labels.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last,
              !local.isEmpty, local.count <= 64, !domain.isEmpty,
              !text.contains(where: { $0.isWhitespace || $0.isNewline }) else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }) else { return false }
        guard let top = labels.last, top.count >= 2, top.allSatisfy({ $0.isLetter }) else { return false }
        return !local.hasPrefix(".") && !local.hasSuffix(".") && !local.contains("..")
    }
}
