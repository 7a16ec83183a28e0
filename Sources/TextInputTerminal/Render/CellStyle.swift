/// How a cell is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text colour.
    public var foreground: TerminalColor
    /// The cell's background.
    public var background: TerminalColor
    /// Bold.
    public var bold: Bool
    /// Faint (dim): disabled fields, placeholders.
    public var faint: Bool
    /// Italic: placeholders.
    public var italic: Bool
    /// Underlined: marked (IME) text.
    public var underline: Bool
    /// Reverse video: the selection.
    public var reverse: Bool

    /// Creates a style.
    public init(foreground: TerminalColor = .default, background: TerminalColor = .default, bold: Bool = false,
                faint: Bool = false, italic: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.faint = faint
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default look.
    public static let plain = CellStyle()

    /// The SGR sequence that sets exactly this style (it starts with a reset).
    public var sgr: [UInt8] {
        var parameters = "0"
        if bold { parameters += ";1" }
        if faint { parameters += ";2" }
        if italic { parameters += ";3" }
        if underline { parameters += ";4" }
        if reverse { parameters += ";7" }
        parameters += Self.colorParameters(foreground, background: false)
        parameters += Self.colorParameters(background, background: true)
        return Array("\u{1B}[\(parameters)m".utf8)
    }

    private static func colorParameters(_ color: TerminalColor, background: Bool) -> String {
        switch color {
        case .default: return ""
        case let .basic(index):
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return ";\(base + Int(index % 8))"
        case let .indexed(index): return background ? ";48;5;\(index)" : ";38;5;\(index)"
        case let .rgb(red, green, blue): return background ? ";48;2;\(red);\(green);\(blue)" : ";38;2;\(red);\(green);\(blue)"
        }
    }

    /// A short description for snapshots: "fg=#223548 bg=default bold".
    public var summary: String {
        var parts = ["fg=\(Self.describe(foreground))", "bg=\(Self.describe(background))"]
        if bold { parts.append("bold") }
        if faint { parts.append("faint") }
        if italic { parts.append("italic") }
        if underline { parts.append("underline") }
        if reverse { parts.append("reverse") }
        return parts.joined(separator: " ")
    }

    private static func describe(_ color: TerminalColor) -> String {
        switch color {
        case .default: return "default"
        case let .basic(index): return "basic\(index)"
        case let .indexed(index): return "idx\(index)"
        case let .rgb(red, green, blue):
            let hex = (Int(red) << 16) | (Int(green) << 8) | Int(blue)
            let digits = String(hex, radix: 16, uppercase: true)
            return "#" + String(repeating: "0", count: 6 - digits.count) + digits
        }
    }
}
