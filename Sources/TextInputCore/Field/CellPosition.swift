/// A position on screen in lines and cells.
public struct CellPosition: Sendable, Hashable {
    /// The wrapped line (0-based, of the whole text).
    public var line: Int
    /// The cell column in the line.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
