import TextInputCore

/// Colours and attributes for every part of a field, from the SAP Fiori
/// tokens the web theme uses, at the terminal's colour depth.
///
/// | role | light | dark |
/// | --- | --- | --- |
/// | primary label (labels, values) | #223548 | #F5F6F7 |
/// | tertiary label (placeholder, helper, counter, resting border) | #5B738B | #A9B4BE |
/// | negative (errors) | #AA0808 | #FF5C77 |
/// | critical (warnings) | #B44F00 | #FFAB1D |
/// | positive (success) | #256F3A | #5DC122 |
/// | information | #0064D9 | #89D1FF |
/// | tint (focus, scroll bar) | #0070F2 | #4DB1FF |
/// | read-only fill: #8396A8 at 9% over the background | #F4F6F7 | #1C2229 |
///
/// In 256 colours each is the nearest palette entry; in 16 colours they are
/// default, bright black, red, blue and a gray background; with no colour,
/// attributes carry the meaning (bold focus and errors, faint placeholders).
public struct Theme: Sendable, Hashable {
    /// The colour depth.
    public var depth: ColorDepth
    /// The background the colours are for.
    public var appearance: Appearance
    /// Glyphs.
    public var icons: IconSet

    /// Creates a theme.
    public init(depth: ColorDepth, appearance: Appearance = .dark, icons: IconSet = .unicode) {
        self.depth = depth
        self.appearance = appearance
        self.icons = icons
    }

    /// The theme for an environment (`NO_COLOR`, `COLORTERM`, `TERM`,
    /// `COLORFGBG`, `LANG`).
    public static func detect(environment: [String: String]) -> Theme {
        Theme(depth: .detect(environment: environment), appearance: .detect(environment: environment),
              icons: .detect(environment: environment))
    }

    /// The Fiori tokens, as 24-bit values.
    enum Token {
        case primary, tertiary, negative, tint, readOnlyFill, critical, positive, information
    }

    static func rgb(_ token: Token, _ appearance: Appearance) -> UInt32 {
        let light = appearance == .light
        switch token {
        case .primary: return light ? 0x223548 : 0xF5F6F7
        case .tertiary: return light ? 0x5B738B : 0xA9B4BE
        case .negative: return light ? 0xAA0808 : 0xFF5C77
        case .tint: return light ? 0x0070F2 : 0x4DB1FF
        case .critical: return light ? 0xB44F00 : 0xFFAB1D
        case .positive: return light ? 0x256F3A : 0x5DC122
        case .information: return light ? 0x0064D9 : 0x89D1FF
        case .readOnlyFill: return blend(0x8396A8, over: light ? 0xFFFFFF : 0x12171C, alpha: 0.09)
        }
    }

    /// `color` at `alpha` over `background`.
    static func blend(_ color: UInt32, over background: UInt32, alpha: Double) -> UInt32 {
        var result: UInt32 = 0
        for shift in [16, 8, 0] as [UInt32] {
            let top = Double(color >> shift & 0xFF)
            let bottom = Double(background >> shift & 0xFF)
            result |= UInt32((top * alpha + bottom * (1 - alpha)).rounded()) << shift
        }
        return result
    }

    /// A token at this theme's depth.
    func color(_ token: Token) -> TerminalColor {
        let value = Self.rgb(token, appearance)
        switch depth {
        case .trueColor: return .hex(value)
        case .indexed256: return .indexed(Self.nearest256(value))
        case .basic16:
            let light = appearance == .light
            switch token {
            case .primary: return .default
            case .tertiary: return .basic(8)
            case .negative: return .basic(light ? 1 : 9)
            case .tint: return .basic(light ? 4 : 12)
            case .critical: return .basic(light ? 3 : 11)
            case .positive: return .basic(light ? 2 : 10)
            case .information: return .basic(light ? 4 : 14)
            case .readOnlyFill: return .basic(light ? 7 : 0)
            }
        case .none: return .default
        }
    }

    /// The nearest entry of the xterm 256-colour palette (the 6×6×6 cube
    /// or the gray ramp), by squared distance.
    static func nearest256(_ value: UInt32) -> UInt8 {
        let red = Int(value >> 16 & 0xFF), green = Int(value >> 8 & 0xFF), blue = Int(value & 0xFF)
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ component: Int) -> Int {
            levels.indices.min { abs(levels[$0] - component) < abs(levels[$1] - component) } ?? 0
        }
        let (r, g, b) = (level(red), level(green), level(blue))
        func distance(_ a: (Int, Int, Int)) -> Int {
            (a.0 - red) * (a.0 - red) + (a.1 - green) * (a.1 - green) + (a.2 - blue) * (a.2 - blue)
        }
        let cube = (levels[r], levels[g], levels[b])
        let average = (red + green + blue) / 3
        let grayIndex = max(0, min(23, (average - 8 + 5) / 10))
        let grayLevel = 8 + 10 * grayIndex
        if distance((grayLevel, grayLevel, grayLevel)) < distance(cube) {
            return UInt8(232 + grayIndex)
        }
        return UInt8(16 + 36 * r + 6 * g + b)
    }

    var hasColor: Bool { depth != .none }

    // MARK: Styles by role

    /// A field label.
    func label(focused: Bool) -> CellStyle { CellStyle(foreground: color(.primary), bold: focused) }
    /// The required marker "*" (negative) or "(optional)" (tertiary).
    func marker(required: Bool) -> CellStyle { CellStyle(foreground: color(required ? .negative : .tertiary)) }
    /// The value as typed.
    func value(readOnly: Bool) -> CellStyle {
        CellStyle(foreground: color(.primary), background: readOnly && hasColor ? color(.readOnlyFill) : .default)
    }
    /// Prefix and suffix.
    func affix(readOnly: Bool) -> CellStyle {
        CellStyle(foreground: color(.tertiary), background: readOnly && hasColor ? color(.readOnlyFill) : .default)
    }
    /// Placeholder: dim italic.
    func placeholder(readOnly: Bool) -> CellStyle {
        CellStyle(foreground: color(.tertiary), background: readOnly && hasColor ? color(.readOnlyFill) : .default,
                  faint: true, italic: true)
    }
    /// The box border for a role.
    func border(_ role: StyleRoles.Border) -> CellStyle {
        switch role {
        case .rest: return CellStyle(foreground: color(.tertiary))
        case .focused: return CellStyle(foreground: color(.tint), bold: !hasColor)
        case .error: return CellStyle(foreground: color(.negative), bold: !hasColor)
        case .none: return CellStyle(foreground: color(.tertiary), faint: !hasColor)
        case .warning: return CellStyle(foreground: color(.critical), bold: !hasColor)
        case .success: return CellStyle(foreground: color(.positive))
        case .information: return CellStyle(foreground: color(.information))
        }
    }
    /// A message in its tone's colour: errors bold without colour, warnings
    /// too (the glyph before a warning, success or information says which).
    func message(_ tone: InfoMessage.Tone) -> CellStyle {
        switch tone {
        case .neutral: return helper
        case .negative: return negative
        case .critical: return CellStyle(foreground: color(.critical), bold: !hasColor)
        case .positive: return CellStyle(foreground: color(.positive))
        case .informative: return CellStyle(foreground: color(.information))
        }
    }
    /// Helper, read-only hint and limit messages.
    var helper: CellStyle { CellStyle(foreground: color(.tertiary)) }
    /// Error messages and the error icon.
    var negative: CellStyle { CellStyle(foreground: color(.negative), bold: !hasColor) }
    /// The counter.
    func counter(_ role: StyleRoles.Counter) -> CellStyle { role == .negative ? negative : helper }
    /// Accessory icons other than error.
    var accessory: CellStyle { CellStyle(foreground: color(.tint)) }
    /// The scroll bar thumb.
    var thumb: CellStyle { CellStyle(foreground: color(.tint)) }
    /// The form's title.
    var title: CellStyle { CellStyle(foreground: color(.primary), bold: true) }
    /// The status line.
    var status: CellStyle { CellStyle(foreground: color(.tertiary)) }
    /// A message in the status line about refused input.
    var statusAlert: CellStyle { negative }
    /// The submit button.
    var button: CellStyle { CellStyle(foreground: color(.tint), bold: true) }
}
