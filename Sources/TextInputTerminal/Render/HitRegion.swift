import TextInputCore

/// A rectangle of cells a click can hit, and what it hits.
public struct HitRegion: Hashable, Sendable {
    /// The row.
    public var row: Int
    /// The columns covered.
    public var columns: Range<Int>
    /// What a click there does. For text areas the column in ``HitTarget/text(field:line:column:)``
    /// is that of the region's first cell.
    public var target: HitTarget
}
