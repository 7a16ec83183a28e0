/// A field's value, typed by its format: what an app stores.
///
/// ```swift
/// switch price.typedValue {
/// case let .number(amount?): save(amount)            // exact: DecimalNumber("1234.5")
/// case .number(nil): break                           // left empty
/// case let .grouped(digits): save(digits)            // "5551234567", "DE89370400440532013000"
/// case let .phone(number): save(number.e164)         // "+4930123456", region "DE"
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
    /// A phone field's number: E.164 and the region it belongs to.
    case phone(PhoneNumber)

    /// The value as the driver and ``InputField/value`` spell it: the text,
    /// the raw characters, or the canonical number ("" when empty).
    public var description: String {
        switch self {
        case let .text(text), let .grouped(text): return text
        case let .number(number): return number?.description ?? ""
        case let .phone(number): return number.e164
        }
    }

    /// Whether the field holds nothing.
    public var isEmpty: Bool {
        switch self {
        case let .text(text), let .grouped(text): return text.isEmpty
        case let .number(number): return number == nil
        case let .phone(number): return number.e164.isEmpty
        }
    }
}

extension InputField {
    /// The value typed by the field's format (``FieldValue``).
    public var typedValue: FieldValue {
        let value = editor.value
        switch configuration.format {
        case .plain, .letterCase, .custom, .date: return .text(value)
        case .mask, .card, .iban: return .grouped(value)
        case .number: return .number(value.isEmpty ? nil : DecimalNumber(value))
        case .phone:
            guard case let .phone(box)? = editor.formatter else { return .phone(PhoneNumber(e164: value, region: nil)) }
            return .phone(box.formatter.number(value))
        }
    }
}

/// A phone number as a phone field holds it (``FieldValue/phone(_:)``).
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number in E.164 ("+4930123456") once its calling code is known;
    /// before that the digits as typed ("+4"), "" for none.
    public var e164: String
    /// The region the number belongs to ("DE"; "CA" for +1 416…, "GG" for
    /// +44 1481…), nil where libphonenumber's data cannot tell or the number is
    /// not complete enough.
    public var region: String?

    /// Creates a phone number value.
    public init(e164: String, region: String?) {
        self.e164 = e164
        self.region = region
    }

    public var description: String { e164 }
}
