#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Splits a byte stream into lines and runs each through a session.
///
/// Lines end with LF (a CR before it is dropped). A line longer than
/// ``DriverSession/maximumLineLength`` is skipped to its end and answered
/// with one error, so memory stays bounded whatever arrives.
public struct LineProcessor {
    let handleLine: ([UInt8]) -> String
    var buffer: [UInt8] = []
    var overflowing = false

    /// Runs lines through a native ``DriverSession``.
    public init() {
        let box = SessionBox()
        handleLine = { box.session.handle(line: Data($0)) }
    }

    /// Runs lines through another engine (the WebAssembly module): `handleLine`
    /// gets each line without its newline and returns the one-line answer.
    public init(handleLine: @escaping ([UInt8]) -> String) {
        self.handleLine = handleLine
    }

    /// The native session, shared by the closure that drives it.
    private final class SessionBox {
        var session = DriverSession()
    }

    /// Feeds bytes; calls `emit` once per complete line.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, emit: (String) -> Void) {
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: 0x0A) {
            append(bytes[start..<newline])
            finishLine(emit: emit)
            start = newline + 1
        }
        append(bytes[start...])
    }

    /// Ends the stream: a last line without a newline is still answered.
    public mutating func finish(emit: (String) -> Void) {
        if !buffer.isEmpty || overflowing { finishLine(emit: emit) }
    }

    mutating func append(_ slice: Slice<UnsafeRawBufferPointer>) {
        if overflowing { return }
        if buffer.count + slice.count > DriverSession.maximumLineLength {
            overflowing = true
            buffer = []
            return
        }
        buffer.append(contentsOf: slice)
    }

    mutating func finishLine(emit: (String) -> Void) {
        if overflowing {
            emit(JSONValue.object([("error", .string("line is longer than \(DriverSession.maximumLineLength) bytes; send shorter lines"))]).serialized)
        } else {
            if buffer.last == 0x0D { buffer.removeLast() }
            emit(handleLine(buffer))
        }
        buffer = []
        overflowing = false
    }

    /// Runs the driver over standard input and output until end of input.
    public static func runStandardStreams(_ processor: LineProcessor = LineProcessor()) {
        var processor = processor
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let emit: (String) -> Void = { line in
            var output = line
            output += "\n"
            output.withUTF8 { utf8 in
                var offset = 0
                while offset < utf8.count {
                    let written = write(1, utf8.baseAddress! + offset, utf8.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        exit(0)  // the reader went away
                    }
                    offset += written
                }
            }
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            if count == 0 { break }
            chunk.withUnsafeBytes { processor.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count]), emit: emit) }
        }
        processor.finish(emit: emit)
    }
}
