/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt / Option / Meta (an ESC prefix, or the modifier parameter).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)

    /// Modifiers from an xterm modifier parameter (1 + bits: 1 shift,
    /// 2 alt, 4 control, 8 meta), as in `CSI 1;5C` for Control-Right.
    init(parameter: Int) {
        let bits = max(0, parameter - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}
