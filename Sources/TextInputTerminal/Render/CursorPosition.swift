import TextInputCore

/// Where the terminal's cursor goes: the caret of the focused field.
public struct CursorPosition: Hashable, Sendable {
    /// The 0-based row.
    public var row: Int
    /// The 0-based column.
    public var column: Int

    /// Creates a position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
