import WasmKit

/// The WebAssembly build of TextInputCore, loaded in-process with WasmKit:
/// one driver session executed entirely by the module.
///
/// `textinput-driver --engine wasm` and the differential tests use it to show
/// that the module answers every line exactly as the native core does.
///
/// ```swift
/// let engine = try WasmEngine(moduleBytes: bytes)
/// let answer = try engine.handle(###"{"configure": {"format": {"mask": "##:##"}}}"###)
/// ```
public final class WasmEngine {
    /// The exports' ABI version this host speaks (see docs/wasm.md).
    public static let abiVersion: UInt32 = 1

    private let memory: Memory
    private let alloc: Function
    private let free: Function
    private let handleLine: Function
    private let answer: Function
    private let session: UInt32
    private var stack: ExecutionStack

    /// Loads a module and opens one session in it.
    ///
    /// - Throws: ``WasmEngineError`` when the bytes are not a TextInputCore
    ///   module of this ABI version.
    public init(moduleBytes: [UInt8]) throws(WasmEngineError) {
        let engine = Engine()
        let store = Store(engine: engine)
        let instance: Instance
        do {
            let module = try parseWasm(bytes: moduleBytes)
            instance = try module.instantiate(store: store, imports: Imports())
        } catch {
            throw WasmEngineError("cannot load the module: \(error)")
        }
        func function(_ name: String) throws(WasmEngineError) -> Function {
            guard let function = instance.exports[function: name] else {
                throw WasmEngineError("the module has no export \"\(name)\"; build it with bash scripts/build-wasm.sh")
            }
            return function
        }
        guard let memory = instance.exports[memory: "memory"] else {
            throw WasmEngineError("the module exports no memory; build it with bash scripts/build-wasm.sh")
        }
        self.memory = memory
        alloc = try function("ti_alloc")
        free = try function("ti_free")
        handleLine = try function("ti_session_handle")
        answer = try function("ti_answer")
        stack = ExecutionStack(engine: engine)
        let version = try Self.call(try function("ti_abi_version"), [], on: &stack)
        guard version == Self.abiVersion else {
            throw WasmEngineError("the module speaks ABI version \(version), this host version \(Self.abiVersion); rebuild it")
        }
        session = try Self.call(try function("ti_session_open"), [], on: &stack)
        guard session != 0 else { throw WasmEngineError("the module could not open a session") }
    }

    /// Handles one JSON line in the module and returns its one-line answer.
    public func handle(line bytes: some Collection<UInt8>) throws(WasmEngineError) -> String {
        let count = UInt32(bytes.count)
        let pointer = try Self.call(alloc, [.i32(count)], on: &stack)
        guard pointer != 0 || count == 0 else { throw WasmEngineError("the module is out of memory") }
        let start = Int(pointer)
        guard start + bytes.count <= memory.byteCount else { throw WasmEngineError("ti_alloc returned memory outside the module") }
        memory.withUnsafeMutableBufferPointer(offset: UInt(pointer), count: bytes.count) { target in
            target.copyBytes(from: bytes)
        }
        let length = try Self.call(handleLine, [.i32(session), .i32(pointer), .i32(count)], on: &stack)
        _ = try Self.call(free, [.i32(pointer)], on: &stack)
        let address = try Self.call(answer, [], on: &stack)
        guard Int(address) + Int(length) <= memory.byteCount else {
            throw WasmEngineError("the module's answer lies outside its memory")
        }
        return memory.withUnsafeBufferPointer(offset: UInt(address), count: Int(length)) { source in
            String(decoding: source, as: UTF8.self)
        }
    }

    /// Handles one JSON line given as a String.
    public func handle(_ line: String) throws(WasmEngineError) -> String {
        try handle(line: Array(line.utf8))
    }

    /// Calls an export that returns one i32 (or nothing, read as 0).
    private static func call(_ function: Function, _ arguments: [Value], on stack: inout ExecutionStack) throws(WasmEngineError) -> UInt32 {
        let results: [Value]
        do {
            results = try function.invoke(arguments, on: &stack)
        } catch {
            throw WasmEngineError("the module trapped: \(error)")
        }
        guard let first = results.first else { return 0 }
        guard case let .i32(value) = first else { throw WasmEngineError("an export returned \(first), not an i32") }
        return value
    }
}
