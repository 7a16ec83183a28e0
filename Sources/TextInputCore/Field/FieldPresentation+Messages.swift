// What a field shows besides its text: its state, the message below it, the counter, the required marker and a
// scan's codes to choose from.

/// The marker next to a field's label.
public enum Marker: Sendable, Hashable {
    /// Required: an asterisk (decorative; the accessible name says "required").
    case required
    /// Optional, in a form that marks its optional fields: the localised
    /// "(optional)", which is read out with the label.
    case optional(String)

    /// The marker as shown: "*" or the localised "(optional)".
    public var text: String {
        switch self {
        case .required: return "*"
        case let .optional(text): return text
        }
    }
}

/// How a form marks which fields need a value (the guidelines: an asterisk
/// on required fields, or "(optional)" on optional ones when they are fewer).
public enum RequiredMarking: Sendable, Hashable {
    /// Required fields get an asterisk (a standalone field's default).
    case asterisks
    /// Optional fields get "(optional)"; required ones no marker.
    case optionalFields
}

/// Codes of one scan, while the user picks one.
public struct ScanChoices: Sendable, Hashable {
    /// The localised prompt: "Several codes found. Choose one:".
    public var prompt: String
    /// The distinct codes, in the scanner's order.
    public var codes: [String]
    /// The highlighted code (Up/Down; Return picks it).
    public var highlighted: Int

    /// Creates scan choices.
    public init(prompt: String, codes: [String], highlighted: Int = 0) {
        self.prompt = prompt
        self.codes = codes
        self.highlighted = highlighted
    }

    /// Each code on one line, as a chooser shows it (a QR code may hold
    /// several lines): line breaks, tabs and other control characters
    /// become spaces. The pick is by index, so the code itself goes into
    /// the field whole.
    public var lines: [String] { codes.map(Self.oneLine) }

    /// `text` on one line, as ``lines`` shows a code.
    public static func oneLine(_ text: String) -> String {
        // Control characters (general category Cc: U+0000-001F, U+007F-009F) and the line and paragraph separators.
        guard text.unicodeScalars.contains(where: isLineBreaking) else { return text }
        var line = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { line.append(isLineBreaking(scalar) ? " " : scalar) }
        return String(line)
    }

    private static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

/// The interaction state a field shows.
public enum FieldState: String, Sendable, CaseIterable {
    case normal, error, readOnly, disabled
}

/// The single message below a field.
public struct InfoMessage: Sendable, Hashable {
    /// What the message is: priority leftOut > error > limit > helper > readOnly.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A paste, a fill or the configured value had characters the format
        /// or limit could not take (``InputField/leftOut``): shown until the next edit.
        case leftOut
        case error, limit, helper, readOnly
    }
    /// How the message is coloured: renderers map tones to colours.
    public enum Tone: String, Sendable, Hashable, CaseIterable {
        /// The helper colour: helper text, "Read-only field", a reached `stop` limit.
        case neutral
        /// The negative (error) colour: an error, or text over an `allowOver` limit.
        case negative
    }
    /// The kind.
    public var kind: Kind
    /// The text.
    public var text: String
    /// The tone: ``Tone/negative`` for errors and an exceeded limit.
    public var tone: Tone

    /// Creates a message; the tone defaults to negative for errors.
    public init(kind: Kind, text: String, tone: Tone? = nil) {
        self.kind = kind
        self.text = text
        self.tone = tone ?? (kind == .error || kind == .leftOut ? .negative : .neutral)
    }
}

/// The character counter "n/max".
public struct CounterPresentation: Sendable, Hashable {
    /// "12/100".
    public var text: String
    /// Whether the count is over the maximum (shown in the negative colour).
    public var isOver: Bool
    /// What a screen reader says: "12 of 100 characters".
    public var spoken: String

    /// Creates a counter.
    public init(text: String, isOver: Bool, spoken: String) {
        self.text = text
        self.isOver = isOver
        self.spoken = spoken
    }
}
