/// The measurer a field keeps: terminal cells, or any ``TextMeasurer``
/// wrapped in a closure, so that a field holds no value of protocol type
/// (the engine also runs in Embedded Swift, which has none).
///
/// ```swift
/// let field = try InputField(configuration, measurer: FieldMeasurer(WebMeasurer()))
/// ```
public struct FieldMeasurer: TextMeasurer {
    private enum Storage: Sendable {
        case cells(MonospaceCellMeasurer)
        case custom(@Sendable (Character) -> Int)
    }

    private let storage: Storage

    /// Terminal cells (``MonospaceCellMeasurer``), the default.
    public static let cells = FieldMeasurer(cells: MonospaceCellMeasurer())

    /// Measures in terminal cells.
    public init(cells: MonospaceCellMeasurer) {
        storage = .cells(cells)
    }

    /// Measures with any measurer.
    public init<Measurer: TextMeasurer>(_ measurer: Measurer) {
        storage = .custom { measurer.width(of: $0) }
    }

    /// Whether printable ASCII is one unit wide (terminal cells).
    public var measuresPrintableASCIIAsOneUnit: Bool {
        switch storage {
        case .cells: return true
        case .custom: return false
        }
    }

    /// The width of one user-perceived character.
    public func width(of character: Character) -> Int {
        switch storage {
        case let .cells(cells): return cells.width(of: character)
        case let .custom(width): return width(character)
        }
    }
}
