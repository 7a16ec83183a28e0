import Foundation
import TextInputTestSupport

/// A `textinput-driver --engine wasm` process: every line it answers was
/// executed by the WebAssembly build of the core.
///
/// The driver tests run through it when `TEXTINPUT_ENGINE=wasm` (see
/// ``Script``); the differential tests always use it.
final class DriverProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []

    /// Starts the release driver on the built module.
    init() throws {
        let driver = try SystemTool.releaseDriver.path()
        let module = try SystemTool.wasmModule.path()
        process.executableURL = URL(fileURLWithPath: driver)
        process.arguments = ["--engine", "wasm", "--wasm", module]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends one line and returns the driver's answer line.
    func send(_ line: String) -> String {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        return readLine() ?? #"{"error": "textinput-driver --engine wasm ended without answering"}"#
    }

    /// Sends many lines at once (written from another thread so that neither
    /// pipe fills up) and returns the answers in order.
    func send(lines: [String]) -> [String] {
        let writer = input.fileHandleForWriting
        let payload = Data(lines.map { $0 + "\n" }.joined().utf8)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            writer.write(payload)
            done.signal()
        }
        var answers: [String] = []
        answers.reserveCapacity(lines.count)
        for _ in lines {
            guard let answer = readLine() else { break }
            answers.append(answer)
        }
        done.wait()
        return answers
    }

    private func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(contentsOf: chunk)
        }
    }
}

/// Which core the driver tests run against: `TEXTINPUT_ENGINE=wasm` sends
/// every line through ``DriverProcess``; anything else runs the native
/// session in-process.
enum TestEngine {
    static let usesWasm = ProcessInfo.processInfo.environment["TEXTINPUT_ENGINE"] == "wasm"
}
