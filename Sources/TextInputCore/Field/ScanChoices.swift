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
