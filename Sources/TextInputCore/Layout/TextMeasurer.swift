/// Measures text for layout, in whatever unit a renderer lays out in
/// (terminal cells, or points rounded to a grid).
///
/// The core lays text out through this protocol so that a terminal, a web
/// renderer with a monospace font and a future SwiftUI view can share the
/// same rules for wrapping, truncation and scrolling.
public protocol TextMeasurer: Sendable {
    /// The width of one user-perceived character.
    func width(of character: Character) -> Int

    /// Whether every printable ASCII character (U+0020 to U+007E) is one
    /// unit wide, so layout can measure ASCII text by its length. `false`
    /// by default; terminal cells say `true`.
    var measuresPrintableASCIIAsOneUnit: Bool { get }
}

extension TextMeasurer {
    /// The width of the Characters of `text` that end at or before UTF-16
    /// `offset` (a caret inside a cluster counts from the cluster's start).
    func cellColumn(ofUTF16Offset offset: Int, in text: some StringProtocol) -> Int {
        var position = 0
        var column = 0
        for character in text {
            position += character.utf16.count
            if position > offset { break }
            column += width(of: character)
        }
        return column
    }

    /// `false`: measure every character.
    public var measuresPrintableASCIIAsOneUnit: Bool { false }

    /// The width of a string: the sum of its Characters' widths.
    public func width(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }
}

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
