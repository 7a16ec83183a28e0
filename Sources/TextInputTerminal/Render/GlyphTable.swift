import TextInputCore

/// Interned grapheme clusters and styles, shared by the frames of a session.
public final class GlyphTable {
    /// Glyph values from here on index ``clusters``.
    public static let clusterBase: UInt32 = 0x20_0000
    /// Clusters made of more than one scalar ("e\u{301}", "👍🏽").
    public private(set) var clusters: [String] = []
    private var clusterIndex: [String: UInt32] = [:]
    /// Styles by index.
    public private(set) var styles: [CellStyle] = [.plain]
    private var styleIndex: [CellStyle: UInt16] = [.plain: 0]
    /// The UTF-8 bytes of each style's SGR sequence.
    private(set) var sgr: [[UInt8]] = [CellStyle.plain.sgr]

    /// Creates a table holding the plain style.
    public init() {}

    /// The glyph value of a Character.
    public func glyph(_ character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return scalar.value }
        let text = String(character)
        if let index = clusterIndex[text] { return index }
        let index = Self.clusterBase + UInt32(clusters.count)
        clusters.append(text)
        clusterIndex[text] = index
        return index
    }

    /// The index of a style.
    public func style(_ style: CellStyle) -> UInt16 {
        if let index = styleIndex[style] { return index }
        let index = UInt16(styles.count)
        styles.append(style)
        sgr.append(style.sgr)
        styleIndex[style] = index
        return index
    }

    /// Appends a glyph's UTF-8 bytes.
    func appendUTF8(of glyph: UInt32, to bytes: inout [UInt8]) {
        if glyph < 0x80 {
            bytes.append(UInt8(glyph))
        } else if glyph >= Self.clusterBase {
            bytes.append(contentsOf: clusters[Int(glyph - Self.clusterBase)].utf8)
        } else if let scalar = Unicode.Scalar(glyph) {
            bytes.append(contentsOf: String(Character(scalar)).utf8)
        }
    }

    /// A glyph as text.
    public func text(of glyph: UInt32) -> String {
        if glyph >= Self.clusterBase { return clusters[Int(glyph - Self.clusterBase)] }
        return Unicode.Scalar(glyph).map { String(Character($0)) } ?? "\u{FFFD}"
    }
}
