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

/// Which wrapped lines of a note are on screen.
///
/// Call ``update(previous:totalLines:caretLine:policy:)`` after every edit,
/// caret move and width change, passing the previous ``firstLine``: the
/// field grows as text wraps, stops at its maximum height, then scrolls just
/// enough to keep the caret's line visible, and shrinks again as text is
/// deleted.
///
/// ```swift
/// let cells = MonospaceCellMeasurer()
/// let lines = TextWrapper.wrap(text, width: 40, mode: .word, measurer: cells)
/// let caret = TextWrapper.location(ofOffset: caretOffset, in: lines)
/// viewport = NoteViewport.update(previous: viewport.firstLine, totalLines: lines.count,
///                                caretLine: caret.line, policy: .growing())
/// let shown = lines[viewport.visibleRange]
/// ```
public struct NoteViewport: Sendable, Equatable {
    /// The first line shown (0-based).
    public var firstLine: Int
    /// The field's height in lines; can exceed the lines of text (an empty
    /// note is still three lines tall), the renderer leaves those blank.
    public var visibleLines: Int
    /// How many lines the text has.
    public var totalLines: Int
    /// Whether the text is taller than the field, so it scrolls vertically
    /// (and shows a scroll bar).
    public var scrolls: Bool

    /// Creates a viewport.
    public init(firstLine: Int, visibleLines: Int, totalLines: Int, scrolls: Bool) {
        self.firstLine = firstLine
        self.visibleLines = visibleLines
        self.totalLines = totalLines
        self.scrolls = scrolls
    }

    /// The lines of text on screen: `firstLine` up to the field's bottom or
    /// the last line, whichever comes first.
    public var visibleRange: Range<Int> {
        firstLine..<max(firstLine, min(totalLines, firstLine + visibleLines))
    }

    /// The viewport after an edit, a caret move or a resize.
    ///
    /// - Parameters:
    ///   - firstLine: The previous first line shown (0 at first).
    ///   - totalLines: The text's line count from ``TextWrapper/wrap(_:width:mode:measurer:)``
    ///     (at least 1).
    ///   - caretLine: The caret's line from ``TextWrapper/location(ofOffset:in:)``,
    ///     or `nil` when the field is not focused (nothing to keep visible).
    ///   - policy: The field's height policy.
    /// - Returns: A viewport that scrolls as little as possible: up to the
    ///   caret's line when it is above, so that it is the last line shown
    ///   when it is below, and back when the text gets shorter, so there are
    ///   no blank lines after the last line of a text that fills the field.
    public static func update(
        previous firstLine: Int, totalLines: Int, caretLine: Int?, policy: NoteHeightPolicy
    ) -> NoteViewport {
        let total = max(1, totalLines)
        let visible = policy.visibleLines(totalLines: total)
        var first = min(max(0, firstLine), max(0, total - visible))
        if let caretLine {
            let caret = min(max(0, caretLine), total - 1)
            if caret < first {
                first = caret
            } else if caret >= first + visible {
                first = caret - visible + 1
            }
        }
        return NoteViewport(firstLine: first, visibleLines: visible, totalLines: total, scrolls: total > visible)
    }
}
