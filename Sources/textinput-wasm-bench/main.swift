import Foundation
import TextInputBench
import TextInputCore
import TextInputWasmRunner

// textinput-wasm-bench: the cost of a driver line in the WebAssembly core, run in-process by WasmKit, for the
// scenarios of textinput-bench's "message native" rows (tests-web/bench_wasm.py runs them in Chromium).
// Usage: swift run -c release textinput-wasm-bench [--quick] [--json] [--wasm PATH] | --complete-line LINE
// --wasm defaults to .build/wasm/TextInputCore.wasm (bash scripts/build-wasm.sh). --complete-line prints LINE with
// the native number templates added (MessageSession.handingOverNumberTemplates), for bench_wasm.py.

if let line = Bench.argument(after: "--complete-line") {
    print(String(decoding: MessageSession.handingOverNumberTemplates(line: Array(line.utf8)), as: UTF8.self))
    exit(0)
}

let path = Bench.argument(after: "--wasm") ?? ".build/wasm/TextInputCore.wasm"
guard let bytes = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("textinput-wasm-bench: no module at \(path); build it with: bash scripts/build-wasm.sh\n".utf8))
    exit(1)
}
Bench.printHeader()
for scenario in Bench.messageScenarios {
    for changes in [false, true] {
        let engine: WasmEngine
        do {
            engine = try WasmEngine(moduleBytes: [UInt8](bytes))
        } catch {
            FileHandle.standardError.write(Data("textinput-wasm-bench: \(path): \(error)\n".utf8))
            exit(1)
        }
        let handle: (String) -> String = { line in
            do {
                return try engine.handle(line: MessageSession.handingOverNumberTemplates(line: Array(line.utf8)))
            } catch {
                return "\(error)"
            }
        }
        Bench.report("message WasmKit \(scenario.name): type, backspace\(changes ? " (changes)" : "")",
                     Bench.messagePairs(handle, configure: scenario.configure, key: scenario.key,
                                        pairs: Bench.quick ? 20 : 100, changes: changes))
    }
}
Bench.finish()
