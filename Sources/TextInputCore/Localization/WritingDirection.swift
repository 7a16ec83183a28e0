/// Which way a language's text runs.
public enum WritingDirection: String, Sendable {
    /// Left to right (English, German, Japanese, …).
    case ltr
    /// Right to left (Arabic, Hebrew).
    case rtl
}
