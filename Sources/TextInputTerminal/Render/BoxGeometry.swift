import TextInputCore

/// Widths of a field's box.
struct BoxGeometry: Equatable {
    /// The whole block's width.
    var width: Int
    /// The text area's width (the field's layout width).
    var textWidth: Int
    /// The accessory zone's width.
    var accessoryWidth: Int

    /// The column where the text area starts.
    static let textStart = 2
}
