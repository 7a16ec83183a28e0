import Glibc

/// What waiting for input brought.
public enum TerminalInputEvent: Sendable, Equatable {
    /// Bytes from the keyboard (or a paste, or the mouse).
    case bytes([UInt8])
    /// Nothing arrived within the timeout.
    case timeout
    /// A signal arrived (its number): SIGWINCH, or one that ends the form.
    case signal(Int32)
    /// Standard input was closed.
    case endOfInput
}
