/// How tall a note field is, in lines of text.
///
/// The guidelines' note form cell shows three lines and grows to six as the
/// user types, then scrolls (``growing(min:max:)``); with accessories such as
/// attachments below it, its height is fixed and it scrolls (``fixed(_:)``);
/// read-only, it grows past the maximum so the whole value shows without
/// scrolling (``unlimited``).
public enum NoteHeightPolicy: Sendable, Hashable {
    /// Grows with the text from `min` to `max` lines, then scrolls.
    case growing(min: Int = 3, max: Int = 6)
    /// Always `lines` tall; scrolls when the text is longer.
    case fixed(Int = 3)
    /// Shows every line, at least three: for read-only notes.
    case unlimited

    /// The guidelines' policy for a note configuration: ``unlimited`` when
    /// read-only (the value shows without scrolling, even with accessories
    /// below), a fixed three lines with accessories below
    /// (``FieldConfiguration/hasAccessoriesBelow``), else growing from three
    /// to six lines.
    public init(_ configuration: FieldConfiguration) {
        if configuration.isReadOnly {
            self = .unlimited
        } else if configuration.hasAccessoriesBelow {
            self = .fixed()
        } else {
            self = .growing()
        }
    }

    /// How many lines the field shows for a text of `totalLines` lines.
    ///
    /// Growing: `totalLines` clamped to `min...max`; fixed: its height;
    /// unlimited: `totalLines`, at least 3. Heights below 1 count as 1, and
    /// a `max` below `min` as `min`.
    public func visibleLines(totalLines: Int) -> Int {
        switch self {
        case let .growing(minimum, maximum):
            let low = Swift.max(1, minimum)
            return Swift.min(Swift.max(totalLines, low), Swift.max(low, maximum))
        case let .fixed(lines):
            return Swift.max(1, lines)
        case .unlimited:
            return Swift.max(totalLines, 3)
        }
    }
}
