/// Where marked text sits in the displayed body, found without building the
/// displayed text: composing in a 10 MiB note costs what it costs in a short one.
extension FieldEditor {
    /// The part of the displayed body that composition changes: from the
    /// start of the Character before the marked text to the first Character
    /// boundary after it that the body has too. Marked text can join its
    /// neighbours (a combining accent joins the letter before it, a regional
    /// indicator pairs with the one after it), so the window reaches past the
    /// replaced range until the two texts agree again. Outside the window the
    /// displayed body is the body, shifted by ``delta`` after it.
    ///
    /// Plain text gets a local window. Formatted and hidden text is short, so
    /// its window is the whole body (``isWhole``), bullets included.
    struct CompositionWindow {
        /// Body offset where the window starts: a Character boundary of
        /// both texts.
        var lower: Int
        /// Body offset where the window ends: a Character boundary of both.
        var upper: Int
        /// The window's displayed text (marked text and its neighbours).
        var text: String
        /// The marked text's UTF-16 range in the displayed body, snapped
        /// outward to Character boundaries.
        var marked: Range<Int>
        /// Whether the window is the whole body.
        var isWhole: Bool

        /// Displayed UTF-16 length minus body UTF-16 length.
        var delta: Int { text.utf16.count - (upper - lower) }
        /// Displayed offset where the window ends.
        var displayedUpper: Int { lower + text.utf16.count }
    }

    /// The composition's window, or nil when not composing.
    var compositionWindow: CompositionWindow? {
        guard let composition else { return nil }
        let replacing = composition.replacing
        let marked = composition.text
        switch content {
        case let .plain(big) where !hidden:
            let range = bigRange(big, replacing)
            let lowerIndex = big.index(roundingDown: range.lowerBound)
            let start = lowerIndex > big.startIndex ? big.index(before: lowerIndex) : lowerIndex
            let lower = replacing.lowerBound - big.utf16.distance(from: start, to: range.lowerBound)
            var text = String(big[start..<range.lowerBound]) + marked
            let markedStart = replacing.lowerBound - lower
            let markedEnd = markedStart + marked.utf16.count
            // Take the body's Characters after the marked text until one of
            // their boundaries is a boundary of the displayed text too (a
            // boundary is decided by the text before it and one Character after).
            var end = big.index(roundingUp: range.upperBound)
            text += String(big[range.upperBound..<end])
            while end < big.endIndex {
                let next = big.index(after: end)
                let candidate = text + String(big[end..<next])
                if Self.isBoundary(text.utf16.count, in: candidate) { break }
                text = candidate
                end = next
            }
            let upper = replacing.upperBound + big.utf16.distance(from: range.upperBound, to: end)
            let snapped = Self.snap(markedStart, in: text, roundUp: false)..<Self.snap(markedEnd, in: text, roundUp: true)
            return CompositionWindow(lower: lower, upper: upper, text: text,
                                     marked: (lower + snapped.lowerBound)..<(lower + snapped.upperBound), isWhole: false)
        case let .plain(big):
            let range = bigRange(big, replacing)
            return Self.wholeWindow(head: String(big[..<range.lowerBound]), marked: marked,
                                    tail: String(big[range.upperBound...]), bodyLength: bodyLength, hidden: hidden)
        case let .formatted(_, rendering):
            let utf16 = rendering.text.utf16
            let lower = utf16.index(utf16.startIndex, offsetBy: replacing.lowerBound)
            let upper = utf16.index(utf16.startIndex, offsetBy: replacing.upperBound)
            return Self.wholeWindow(head: String(rendering.text[..<lower]), marked: marked,
                                    tail: String(rendering.text[upper...]), bodyLength: bodyLength, hidden: hidden)
        }
    }

    /// A window over the whole (short) body: the marked text between `head`
    /// and `tail`, shown as bullets when hidden.
    static func wholeWindow(head: String, marked: String, tail: String, bodyLength: Int, hidden: Bool) -> CompositionWindow {
        let merged = head + marked + tail
        let start = snap(head.utf16.count, in: merged, roundUp: false)
        let end = snap(head.utf16.count + marked.utf16.count, in: merged, roundUp: true)
        guard hidden else {
            return CompositionWindow(lower: 0, upper: bodyLength, text: merged, marked: start..<end, isWhole: true)
        }
        let utf16 = merged.utf16
        let lower = merged.distance(from: merged.startIndex, to: utf16.index(utf16.startIndex, offsetBy: start))
        let upper = merged.distance(from: merged.startIndex, to: utf16.index(utf16.startIndex, offsetBy: end))
        return CompositionWindow(lower: 0, upper: bodyLength, text: String(repeating: "•", count: merged.count),
                                 marked: lower..<upper, isWhole: true)
    }

    /// Whether UTF-16 `offset` is a Character boundary of a short `text`.
    static func isBoundary(_ offset: Int, in text: String) -> Bool {
        snap(offset, in: text, roundUp: false) == offset
    }

    /// Snaps a displayed-body offset (marked text included) to a Character
    /// boundary of the displayed body.
    func snapDisplayed(_ offset: Int, roundUp: Bool) -> Int {
        guard let window = compositionWindow else {
            if hidden { return max(0, min(offset, characterCountOfBody)) }
            return snap(offset, roundUp: roundUp)
        }
        if !window.isWhole, offset <= window.lower { return snap(offset, roundUp: roundUp) }
        if !window.isWhole, offset >= window.displayedUpper { return snap(offset - window.delta, roundUp: roundUp) + window.delta }
        let local = max(0, offset - window.lower)
        return window.lower + Self.snap(local, in: window.text, roundUp: roundUp)
    }

    /// The change composition makes to the displayed body, for a note's
    /// layout and a renderer's copy: the marked text `old` gives way to `new`
    /// (either may be nil, for no composition).
    mutating func recordCompositionChange(from old: Composition?, to new: Composition?) {
        guard case .plain = content, !hidden else {
            pendingChange.markEverything()
            return
        }
        // The old marked text gives back the range it replaced, then the new
        // one replaces its range; the two merge into one span.
        if let old {
            let lower = old.replacing.lowerBound
            pendingChange.add(replacing: lower..<(lower + old.text.utf16.count), insertedLength: old.replacing.count)
        }
        if let new {
            pendingChange.add(replacing: new.replacing, insertedLength: new.text.utf16.count)
        }
    }

    /// The part of the displayed body from UTF-16 `range.lowerBound` (a
    /// Character boundary) to the first Character boundary at or after
    /// `range.upperBound`, and that boundary, while composing in plain text:
    /// read from the body around the composition's window.
    func compositionSlice(_ range: Range<Int>, in big: TextStorage, window: CompositionWindow) -> (text: String, end: Int) {
        let length = bodyLength + window.delta
        let lower = min(max(0, range.lowerBound), length)
        let upper = min(max(lower, range.upperBound), length)
        if upper <= window.lower { return Self.plainSlice(lower..<upper, in: big) }
        if lower >= window.displayedUpper {
            let slice = Self.plainSlice((lower - window.delta)..<(upper - window.delta), in: big)
            return (slice.text, slice.end + window.delta)
        }
        var text = lower < window.lower ? Self.plainSlice(lower..<window.lower, in: big).text : ""
        let utf16 = window.text.utf16
        let from = utf16.index(utf16.startIndex, offsetBy: max(0, lower - window.lower))
        if upper <= window.displayedUpper {
            let end = Self.snap(upper - window.lower, in: window.text, roundUp: true)
            text += String(window.text[from..<utf16.index(utf16.startIndex, offsetBy: end)])
            return (text, window.lower + end)
        }
        text += String(window.text[from...])
        let rest = Self.plainSlice(window.upper..<(upper - window.delta), in: big)
        return (text + rest.text, rest.end + window.delta)
    }
}
