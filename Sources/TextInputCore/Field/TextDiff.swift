/// The span where two texts differ, for a text view that reports its whole
/// new text: the common prefix and suffix (in UTF-16 code units) are kept.
struct TextDiff {
    /// The UTF-16 range of the old text that was replaced.
    var range: Range<Int>
    /// What replaced it.
    var inserted: String

    /// The change from `old` to `new`; nil when they are equal.
    init?(from old: String, to new: String) {
        let old = Array(old.utf16)
        let new = Array(new.utf16)
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        range = prefix..<(old.count - suffix)
        inserted = String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
    }

    /// The intent that makes the change once ``range`` is selected: one
    /// Character inserted at a caret is a typed key (a mask's literal typed
    /// where it shows it is that literal, undo coalesces), more is a paste.
    var intent: EditIntent {
        if inserted.isEmpty { return .deleteBackward() }
        if range.isEmpty, inserted.count == 1 { return .insert(inserted) }
        return .paste(inserted)
    }
}
