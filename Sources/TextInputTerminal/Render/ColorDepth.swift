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
