import TextInputCore

/// One screenful: the cells, where the caret is, and what clicks hit.
public struct FormFrame: Sendable {
    /// The screen's cells.
    public var grid: CellGrid
    /// The caret, or nil when no focused field is on screen.
    public var cursor: CursorPosition?
    /// Clickable regions, in screen coordinates.
    public var regions: [HitRegion]

    /// What a click at a cell hits.
    public func target(row: Int, column: Int) -> (target: HitTarget, offset: Int)? {
        for region in regions where region.row == row && region.columns.contains(column) {
            return (region.target, column - region.columns.lowerBound)
        }
        return nil
    }
}
