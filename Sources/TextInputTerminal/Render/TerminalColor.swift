/// A colour as a terminal takes it.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 16 basic colours (0–7 normal, 8–15 bright).
    case basic(UInt8)
    /// One of the 256 indexed colours.
    case indexed(UInt8)
    /// 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// A colour from "#RRGGBB".
    static func hex(_ value: UInt32) -> TerminalColor {
        .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}
