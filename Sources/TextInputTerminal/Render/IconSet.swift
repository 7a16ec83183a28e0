import TextInputCore

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
    /// The glyphs before a warning, a success and an information message
    /// (an error is marked by the error accessory and its colour).
    public var warning: String = "▲", success: String = "✓", information: String = "i"
    /// Marks text scrolled off to the left and right.
    public var moreLeft: Character, moreRight: Character


    /// Rounded box drawing and symbols: ✕ clear, ⚠ error, ◉ show and ◎ hide
    /// the password, ▥ scan (≣ a text scan), … a custom action; ▲ before a
    /// warning, ✓ before a success and i before information.
    public static let unicode = IconSet(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│", dashed: "╌", thumb: "┃",
        clear: "✕", error: "⚠", show: "◉", hide: "◎", scan: "▥", action: "…", scanText: "≣", moreLeft: "‹", moreRight: "›")

    /// ASCII only: `+-|` boxes, `x` clear, `!` error, `show`/`hide`, `scan` (`ocr` for text), `...`; `!`, `+` and
    /// `i` before a warning, a success and information.
    public static let ascii = IconSet(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|", dashed: ".", thumb: "#",
        clear: "x", error: "!", show: "show", hide: "hide", scan: "scan", action: "...", scanText: "ocr", warning: "!", success: "+",
        information: "i", moreLeft: "<", moreRight: ">")

    /// Unicode when the locale is UTF-8 (`LC_ALL`, `LC_CTYPE` or `LANG`
    /// names UTF-8) and the terminal is not the Linux console; else ASCII.
    public static func detect(environment: [String: String]) -> IconSet {
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let utf8 = locale.lowercased().contains("utf-8") || locale.lowercased().contains("utf8")
        return utf8 && environment["TERM"] != "linux" ? .unicode : .ascii
    }

    /// The glyph before a message of `severity` (none before an error).
    public func glyph(for severity: MessageSeverity) -> String? {
        switch severity {
        case .error: return nil
        case .warning: return warning
        case .success: return success
        case .information: return information
        }
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
