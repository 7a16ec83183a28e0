/// Fits text into an unfocused field with the HIG's line break modes: clip,
/// wrap at the character or word level, or truncate with an ellipsis at the
/// beginning, middle or end.
///
/// ```swift
/// let cells = MonospaceCellMeasurer()
/// TextFitter.fit("Lorem ipsum", width: 10, maxLines: 1, mode: .truncateTail, measurer: cells).lines
/// // ["Lorem ips…"]
/// ```
public enum TextFitter {
    /// Lays `text` out in at most `maxLines` lines of at most `width`.
    ///
    /// - ``LineBreakMode/clip``: each line (up to a hard line break) shows
    ///   its first `width` cells; lines past `maxLines` are hidden.
    /// - ``LineBreakMode/wrapCharacter``, ``LineBreakMode/wrapWord``: the
    ///   text wraps (``TextWrapper``) and lines past `maxLines` are hidden.
    ///   Spaces hanging past the width at a wrap are dropped.
    /// - ``LineBreakMode/truncateTail``, ``LineBreakMode/truncateHead``,
    ///   ``LineBreakMode/truncateMiddle``: when the text needs more than
    ///   `maxLines` word-wrapped lines, the first `maxLines - 1` lines are
    ///   word-wrapped and the last line shows the rest shortened with "…" at
    ///   its end ("Lorem ips…"), start ("…m ipsum") or middle ("Lore…psum";
    ///   with an odd number of cells left, the start keeps the extra one).
    ///   When the rest spans hard line breaks, the ellipsis stands for them:
    ///   the end shows the rest's first line ("one…"), the start its last
    ///   line ("…three"), the middle both ("one…three").
    ///
    /// Text that fits is returned unchanged (split at its line breaks) with
    /// both flags false. Hidden whitespace does not count as clipped. Lines
    /// never split a grapheme cluster. Single-line fields pass `maxLines` 1;
    /// a `width` or `maxLines` below 1 counts as 1.
    public static func fit(
        _ text: String, width: Int, maxLines: Int, mode: LineBreakMode, measurer: some TextMeasurer
    ) -> FittedText {
        let width = max(1, width)
        let maxLines = max(1, maxLines)
        switch mode {
        case .clip:
            return clip(text, width: width, maxLines: maxLines, measurer: measurer)
        case .wrapCharacter:
            return wrap(text, width: width, maxLines: maxLines, mode: .character, measurer: measurer)
        case .wrapWord:
            return wrap(text, width: width, maxLines: maxLines, mode: .word, measurer: measurer)
        case .truncateHead, .truncateMiddle, .truncateTail:
            return truncate(text, width: width, maxLines: maxLines, mode: mode, measurer: measurer)
        }
    }

    /// Each hard line cut at the width.
    static func clip(_ text: String, width: Int, maxLines: Int, measurer: some TextMeasurer) -> FittedText {
        var lines: [String] = []
        var isClipped = false
        for (number, paragraph) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }).enumerated() {
            guard number < maxLines else {
                if !isBlank(paragraph) { isClipped = true }
                continue
            }
            let (kept, hidden) = prefix(of: paragraph, fitting: width, measurer: measurer)
            lines.append(String(kept))
            if !isBlank(hidden) { isClipped = true }
        }
        return FittedText(lines: lines, isClipped: isClipped, isTruncated: false)
    }

    /// Wrapped lines, the first `maxLines` of them.
    static func wrap(
        _ text: String, width: Int, maxLines: Int, mode: WrapMode, measurer: some TextMeasurer
    ) -> FittedText {
        let wrapped = TextWrapper.wrap(text, width: width, mode: mode, measurer: measurer)
        var lines: [String] = []
        var isClipped = false
        for (number, line) in wrapped.enumerated() {
            let lineText = line.text(in: text)
            guard number < maxLines else {
                if !isBlank(lineText) { isClipped = true }
                continue
            }
            if line.width <= width {
                lines.append(String(lineText))
            } else {
                // Hanging spaces, or one character wider than the width.
                let (kept, hidden) = prefix(of: lineText, fitting: width, measurer: measurer)
                lines.append(String(kept))
                if !isBlank(hidden) { isClipped = true }
            }
        }
        return FittedText(lines: lines, isClipped: isClipped, isTruncated: false)
    }

    /// Word-wrapped lines, the last one shortened with an ellipsis when the
    /// text needs more than `maxLines`.
    static func truncate(
        _ text: String, width: Int, maxLines: Int, mode: LineBreakMode, measurer: some TextMeasurer
    ) -> FittedText {
        let wrapped = TextWrapper.wrap(text, width: width, mode: .word, measurer: measurer)
        let fits = wrapped.indices.allSatisfy { number in
            let line = wrapped[number]
            if number < maxLines {
                return line.width <= width || !containsWiderThan(width, line.text(in: text), measurer: measurer)
            }
            return isBlank(line.text(in: text))
        }
        if fits { return wrap(text, width: width, maxLines: maxLines, mode: .word, measurer: measurer) }

        // The text needs more lines than allowed, or a line holds a
        // character wider than the whole width.
        let last = min(maxLines, wrapped.count) - 1
        var lines: [String] = []
        var isClipped = false
        for line in wrapped[..<last] {
            let (kept, hidden) = prefix(of: line.text(in: text), fitting: width, measurer: measurer)
            lines.append(String(kept))
            if !isBlank(hidden) { isClipped = true }
        }
        let restStart = String.Index(utf16Offset: wrapped[last].range.lowerBound, in: text)
        var rest = text[restStart...].split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
        while rest.count > 1, let final = rest.last, isBlank(final) { rest.removeLast() }
        let first = rest.first ?? ""
        let (kept, hidden) = prefix(of: first, fitting: width, measurer: measurer)
        if rest.count == 1, isBlank(hidden) {
            lines.append(String(kept))
            return FittedText(lines: lines, isClipped: isClipped, isTruncated: false)
        }
        lines.append(shorten(first: first, last: rest.last ?? "", width: width, mode: mode, measurer: measurer))
        return FittedText(lines: lines, isClipped: isClipped, isTruncated: true)
    }

    /// The last line with an ellipsis: the start of `first` and "…"
    /// (tail), "…" and the end of `last` (head), or both around "…" (middle).
    /// `first` and `last` are the first and last hard lines of what is left
    /// to show; they are the same line unless the text has line breaks there.
    static func shorten(
        first: Substring, last: Substring, width: Int, mode: LineBreakMode, measurer: some TextMeasurer
    ) -> String {
        let ellipsis = "…"
        let room = width - measurer.width(of: ellipsis)
        guard room > 0 else { return ellipsis }
        switch mode {
        case .truncateHead:
            return ellipsis + suffix(of: last, fitting: room, measurer: measurer)
        case .truncateMiddle:
            let (head, _) = prefix(of: first, fitting: (room + 1) / 2, measurer: measurer)
            let tail = suffix(of: last, fitting: room - measurer.width(of: head), measurer: measurer)
            return head + ellipsis + tail
        default:
            let (head, _) = prefix(of: first, fitting: room, measurer: measurer)
            return head + ellipsis
        }
    }

    /// The longest run of whole clusters from the start that fits `width`,
    /// and the rest.
    static func prefix(
        of text: Substring, fitting width: Int, measurer: some TextMeasurer
    ) -> (kept: Substring, hidden: Substring) {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let characterWidth = measurer.width(of: text[index])
            if used + characterWidth > width { break }
            used += characterWidth
            index = text.index(after: index)
        }
        return (text[..<index], text[index...])
    }

    /// The longest run of whole clusters from the end that fits `width`.
    static func suffix(of text: Substring, fitting width: Int, measurer: some TextMeasurer) -> Substring {
        var used = 0
        var index = text.endIndex
        while index > text.startIndex {
            let before = text.index(before: index)
            let characterWidth = measurer.width(of: text[before])
            if used + characterWidth > width { break }
            used += characterWidth
            index = before
        }
        return text[index...]
    }

    /// Whether a line holds something wider than `width` that is not a
    /// space (anything but hanging spaces).
    static func containsWiderThan(_ width: Int, _ line: Substring, measurer: some TextMeasurer) -> Bool {
        let (_, hidden) = prefix(of: line, fitting: width, measurer: measurer)
        return !isBlank(hidden)
    }

    static func isBlank(_ text: Substring) -> Bool {
        text.allSatisfy { $0.isWhitespace }
    }
}
