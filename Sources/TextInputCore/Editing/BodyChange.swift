/// What changed in an editor's displayed body since a layout last looked:
/// nothing, one span, or possibly everything.
///
/// Edits of plain text record the UTF-16 range they replaced and the length
/// of what replaced it; several edits merge into the one span that covers
/// them; so do undo, redo and marked text. Replacing the whole text, hiding
/// or showing a secure text and anything else that does not say what it
/// changed record ``everything``, and a layout then
/// starts again from the whole text.
enum BodyChange: Sendable, Equatable {
    /// The text is as the layout last saw it.
    case none
    /// `lower..<upperBefore` of the text the layout saw is now
    /// `lower..<upperAfter`; everything else is unchanged.
    case span(lower: Int, upperBefore: Int, upperAfter: Int)
    /// Anything may have changed.
    case everything

    /// Adds a replacement of `range` (UTF-16 offsets of the current text)
    /// by `insertedLength` units.
    mutating func add(replacing range: Range<Int>, insertedLength: Int) {
        let delta = insertedLength - range.count
        switch self {
        case .everything:
            return
        case .none:
            self = .span(lower: range.lowerBound, upperBefore: range.upperBound, upperAfter: range.lowerBound + insertedLength)
        case let .span(lower, upperBefore, upperAfter):
            // An edit that ends inside the span moves the span's end with it;
            // one that reaches beyond the span ends the span where its own
            // text ends, and the text it removed beyond the span was
            // unchanged before (so it extends the span's end in the old text).
            let newLower = min(lower, range.lowerBound)
            let newUpperAfter = range.upperBound <= upperAfter ? upperAfter + delta : range.lowerBound + insertedLength
            let newUpperBefore = upperBefore + max(0, range.upperBound - upperAfter)
            self = .span(lower: newLower, upperBefore: newUpperBefore, upperAfter: newUpperAfter)
        }
    }

    /// Anything may have changed.
    mutating func markEverything() {
        self = .everything
    }
}
