/// A field's value, typed by its format: what an app stores.
///
/// ```swift
/// switch price.typedValue {
/// case let .number(amount?): save(amount)            // exact: DecimalNumber("1234.5")
/// case .number(nil): break                           // left empty
/// case let .grouped(digits): save(digits)            // "5551234567", "DE89370400440532013000"
/// case let .text(text): save(text)
/// }
/// ```
public enum FieldValue: Sendable, Hashable, CustomStringConvertible {
    /// Plain text (and notes, secure fields, case transforms, custom formats): as typed.
    case text(String)
    /// Grouped characters (masks, cards, IBANs): the value characters
    /// without literals or group spaces.
    case grouped(String)
    /// A number field's exact value (a percent's fraction: 12.5 % is 0.125);
    /// nil when the field is empty.
    case number(DecimalNumber?)

    /// The value as the driver and ``InputField/value`` spell it: the text,
    /// the raw characters, or the canonical number ("" when empty).
    public var description: String {
        switch self {
        case let .text(text), let .grouped(text): return text
        case let .number(number): return number?.description ?? ""
        }
    }

    /// Whether the field holds nothing.
    public var isEmpty: Bool {
        switch self {
        case let .text(text), let .grouped(text): return text.isEmpty
        case let .number(number): return number == nil
        }
    }
}

extension InputField {
    /// The value typed by the field's format (``FieldValue``).
    public var typedValue: FieldValue {
        let value = editor.value
        switch configuration.format {
        case .plain, .letterCase, .custom: return .text(value)
        case .mask, .card, .iban: return .grouped(value)
        case .number: return .number(value.isEmpty ? nil : DecimalNumber(value))
        }
    }
}
