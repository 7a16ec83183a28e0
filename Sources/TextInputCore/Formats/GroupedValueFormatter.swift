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
        var index = 0
        var matchedRunAt: Int?
        while index < inserted.count {
            let original = inserted[index]
            // A formatted text shows the pattern's literals before each slot:
            // when the whole run is there, it is taken as literals, even when
            // it holds letters or digits a slot would take ("+7 (" of
            // "+7 (###) ###-##-##" in "+7 (123) 456-78-90").
            if matchedRunAt != position, case let .fixed(mask) = layout, mask.hasAlphanumericLiterals, position < mask.capacity {
                matchedRunAt = position
                let run = mask.literalRun(beforeSlot: position)
                if !run.isEmpty, run.contains(where: { $0.isLetter || $0.isNumber }), index + run.count <= inserted.count,
                   inserted[index..<(index + run.count)].elementsEqual(run) {
                    index += run.count
                    continue
                }
            }
            index += 1
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

    /// A fixed mask's rendering with the literals after the last value
    /// character shown ("12" in "##:##" as "12:"), or nil when there are none
    /// (cards and IBANs do not add their spaces ahead of the next digit).
    func renderWithTrailingLiterals(_ raw: [Character]) -> ValueRendering? {
        guard case let .fixed(mask) = layout, !raw.isEmpty, raw.count < mask.capacity,
              mask.hasLiteral(beforeSlot: raw.count) else { return nil }
        return mask.render(raw, trailingLiterals: true)
    }

    /// Whether `character` is one of the literals between the last value
    /// character and the next slot (typing it moves past them).
    func isTrailingLiteral(_ character: Character, after raw: [Character]) -> Bool {
        guard case let .fixed(mask) = layout, !raw.isEmpty, raw.count < mask.capacity else { return false }
        return mask.literalRun(beforeSlot: raw.count).contains(character)
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
