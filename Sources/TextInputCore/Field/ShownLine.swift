/// One wrapped line of a note on screen.
public struct ShownLine: Sendable, Hashable {
    /// The line's text, without its line break.
    public var text: String
    /// Its UTF-16 range in the field's text.
    public var range: Range<Int>
    /// Its width in the measurer's units.
    public var width: Int

    /// Creates a shown line.
    public init(text: String, range: Range<Int>, width: Int) {
        self.text = text
        self.range = range
        self.width = width
    }
}
