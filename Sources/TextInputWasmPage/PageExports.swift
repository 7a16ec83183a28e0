import TextInputCore
import TextInputHTML
import TextInputWasmBoundary

// The exports a web page calls (docs/web.md), linked with TextInputWasmBoundary's into
// `TextInputWeb.wasm` by scripts/build-wasm.sh. A page writes its form spec
// (the JSON the server put into the page) into memory from `ti_alloc`, opens a
// form with `ti_form_open`, then passes each event to `ti_form_handle`; every
// answer is read at `ti_answer()`. Mistakes at the boundary answer with an
// `{"error": ...}` object and never trap.

nonisolated(unsafe) private var forms = LiveFormTable()

/// Opens a live form from a spec (``LiveFormSpec``'s JSON) and returns its
/// handle, or 0 with an `{"error"}` answer; the answer to a successful open is
/// the form's hello (every field's state).
@_expose(wasm, "ti_form_open")
@_cdecl("ti_form_open")
public func tiFormOpen(_ spec: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    if let problem = BoundaryCheck.problem(pointer: spec, length: length) {
        _ = storeAnswer(BoundaryCheck.error(problem))
        return 0
    }
    let (id, answer) = forms.open(spec: UnsafeBufferPointer(start: spec, count: Int(length)))
    _ = storeAnswer(answer)
    return id
}

/// The length of the last answer at `ti_answer()` (after ``tiFormOpen(_:_:)``).
@_expose(wasm, "ti_answer_length")
@_cdecl("ti_answer_length")
public func tiAnswerLength() -> Int32 { forms.lastAnswerLength }

/// Handles one message (an event with its sequence number) in form `id` and
/// returns the length of the answer at `ti_answer()`.
@_expose(wasm, "ti_form_handle")
@_cdecl("ti_form_handle")
public func tiFormHandle(_ id: Int32, _ line: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    if let problem = BoundaryCheck.problem(pointer: line, length: length) {
        return storeAnswer(BoundaryCheck.error(problem))
    }
    return storeAnswer(forms.handle(id, line: UnsafeBufferPointer(start: line, count: Int(length))))
}

/// Closes a form: 1 when it was open, 0 otherwise.
@_expose(wasm, "ti_form_close")
@_cdecl("ti_form_close")
public func tiFormClose(_ id: Int32) -> Int32 { forms.close(id) ? 1 : 0 }

/// Installs the phone format's tables (`phone-metadata.txt`, which the page
/// fetches beside the module, or the tables of one calling code,
/// `PhoneNumberData.tablesByCallingCode`): 1 when they were read, 0 for a
/// text of another shape. A page calls it before opening a form with a phone
/// field. With tables of one calling code installed, a number of another
/// code makes the module call `env.ti_needs(-1)`: the page installs the
/// whole tables and makes the call again (docs/wasm.md).
@_expose(wasm, "ti_phone_data")
@_cdecl("ti_phone_data")
public func tiPhoneData(_ text: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    guard BoundaryCheck.problem(pointer: text, length: length) == nil else { return 0 }
    #if arch(wasm32)
    PhoneNumberData.setWholeTablesNeeded { hostNeeds(-1) }
    #endif
    return PhoneNumberData.install(UnsafeBufferPointer(start: text, count: Int(length))) ? 1 : 0
}

#if arch(wasm32)
/// The host's one import (scripts/wasm/unicode.c declares it with its module and name): asked for a piece of the
/// module that is not installed; -1 is the whole phone tables.
@_extern(c, "ti_needs")
func hostNeeds(_ piece: Int32)
#endif
