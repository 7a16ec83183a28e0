import TextInputCore

/// Something on screen that reacts to a mouse click.
public enum HitTarget: Hashable, Sendable {
    /// An accessory icon of a field.
    case accessory(field: Int, FieldAccessory)
    /// A field's text area; a click focuses it and places the caret.
    /// `line` is the wrapped line (notes) or 0, `column` the cell from the
    /// text's start (scrolled-off cells included).
    case text(field: Int, line: Int, column: Int)
    /// A suggestion below a field.
    case suggestion(field: Int, String)
    /// The submit button.
    case submit
    /// The path typed at the scan prompt; `column` is the path's cell at the
    /// region's first cell (scrolled-off cells included).
    case scanPath(column: Int)
    /// An option in the scan prompt's list of codes, by index.
    case scanChoice(Int)
}
