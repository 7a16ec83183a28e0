/// How characters typed in any script become the characters of a code (a
/// mask's value, a card number, an IBAN, a phone number).
///
/// Codes are written with ASCII digits and Latin letters, whatever script
/// the keyboard types: an Arabic keyboard's "٠٥٥", a Persian one's "۰۵۵",
/// Devanagari "०५५" and the full-width "０５５" of a Japanese IME all mean
/// "055", and the full-width "ＤＥ" means "DE". Every decimal digit of
/// Unicode (General Category Nd) folds to its ASCII digit, and the
/// full-width forms of ASCII (U+FF01 to U+FF5E) and the ideographic space
/// fold to ASCII; every other character stays as it is.
///
/// ```swift
/// Character("٣").foldedForCode   // "3"
/// Character("Ｄ").foldedForCode   // "D"
/// Character("é").foldedForCode   // "é"
/// ```
extension Character {
    /// This character as a code writes it: an ASCII digit for a decimal
    /// digit of any script, ASCII for a full-width form, else itself.
    @inline(__always)
    var foldedForCode: Character {
        let utf8 = self.utf8
        // ASCII stays: the common case costs one comparison.
        if utf8.count == 1, let byte = utf8.first, byte < 0x80 { return self }
        return Character.foldingNonASCII(self)
    }

    /// The non-ASCII part of ``foldedForCode``, out of line so that the
    /// ASCII path stays small where it is inlined.
    @inline(never)
    static func foldingNonASCII(_ character: Character) -> Character {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1 else { return character }
        switch scalar.value {
        case 0xFF01...0xFF5E:
            // Full-width ASCII: U+FF01 is "!" (U+0021), and so on in order.
            return Character(Unicode.Scalar(UInt8(scalar.value - 0xFEE0)))
        case 0x3000:
            return " "
        default:
            if let digit = NumberTemplate.digitValue(character) {
                return Character(Unicode.Scalar(0x30 + digit))
            }
            return character
        }
    }
}
