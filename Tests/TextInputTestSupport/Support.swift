import TextInputCore

/// Shared helpers for TextInputKit's test targets.
public enum TestSupport {
    /// The editor's text with the caret drawn as `|`, or a selection as
    /// `[selected]`, at its UTF-16 offsets: `"(555) 1|"`.
    public static func picture(_ editor: FieldEditor) -> String {
        picture(text: editor.text, selection: editor.selection)
    }

    /// A text with a UTF-16 selection drawn in it.
    public static func picture(text: String, selection: Range<Int>) -> String {
        let utf16 = Array(text.utf16)
        let lower = min(selection.lowerBound, utf16.count)
        let upper = min(selection.upperBound, utf16.count)
        let head = String(decoding: utf16[..<lower], as: UTF16.self)
        let middle = String(decoding: utf16[lower..<upper], as: UTF16.self)
        let tail = String(decoding: utf16[upper...], as: UTF16.self)
        return selection.isEmpty ? head + "|" + tail : head + "[" + middle + "]" + tail
    }

    /// Parses a picture back into text and selection (the inverse of
    /// ``picture(text:selection:)``).
    public static func parsePicture(_ picture: String) -> (text: String, selection: Range<Int>) {
        var text = ""
        var lower = 0
        var upper = 0
        for character in picture {
            switch character {
            case "|":
                lower = text.utf16.count
                upper = lower
            case "[":
                lower = text.utf16.count
            case "]":
                upper = text.utf16.count
            default:
                text.append(character)
            }
        }
        return (text, lower..<max(lower, upper))
    }
}

extension FieldEditor {
    /// Types each Character of `text` as its own keystroke.
    public mutating func type(_ text: String) {
        for character in text { apply(.insert(String(character))) }
    }

    /// Places the caret or selection as drawn in a picture of the current
    /// text (`"(555) |123"`, `"[55]5"`).
    public mutating func place(_ picture: String) {
        let parsed = TestSupport.parsePicture(picture)
        precondition(parsed.text == text, "picture \(picture) does not match text \(text)")
        apply(.select(anchor: parsed.selection.lowerBound, focus: parsed.selection.upperBound))
    }
}
