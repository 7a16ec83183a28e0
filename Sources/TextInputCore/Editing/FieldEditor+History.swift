extension FieldEditor {
    var snapshot: EditHistory.Snapshot {
        EditHistory.Snapshot(content: content, selection: bodySelection)
    }

    /// The entry to save before an edit of `kind`, or nil when the edit joins
    /// the open undo group (a keystroke continuing a word needs no entry).
    /// Plain text starts an empty ``EditHistory/PlainChange`` that the edit's
    /// splices fill in (``noteSplice(_:in:replacing:insertedLength:)``).
    func undoSnapshot(for kind: EditHistory.Kind, startsWithSpace: Bool = false) -> EditHistory.Entry? {
        let caret = bodySelection.isEmpty ? bodySelection.lowerBound : -1
        if history.joins(kind, caret: caret, startsWithSpace: startsWithSpace) { return nil }
        if case .plain = content {
            let at = bodySelection.lowerBound
            return .plain(EditHistory.PlainChange(lower: at, upper: at, original: "", selection: bodySelection))
        }
        return .snapshot(snapshot)
    }

    /// Records in the undo group that `range` of `big` (UTF-16) is about to
    /// be replaced by `insertedLength` units: in `entry`, the group this edit
    /// starts, or in the open group when the edit joins it (`entry` nil).
    mutating func noteSplice(_ entry: inout EditHistory.Entry?, in big: TextStorage, replacing range: Range<Int>, insertedLength: Int) {
        let read = { (range: Range<Int>) -> String in Self.text(of: big, range) }
        switch entry {
        case var .plain(change)?:
            entry = nil
            change.add(replacing: range, insertedLength: insertedLength, read: read)
            entry = .plain(change)
        case .snapshot?:
            return
        case nil:
            history.addToOpenGroup(replacing: range, insertedLength: insertedLength, read: read)
        }
    }

    /// The text of a UTF-16 range of `big` whose ends are on Unicode scalar
    /// boundaries (not necessarily Character boundaries).
    static func text(of big: TextStorage, _ range: Range<Int>) -> String {
        let lower = big.utf16.index(big.startIndex, offsetBy: range.lowerBound)
        let upper = big.utf16.index(lower, offsetBy: range.count)
        return String(big.unicodeScalars[lower..<upper])
    }

    /// Applies an undo or redo entry and returns its inverse, or nil when it
    /// no longer applies (nothing changes then).
    mutating func apply(_ entry: EditHistory.Entry) -> EditHistory.Entry? {
        switch entry {
        case let .snapshot(saved):
            let inverse = EditHistory.Entry.snapshot(snapshot)
            content = saved.content
            bodySelection = saved.selection
            pendingChange.markEverything()
            return inverse
        case let .plain(change):
            guard case var .plain(big) = content, change.lower >= 0, change.lower <= change.upper,
                  change.upper <= big.utf16.count else { return nil }
            content = .plain(TextStorage())
            // Out to Character boundaries: a later edit may have joined a
            // Character across the change's ends.
            let lowerIndex = big.index(roundingDown: big.utf16.index(big.startIndex, offsetBy: change.lower))
            let upperIndex = big.index(roundingUp: big.utf16.index(big.startIndex, offsetBy: change.upper))
            let lower = big.utf16.distance(from: big.startIndex, to: lowerIndex)
            let upper = big.utf16.distance(from: big.startIndex, to: upperIndex)
            var replacement = Self.text(of: big, lower..<change.lower)
            replacement += change.original
            replacement += Self.text(of: big, change.upper..<upper)
            let inverse = EditHistory.PlainChange(lower: change.lower, upper: change.lower + change.original.utf16.count,
                                                  original: Self.text(of: big, change.lower..<change.upper), selection: bodySelection)
            big.spliceByCharacters(lower..<upper, with: replacement)
            pendingChange.add(replacing: lower..<upper, insertedLength: replacement.utf16.count)
            content = .plain(big)
            bodySelection = change.selection
            return .plain(inverse)
        }
    }

    /// Returns to the state before the last edit group.
    mutating func undo() -> Bool {
        guard let entry = history.popUndo(), let inverse = apply(entry) else { return false }
        history.pushRedo(inverse)
        return true
    }

    /// Re-applies the last undone edit group.
    mutating func redo() -> Bool {
        guard let entry = history.popRedo(), let inverse = apply(entry) else { return false }
        history.pushUndo(inverse)
        return true
    }
}
