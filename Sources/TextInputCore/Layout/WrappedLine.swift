/// One line of wrapped text.
///
/// Lines cover the text in order. A soft-wrapped line ends where the next
/// begins; a line ended by a hard line break stops before the break, and the
/// next line begins after it.
public struct WrappedLine: Sendable, Equatable {
    /// The line's UTF-16 offsets in the wrapped text, without its line break.
    public var range: Range<Int>
    /// The line's width in the measurer's units, spaces at its end included.
    ///
    /// Spaces after the last word hang: they stay on the line they follow
    /// even when they pass the wrap width, so a line can be wider than the
    /// width by its trailing spaces (and a single character wider than the
    /// width sits alone on a line). Renderers clip what passes the edge.
    public var width: Int
    /// Whether a hard line break ("\n") ends the line.
    public var endsWithNewline: Bool

    /// Creates a line.
    public init(range: Range<Int>, width: Int, endsWithNewline: Bool) {
        self.range = range
        self.width = width
        self.endsWithNewline = endsWithNewline
    }

    /// The line's text in `source`, which must be the text that was wrapped.
    public func text(in source: String) -> Substring {
        let lower = String.Index(utf16Offset: range.lowerBound, in: source)
        let upper = String.Index(utf16Offset: range.upperBound, in: source)
        return source[lower..<upper]
    }
}
