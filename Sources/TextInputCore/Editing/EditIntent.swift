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
