/// A parsed grouped-characters pattern such as `"(###) ###-####"`.
///
/// `#` is a digit slot, `@` a letter slot, `*` a letter-or-digit slot, `\`
/// makes the next character a literal, and every other character is a
/// literal that the format inserts by itself.
public struct MaskPattern: Sendable, Hashable {
    /// One position of a pattern.
    public enum Token: Sendable, Hashable {
        /// A place for one value character of the given kind.
        case slot(SlotKind)
        /// Text the format shows between value characters.
        case literal(Character)
    }

    /// What a slot accepts.
    public enum SlotKind: Sendable, Hashable {
        case digit, letter, letterOrDigit

        /// Whether `character` may stand in a slot of this kind.
        @inline(__always)
        func accepts(_ character: Character) -> Bool {
            // ASCII fast path: Character's Unicode properties are slow to query.
            let utf8 = character.utf8
            if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
                let digit = byte >= 0x30 && byte <= 0x39
                let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
                switch self {
                case .digit: return digit
                case .letter: return letter
                case .letterOrDigit: return digit || letter
                }
            }
            switch self {
            case .digit: return character.isASCII ? character.isNumber : false
            case .letter: return character.isLetter
            case .letterOrDigit: return character.isLetter || (character.isASCII && character.isNumber)
            }
        }

        var expected: EditRejection.ExpectedInput {
            switch self {
            case .digit: return .digit
            case .letter: return .letter
            case .letterOrDigit: return .letterOrDigit
            }
        }
    }

    /// What a pattern is made of, behind one reference: a keystroke copies
    /// patterns several times, and a copy then retains one object instead of
    /// every array.
    final class Storage: Sendable {
        let tokens: [Token]
        let slots: [SlotKind]
        let literals: [Character]
        let literalRuns: [[Character]]
        let literalSet: LiteralSet

        init(tokens: [Token], slots: [SlotKind], literals: [Character]) {
            self.tokens = tokens
            self.slots = slots
            self.literals = literals
            self.literalRuns = MaskPattern.runs(of: tokens, slotCount: slots.count)
            self.literalSet = LiteralSet(literals)
        }
    }

    let storage: Storage

    /// The pattern's tokens in order.
    public var tokens: [Token] { storage.tokens }
    /// The kind of every slot, in order.
    public var slots: [SlotKind] { storage.slots }
    /// The distinct literal characters of the pattern (skipped when pasted);
    /// a short array, faster than a set at this size.
    var literals: [Character] { storage.literals }

    public static func == (lhs: MaskPattern, rhs: MaskPattern) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.tokens == rhs.storage.tokens
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.tokens)
    }

    /// Parses a pattern.
    ///
    /// - Throws: ``ConfigurationError/invalidMask(_:reason:)`` when the
    ///   pattern has no slot or ends in a lone `\`.
    public init(_ pattern: String) throws(ConfigurationError) {
        var tokens: [Token] = []
        var escaping = false
        for character in pattern {
            if escaping {
                tokens.append(.literal(character))
                escaping = false
                continue
            }
            switch character {
            case "\\": escaping = true
            case "#": tokens.append(.slot(.digit))
            case "@": tokens.append(.slot(.letter))
            case "*": tokens.append(.slot(.letterOrDigit))
            default: tokens.append(.literal(character))
            }
        }
        if escaping {
            throw .invalidMask(pattern, reason: "it ends with a lone \"\\\"; write \"\\\\\" for a literal backslash")
        }
        let slots = tokens.compactMap { token -> SlotKind? in
            if case let .slot(kind) = token { return kind }
            return nil
        }
        if slots.isEmpty {
            throw .invalidMask(pattern, reason: "it has no slot; use # for a digit, @ for a letter, * for a letter or digit")
        }
        if slots.count > 256 {
            throw .invalidMask(pattern, reason: "it has \(slots.count) slots; at most 256 are supported")
        }
        var literals: [Character] = []
        for case let .literal(character) in tokens where !literals.contains(character) {
            literals.append(character)
        }
        storage = Storage(tokens: tokens, slots: slots, literals: literals)
    }

    /// Builds a pattern of digit groups separated by `separator`, such as a
    /// card number's "#### #### #### ####".
    init(digitGroups groups: [Int], separator: Character, slotKinds: (Int) -> SlotKind = { _ in .digit }) {
        var tokens: [Token] = []
        var slots: [SlotKind] = []
        for (index, size) in groups.enumerated() {
            if index > 0 { tokens.append(.literal(separator)) }
            for _ in 0..<size {
                let kind = slotKinds(slots.count)
                tokens.append(.slot(kind))
                slots.append(kind)
            }
        }
        storage = Storage(tokens: tokens, slots: slots, literals: [separator])
    }

    /// The number of value characters the pattern holds.
    public var capacity: Int { storage.slots.count }

    /// Which characters are literals of the pattern, answered without
    /// comparing Characters: a keystroke asks it before looking for a match.
    var literalSet: LiteralSet { storage.literalSet }

    /// The literal characters before each slot, and after the last one at
    /// index ``capacity``: what a formatted text shows there.
    var literalRuns: [[Character]] { storage.literalRuns }

    static func runs(of tokens: [Token], slotCount: Int) -> [[Character]] {
        var runs = Array(repeating: [Character](), count: slotCount + 1)
        var slot = 0
        for token in tokens {
            switch token {
            case let .literal(character): runs[slot].append(character)
            case .slot: slot += 1
            }
        }
        return runs
    }

    /// The literal characters between slot `index - 1` and slot `index`
    /// (before the first slot for 0, after the last for ``capacity``).
    func literalRun(beforeSlot index: Int) -> [Character] {
        storage.literalRuns[index]
    }

    /// Renders value characters into the pattern. Literals appear between
    /// value characters and before the first one; trailing literals only
    /// once the pattern is full.
    func render(_ raw: [Character]) -> ValueRendering {
        render(raw, trailingLiterals: 0)
    }

    /// Renders value characters; the first `trailingLiterals` literals after
    /// the last one (up to the next slot) are shown too, as they are right
    /// after the user typed them ("12" then "/" in "##/##" shows "12/").
    /// Before any value character they are the leading literals ("+" typed
    /// into "+7 (###)" shows "+").
    func render(_ raw: [Character], trailingLiterals: Int) -> ValueRendering {
        let tokens = storage.tokens
        var builder = ValueRenderingBuilder(capacity: tokens.count)
        if raw.isEmpty && trailingLiterals == 0 { return builder.build() }
        var placed = 0
        var shownAfterLast = 0
        let full = raw.count >= storage.slots.count
        for token in tokens {
            switch token {
            case let .literal(character):
                if placed < raw.count || full {
                    builder.appendLiteral(character)
                } else if shownAfterLast < trailingLiterals {
                    builder.appendLiteral(character)
                    shownAfterLast += 1
                } else {
                    return builder.build()
                }
            case .slot:
                if placed < raw.count {
                    builder.appendValue(raw[placed])
                    placed += 1
                } else {
                    return builder.build()
                }
            }
        }
        return builder.build()
    }
}
