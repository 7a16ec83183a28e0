/// Measures text for layout, in whatever unit a renderer lays out in
/// (terminal cells, or points rounded to a grid).
///
/// The core lays text out through this protocol so that a terminal, a web
/// renderer with a monospace font and a future SwiftUI view can share the
/// same rules for wrapping, truncation and scrolling.
public protocol TextMeasurer: Sendable {
    /// The width of one user-perceived character.
    func width(of character: Character) -> Int

    /// Whether every printable ASCII character (U+0020 to U+007E) is one
    /// unit wide, so layout can measure ASCII text by its length. `false`
    /// by default; terminal cells say `true`.
    var measuresPrintableASCIIAsOneUnit: Bool { get }
}

extension TextMeasurer {
    /// The width of the Characters of `text` that end at or before UTF-16
    /// `offset` (a caret inside a cluster counts from the cluster's start).
    func cellColumn(ofUTF16Offset offset: Int, in text: some StringProtocol) -> Int {
        var position = 0
        var column = 0
        for character in text {
            position += character.utf16.count
            if position > offset { break }
            column += width(of: character)
        }
        return column
    }

    /// `false`: measure every character.
    public var measuresPrintableASCIIAsOneUnit: Bool { false }

    /// The width of a string: the sum of its Characters' widths.
    public func width(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }
}
