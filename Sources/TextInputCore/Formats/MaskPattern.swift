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

    /// The pattern's tokens in order.
    public let tokens: [Token]
    /// The kind of every slot, in order.
    public let slots: [SlotKind]
    /// The distinct literal characters of the pattern (skipped when pasted);
    /// a short array, faster than a set at this size.
    let literals: [Character]

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
        self.tokens = tokens
        self.slots = slots
        var literals: [Character] = []
        for case let .literal(character) in tokens where !literals.contains(character) {
            literals.append(character)
        }
        self.literals = literals
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
        self.tokens = tokens
        self.slots = slots
        self.literals = [separator]
    }

    /// The number of value characters the pattern holds.
    public var capacity: Int { slots.count }

    /// Renders value characters into the pattern. Literals appear between
    /// value characters and before the first one; trailing literals only
    /// once the pattern is full.
    func render(_ raw: [Character]) -> ValueRendering {
        var builder = ValueRenderingBuilder(capacity: tokens.count)
        if raw.isEmpty { return builder.build() }
        var placed = 0
        let full = raw.count >= slots.count
        for token in tokens {
            switch token {
            case let .literal(character):
                if placed < raw.count || full {
                    builder.appendLiteral(character)
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

/// A format whose value characters fill the slots of a ``MaskPattern``; the
/// pattern may depend on the value (a card's brand, an IBAN's country).
struct GroupedValueFormatter: ValueFormatter {
    /// Where the pattern comes from.
    enum Layout: Sendable {
        case fixed(MaskPattern)
        case card
        case iban

        var isCard: Bool {
            if case .card = self { return true }
            return false
        }
    }

    let layout: Layout

    /// The pattern for the given value characters.
    func pattern(for raw: [Character]) -> MaskPattern {
        switch layout {
        case let .fixed(pattern):
            return pattern
        case .card:
            return CardLayout.pattern(prefix: raw.prefix(CardLayout.prefixLength), count: raw.count)
        case .iban:
            return IBANLayout.pattern(prefix: raw.prefix(2), count: raw.count)
        }
    }

    /// The pattern `raw` would have with `character` inserted at `position`,
    /// without building that array.
    func pattern(inserting character: Character, at position: Int, into raw: [Character]) -> MaskPattern {
        switch layout {
        case let .fixed(pattern):
            return pattern
        case .card, .iban:
            let needed = layout.isCard ? CardLayout.prefixLength : 2
            guard position < needed else {
                return layout.isCard
                    ? CardLayout.pattern(prefix: raw.prefix(needed), count: raw.count + 1)
                    : IBANLayout.pattern(prefix: raw.prefix(needed), count: raw.count + 1)
            }
            var prefix: [Character] = []
            prefix.reserveCapacity(needed)
            var index = 0
            while prefix.count < needed, index <= raw.count {
                if index == position { prefix.append(character) }
                if index < raw.count, prefix.count < needed { prefix.append(raw[index]) }
                index += 1
            }
            return layout.isCard
                ? CardLayout.pattern(prefix: prefix[...], count: raw.count + 1)
                : IBANLayout.pattern(prefix: prefix[...], count: raw.count + 1)
        }
    }

    /// Upper-cases IBAN letters; other layouts keep what was typed.
    @inline(__always)
    func transform(_ character: Character) -> Character {
        switch layout {
        case .iban:
            if character.isASCII, character.isLowercase { return Character(character.uppercased()) }
            return character
        case .fixed, .card:
            return character
        }
    }

    /// Whether every value character from `start` on fits its slot and the
    /// value fits the pattern's capacity.
    func fits(_ raw: [Character], from start: Int) -> Bool {
        let pattern = pattern(for: raw)
        guard raw.count <= pattern.capacity else { return false }
        var index = start
        while index < raw.count {
            if !pattern.slots[index].accepts(raw[index]) { return false }
            index += 1
        }
        return true
    }

    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>) -> ValueInsertion {
        var result = raw
        if !range.isEmpty { result.removeSubrange(range) }
        var position = range.lowerBound
        var rejected = 0
        var reason: EditRejection?
        for original in inserted {
            let character = transform(original)
            if fitsInsertion(of: character, at: position, into: result) {
                result.insert(character, at: position)
                position += 1
                continue
            }
            // Formatting characters (this pattern's literals, spaces,
            // punctuation) are skipped so a formatted paste works.
            let pattern = pattern(for: result)
            if pattern.literals.contains(original) || !(original.isLetter || original.isNumber) {
                continue
            }
            rejected += 1
            if reason == nil {
                if result.count >= pattern.capacity {
                    reason = .formatFull(maxLength: pattern.capacity)
                } else {
                    let kind = pattern.slots[min(position, pattern.slots.count - 1)]
                    reason = .invalidCharacter(String(original), expected: kind.expected)
                }
            }
        }
        return ValueInsertion(raw: result, caret: position, rejected: rejected, reason: reason)
    }

    /// Whether inserting `character` at `position` keeps every value
    /// character in a slot that accepts it, within the pattern's capacity.
    func fitsInsertion(of character: Character, at position: Int, into raw: [Character]) -> Bool {
        let pattern = pattern(inserting: character, at: position, into: raw)
        guard raw.count < pattern.capacity, pattern.slots[position].accepts(character) else { return false }
        var index = position
        while index < raw.count {
            if !pattern.slots[index + 1].accepts(raw[index]) { return false }
            index += 1
        }
        return true
    }

    func render(_ raw: [Character]) -> ValueRendering {
        pattern(for: raw).render(raw)
    }

    func refit(_ raw: [Character], from index: Int) -> (raw: [Character], dropped: Int) {
        if fits(raw, from: index) { return (raw, 0) }
        let head = Array(raw[..<index])
        let result = insert(Array(raw[index...]), into: head, replacing: index..<index)
        return (result.raw, raw.count - result.raw.count)
    }

    func parse(_ text: String) -> [Character] {
        insert(Array(text), into: [], replacing: 0..<0).raw
    }
}
