/// How a field turns what the user types into displayed text and a value.
///
/// Every format works as you type and keeps the caret right after the
/// character just typed, or where a deleted character was.
///
/// ```swift
/// let phone = TextFormat.mask("(###) ###-####")
/// let price = TextFormat.number(.init(style: .currency, currency: "EUR"))
/// ```
public enum TextFormat: Sendable, Hashable {
    /// Plain text. Single-line fields drop newlines, tabs, other control
    /// characters and bidi override/embedding/isolate controls; multi-line
    /// fields keep newlines (CR and CRLF become LF).
    case plain
    /// Grouped characters from a pattern: `#` a digit, `@` a letter, `*` a
    /// letter or digit, `\` escapes the next character, anything else is a
    /// literal inserted automatically. The value excludes literals.
    case mask(String)
    /// A payment card number: the brand from the prefix decides grouping
    /// (Visa 4-4-4-4, Amex 4-6-5, ...) and the maximum length.
    case card
    /// An IBAN: upper-cased, groups of four, per-country length.
    case iban
    /// A phone number of any country, formatted as you type the way
    /// libphonenumber formats it for the region ("030 123456" in Germany,
    /// "(201) 555-0123" in the US, "+44 7400 123456" for any number typed
    /// with "+"); its value is E.164 ("+4930123456").
    case phone(PhoneFormat)
    /// A decimal, percent or currency number formatted for the locale.
    case number(NumberFormat)
    /// Plain text transformed to upper or lower case as it is typed.
    case letterCase(LetterCase)
    /// A date typed as people of the field's locale write it with digits
    /// (12/31/2026 in the US, 31.12.2026 in Germany, 2026/12/31 in Japan,
    /// ١٢/٣١/٢٠٢٦ in Arabic, 1405/10/10 in Iran's calendar), checked at blur for
    /// a real day and ``DateFormat``'s bounds; its value is the ISO 8601
    /// date (`2026-12-31`) once it names a real day.
    case date(DateFormat)
    /// A format of your own (``CustomFormat``), such as a date.
    case custom(CustomFormat)

    /// The case transform of ``TextFormat/letterCase(_:)``.
    public enum LetterCase: String, Sendable, Hashable {
        case upper, lower
    }
}
