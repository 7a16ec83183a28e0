import TextInputCore

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
