import Glibc

/// What the signal handlers need, kept outside Swift's memory management so
/// a handler touches nothing but plain memory and async-signal-safe calls.
private nonisolated(unsafe) var signalPipeWrite: Int32 = -1
private nonisolated(unsafe) var restoreFD: Int32 = -1
private nonisolated(unsafe) var restoreWriteFD: Int32 = -1
private nonisolated(unsafe) var atexitInstalled = false
private nonisolated(unsafe) var restoreArmed: Int32 = 0
private nonisolated(unsafe) var savedTermios = termios()
private nonisolated(unsafe) var restoreSequence: UnsafeMutablePointer<UInt8>?
private nonisolated(unsafe) var restoreSequenceLength = 0

/// Puts the terminal back as it was, from plain memory: for crash signals
/// and `atexit`, where nothing else can run.
private func restoreFromHandler() {
    guard restoreArmed != 0 else { return }
    restoreArmed = 0
    if let sequence = restoreSequence {
        _ = write(restoreWriteFD, sequence, restoreSequenceLength)
    }
    _ = tcsetattr(restoreFD, TCSAFLUSH, &savedTermios)
}

/// Raw mode and the terminal modes a form needs, undone on every way out.
///
/// ``enable()`` saves the termios settings, switches to raw input (no echo,
/// no line buffering, no signals from Control keys: Control-C and
/// Control-Z arrive as keys), and turns on the alternate screen, bracketed
/// paste and SGR mouse reporting. ``restore()`` undoes all of it, in this
/// order: mouse, paste, cursor shown, styles reset, main screen, termios.
///
/// It is restored on a normal return (`defer`), on `exit` (`atexit`), on
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT (their handlers only write a byte to
/// a pipe the event loop watches, so the loop restores and ends), and on
/// crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE: the handler
/// writes the prepared restore sequence and the saved termios with
/// async-signal-safe calls, then re-raises the signal).
public final class TerminalModes {
    /// The file descriptor of the terminal (standard output).
    public let fd: Int32
    /// The read end of the signal pipe: one byte per signal, its number.
    public private(set) var signalFD: Int32 = -1
    private var enabled = false
    private var suspended = false
    private var original = termios()

    /// The raw settings: no echo, no line editing, no signals from keys,
    /// no CR-to-LF or flow control on input; output processing stays on.
    private var raw: termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    /// Mouse off, paste off, cursor shown, styles reset, main screen.
    static let leaveSequence = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?25h\u{1B}[0m\u{1B}[?1049l"
    /// Alternate screen, cleared; paste and SGR mouse on.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[H\u{1B}[2J\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"

    /// Signals that end the form; the event loop sees them on ``signalFD``.
    public static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Signals the event loop handles without ending: a resize, a stop
    /// request (`kill -TSTP`: the terminal is put back before stopping) and
    /// continuing (raw mode and the screen come back).
    public static let loopSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Creates the controller for a terminal (nothing changes yet).
    public init(fd: Int32 = STDOUT_FILENO) {
        self.fd = fd
    }

    /// Switches to raw mode and the form's screen modes, and installs the
    /// handlers.
    ///
    /// - Throws: ``TerminalError`` when the settings cannot be read or set.
    public func enable() throws(TerminalError) {
        guard !enabled else { return }
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw TerminalError("cannot read the terminal settings (errno \(errno)); run in a terminal or use --accessible")
        }
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else { throw TerminalError("cannot create the signal pipe (errno \(errno))") }
        for descriptor in pipeFDs {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        signalFD = pipeFDs[0]
        signalPipeWrite = pipeFDs[1]

        // Prepared restore state for the handlers.
        savedTermios = original
        restoreFD = STDIN_FILENO
        restoreWriteFD = fd
        restoreSequence?.deallocate()
        let bytes = Array(Self.leaveSequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        restoreSequence = buffer
        restoreSequenceLength = bytes.count

        var settings = raw
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0 else {
            throw TerminalError("cannot switch the terminal to raw mode (errno \(errno))")
        }
        restoreArmed = 1
        enabled = true

        for signalNumber in Self.endingSignals + Self.loopSignals {
            _ = signal(signalNumber) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeWrite, &byte, 1)
            }
        }
        for signalNumber in Self.crashSignals {
            _ = signal(signalNumber) { number in
                restoreFromHandler()
                _ = signal(number, SIG_DFL)
                _ = raise(number)
            }
        }
        // A parent may have started us with these blocked (a thread pool
        // that blocks every signal, say); the form must see them.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in Self.endingSignals + Self.loopSignals { sigaddset(&handled, signalNumber) }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        if !atexitInstalled {
            atexitInstalled = true
            atexit { restoreFromHandler() }
        }
        writeAll(Array(Self.enterSequence.utf8))
    }

    /// For a stop request: puts the terminal back as it was, keeping the
    /// handlers, so the shell gets a sane terminal while the form is stopped.
    public func suspend() {
        guard enabled, !suspended else { return }
        suspended = true
        restoreArmed = 0
        writeAll(Array(Self.leaveSequence.utf8))
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// After SIGCONT: raw mode and the form's screen modes again (the
    /// caller redraws the whole screen). Harmless when not suspended.
    public func resume() {
        guard enabled else { return }
        suspended = false
        var settings = raw
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        restoreArmed = 1
        writeAll(Array(Self.enterSequence.utf8))
    }

    /// Puts everything back. Safe to call more than once.
    public func restore() {
        guard enabled else { return }
        enabled = false
        restoreArmed = 0
        writeAll(Array(Self.leaveSequence.utf8))
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        for signalNumber in Self.endingSignals + Self.loopSignals + Self.crashSignals {
            _ = signal(signalNumber, SIG_DFL)
        }
        if signalFD >= 0 { close(signalFD) }
        if signalPipeWrite >= 0 { close(signalPipeWrite) }
        signalFD = -1
        signalPipeWrite = -1
    }

    deinit { restore() }

    /// Writes all bytes to the terminal, retrying short writes.
    public func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// The terminal's size in cells, from `TIOCGWINSZ` (or `COLUMNS` and
    /// `LINES`, or 80×24).
    public func size() -> (columns: Int, rows: Int) {
        var window = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        let environment = ProcessEnvironment.current
        return (Int(environment["COLUMNS"] ?? "") ?? 80, Int(environment["LINES"] ?? "") ?? 24)
    }
}
