import Foundation
import Testing
import TextInputCore
import TextInputTestSupport
import TextInputWasmRunner
@testable import TextInputWasmBoundary
@testable import TextInputWasmDriver

/// The module's exports, called natively (the same Swift the wasm build
/// compiles), and the module itself through WasmKit.
@Suite(.serialized) struct WasmBoundaryTests {
    /// Calls `ti_session_handle` the way a host does: bytes into memory from
    /// `ti_alloc`, the answer read at `ti_answer`.
    func send(_ session: Int32, _ bytes: [UInt8]) -> String {
        let pointer = tiAlloc(Int32(bytes.count))!
        pointer.copyMemory(from: bytes, byteCount: bytes.count)
        let length = tiSessionHandle(session, pointer.assumingMemoryBound(to: UInt8.self), Int32(bytes.count))
        tiFree(pointer)
        return String(decoding: UnsafeBufferPointer(start: tiAnswer(), count: Int(length)), as: UTF8.self)
    }

    @Test func sessionsAnswerLikeTheDriver() {
        #expect(tiABIVersion() == 1)
        let first = tiSessionOpen()
        let second = tiSessionOpen()
        #expect(first != 0 && second != 0 && first != second)
        _ = send(first, Array(###"{"configure": {"format": {"mask": "##:##"}}}"###.utf8))
        _ = send(second, Array(#"{"configure": {}}"#.utf8))
        let answer = send(first, Array(#"{"event": "type", "text": "1234"}"#.utf8))
        var native = MessageSession()
        _ = native.handle(###"{"configure": {"format": {"mask": "##:##"}}}"###)
        #expect(answer == native.handle(#"{"event": "type", "text": "1234"}"#))
        #expect(send(second, Array(#"{"event": "type", "text": "x"}"#.utf8)).contains(#""text":"x""#), "sessions are separate")
        #expect(tiSessionClose(first) == 1)
        #expect(tiSessionClose(first) == 0, "closing twice says it was not open")
        #expect(send(first, Array(#"{"event": "focus"}"#.utf8)) == #"{"error":"no open session \#(first); open one with ti_session_open"}"#)
        #expect(tiSessionClose(second) == 1)
    }

    @Test func badInputAtTheBoundaryGetsAnError() {
        let session = tiSessionOpen()
        defer { _ = tiSessionClose(session) }
        func answer(_ length: Int32, pointer: UnsafePointer<UInt8>?) -> String {
            let count = tiSessionHandle(session, pointer, length)
            return String(decoding: UnsafeBufferPointer(start: tiAnswer(), count: Int(count)), as: UTF8.self)
        }
        #expect(answer(-1, pointer: nil).contains("below zero"))
        #expect(answer(5, pointer: nil).contains("ti_alloc"))
        #expect(answer(0, pointer: nil).contains("empty line"))
        #expect(send(session, [0x7B, 0xFF, 0xFE, 0x7D]).contains("not valid UTF-8"))
        _ = send(session, Array(#"{"configure": {"value": "abc"}}"#.utf8))
        #expect(send(session, Array(#"{"event": "select", "from": 99999, "to": 0}"#.utf8)).contains(#""selection":[0,3]"#),
                "out-of-range offsets are clamped")
        #expect(tiAlloc(-1) == nil)
    }

    @Test func tableCapacityIsBounded() {
        var table = SessionTable()
        var opened = 0
        for _ in 0..<SessionTable.capacity where table.open() != 0 { opened += 1 }
        #expect(opened == SessionTable.capacity)
        let beyond = table.open()
        #expect(beyond == 0, "past capacity no session opens")
        let closed = table.close(1)
        #expect(closed)
        let reopened = table.open()
        #expect(reopened != 0, "a closed handle's place is free again")
        #expect(table.count == SessionTable.capacity)
    }

    @Test(.requires(.wasmModule)) func theModuleLoadsInWasmKit() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try SystemTool.wasmModule.path())))
        let engine = try WasmEngine(moduleBytes: bytes)
        let answer = try engine.handle(###"{"configure": {"format": {"mask": "##:##"}, "value": "1234"}}"###)
        #expect(answer.contains(#""text":"12:34""#))
        #expect(throws: WasmEngineError.self) { try WasmEngine(moduleBytes: Array("not wasm".utf8)) }
    }

    @Test func numberTemplatesAreHandedOver() throws {
        let line = #"{"configure": {"format": {"number": {"style": "currency", "currency": "EUR"}}, "locale": "de_DE"}}"#
        let completed = String(decoding: MessageSession.handingOverNumberTemplates(line: Array(line.utf8)), as: UTF8.self)
        #expect(completed.contains(#""template":{"style":"currency","currencyCode":"EUR""#))
        // The completed line configures the same field; the template is then used as given.
        var native = MessageSession()
        var handedOver = MessageSession()
        #expect(native.handle(line) == handedOver.handle(completed))
        for event in [#"{"event": "focus"}"#, #"{"event": "type", "text": "-1234,5"}"#, #"{"event": "blur"}"#] {
            #expect(native.handle(event) == handedOver.handle(event))
        }
        // Lines without a number format, and invalid ones, are left alone.
        for other in [#"{"configure": {}}"#, #"{"event": "focus"}"#, "not json",
                      #"{"configure": {"format": {"number": {"style": "currency", "currency": "ZZ"}}}}"#] {
            #expect(MessageSession.handingOverNumberTemplates(line: Array(other.utf8)) == Array(other.utf8))
        }
        let form = #"{"form": {"locale": "fr_FR", "fields": [{"label": "A"}, {"format": {"number": {}}}]}}"#
        let completedForm = String(decoding: MessageSession.handingOverNumberTemplates(line: Array(form.utf8)), as: UTF8.self)
        #expect(completedForm.contains(#""decimalSeparator":",""#), "a form's fields use the form's locale")
    }

    @Test func aTemplateInAConfigurationIsChecked() {
        var session = MessageSession()
        let bad = session.handle(#"{"configure": {"format": {"number": {"template": {"digits": "0123", "decimalSeparator": "."}}}}}"#)
        #expect(bad.contains("ten digit glyphs"))
        let unknown = session.handle(#"{"configure": {"format": {"number": {"template": {"digit": "0123456789"}}}}}"#)
        #expect(unknown.contains("unknown key"))
    }
}

@Suite struct SessionTableValueTests {
    @Test func copiesOfATableAreIndependent() {
        var table = SessionTable()
        let id = table.open()
        _ = table.handle(id, line: Array(###"{"configure": {"format": {"mask": "##:##"}}}"###.utf8))
        var copy = table
        let typed = copy.handle(id, line: Array(#"{"event": "type", "text": "12"}"#.utf8))
        #expect(typed.contains("\"value\":\"12\""))
        let original = table.handle(id, line: Array(#"{"event": "type", "text": "9"}"#.utf8))
        #expect(original.contains("\"value\":\"9\""), "the original table did not see the copy's typing: \(original)")
    }
}
