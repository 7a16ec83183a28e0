/// Undo and redo, one entry per edit group: the change a group made to plain
/// text, or a snapshot of a formatted value taken at the group's start.
///
/// Plain text keeps changes, not snapshots: a snapshot shares the text's
/// storage, and in the WebAssembly build (a `String`, not a rope) the next
/// edit then copies the whole text, once per word typed into a long note.
/// A ``PlainChange`` costs what the group touched.
struct EditHistory: Sendable {
    /// A restorable state.
    struct Snapshot: Sendable {
        var content: FieldEditor.Content
        var selection: Range<Int>
    }

    /// What an edit group did to plain text: the UTF-16 range
    /// `lower..<upper` of the current text held `original` before the group
    /// (both ends on Unicode scalar boundaries; a later edit may have joined
    /// a Character across them).
    struct PlainChange: Sendable {
        var lower: Int
        var upper: Int
        var original: String
        /// The selection before the group.
        var selection: Range<Int>

        /// Adds a splice to the group: `range` (UTF-16, of the text before
        /// the splice) is replaced by `insertedLength` units. `read` gives
        /// the text of a range of the text before the splice, for the parts
        /// the group had not touched yet.
        mutating func add(replacing range: Range<Int>, insertedLength: Int, read: (Range<Int>) -> String) {
            let newLower = min(lower, range.lowerBound)
            let upperBefore = max(upper, range.upperBound)
            if newLower < lower || upperBefore > upper {
                var widened = newLower < lower ? read(newLower..<lower) : ""
                widened += original
                if upperBefore > upper { widened += read(upper..<upperBefore) }
                original = widened
                lower = newLower
            }
            upper = upperBefore + insertedLength - range.count
        }
    }

    /// One undo or redo step.
    enum Entry: Sendable {
        /// Go back to this state (formatted values, and a whole text replaced).
        case snapshot(Snapshot)
        /// Undo this change to plain text.
        case plain(PlainChange)
    }

    /// What kind of edit a group holds; consecutive edits of one kind coalesce.
    enum Kind: Sendable, Equatable {
        case typing, deletingBackward, deletingForward, paste, other
    }

    /// The most edit groups kept.
    static let depth = 200

    /// Oldest first. The groups before ``undoFloor`` are dropped (over
    /// ``depth``) and removed in bulk once ``depth`` of them pile up, so a
    /// full history drops its oldest group in O(1) amortised instead of
    /// moving ``depth`` snapshots on every new group.
    private var undo: [Entry] = []
    /// How many of ``undo``'s first entries no longer count.
    private var undoFloor = 0
    private(set) var redo: [Entry] = []

    /// Whether a group can be undone.
    var canUndo: Bool { undo.count > undoFloor }

    /// Adds a group to undo (or the inverse of a redone one), dropping the
    /// oldest past ``depth``.
    mutating func pushUndo(_ entry: Entry) {
        undo.append(entry)
        if undo.count - undoFloor > Self.depth {
            undoFloor += 1
            if undoFloor >= Self.depth {
                undo.removeFirst(undoFloor)
                undoFloor = 0
            }
        }
    }
    /// The open group and the caret where the next edit must start to join it.
    private var openGroup: (kind: Kind, caret: Int, endsWord: Bool)?

    /// Ends the open group (a caret move, a selection, a commit).
    mutating func breakGroup() {
        openGroup = nil
    }

    /// Whether an edit of `kind` starting at `caret` joins the open group.
    /// Typing joins while the caret is where the last keystroke left it and
    /// no word has just ended (so undo removes a word at a time).
    func joins(_ kind: Kind, caret: Int, startsWithSpace: Bool) -> Bool {
        guard let openGroup, openGroup.kind == kind, openGroup.caret == caret else { return false }
        switch kind {
        case .typing: return !(startsWithSpace && !openGroup.endsWord)
        case .deletingBackward, .deletingForward: return true
        case .paste, .other: return false
        }
    }

    /// Records an edit that changed the text. `before` is the state it
    /// started from, or nil when the edit joined the open group (see
    /// ``FieldEditor/undoSnapshot(for:startsWithSpace:)``); `caret` is where
    /// the selection ended.
    mutating func record(_ before: Entry?, kind: Kind, caret: Int, endsWithSpace: Bool) {
        if let before {
            pushUndo(before)
        }
        if !redo.isEmpty { redo.removeAll() }
        openGroup = kind == .paste || kind == .other ? nil : (kind, caret, endsWithSpace)
    }

    /// Adds a splice of plain text to the open group (the last undo entry),
    /// when an edit joins it.
    mutating func addToOpenGroup(replacing range: Range<Int>, insertedLength: Int, read: (Range<Int>) -> String) {
        guard undo.count > undoFloor, case .plain = undo[undo.count - 1],
              case var .plain(change)? = undo.popLast() else { return }
        change.add(replacing: range, insertedLength: insertedLength, read: read)
        undo.append(.plain(change))
    }

    /// Takes the entry to undo; ``pushRedo(_:)`` then saves its inverse.
    mutating func popUndo() -> Entry? {
        guard canUndo, let entry = undo.popLast() else { return nil }
        openGroup = nil
        return entry
    }

    /// Takes the entry to redo; ``pushUndo(_:)`` then saves its inverse.
    mutating func popRedo() -> Entry? {
        openGroup = nil
        return redo.popLast()
    }

    /// Saves the inverse of an undone entry.
    mutating func pushRedo(_ entry: Entry) {
        redo.append(entry)
    }
}
