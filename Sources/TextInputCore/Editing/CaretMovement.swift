/// Where ``EditIntent/move(_:extend:)`` moves the caret.
public enum CaretMovement: Sendable, Hashable {
    /// Back by a character or word.
    case backward(EditGranularity)
    /// Forward by a character or word.
    case forward(EditGranularity)
    /// To the start of the editable text.
    case start
    /// To the end of the editable text.
    case end
    /// The Left arrow: towards the left edge on screen. ``InputField`` moves
    /// backward in a left-to-right field and forward in a right-to-left one
    /// (``FieldPresentation/direction``); a ``FieldEditor`` alone, which
    /// knows no direction, moves backward.
    case left(EditGranularity)
    /// The Right arrow: the mirror of ``left(_:)``.
    case right(EditGranularity)

    /// The logical movement an arrow makes in text of `direction`
    /// (``left(_:)`` and ``right(_:)`` resolved; the others unchanged).
    public func resolved(for direction: WritingDirection) -> CaretMovement {
        switch self {
        case let .left(granularity): direction == .rtl ? .forward(granularity) : .backward(granularity)
        case let .right(granularity): direction == .rtl ? .backward(granularity) : .forward(granularity)
        case .backward, .forward, .start, .end: self
        }
    }
}
