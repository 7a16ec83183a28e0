import Glibc
import TextInputCore

/// Runs a ``FormController`` in the terminal: raw mode, the event loop,
/// diffed frames, and the terminal restored however it ends.
public struct TerminalFormRunner {
    /// How long a lone ESC waits for the rest of a sequence, in milliseconds.
    public static let escapeTimeout: Int32 = 30

    /// Creates a runner.
    public init() {}

    /// Runs the form until it is submitted, cancelled, signalled or its
    /// input ends, and returns how it ended. The terminal is restored before
    /// this returns or throws.
    public func run(_ controller: FormController, modes: TerminalModes = TerminalModes()) throws(TerminalError) -> FormOutcome {
        try modes.enable()
        defer { modes.restore() }
        let input = TerminalInput(signalFD: modes.signalFD)
        var decoder = KeyDecoder()
        var writer = FrameWriter()
        let size = modes.size()
        controller.handle(.resize(columns: size.columns, rows: size.rows))
        controller.needsFullRedraw = false
        modes.writeAll(writer.output(for: controller.frame(), table: controller.renderer.table))
        while controller.outcome == nil {
            let events: [InputEvent]
            switch input.next(timeout: decoder.hasPendingInput ? Self.escapeTimeout : -1) {
            case let .bytes(bytes): events = decoder.feed(bytes)
            case .timeout: events = decoder.flush()
            case let .signal(number):
                switch number {
                case SIGWINCH:
                    let size = modes.size()
                    events = [.resize(columns: size.columns, rows: size.rows)]
                case SIGTSTP:
                    // Put the terminal back, stop; SIGCONT resumes here.
                    modes.suspend()
                    _ = raise(SIGSTOP)
                    modes.resume()
                    let size = modes.size()
                    events = [.resize(columns: size.columns, rows: size.rows)]
                case SIGCONT:
                    // Continued after a stop we did not see (SIGSTOP).
                    modes.resume()
                    let size = modes.size()
                    events = [.resize(columns: size.columns, rows: size.rows)]
                default:
                    return .signalled(number)
                }
            case .endOfInput:
                return .endOfInput("standard input closed")
            }
            for event in events {
                controller.handle(event)
                if controller.outcome != nil { break }
            }
            if let outcome = controller.outcome { return outcome }
            if controller.needsFullRedraw {
                writer.invalidate()
                controller.needsFullRedraw = false
            }
            modes.writeAll(writer.output(for: controller.frame(), table: controller.renderer.table))
        }
        return controller.outcome ?? .cancelled(interrupted: false)
    }
}
