/// Why an edit, or part of it, was refused.
///
/// Every refusal says what the user can do instead:
/// ``Localizer/message(for:)`` gives the text in the field's language.
public enum EditRejection: Sendable, Equatable, Hashable {
    /// The character fits no position of the format; `expected` says what would.
    case invalidCharacter(String, expected: ExpectedInput)
    /// The format is complete: it has no slot left for another character.
    case formatFull(maxLength: Int)
    /// The character limit (policy `stop`) is reached.
    case limitReached(max: Int)
    /// A number already has its maximum number of fraction digits.
    case tooManyFractionDigits(max: Int)
    /// A number already has its maximum number of integer digits.
    case tooManyIntegerDigits(max: Int)
    /// This number field does not take negative values.
    case negativeNotAllowed
    /// This number format has no fraction digits (for example JPY).
    case noFractionAllowed
    /// The field is read-only or disabled.
    case notEditable

    /// What a format expects at a position.
    public enum ExpectedInput: String, Sendable, Hashable, CaseIterable {
        case digit, letter, letterOrDigit, number
        /// Printable text: no control characters (and no line breaks in a single-line field).
        case text
    }
}
