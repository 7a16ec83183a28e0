import TextInputCore

/// How a form run ended.
public enum FormOutcome: Hashable, Sendable {
    /// Submitted and valid: the core's submission (the values of the enabled
    /// fields, in form order, typed by their formats).
    case submitted(Submission)
    /// The user left without submitting (Escape, Control-C).
    case cancelled(interrupted: Bool)
    /// A signal ended the form (SIGTERM, SIGHUP, SIGINT sent by `kill`).
    case signalled(Int32)
    /// Standard input ended before the form was submitted.
    case endOfInput(String)

    /// The submission, when the form was submitted.
    public var submission: Submission? {
        if case let .submitted(submission) = self { return submission }
        return nil
    }

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
