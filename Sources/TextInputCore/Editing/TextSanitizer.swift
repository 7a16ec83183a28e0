/// Removes what may not be typed into a plain-text field.
///
/// Single-line: newlines, tabs and other control characters, line and
/// paragraph separators, and the bidi override, embedding and isolate
/// controls U+202A–U+202E and U+2066–U+2069 (they make a value display
/// differently from what it is). Multi-line keeps newlines; CR and CRLF
/// become LF, U+2028/U+2029 become LF.
struct TextSanitizer: Sendable {
    var multiline: Bool

    /// The cleaned text and how many characters were dropped.
    func sanitize(_ text: String) -> (text: String, removed: Int, firstRemoved: Character?) {
        // Fast path: printable ASCII needs no work.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return (text, 0, nil)
        }
        var scalars = String.UnicodeScalarView()
        var removed = 0
        var firstRemoved: Character?
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if multiline {
                if value == 0x0D || value == 0x2028 || value == 0x2029 {
                    scalars.append("\n")
                    previousWasCR = value == 0x0D
                    continue
                }
                if value == 0x0A {
                    if !previousWasCR { scalars.append("\n") }
                    previousWasCR = false
                    continue
                }
            }
            previousWasCR = false
            if Self.isForbidden(value) {
                removed += 1
                if firstRemoved == nil { firstRemoved = Character(scalar) }
                continue
            }
            scalars.append(scalar)
        }
        return (String(scalars), removed, firstRemoved)
    }

    /// Control characters (C0, DEL, C1), line/paragraph separators and bidi
    /// override/embedding/isolate controls.
    static func isForbidden(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
