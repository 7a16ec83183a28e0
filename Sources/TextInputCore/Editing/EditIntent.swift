/// Something the user did to a field's text.
///
/// Offsets are UTF-16 code units in ``FieldEditor/text`` (the displayed
/// text, prefix and suffix included), which is what browsers and UIKit use.
/// The editor snaps every offset to a grapheme-cluster boundary.
public enum EditIntent: Sendable, Hashable {
    /// One keystroke's text, inserted at the selection (replacing it).
    /// Consecutive keystrokes are undone together, a word at a time.
    case insert(String)
    /// A paste: one insertion at the selection, its own undo step. A
    /// `stop` limit cuts it at a character boundary.
    case paste(String)
    /// Backspace: deletes the selection, or the grapheme (word, line part) before the caret.
    case deleteBackward(EditGranularity = .character)
    /// Forward delete: deletes the selection, or the grapheme (word, line part) after the caret.
    case deleteForward(EditGranularity = .character)
    /// Selects from `anchor` to `focus` (either order); equal offsets place the caret.
    case select(anchor: Int, focus: Int)
    /// Selects the whole editable text.
    case selectAll
    /// Moves the caret, or extends the selection when `extend` is true.
    case move(CaretMovement, extend: Bool = false)
    /// Deletes all text (undoable).
    case clear
    /// Replaces all text with `text` through the normal pipeline (a scan
    /// result, a choice from a list); one undo step.
    case replaceAll(String)
    /// Undoes the last edit group.
    case undo
    /// Redoes the last undone edit group.
    case redo
    /// IME marked text: shown as typed at the selection and not formatted,
    /// limited or validated until committed.
    case setComposition(String)
    /// Ends composition and inserts the marked text (or `text`, when given)
    /// through the normal pipeline.
    case commitComposition(String? = nil)
    /// Ends composition and discards the marked text.
    case cancelComposition
    /// Editing ends (blur or submit): a number gets its full formatting.
    case commit
    /// Shows (`false`) or hides (`true`) a secure field's text.
    case setTextHidden(Bool)
}

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

/// What an edit did.
public struct EditOutcome: Sendable, Hashable {
    /// Whether the text (or value) changed.
    public var textChanged: Bool
    /// Whether the selection moved.
    public var selectionChanged: Bool
    /// Why input was refused, if any was: all of it (nothing changed) or part
    /// of it (a paste cut at the limit, characters that fit no slot).
    public var rejection: EditRejection?
    /// How many characters of the input were refused.
    public var rejectedCount: Int
    /// How many value characters of a paste or fill (``EditIntent/paste(_:)``,
    /// ``EditIntent/replaceAll(_:)``, committed marked text) did not fit the
    /// format or a `stop` limit and were left out: letters in a digit slot,
    /// digits past a full mask, text past the limit. Formatting the format
    /// adds itself (a mask's literals, spaces, grouping) and control
    /// characters removed from plain text are not counted. A field shows a
    /// message for them until the next edit (``InfoMessage/Kind/leftOut``).
    public var leftOutCount: Int

    /// Creates an outcome.
    public init(textChanged: Bool = false, selectionChanged: Bool = false, rejection: EditRejection? = nil, rejectedCount: Int = 0,
                leftOutCount: Int = 0) {
        self.textChanged = textChanged
        self.selectionChanged = selectionChanged
        self.rejection = rejection
        self.rejectedCount = rejectedCount
        self.leftOutCount = leftOutCount
    }

    /// Nothing happened.
    public static let unchanged = EditOutcome()
}

extension EditOutcome {
    /// Adds a later outcome of the same event: changes accumulate, the first
    /// rejection is kept and refused characters add up.
    public mutating func merge(_ later: EditOutcome) {
        textChanged = textChanged || later.textChanged
        selectionChanged = selectionChanged || later.selectionChanged
        if rejection == nil { rejection = later.rejection }
        rejectedCount += later.rejectedCount
        leftOutCount += later.leftOutCount
    }
}
