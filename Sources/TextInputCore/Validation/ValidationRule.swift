/// What a validation checks: a built-in rule, or your own closure.
///
/// ```swift
/// let rules: [ValidationRule] = [
///     .required, .email, .range(min: 0, max: DecimalNumber("99.99")), .pattern("[0-9]{5}"),
///     .custom("notAdmin") { $0 == "admin" ? "Choose another user name; admin is reserved." : nil },
/// ]
/// ```
public enum ValidationRule: Sendable, Hashable {
    /// A value is required.
    case required
    /// An email address (local@domain.tld).
    case email
    /// Fails when an email address's domain looks like a slip of a common
    /// mail domain ("jane@gmial.com"), with the message "Did you mean
    /// jane@gmail.com?": meant as a warning (``Validation/severity``), since
    /// the address may be right. Passes anything that is not an address.
    case emailTypo
    /// Only the digits 0–9.
    case digitsOnly
    /// The whole value matches a regular expression (``ValidationPattern``
    /// describes the syntax; a field refuses a pattern it cannot compile).
    case pattern(String)
    /// At least this many characters.
    case minLength(Int)
    /// At most this many characters.
    case maxLength(Int)
    /// A number within bounds (either may be nil), compared exactly.
    case range(min: DecimalNumber?, max: DecimalNumber?)
    /// A number a stepper allows (``NumberStepper``): within its minimum and
    /// maximum and on the grid `min + k·step` (`0 + k·step` without a minimum),
    /// compared exactly. Its message names the nearest allowed values. A
    /// number field with a stepper checks it on blur by itself.
    case step(NumberStepper)
    /// A date field's value (``TextFormat/date(_:)``): a whole, real day
    /// (its value an ISO date), within `min` and `max`. A date field checks
    /// it on blur by itself.
    case date(min: CalendarDate?, max: CalendarDate?)
    /// A payment card number with a valid Luhn check digit.
    case luhn
    /// An IBAN with a valid ISO 13616 checksum and country length.
    case iban
    /// A phone number (E.164, as a phone field's value) with a calling code
    /// and as many digits as numbers of that code have (libphonenumber's
    /// possible lengths). A phone field checks it on blur by itself.
    case phone
    /// Your own check (``CustomRule``).
    case custom(CustomRule)

    /// Your own check: `check` returns nil for a valid value, or the message
    /// to show (say how to fix it). Rules compare equal by `name`.
    public static func custom(_ name: String, _ check: @escaping @Sendable (String) -> String?) -> ValidationRule {
        .custom(CustomRule(name, check: check))
    }
}
