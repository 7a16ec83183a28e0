/// One submitted value.
public struct SubmittedValue: Hashable, Sendable {
    /// The field's id.
    public var id: String
    /// Its semantic value.
    public var value: String

    /// Creates a value.
    public init(id: String, value: String) {
        self.id = id
        self.value = value
    }
}

/// How a form run ended.
public enum FormOutcome: Hashable, Sendable {
    /// Submitted and valid: the values of the enabled fields, in form order.
    case submitted([SubmittedValue])
    /// The user left without submitting (Escape, Control-C).
    case cancelled(interrupted: Bool)
    /// A signal ended the form (SIGTERM, SIGHUP, SIGINT sent by `kill`).
    case signalled(Int32)
    /// Standard input ended before the form was submitted.
    case endOfInput(String)

    /// The process exit status: 0 submitted, 1 cancelled or input ended,
    /// 130 for Control-C, 128 + the signal's number when signalled.
    public var exitStatus: Int32 {
        switch self {
        case .submitted: return 0
        case let .cancelled(interrupted): return interrupted ? 130 : 1
        case let .signalled(number): return 128 + number
        case .endOfInput: return 1
        }
    }
}
