/// How far a deletion or caret movement reaches.
public enum EditGranularity: String, Sendable, Hashable {
    /// One user-perceived character (grapheme cluster).
    case character
    /// To the previous or next word boundary. Never used in a hidden secure
    /// field: there it acts like ``character`` so the text's shape stays secret.
    case word
    /// To the start or end of the line: the line break before or after the
    /// caret in a note, the text's start or end in a single-line field (a
    /// line-deleting key: Cmd+Backspace, Ctrl+K). At a line's edge it reaches
    /// the line break itself, as a character step does.
    case line
}
