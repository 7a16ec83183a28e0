/// Where the scan of one field of a form stands (``ScanState``).
public struct FieldScan: Sendable, Hashable {
    /// The field's index.
    public var field: Int
    /// Where its scan stands.
    public var state: ScanState

    /// Creates a field's scan state.
    public init(field: Int, state: ScanState) {
        self.field = field
        self.state = state
    }
}
