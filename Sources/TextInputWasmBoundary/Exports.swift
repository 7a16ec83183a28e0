import TextInputCore

// The C functions every module's host calls (ABI version 1; docs/wasm.md):
// memory, the answer buffer and the boundary's checks. The TextInputWasmDriver
// target adds the driver's sessions (`TextInputCore.wasm`); the page's module
// (`TextInputWeb.wasm`) links this target without them, so that the driver's
// message layer and content lint stay out of what a page downloads.
//
// Every call takes and returns 32-bit integers. A host writes a JSON line into
// memory it got from `ti_alloc`, passes it to `ti_session_handle`, and reads
// the answer's bytes at `ti_answer()`; the answer stays valid until the next
// `ti_session_handle`. Mistakes at the boundary (an unknown session, a length
// below zero, bytes outside the module's memory, invalid UTF-8) answer with an
// `{"error": ...}` line like any other bad input: nothing here traps.
//
// `@_expose(wasm)` exports a function from the module and `@_cdecl` gives it
// the C calling convention; natively both are plain C symbols, which the
// tests call directly.

/// The version of this set of exports; it changes only when a signature or a
/// meaning changes.
public let textInputABIVersion: Int32 = 1

nonisolated(unsafe) private var answer = AnswerBuffer()

/// Keeps `text` as the answer that ``tiAnswer()`` points at (until the next
/// call that answers) and returns its length in bytes; for exports of other
/// modules linked into the same WebAssembly module (the web page's forms).
public func storeAnswer(_ text: String) -> Int32 {
    answer.store(text)
}

/// The ABI version of these exports (1).
@_expose(wasm, "ti_abi_version")
@_cdecl("ti_abi_version")
public func tiABIVersion() -> Int32 { textInputABIVersion }

/// Allocates `size` bytes for the host to write a line into; 0 when `size`
/// is below zero or memory is exhausted.
@_expose(wasm, "ti_alloc")
@_cdecl("ti_alloc")
public func tiAlloc(_ size: Int32) -> UnsafeMutableRawPointer? {
    guard size >= 0 else { return nil }
    return UnsafeMutableRawPointer.allocate(byteCount: Int(max(size, 1)), alignment: 8)
}

/// Frees memory from ``tiAlloc(_:)``; 0 is ignored.
@_expose(wasm, "ti_free")
@_cdecl("ti_free")
public func tiFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// The bytes of the last answer (their count came from the call that answered).
@_expose(wasm, "ti_answer")
@_cdecl("ti_answer")
public func tiAnswer() -> UnsafePointer<UInt8>? { UnsafePointer(answer.pointer) }

#if arch(wasm32)
/// The size of the module's linear memory in bytes (from the C support file).
@_extern(c, "ti_memory_bytes")
func linearMemoryBytes() -> UInt
#endif
