import TextInputCore

/// What a key does in a form. Every editing rule behind these lives in the
/// core; this table only names the key for each intent.
///
/// | keys | action |
/// | --- | --- |
/// | Tab, Shift-Tab | next / previous field (Down / Up in single-line fields too) |
/// | Enter | next field; submits from the last one; a newline in a note; picks a highlighted suggestion |
/// | Ctrl-S | submit |
/// | Left, Right, Home, End (Shift extends); Ctrl-A, Ctrl-E, Ctrl-B, Ctrl-F | caret |
/// | Ctrl/Alt-Left, Ctrl/Alt-Right, Alt-B, Alt-F | word moves |
/// | Up, Down in a note | line above / below |
/// | Up, Down, Page Up, Page Down, Home, End in a number field with a stepper | one step, ten steps, the minimum / maximum |
/// | Backspace, Delete, Ctrl-D | delete a character |
/// | Alt-Backspace, Ctrl-W, Ctrl-Backspace; Alt-D, Ctrl-Delete | delete a word backward / forward |
/// | Ctrl-U | clear the field |
/// | Ctrl-Z; Ctrl-Y, Ctrl-Shift-Z | undo; redo |
/// | Ctrl-R, F2 | show or hide a password |
/// | Ctrl-O, F3 | scan |
/// | Ctrl-L | redraw |
/// | Esc, Ctrl-C | quit without submitting |
public enum KeyAction: Hashable, Sendable {
    /// An event for the focused field.
    case field(FieldEvent)
    /// Next field.
    case next
    /// Previous field.
    case previous
    /// Submit the form.
    case submit
    /// Up or Down: suggestions, note lines, a stepper's steps or fields.
    case vertical(VerticalDirection, extend: Bool)
    /// Page Up or Page Down: ten steps in a stepper.
    case page(VerticalDirection)
    /// Home (`.down`) or End (`.up`): the text's start or end, or a
    /// stepper's minimum or maximum.
    case edge(VerticalDirection, extend: Bool)
    /// Enter.
    case enter
    /// Redraw the whole screen.
    case redraw
    /// Quit; `interrupted` for Control-C.
    case quit(interrupted: Bool)

    /// The action for a key, or nil for keys that do nothing.
    public static func forKey(_ key: Key, _ modifiers: KeyModifiers) -> KeyAction? {
        let shift = modifiers.contains(.shift)
        let word = modifiers.contains(.control) || modifiers.contains(.alt)
        switch key {
        case .tab: return shift ? .previous : .next
        case .enter: return .enter
        case .escape: return .quit(interrupted: false)
        // Arrows move on screen: the core mirrors them in a right-to-left field, as browsers do.
        case .left: return .field(.edit(.move(.left(word ? .word : .character), extend: shift)))
        case .right: return .field(.edit(.move(.right(word ? .word : .character), extend: shift)))
        case .home: return .edge(.down, extend: shift)
        case .end: return .edge(.up, extend: shift)
        case .up: return .vertical(.up, extend: shift)
        case .down: return .vertical(.down, extend: shift)
        case .backspace: return .field(.edit(.deleteBackward(word ? .word : .character)))
        case .delete: return .field(.edit(.deleteForward(word ? .word : .character)))
        case .function(2): return .field(.tap(.visibility))
        case .function(3): return .field(.tap(.scan))
        case .pageUp: return .page(.up)
        case .pageDown: return .page(.down)
        case .insert, .function: return nil
        case let .character(character):
            if modifiers.contains(.control) { return control(character, shift: shift) }
            if modifiers.contains(.alt) {
                switch character {
                case "b", "B": return .field(.edit(.move(.backward(.word), extend: false)))
                case "f", "F": return .field(.edit(.move(.forward(.word), extend: false)))
                case "d", "D": return .field(.edit(.deleteForward(.word)))
                default: return nil
                }
            }
            return .field(.edit(.insert(String(character))))
        }
    }

    private static func control(_ character: Character, shift: Bool) -> KeyAction? {
        switch character {
        case "c": return .quit(interrupted: true)
        case "s": return .submit
        case "z": return .field(.edit(shift ? .redo : .undo))
        case "y": return .field(.edit(.redo))
        case "u": return .field(.edit(.clear))
        case "k": return .field(.edit(.deleteForward(.line)))
        case "r": return .field(.tap(.visibility))
        case "o": return .field(.tap(.scan))
        case "w": return .field(.edit(.deleteBackward(.word)))
        case "d": return .field(.edit(.deleteForward(.character)))
        case "a": return .field(.edit(.move(.start, extend: shift)))
        case "e": return .field(.edit(.move(.end, extend: shift)))
        case "b": return .field(.edit(.move(.backward(.character), extend: shift)))
        case "f": return .field(.edit(.move(.forward(.character), extend: shift)))
        case "l": return .redraw
        case "j", "m": return .enter
        default: return nil
        }
    }
}
