/// ASCII fast paths for the short texts of formatted fields: value
/// characters of masks, cards, IBANs and numbers are nearly always single
/// ASCII bytes, and joining or measuring them byte by byte avoids appending
/// one `Character` at a time on every keystroke.
extension String {
    /// The text of `characters` in order (the same as `String(characters)`).
    init(joining characters: [Character]) {
        let count = characters.count
        var ascii = true
        for character in characters where character.utf8.count != 1 {
            ascii = false
            break
        }
        guard ascii, count > 0 else {
            self.init(characters)
            return
        }
        // One byte each: U+0000 to U+007F, so valid UTF-8 as written.
        self.init(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count {
                buffer[index] = characters[index].utf8.first ?? 0
            }
            return count
        }
    }

    /// Whether every byte is printable ASCII (U+0020 to U+007E): such text
    /// is one Character per byte and one terminal cell per Character.
    var isPrintableASCII: Bool {
        let fast = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        return fast ?? utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The text with ASCII letters upper-cased and every other byte kept:
    /// for codes that are ASCII by definition (ISO 3166 regions, ISO 4217
    /// currencies), without the Unicode case mapping of `uppercased()`,
    /// which phone and number fields would otherwise fetch before they open.
    var asciiUppercased: String {
        var copy = self
        return copy.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for index in 0..<bytes.count {
                    let byte = bytes[index]
                    buffer[index] = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte
                }
                return bytes.count
            }
        }
    }
}
