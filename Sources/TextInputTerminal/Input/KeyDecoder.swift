/// Turns the bytes a terminal sends into ``InputEvent``s.
///
/// Stateful: feed it chunks as `read` returns them. A sequence split across
/// reads (an escape sequence, a UTF-8 character, a paste) is kept until the
/// rest arrives, and several in one read all come out in order. It decodes
/// UTF-8 text (grapheme clusters within a chunk stay whole), C0 controls as
/// Control-letters, ESC-prefixed keys as Alt, CSI and SS3 keys with xterm
/// modifier parameters, `CSI u` and `CSI 27;m;c~` (modifyOtherKeys) keys,
/// bracketed paste (`CSI 200~` … `CSI 201~`) and SGR mouse (`CSI <b;x;yM`).
///
/// A lone ESC is ambiguous until the next byte: when no more input comes
/// within a short time, the caller calls ``flush()`` and gets `.escape`.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("a\u{1B}[1;5".utf8))   // [.key(.character("a"), [])]
/// decoder.feed(Array("C".utf8))             // [.key(.right, .control)]
/// ```
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []
    /// Bytes of a bracketed paste so far, while one is open.
    private var paste: [UInt8]?

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Creates a decoder.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence (the caller
    /// should call ``flush()`` if nothing more arrives soon). An open paste
    /// does not count: it waits for its end marker however long it takes.
    public var hasPendingInput: Bool { paste == nil && !buffer.isEmpty }

    /// Decodes a chunk of input, returning the events it completes.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        buffer.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Decodes what is pending as if no more input will follow: a lone ESC
    /// is Escape, an unfinished sequence is its keys as typed, an unfinished
    /// UTF-8 character is U+FFFD.
    public mutating func flush() -> [InputEvent] {
        decode(final: true)
    }

    private mutating func decode(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        loop: while index < buffer.count {
            if paste != nil {
                if let end = Self.find(Self.pasteEnd, in: buffer, from: index) {
                    paste?.append(contentsOf: buffer[index..<end])
                    events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                    paste = nil
                    index = end + Self.pasteEnd.count
                    continue
                }
                // Keep a possible start of the end marker for the next chunk.
                let keep = Self.partialSuffix(of: buffer[index...], matching: Self.pasteEnd)
                paste?.append(contentsOf: buffer[index..<(buffer.count - keep)])
                index = buffer.count - keep
                break loop
            }
            switch decodeOne(at: index, final: final) {
            case let .event(event, next):
                if let event { events.append(event) }
                index = next
            case let .events(list, next):
                events += list
                index = next
            case .startPaste(let next):
                paste = []
                index = next
            case .incomplete:
                break loop
            }
        }
        buffer.removeFirst(index)
        return events
    }

    private enum Step {
        case event(InputEvent?, next: Int)
        case events([InputEvent], next: Int)
        case startPaste(next: Int)
        case incomplete
    }

    private func decodeOne(at index: Int, final: Bool) -> Step {
        let byte = buffer[index]
        switch byte {
        case 0x1B:
            return escape(at: index, final: final)
        case 0x0D, 0x0A:
            return .event(.key(.enter), next: index + 1)
        case 0x09:
            return .event(.key(.tab), next: index + 1)
        case 0x7F:
            return .event(.key(.backspace), next: index + 1)
        case 0x08:
            return .event(.key(.backspace, .control), next: index + 1)
        case 0x00:
            return .event(.key(.character(" "), .control), next: index + 1)
        case 0x01...0x1A:
            return .event(.key(.character(Character(Unicode.Scalar(byte + 0x60))), .control), next: index + 1)
        case 0x1C...0x1F:
            return .event(.key(.character(Character(Unicode.Scalar(byte + 0x40))), .control), next: index + 1)
        default:
            return text(at: index, final: final)
        }
    }

    /// A run of printable UTF-8, one key per Character.
    private func text(at index: Int, final: Bool) -> Step {
        var end = index
        while end < buffer.count, buffer[end] >= 0x20, buffer[end] != 0x7F { end += 1 }
        var complete = end
        if end == buffer.count, !final {
            complete = Self.completeUTF8Prefix(buffer, from: index, to: end)
            if complete == index { return .incomplete }
        }
        let string = String(decoding: buffer[index..<complete], as: UTF8.self)
        return .events(string.map { .key(.character($0)) }, next: complete)
    }

    private func escape(at index: Int, final: Bool) -> Step {
        guard index + 1 < buffer.count else {
            return final ? .event(.key(.escape), next: index + 1) : .incomplete
        }
        let next = buffer[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return csi(at: index, final: final)
        case UInt8(ascii: "O"):
            guard index + 2 < buffer.count else {
                return final ? .event(.key(.character("O"), .alt), next: index + 2) : .incomplete
            }
            return .event(Self.ss3(buffer[index + 2]), next: index + 3)
        case 0x1B:
            return .event(.key(.escape), next: index + 1)
        default:
            // Alt with the key that follows.
            let inner = decodeOne(at: index + 1, final: final)
            switch inner {
            case let .event(event?, after):
                return .event(Self.addingAlt(event), next: after)
            case let .events(list, after) where !list.isEmpty:
                // Only the first character of a text run has Alt.
                guard case let .key(.character(first), modifiers) = list[0] else { return .event(nil, next: after) }
                let firstLength = String(first).utf8.count
                return .event(.key(.character(first), modifiers.union(.alt)), next: index + 1 + firstLength)
            case .incomplete:
                return .incomplete
            default:
                return .event(.key(.escape), next: index + 1)
            }
        }
    }

    private static func addingAlt(_ event: InputEvent) -> InputEvent {
        if case let .key(key, modifiers) = event { return .key(key, modifiers.union(.alt)) }
        return event
    }

    /// `ESC [` parameters, intermediates, final byte.
    private func csi(at index: Int, final: Bool) -> Step {
        var end = index + 2
        while end < buffer.count, (0x20...0x3F).contains(buffer[end]) { end += 1 }
        guard end < buffer.count else {
            if final { return .event(.key(.character("["), .alt), next: index + 2) }
            return .incomplete
        }
        let finalByte = buffer[end]
        guard (0x40...0x7E).contains(finalByte) else {
            // Not a CSI sequence after all: Alt-[ and go on.
            return .event(.key(.character("["), .alt), next: index + 2)
        }
        let body = buffer[(index + 2)..<end]
        let next = end + 1
        if body.first == UInt8(ascii: "<"), finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m") {
            let numbers = Self.numbers(body.dropFirst())
            guard numbers.count == 3 else { return .event(nil, next: next) }
            return .event(Self.mouse(numbers, release: finalByte == UInt8(ascii: "m")), next: next)
        }
        guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else {
            return .event(nil, next: next)   // private sequences (focus reports, replies): ignored
        }
        let numbers = Self.numbers(body)
        let modifiers = KeyModifiers(parameter: numbers.count > 1 ? numbers[1] : 1)
        switch finalByte {
        case UInt8(ascii: "A"): return .event(.key(.up, modifiers), next: next)
        case UInt8(ascii: "B"): return .event(.key(.down, modifiers), next: next)
        case UInt8(ascii: "C"): return .event(.key(.right, modifiers), next: next)
        case UInt8(ascii: "D"): return .event(.key(.left, modifiers), next: next)
        case UInt8(ascii: "H"): return .event(.key(.home, modifiers), next: next)
        case UInt8(ascii: "F"): return .event(.key(.end, modifiers), next: next)
        case UInt8(ascii: "Z"): return .event(.key(.tab, modifiers.union(.shift)), next: next)
        case UInt8(ascii: "P"): return .event(.key(.function(1), modifiers), next: next)
        case UInt8(ascii: "Q"): return .event(.key(.function(2), modifiers), next: next)
        case UInt8(ascii: "R"): return .event(.key(.function(3), modifiers), next: next)
        case UInt8(ascii: "S"): return .event(.key(.function(4), modifiers), next: next)
        case UInt8(ascii: "u"):
            guard let code = numbers.first else { return .event(nil, next: next) }
            return .event(Self.codepointKey(code, modifiers), next: next)
        case UInt8(ascii: "~"):
            guard let code = numbers.first else { return .event(nil, next: next) }
            if code == 200 { return .startPaste(next: next) }
            if code == 27, numbers.count >= 3 {
                return .event(Self.codepointKey(numbers[2], KeyModifiers(parameter: numbers[1])), next: next)
            }
            return .event(Self.tildeKey(code).map { .key($0, modifiers) }, next: next)
        default:
            return .event(nil, next: next)
        }
    }

    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23...26: return .function(code - 12)
        case 28, 29: return .function(code - 13)
        case 31...34: return .function(code - 14)
        default: return nil
        }
    }

    /// A key given by its code point (`CSI u`, modifyOtherKeys).
    private static func codepointKey(_ code: Int, _ modifiers: KeyModifiers) -> InputEvent? {
        switch code {
        case 13: return .key(.enter, modifiers)
        case 9: return .key(.tab, modifiers)
        case 27: return .key(.escape, modifiers)
        case 127, 8: return .key(.backspace, modifiers)
        default:
            guard let scalar = Unicode.Scalar(UInt32(clamping: code)), code >= 0x20 else { return nil }
            var character = Character(scalar)
            if modifiers.contains(.control), character.isUppercase, let lower = character.lowercased().first {
                character = lower
            }
            return .key(.character(character), modifiers)
        }
    }

    private static func ss3(_ byte: UInt8) -> InputEvent? {
        switch byte {
        case UInt8(ascii: "A"): return .key(.up)
        case UInt8(ascii: "B"): return .key(.down)
        case UInt8(ascii: "C"): return .key(.right)
        case UInt8(ascii: "D"): return .key(.left)
        case UInt8(ascii: "H"): return .key(.home)
        case UInt8(ascii: "F"): return .key(.end)
        case UInt8(ascii: "M"): return .key(.enter)
        case UInt8(ascii: "P"): return .key(.function(1))
        case UInt8(ascii: "Q"): return .key(.function(2))
        case UInt8(ascii: "R"): return .key(.function(3))
        case UInt8(ascii: "S"): return .key(.function(4))
        default: return nil
        }
    }

    private static func mouse(_ numbers: [Int], release: Bool) -> InputEvent {
        let code = numbers[0]
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let button: MouseEvent.Button
        if code & 64 != 0 {
            button = code & 1 == 0 ? .wheelUp : .wheelDown
        } else {
            switch code & 3 {
            case 0: button = .left
            case 1: button = .middle
            case 2: button = .right
            default: button = .none
            }
        }
        let kind: MouseEvent.Kind = release ? .release : (code & 32 != 0 ? .drag : .press)
        return .mouse(MouseEvent(column: max(0, numbers[1] - 1), row: max(0, numbers[2] - 1),
                                 button: button, kind: kind, modifiers: modifiers))
    }

    /// Decimal parameters separated by ";" or ":"; an empty parameter is 1,
    /// the default of key parameters.
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        var result: [Int] = []
        var current = 0
        var any = false
        for byte in bytes {
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") {
                result.append(any ? current : 1)
                current = 0
                any = false
            } else if (0x30...0x39).contains(byte) {
                current = min(current * 10 + Int(byte - 0x30), 1 << 24)
                any = true
            }
        }
        if any || !result.isEmpty { result.append(any ? current : 1) }
        return result
    }

    /// The end of the longest prefix of `bytes[from..<to]` that does not end
    /// inside a UTF-8 sequence.
    private static func completeUTF8Prefix(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        var start = to
        var back = 0
        while start > from, back < 4 {
            start -= 1
            back += 1
            let byte = bytes[start]
            if byte & 0xC0 != 0x80 {
                let length: Int
                if byte < 0x80 { length = 1 } else if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 } else { length = 1 }
                return start + length > to ? start : to
            }
        }
        return to
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard haystack.count - from >= needle.count else { return nil }
        var index = from
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// How many bytes at the end of `bytes` could start `marker`.
    private static func partialSuffix(of bytes: ArraySlice<UInt8>, matching marker: [UInt8]) -> Int {
        var length = min(marker.count - 1, bytes.count)
        while length > 0 {
            if bytes.suffix(length).elementsEqual(marker.prefix(length)) { return length }
            length -= 1
        }
        return 0
    }
}
