/// A format whose value characters fill the slots of a ``MaskPattern``; the
/// pattern may depend on the value (a card's brand, an IBAN's country).
struct GroupedValueFormatter: ValueFormatter {
    /// Where the pattern comes from.
    enum Layout: Sendable {
        case fixed(MaskPattern)
        case card
        case iban
        /// A date's digits in the locale's order (``TextFormat/date(_:)``).
        case date(DateLayout)

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
        case let .date(date):
            return date.mask
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
        case let .date(date):
            return date.mask
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

    /// A typed character as the code holds it: a digit of any script as
    /// its ASCII digit and a full-width form as ASCII
    /// (``Swift/Character/foldedForCode``), and IBAN letters upper-cased;
    /// other characters stay as typed.
    @inline(__always)
    func transform(_ character: Character) -> Character {
        let folded = character.foldedForCode
        guard case .iban = layout else { return folded }
        let utf8 = folded.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x61, byte <= 0x7A {
            return Character(Unicode.Scalar(byte - 0x20))
        }
        return folded
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
        insert(inserted, into: raw, replacing: range, literalsPassed: 0, isTyped: false).insertion
    }

    /// Inserts characters at a caret that already stands `literalsPassed`
    /// literals into the run before slot `range.lowerBound`, and says how
    /// many literals of the run before the caret's slot it stands past
    /// afterwards (the literals a renderer shows after the last value
    /// character when the caret is there).
    ///
    /// Text that matches the pattern's literals where the pattern shows them
    /// is taken as those literals, in typed keys, pastes and configured
    /// values alike ("+7 (912) 345" typed into `+7 (###) ###-##-##` gives the
    /// same text as "912345"). Punctuation further on in the same run is
    /// taken as that literal, the ones before it shown too ("(" typed into an
    /// empty `+7 (###)` gives "+7 ("). A letter or digit that equals a
    /// literal may also be a value character ("7" at the start of
    /// `+7 (###)`), except a key typed (`isTyped`) where the pattern shows exactly
    /// that literal next: both readings are tried and the one that refuses
    /// fewer characters wins, then the one that skips fewer characters as
    /// formatting (a formatted text matches its literals in place), then the
    /// one that keeps more value characters: "79998887766" fills
    /// `+7(###)###-##-##` with "9998887766" and "123" fills `+12#` with "3",
    /// while a configured value "7912345678" keeps its ten digits.
    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>,
                literalsPassed: Int, isTyped: Bool) -> (insertion: ValueInsertion, literalsPassed: Int) {
        let isKey = isTyped && inserted.count == 1
        if case let .date(date) = layout, !isKey, range == 0..<raw.count, let day = date.wholeDate(inserted) {
            // A whole date written another way (ISO, one-digit parts, a month's name): its day in the field's order.
            let digits = date.raw(for: day)
            return (ValueInsertion(raw: digits, caret: digits.count), 0)
        }
        let matching = insertPass(inserted, into: raw, replacing: range, literalsPassed: literalsPassed, isKey: isKey,
                                  matchesValueLikeLiterals: true)
        guard matching.ambiguous else { return (matching.insertion, matching.literalsPassed) }
        let plain = insertPass(inserted, into: raw, replacing: range, literalsPassed: literalsPassed, isKey: isKey,
                               matchesValueLikeLiterals: false)
        let a = (matching.insertion.rejected, matching.skipped, -matching.insertion.raw.count)
        let b = (plain.insertion.rejected, plain.skipped, -plain.insertion.raw.count)
        return b < a ? (plain.insertion, plain.literalsPassed) : (matching.insertion, matching.literalsPassed)
    }

    /// One reading of an insertion: with `matchesValueLikeLiterals`, a letter
    /// or digit that equals a literal of the run at the caret is taken as
    /// that literal (`ambiguous` says one was); without it, only a typed
    /// key (`isKey`) that the pattern shows next is.
    private func insertPass(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>,
                            literalsPassed: Int, isKey: Bool, matchesValueLikeLiterals: Bool)
        -> (insertion: ValueInsertion, literalsPassed: Int, skipped: Int, ambiguous: Bool) {
        var result = raw
        if !range.isEmpty { result.removeSubrange(range) }
        var position = range.lowerBound
        var rejected = 0
        var skipped = 0
        var reason: EditRejection?
        var passed = range.isEmpty ? literalsPassed : 0
        var ambiguous = false
        for original in inserted {
            let character = transform(original)
            // The literals the pattern shows before slot `position`, looked at
            // only for a character that is one of the pattern's literals.
            if isPossibleLiteral(original) || isPossibleLiteral(character) {
                let run = literalRun(beforeSlot: position, in: result)
                if passed < run.count, let match = run[passed...].firstIndex(where: { $0 == original || $0 == character }) {
                    let isValueLike = original.isLetter || original.isNumber
                    if !isValueLike || (isKey && match == passed) {
                        passed = match + 1
                        continue
                    }
                    if matchesValueLikeLiterals {
                        ambiguous = true
                        passed = match + 1
                        continue
                    }
                }
            }
            if fitsInsertion(of: character, at: position, into: result) {
                result.insert(character, at: position)
                position += 1
                passed = 0
                continue
            }
            // Formatting characters (this pattern's literals, spaces,
            // punctuation) are skipped so a formatted paste works.
            let pattern = pattern(for: result)
            if pattern.literals.contains(original) || !(original.isLetter || original.isNumber) {
                skipped += 1
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
        return (ValueInsertion(raw: result, caret: position, rejected: rejected, reason: reason), passed, skipped, ambiguous)
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
        if case let .date(date) = layout { return date.localized(date.mask.render(raw)) }
        return pattern(for: raw).render(raw)
    }

    /// The rendering of `raw` showing the first `trailingLiterals` literals
    /// after the last value character (those the user typed).
    func render(_ raw: [Character], trailingLiterals: Int) -> ValueRendering {
        if case let .date(date) = layout { return date.localized(date.mask.render(raw, trailingLiterals: trailingLiterals)) }
        return pattern(for: raw).render(raw, trailingLiterals: trailingLiterals)
    }

    /// A date's value: the ISO date once the digits name a real day; other
    /// layouts' value characters as they are.
    func value(of raw: [Character]) -> String {
        if case let .date(date) = layout { return date.value(of: raw) }
        return String(joining: raw)
    }

    /// Whether `character` can be a literal of this format's patterns (card
    /// and IBAN patterns group with spaces only).
    @inline(__always)
    func isPossibleLiteral(_ character: Character) -> Bool {
        switch layout {
        case let .fixed(mask): return mask.literalSet.contains(character)
        case let .date(date): return date.mask.literalSet.contains(character)
        case .card, .iban: return character == " "
        }
    }

    /// The literal run before slot `index` of the pattern `raw` has.
    func literalRun(beforeSlot index: Int, in raw: [Character]) -> [Character] {
        let pattern = pattern(for: raw)
        return index <= pattern.capacity ? pattern.literalRun(beforeSlot: index) : []
    }

    func refit(_ raw: [Character], from index: Int) -> (raw: [Character], dropped: Int) {
        if fits(raw, from: index) { return (raw, 0) }
        let head = Array(raw[..<index])
        // Value characters are never taken as literals here.
        let result = insertPass(Array(raw[index...]), into: head, replacing: index..<index, literalsPassed: 0, isKey: false,
                                matchesValueLikeLiterals: false).insertion
        return (result.raw, raw.count - result.raw.count)
    }

    func parse(_ text: String) -> [Character] {
        insert(Array(text), into: [], replacing: 0..<0).raw
    }
}
