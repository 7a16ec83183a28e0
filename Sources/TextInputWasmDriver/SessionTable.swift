import TextInputCore
import TextInputWasmBoundary

/// The sessions a WebAssembly module holds: each a ``MessageSession`` (one
/// field or one form) behind a small integer handle.
///
/// The exported C functions (see `Exports.swift` and docs/wasm.md) are thin
/// wrappers around one table; the table itself is plain Swift, compiled
/// natively too and tested there.
///
/// ```swift
/// var table = SessionTable()
/// let id = table.open()
/// let reply = table.handle(id, line: Array(###"{"configure": {"format": {"mask": "##:##"}}}"###.utf8))
/// table.close(id)
/// ```
public struct SessionTable: Sendable {
    /// The most sessions open at once; ``open()`` returns 0 past it.
    public static let capacity = 4096

    private var sessions = HandleTable<MessageSession>(capacity: SessionTable.capacity)

    /// An empty table.
    public init() {}

    /// The number of open sessions.
    public var count: Int { sessions.count }

    /// Opens a session and returns its handle (never 0), or 0 when
    /// ``capacity`` sessions are already open.
    public mutating func open() -> Int32 {
        sessions.insert(MessageSession())
    }

    /// Closes a session; returns whether it was open.
    @discardableResult
    public mutating func close(_ id: Int32) -> Bool {
        sessions.remove(id)
    }

    /// Handles one JSON line (UTF-8 bytes, no newline) in session `id` and
    /// returns the one-line JSON answer, as `textinput-driver` prints it. An
    /// unknown handle answers with an error object, never a trap.
    public mutating func handle(_ id: Int32, line: some Collection<UInt8>) -> String {
        sessions.update(id) { $0.handle(line: line) } ?? BoundaryCheck.error("no open session \(id); open one with ti_session_open")
    }
}
