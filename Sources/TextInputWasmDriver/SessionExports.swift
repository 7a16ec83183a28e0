import TextInputCore
import TextInputWasmBoundary

// The driver's sessions behind the C boundary (docs/wasm.md): linked into
// `TextInputCore.wasm`, the module the driver and the differential tests run,
// and left out of the page's `TextInputWeb.wasm` (scripts/build-wasm.sh).

nonisolated(unsafe) private var table = SessionTable()

/// Opens a session (a field or a form, made by its first line) and returns
/// its handle, or 0 when too many are open.
@_expose(wasm, "ti_session_open")
@_cdecl("ti_session_open")
public func tiSessionOpen() -> Int32 {
    // This module carries the phone format's tables (the page's module receives them as an asset instead).
    if !phoneDataInstalled {
        PhoneNumberData.installBuiltIn()
        phoneDataInstalled = true
    }
    return table.open()
}

nonisolated(unsafe) private var phoneDataInstalled = false

/// Closes a session: 1 when it was open, 0 otherwise.
@_expose(wasm, "ti_session_close")
@_cdecl("ti_session_close")
public func tiSessionClose(_ id: Int32) -> Int32 { table.close(id) ? 1 : 0 }

/// Handles one JSON line of the driver protocol (docs/driver.md) in session
/// `id` and returns the length of the answer at ``tiAnswer()``.
@_expose(wasm, "ti_session_handle")
@_cdecl("ti_session_handle")
public func tiSessionHandle(_ id: Int32, _ line: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    if let problem = BoundaryCheck.problem(pointer: line, length: length) {
        return storeAnswer(BoundaryCheck.error(problem))
    }
    let bytes = UnsafeBufferPointer(start: line, count: Int(length))
    return storeAnswer(table.handle(id, line: bytes))
}

