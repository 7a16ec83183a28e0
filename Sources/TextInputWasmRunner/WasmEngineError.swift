import WasmKit

/// Why the WebAssembly engine could not load or run a line.
public struct WasmEngineError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and how to fix it.
    public let description: String

    init(_ description: String) { self.description = description }
}
