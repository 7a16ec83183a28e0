/// Why an edit, or part of it, was refused.
///
/// Every refusal says what the user can do instead; ``message`` is the
/// English text (localised strings live with the field model).
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
    public enum ExpectedInput: String, Sendable, Hashable, Codable {
        case digit, letter, letterOrDigit, number
        /// Printable text: no control characters (and no line breaks in a single-line field).
        case text
    }

    /// A short English explanation that tells the user how to proceed.
    public var message: String {
        switch self {
        case let .invalidCharacter(character, expected):
            let what: String
            switch expected {
            case .digit: what = "Enter digits only"
            case .letter: what = "Enter a letter here"
            case .letterOrDigit: what = "Enter letters or digits only"
            case .number: what = "Enter a number"
            case .text: what = "Enter printable text"
            }
            return "\(what); \"\(character.unicodeScalars.map { $0.properties.isWhitespace || $0.properties.generalCategory == .control ? "U+" + String($0.value, radix: 16, uppercase: true) : String($0) }.joined())\" is not accepted here."
        case let .formatFull(maxLength):
            return "The value is complete (\(maxLength) characters); delete a character to change it."
        case let .limitReached(max):
            return "Character limit reached (\(max)); delete characters to enter more."
        case let .tooManyFractionDigits(max):
            return "Enter at most \(max) digits after the decimal separator."
        case let .tooManyIntegerDigits(max):
            return "Enter at most \(max) digits before the decimal separator."
        case .negativeNotAllowed:
            return "Enter a positive number."
        case .noFractionAllowed:
            return "Enter a whole number; this currency has no decimal places."
        case .notEditable:
            return "This field cannot be edited."
        }
    }
}
