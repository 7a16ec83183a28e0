import Glibc

/// Waits on standard input and the signal pipe together with `poll`.
public struct TerminalInput: Sendable {
    /// The input file descriptor.
    public let fd: Int32
    /// The signal pipe's read end (``TerminalModes/signalFD``), or -1.
    public let signalFD: Int32

    /// Creates a reader.
    public init(fd: Int32 = STDIN_FILENO, signalFD: Int32) {
        self.fd = fd
        self.signalFD = signalFD
    }

    /// Waits for input, a signal, or `timeout` milliseconds (-1: forever).
    /// Signals come first, so a resize or SIGTERM is seen even while keys
    /// keep arriving.
    public func next(timeout: Int32) -> TerminalInputEvent {
        while true {
            var descriptors = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0)]
            let count = poll(&descriptors, signalFD >= 0 ? 2 : 1, timeout)
            if count < 0 {
                if errno == EINTR { continue }
                return .endOfInput
            }
            if count == 0 { return .timeout }
            if signalFD >= 0, descriptors[1].revents & Int16(POLLIN) != 0 {
                var byte: UInt8 = 0
                if read(signalFD, &byte, 1) == 1 { return .signal(Int32(byte)) }
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let got = read(fd, &buffer, buffer.count)
                if got < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return .endOfInput
                }
                if got == 0 { return .endOfInput }
                return .bytes(Array(buffer[0..<got]))
            }
        }
    }
}
