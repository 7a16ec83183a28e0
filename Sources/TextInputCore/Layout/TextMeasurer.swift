/// Measures text for layout, in whatever unit a renderer lays out in
/// (terminal cells, or points rounded to a grid).
///
/// The core lays text out through this protocol so that a terminal, a web
/// renderer with a monospace font and a future SwiftUI view can share the
/// same rules for wrapping, truncation and scrolling.
public protocol TextMeasurer: Sendable {
    /// The width of one user-perceived character.
    func width(of character: Character) -> Int
}

extension TextMeasurer {
    /// The width of a string: the sum of its Characters' widths.
    public func width(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }
}
