import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import TextInputDriver
import TextInputWasmRunner

/// textinput-driver: a field or a form of TextInputCore over JSON Lines. See docs/driver.md.
struct DriverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textinput-driver",
        abstract: "Drives a TextInputKit field or form over a JSON Lines protocol on standard input and output.",
        discussion: """
            Each line in is one JSON object holding exactly one of "configure" (create a field), "form" (create a \
            form of fields), "lint" (check a field's or a form's texts against the guidelines' writing rules) or \
            "event" (focus, type, paste, backspace, select, undo, compose, submit, ...). For each line the driver \
            writes exactly one JSON object on a line of standard output: the field's or form's snapshot (text, \
            value, selection, state, message, counter, accessibility, ...), the lint findings, or {"error": "..."} \
            saying what was wrong, and then reads the next line, until the end of input. docs/driver.md describes \
            every key; try it with: textinput-driver < examples/phone.jsonl

            With --engine wasm every line is executed by the WebAssembly build of the core \
            (scripts/build-wasm.sh), loaded in-process; the answers are the same as native (docs/wasm.md).
            """)

    /// Which build of the core executes the lines.
    enum EngineKind: String, ExpressibleByArgument, CaseIterable {
        case native, wasm
    }

    @Option(help: "The core that executes each line: native (the default) or wasm.")
    var engine: EngineKind = .native

    @Option(help: "The WebAssembly module for --engine wasm.")
    var wasm: String = ".build/wasm/TextInputCore.wasm"

    func run() throws {
        // A closed pipe must end the driver quietly, not kill it with SIGPIPE.
        #if canImport(Glibc)
        signal(SIGPIPE, SIG_IGN)
        #endif
        switch engine {
        case .native:
            LineProcessor.runStandardStreams()
        case .wasm:
            let bytes = try Self.read(wasm)
            let module: WasmEngine
            do {
                module = try WasmEngine(moduleBytes: bytes)
            } catch {
                throw ValidationError("\(wasm): \(error.description)")
            }
            LineProcessor.runStandardStreams(LineProcessor { line in
                do {
                    return try module.handle(line: MessageSession.handingOverNumberTemplates(line: line))
                } catch {
                    return JSONValue.object([("error", .string("\(error)"))]).serialized
                }
            })
        }
    }

    /// The bytes of a file, or an error that says how to make it.
    static func read(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            throw ValidationError(
                "no WebAssembly module at \(path); build it with: bash scripts/build-wasm.sh (or pass --wasm PATH)")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}

DriverCommand.main()
