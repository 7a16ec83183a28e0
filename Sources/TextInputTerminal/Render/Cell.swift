import TextInputCore

/// One cell of the screen: a glyph, its style and its width.
///
/// Glyphs and styles are interned in a ``GlyphTable`` shared by every frame
/// of a session, so a cell is eight bytes of plain data and comparing two
/// frames compares integers.
public struct Cell: Hashable, Sendable {
    /// A Unicode scalar value, or ``GlyphTable/clusterBase`` plus an index
    /// into the table for a grapheme cluster of several scalars.
    public var glyph: UInt32
    /// An index into the table's styles.
    public var style: UInt16
    /// 1 for a normal cell, 2 for the first cell of a wide character, 0 for
    /// the cell a wide character covers on its right.
    public var width: UInt8

    /// Creates a cell.
    public init(glyph: UInt32, style: UInt16, width: UInt8) {
        self.glyph = glyph
        self.style = style
        self.width = width
    }
}
