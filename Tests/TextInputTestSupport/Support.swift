import TextInputCore
import Foundation

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

extension TestSupport {
    /// A deterministic text picture of a presentation, for snapshot tests.
    public static func describe(_ p: FieldPresentation) -> String {
        var lines: [String] = []
        let label = [p.label, p.marker?.text].compactMap { $0 }.joined(separator: " ")
        lines.append("label: \(label.isEmpty ? "-" : label)")
        lines.append(p.isFocused ? "text: \(picture(text: p.text, selection: p.selection).debugDescription)" : "text: \(p.text.debugDescription) (unfocused)")
        lines.append("placeholder: \(p.placeholder ?? "-")")
        lines.append("state: \(p.state.rawValue)")
        lines.append("message: \(p.message.map { "\($0.kind.rawValue) \($0.text.debugDescription)" } ?? "-")")
        lines.append("counter: \(p.counter.map { "\($0.text)\($0.isOver ? " over" : "") \($0.spoken.debugDescription)" } ?? "-")")
        let accessories = p.accessories.map { "\($0.rawValue)(\(p.accessoryLabels[$0] ?? "?"))" }
        lines.append("accessories: \(accessories.isEmpty ? "-" : accessories.joined(separator: " "))")
        lines.append("styles: border=\(p.styles.border.rawValue) counter=\(p.styles.counter.rawValue) fill=\(p.styles.fill.rawValue) opacity=\(p.styles.opacity)")
        if let notes = p.lines {
            lines.append("lines: visible=\(notes.visible) total=\(notes.total) first=\(notes.firstLine)\(notes.scrolls ? " scrolls" : "")")
        }
        if let fitted = p.fitted {
            lines.append("fitted: \(fitted.lines.map(\.debugDescription).joined(separator: " / "))\(fitted.needsExpansionTooltip ? " (tooltip)" : "")")
        }
        lines.append("direction: \(p.direction.rawValue) keyboard: \(p.keyboard.rawValue) return: \(p.returnKey.rawValue)")
        let a11y = p.accessibility
        lines.append("a11y: label=\(a11y.label.debugDescription) value=\(a11y.value.debugDescription) hint=\(a11y.hint?.debugDescription ?? "-") error=\(a11y.error?.debugDescription ?? "-")")
        return lines.joined(separator: "\n")
    }
}
