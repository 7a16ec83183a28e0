/// Text laid out to fit an unfocused field, with what was hidden.
public struct FittedText: Sendable, Equatable {
    /// The lines to draw, each at most the width wide (a character wider
    /// than the whole width is left out, or replaced by "…" when truncating).
    public var lines: [String]
    /// Whether text was cut off without an ellipsis: past the width
    /// (``LineBreakMode/clip``) or below the last line (wrapping).
    public var isClipped: Bool
    /// Whether text was replaced by an ellipsis ("…").
    public var isTruncated: Bool

    /// Creates fitted text.
    public init(lines: [String], isClipped: Bool, isTruncated: Bool) {
        self.lines = lines
        self.isClipped = isClipped
        self.isTruncated = isTruncated
    }

    /// Whether to offer an expansion tooltip with the full text, as the HIG
    /// suggests for clipped or truncated text.
    public var needsExpansionTooltip: Bool { isClipped || isTruncated }
}
