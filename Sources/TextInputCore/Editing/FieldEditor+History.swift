/// Undo and redo: snapshots of the content (a rope snapshot is a cheap
/// copy-on-write reference) taken at the start of each edit group.
struct EditHistory: Sendable {
    /// A restorable state.
    struct Snapshot: Sendable {
        var content: FieldEditor.Content
        var selection: Range<Int>
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
    private var undo: [Snapshot] = []
    /// How many of ``undo``'s first snapshots no longer count.
    private var undoFloor = 0
    private(set) var redo: [Snapshot] = []

    /// Whether a group can be undone.
    var canUndo: Bool { undo.count > undoFloor }

    /// Adds a group to undo, dropping the oldest past ``depth``.
    private mutating func pushUndo(_ snapshot: Snapshot) {
        undo.append(snapshot)
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
    mutating func record(_ before: Snapshot?, kind: Kind, caret: Int, endsWithSpace: Bool) {
        if let before {
            pushUndo(before)
        }
        if !redo.isEmpty { redo.removeAll() }
        openGroup = kind == .paste || kind == .other ? nil : (kind, caret, endsWithSpace)
    }

    /// Takes the state to return to on undo, saving `current` for redo.
    mutating func popUndo(current: Snapshot) -> Snapshot? {
        guard canUndo, let snapshot = undo.popLast() else { return nil }
        redo.append(current)
        openGroup = nil
        return snapshot
    }

    /// Takes the state to return to on redo, saving `current` for undo.
    mutating func popRedo(current: Snapshot) -> Snapshot? {
        guard let snapshot = redo.popLast() else { return nil }
        pushUndo(current)
        openGroup = nil
        return snapshot
    }
}

extension FieldEditor {
    var snapshot: EditHistory.Snapshot {
        EditHistory.Snapshot(content: content, selection: bodySelection)
    }

    /// The state to save before an edit of `kind`, or nil when the edit joins
    /// the open undo group (a keystroke continuing a word needs no snapshot).
    func undoSnapshot(for kind: EditHistory.Kind, startsWithSpace: Bool = false) -> EditHistory.Snapshot? {
        let caret = bodySelection.isEmpty ? bodySelection.lowerBound : -1
        return history.joins(kind, caret: caret, startsWithSpace: startsWithSpace) ? nil : snapshot
    }

    mutating func restore(_ snapshot: EditHistory.Snapshot) {
        content = snapshot.content
        bodySelection = snapshot.selection
        pendingChange.markEverything()
    }

    /// Returns to the state before the last edit group.
    mutating func undo() -> Bool {
        guard let previous = history.popUndo(current: snapshot) else { return false }
        restore(previous)
        return true
    }

    /// Re-applies the last undone edit group.
    mutating func redo() -> Bool {
        guard let next = history.popRedo(current: snapshot) else { return false }
        restore(next)
        return true
    }
}
