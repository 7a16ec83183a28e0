import TextInputCore

/// How many colours the terminal shows.
public enum ColorDepth: String, Sendable, CaseIterable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The xterm 256-colour palette (`TERM` ending in `256color`).
    case indexed256
    /// The 16 basic colours.
    case basic16
    /// No colour at all (`NO_COLOR` set, or `TERM=dumb`): attributes only.
    case none

    /// The depth a terminal with this environment supports: `NO_COLOR`
    /// (any non-empty value) and `TERM=dumb` mean none; `COLORTERM`
    /// `truecolor`/`24bit` means 24-bit; a `TERM` containing `256color`
    /// means 256; anything else 16.
    public static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") { return .indexed256 }
        return .basic16
    }
}

/// Light or dark terminal background.
public enum Appearance: String, Sendable, CaseIterable {
    /// A light background (dark text).
    case light
    /// A dark background (light text).
    case dark

    /// From `COLORFGBG` ("15;0": light text on a dark background): a
    /// background of 7 or 15 is light; anything else, or no variable, dark.
    public static func detect(environment: [String: String]) -> Appearance {
        guard let value = environment["COLORFGBG"], let background = value.split(separator: ";").last.flatMap({ Int($0) }) else {
            return .dark
        }
        return background == 7 || background == 15 ? .light : .dark
    }
}

/// The glyphs for box borders and accessory icons: Unicode, or plain ASCII
/// for terminals and fonts without them.
public struct IconSet: Sendable, Hashable {
    /// The corners: top-left, top-right, bottom-left, bottom-right.
    public var topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    /// Horizontal and vertical border lines.
    public var horizontal: Character, vertical: Character
    /// The dashed horizontal line of a read-only field without colour.
    public var dashed: Character
    /// The scroll bar's thumb in a note's right border.
    public var thumb: Character
    /// Accessory glyphs.
    public var clear: String, error: String, show: String, hide: String, scan: String, action: String
    /// The scan glyph of a field that scans printed text (OCR).
    public var scanText: String
    /// Marks text scrolled off to the left and right.
    public var moreLeft: Character, moreRight: Character


    /// Rounded box drawing and symbols: ✕ clear, ⚠ error, ◉ show and ◎ hide
    /// the password, ▥ scan (≣ a text scan), … a custom action.
    public static let unicode = IconSet(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│", dashed: "╌", thumb: "┃",
        clear: "✕", error: "⚠", show: "◉", hide: "◎", scan: "▥", action: "…", scanText: "≣", moreLeft: "‹", moreRight: "›")

    /// ASCII only: `+-|` boxes, `x` clear, `!` error, `show`/`hide`, `scan` (`ocr` for text), `...`.
    public static let ascii = IconSet(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|", dashed: ".", thumb: "#",
        clear: "x", error: "!", show: "show", hide: "hide", scan: "scan", action: "...", scanText: "ocr", moreLeft: "<", moreRight: ">")

    /// Unicode when the locale is UTF-8 (`LC_ALL`, `LC_CTYPE` or `LANG`
    /// names UTF-8) and the terminal is not the Linux console; else ASCII.
    public static func detect(environment: [String: String]) -> IconSet {
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let utf8 = locale.lowercased().contains("utf-8") || locale.lowercased().contains("utf8")
        return utf8 && environment["TERM"] != "linux" ? .unicode : .ascii
    }

    /// The glyph of an accessory (the visibility toggle's depends on whether
    /// the text is hidden: it shows what tapping does; the scan's on what it reads).
    public func glyph(for accessory: FieldAccessory, textHidden: Bool, scanKind: ScanKind = .barcode) -> String {
        switch accessory {
        case .clear: return clear
        case .error: return error
        case .visibility: return textHidden ? show : hide
        case .scan: return scanKind == .text ? scanText : scan
        case .action: return action
        }
    }
}

/// Colours and attributes for every part of a field, from the SAP Fiori
/// tokens the web theme uses, at the terminal's colour depth.
///
/// | role | light | dark |
/// | --- | --- | --- |
/// | primary label (labels, values) | #223548 | #F5F6F7 |
/// | tertiary label (placeholder, helper, counter, resting border) | #5B738B | #A9B4BE |
/// | negative (errors) | #AA0808 | #FF5C77 |
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
        case primary, tertiary, negative, tint, readOnlyFill
    }

    static func rgb(_ token: Token, _ appearance: Appearance) -> UInt32 {
        let light = appearance == .light
        switch token {
        case .primary: return light ? 0x223548 : 0xF5F6F7
        case .tertiary: return light ? 0x5B738B : 0xA9B4BE
        case .negative: return light ? 0xAA0808 : 0xFF5C77
        case .tint: return light ? 0x0070F2 : 0x4DB1FF
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
