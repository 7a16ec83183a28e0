/// Measures text in terminal cells, the way a monospace grid draws it.
///
/// It works like `wcwidth`, but for each user-perceived character (grapheme
/// cluster) rather than each code point:
///
/// - East Asian Wide and Fullwidth characters take 2 cells: CJK ideographs,
///   Hiragana, Katakana, Hangul syllables, fullwidth forms such as "Ａ"
///   (Unicode 15.0 `EastAsianWidth.txt`).
/// - Emoji take 2 cells: a character with the Emoji_Presentation property
///   ("👍"), an emoji followed by the presentation selector U+FE0F ("☺️"),
///   an emoji ZWJ sequence ("👨‍👩‍👧‍👦"), a flag ("🇺🇸") and an emoji with a
///   skin-tone modifier ("👍🏽"). Text-style emoji stay 1 cell ("☺").
/// - Combining marks (Mn, Me), format characters (Cf, such as U+200B–U+200F,
///   U+2060, U+FEFF and the soft hyphen), control characters and line or
///   paragraph separators take no cells. A cluster made only of them (a lone
///   "\u{301}" or "\u{200B}") is 0 cells wide.
/// - A tab counts as 1 cell: the core does not expand tab stops (plain fields
///   refuse tabs; a renderer showing one draws a single cell).
/// - Everything else is 1 cell.
///
/// A cluster is as wide as its base, the first scalar that is not zero-width
/// ("e\u{301}" is 1, a decomposed Hangul syllable is 2), unless the emoji
/// rules make it 2. Printable ASCII takes a fast path with no Unicode
/// property look-ups.
///
/// ```swift
/// let cells = MonospaceCellMeasurer()
/// cells.width(of: "日本")    // 4
/// cells.width(of: "👍🏽")     // 2
/// ```
public struct MonospaceCellMeasurer: TextMeasurer {
    /// Creates a measurer.
    public init() {}

    /// Printable ASCII takes one cell.
    public var measuresPrintableASCIIAsOneUnit: Bool { true }

    /// The number of terminal cells one character takes: 0, 1 or 2.
    public func width(of character: Character) -> Int {
        var bytes = character.utf8.makeIterator()
        if let first = bytes.next(), first < 0x80, bytes.next() == nil {
            // One ASCII byte: printable and tab are 1, other controls 0.
            return first >= 0x20 && first != 0x7F || first == 0x09 ? 1 : 0
        }
        return Self.clusterWidth(character.unicodeScalars)
    }

    /// The width of a cluster that is not a single ASCII byte.
    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var base: Unicode.Scalar?
        var hasPresentationSelector = false
        var hasJoiner = false
        var hasModifier = false
        var regionalIndicators = 0
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: hasPresentationSelector = true
            case 0x200D: hasJoiner = true
            case 0x1F3FB...0x1F3FF: hasModifier = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
            if base == nil, !isZeroWidth(scalar) { base = scalar }
        }
        guard let base else { return 0 }
        if base.value < 0x1100 {
            // Below the first wide character only an emoji selector or
            // joiner can widen a cluster ("©️", "#️⃣").
            guard hasPresentationSelector || hasJoiner else { return 1 }
        }
        let properties = base.properties
        if properties.isEmojiPresentation || regionalIndicators >= 2 { return 2 }
        if properties.isEmoji, hasPresentationSelector || hasJoiner { return 2 }
        if hasModifier, properties.isEmojiModifierBase { return 2 }
        return EastAsianWidthTable.isWide(base.value) ? 2 : 1
    }

    /// Whether a scalar takes no cells of its own: combining marks, format
    /// and control characters (except tab), line and paragraph separators.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 {
            // Latin-1 and Latin Extended: only C0/C1 controls (not tab) and
            // the soft hyphen are zero-width; no combining marks yet.
            return value < 0x20 && value != 0x09 || (0x7F...0x9F).contains(value) || value == 0xAD
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}
