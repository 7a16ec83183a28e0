import TextInputCore

/// One field drawn into its own small grid.
struct FieldBlock {
    var grid: CellGrid
    /// The caret's cell, when the field is focused.
    var cursor: (row: Int, column: Int)?
    var regions: [HitRegion]
}
