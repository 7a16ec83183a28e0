/// Where soft line breaks may fall when text wraps.
public enum WrapMode: Sendable, Hashable, CaseIterable {
    /// Break between any two characters (the HIG's character wrapping).
    case character
    /// Break after spaces; a word wider than the line breaks between its
    /// characters (the HIG's word wrapping, as a browser's textarea does it).
    case word
}
