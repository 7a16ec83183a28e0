/// Insertion, deletion, composition and commit.
extension FieldEditor {
    /// The most characters of one insertion a formatted field looks at: no
    /// mask, card, IBAN or number holds more, so a larger paste cannot fit
    /// and its tail is refused without being scanned.
    static let formattedInsertionCap = 4096

    /// Applies a case transform in a language: Unicode's default case
    /// mapping, plus the dotted and dotless i of Turkish and Azerbaijani
    /// ("i" → "İ", "I" → "ı").
    static func transform(_ text: String, _ letterCase: TextFormat.LetterCase?, _ language: String) -> String {
        let dottedI = language == "tr" || language == "az"
        switch letterCase {
        case .none: return text
        case .upper?:
            guard dottedI, text.unicodeScalars.contains("i") else { return text.uppercased() }
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars { scalars.append(scalar == "i" ? "\u{130}" : scalar) }
            return String(scalars).uppercased()
        case .lower?:
            guard dottedI else { return text.lowercased() }
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                switch scalar {
                case "I": scalars.append("\u{131}")
                case "\u{130}": scalars.append("i")
                default: scalars.append(scalar)
                }
            }
            return String(scalars).lowercased()
        }
    }

    // MARK: Insert

    /// Inserts typed or pasted text at the selection (or over the marked text).
    mutating func insert(_ text: String, kind: EditHistory.Kind) -> EditOutcome {
        if let composition {
            // New input while composing replaces the marked text.
            bodySelection = composition.replacing
            self.composition = nil
        }
        let sanitized = sanitizer.sanitize(text)
        var removedOutcome = EditOutcome()
        if sanitized.removed > 0, let first = sanitized.firstRemoved {
            removedOutcome = EditOutcome(rejection: .invalidCharacter(String(first), expected: .text), rejectedCount: sanitized.removed)
        }
        if sanitized.text.isEmpty {
            return removedOutcome
        }
        var outcome: EditOutcome
        switch content {
        case .plain:
            outcome = insertPlain(Self.transform(sanitized.text, caseTransform, language), kind: kind)
        case .formatted:
            // A pasted or filled text that shows the field's prefix or suffix
            // (copied from another field like this one) is read without them.
            let body = kind == .typing || (configuration.prefix.isEmpty && configuration.suffix.isEmpty)
                ? sanitized.text
                : String(Self.strippingAffixes(sanitized.text, prefix: configuration.prefix, suffix: configuration.suffix))
            outcome = insertFormatted(body, kind: kind)
        }
        if kind != .typing {
            // What the format or limit refused of a paste or fill (not the
            // control characters the sanitiser removed) was left out.
            outcome.leftOutCount = outcome.rejectedCount
        }
        if outcome.rejection == nil, removedOutcome.rejection != nil {
            outcome.rejection = removedOutcome.rejection
        }
        outcome.rejectedCount += removedOutcome.rejectedCount
        return outcome
    }

    /// Inserts into plain text, honouring a `stop` limit at grapheme boundaries.
    mutating func insertPlain(_ inserted: String, kind: EditHistory.Kind) -> EditOutcome {
        guard case var .plain(big) = content else { return .unchanged }
        var before = undoSnapshot(for: kind, startsWithSpace: inserted.first?.isWhitespace ?? false)
        content = .plain(TextStorage())  // keep the rope uniquely referenced while editing
        let range = bigRange(big, bodySelection)
        var piece = Substring(inserted)
        var rejection: EditRejection?
        var rejectedCount = 0

        if let limit = configuration.limit, limit.policy == .stop {
            let selected = range.isEmpty ? 0 : big[range].count
            let available = limit.max - (big.count - selected)
            if available <= 0 {
                content = .plain(big)
                return EditOutcome(rejection: .limitReached(max: limit.max), rejectedCount: inserted.count)
            }
            // Counting a huge paste is linear; only count what could fit.
            let fitting = inserted.prefix(available)
            if fitting.endIndex != inserted.endIndex {
                rejectedCount = inserted[fitting.endIndex...].count
                rejection = .limitReached(max: limit.max)
            }
            piece = fitting
            // Joining text can merge or split clusters at the edges; verify
            // and back off one Character at a time (at most a few steps).
            let original = big
            while true {
                big.spliceByCharacters(bodySelection, with: piece)
                if big.count <= limit.max || piece.isEmpty { break }
                big = original
                piece = piece.dropLast()
                rejectedCount += 1
                rejection = .limitReached(max: limit.max)
            }
            if piece.isEmpty {
                content = .plain(original)
                return EditOutcome(rejection: .limitReached(max: limit.max), rejectedCount: rejectedCount)
            }
            noteSplice(&before, in: original, replacing: bodySelection, insertedLength: piece.utf16.count)
        } else {
            noteSplice(&before, in: big, replacing: bodySelection, insertedLength: piece.utf16.count)
            big.spliceByCharacters(bodySelection, with: piece)
        }
        pendingChange.add(replacing: bodySelection, insertedLength: piece.utf16.count)
        var caretOffset = bodySelection.lowerBound + piece.utf16.count
        let trimmed = trimAffixJoins(&big, caret: &caretOffset, undo: &before)
        if trimmed > 0 {
            rejectedCount += trimmed
            rejection = rejection ?? .invalidCharacter("\u{25CC}\u{301}", expected: .text)
        }
        let caretIndex = big.utf16.index(big.startIndex, offsetBy: caretOffset)
        let caret = big.utf16.distance(from: big.startIndex, to: big.index(roundingUp: caretIndex))
        bodySelection = caret..<caret
        if kind == .paste, let limit = configuration.limit, limit.policy == .allowOver, big.count > limit.max {
            // Past an allowOver limit the characters over it stay selected (as
            // SAP UI5's inputs do), so the user sees what to cut.
            let over = min(big.count - limit.max, piece.count)
            let end = big.index(roundingDown: big.utf16.index(big.startIndex, offsetBy: caret))
            let start = big.index(end, offsetBy: -over)
            bodySelection = big.utf16.distance(from: big.startIndex, to: start)..<caret
        }
        content = .plain(big)
        history.record(before, kind: kind, caret: caret, endsWithSpace: piece.last?.isWhitespace ?? false)
        return EditOutcome(textChanged: true, rejection: rejection, rejectedCount: rejectedCount)
    }

    /// Inserts into a formatted value through its formatter.
    mutating func insertFormatted(_ inserted: String, kind: EditHistory.Kind) -> EditOutcome {
        guard let formatter, case let .formatted(raw, rendering) = content else { return .unchanged }
        var characters = Array(inserted.prefix(Self.formattedInsertionCap))
        var capped = 0
        if characters.count == Self.formattedInsertionCap {
            capped = inserted.count - characters.count
        }
        let range = rendering.rawIndex(forOffset: bodySelection.lowerBound)..<rendering.rawIndex(forOffset: bodySelection.upperBound)
        // A grouped format knows how far into a run of literals the caret
        // stands, so that typing the literal shown next moves past it.
        let grouped = formatter.grouped
        let passedBefore = grouped == nil || !range.isEmpty ? 0 : Self.literalsPassed(at: bodySelection.lowerBound, rawIndex: range.lowerBound, in: rendering)
        func run(_ characters: [Character]) -> (insertion: ValueInsertion, literalsPassed: Int) {
            if let grouped {
                return grouped.insert(characters, into: raw, replacing: range, literalsPassed: passedBefore, isTyped: kind == .typing)
            }
            return (formatter.insert(characters, into: raw, replacing: range, rendering: rendering), 0)
        }
        var (result, passed) = run(characters)

        if let limit = configuration.limit, limit.policy == .stop, result.raw.count > limit.max, result.raw.count > raw.count - range.count {
            if characters.count == 1 {
                return EditOutcome(rejection: .limitReached(max: limit.max), rejectedCount: 1)
            }
            // The longest prefix of the paste that stays within the limit.
            var low = 0
            var high = characters.count
            while low < high {
                let mid = (low + high + 1) / 2
                if run(Array(characters[..<mid])).insertion.raw.count <= limit.max {
                    low = mid
                } else {
                    high = mid - 1
                }
            }
            let refused = characters.count - low
            characters = Array(characters[..<low])
            (result, passed) = run(characters)
            result.rejected += refused
            result.reason = .limitReached(max: limit.max)
        }
        if capped > 0 {
            result.rejected += capped
            if result.reason == nil { result.reason = .formatFull(maxLength: result.raw.count) }
        }
        if result.raw == raw || (result.raw.count == raw.count - range.count && result.raw == Self.removing(range, from: raw)) {
            // Typing a literal the mask shows next ("12", then "/" in
            // "##/##") moves past it, as masks in other libraries do; anything
            // else accepted nothing: text, selection and caret stay.
            if range.isEmpty, passed != passedBefore, let grouped {
                setGrouped(raw, caret: range.lowerBound, literalsPassed: passed, using: grouped)
                return EditOutcome(textChanged: bodyText != rendering.text, rejection: result.reason,
                                   rejectedCount: result.rejected)
            }
            if range.isEmpty, grouped == nil, result.raw == raw, result.caret != range.lowerBound {
                // A key typed over the character it would insert (a number's decimal separator) moves past it.
                let offset = rendering.offset(forRawIndex: result.caret)
                bodySelection = offset..<offset
                history.breakGroup()
                return EditOutcome(rejection: result.reason, rejectedCount: result.rejected)
            }
            return EditOutcome(rejection: result.reason, rejectedCount: result.rejected)
        }
        let before = undoSnapshot(for: kind)
        if let grouped {
            setGrouped(result.raw, caret: result.caret, literalsPassed: passed, using: grouped)
        } else {
            let normalized = formatter.normalize(result.raw, caret: result.caret)
            setFormatted(normalized.raw, caret: normalized.caret, using: formatter)
        }
        history.record(before, kind: kind, caret: bodySelection.lowerBound, endsWithSpace: false)
        return EditOutcome(textChanged: true, rejection: result.reason, rejectedCount: result.rejected)
    }

    /// How many literals of the run before value character `rawIndex` stand
    /// between that run's start and a caret at `offset` (the literals typed
    /// or shown before the caret).
    static func literalsPassed(at offset: Int, rawIndex: Int, in rendering: ValueRendering) -> Int {
        let base = rawIndex > 0 ? rendering.ends[rawIndex - 1] : 0
        guard offset > base else { return 0 }
        let utf16 = rendering.text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: base)
        let upper = utf16.index(utf16.startIndex, offsetBy: min(offset, utf16.count))
        return rendering.text[lower..<upper].count
    }

    /// Stores a grouped value with the caret after value character `caret`
    /// and `literalsPassed` literals of the run that follows it; at the end
    /// those literals are shown ("12/" with the caret after the "/").
    mutating func setGrouped(_ raw: [Character], caret: Int, literalsPassed: Int, using grouped: GroupedValueFormatter) {
        let rendering = grouped.render(raw, trailingLiterals: caret == raw.count ? literalsPassed : 0)
        content = .formatted(raw: raw, rendering: rendering)
        guard literalsPassed > 0 else {
            let offset = rendering.offset(forRawIndex: caret)
            bodySelection = offset..<offset
            return
        }
        var offset = caret > 0 ? rendering.ends[caret - 1] : 0
        for literal in grouped.literalRun(beforeSlot: caret, in: raw).prefix(literalsPassed) {
            offset += literal.utf16.count
        }
        offset = min(offset, rendering.utf16Count)
        bodySelection = offset..<offset
    }

    /// `raw` without `range`.
    static func removing(_ range: Range<Int>, from raw: [Character]) -> [Character] {
        var remaining = raw
        remaining.removeSubrange(range)
        return remaining
    }

    /// Stores value characters, renders them and places the caret right
    /// after value character `caret` (no literal after the last one shows).
    mutating func setFormatted(_ raw: [Character], caret: Int, using formatter: FieldFormatter) {
        var previous: ValueRendering?
        if case let .formatted(_, old) = content { previous = old }
        let rendering = formatter.render(raw, after: previous)
        content = .formatted(raw: raw, rendering: rendering)
        let offset = rendering.offset(forRawIndex: caret)
        bodySelection = offset..<offset
    }

    // MARK: Delete

    /// Deletes the selection, or a grapheme or word beside the caret.
    mutating func delete(forward: Bool, granularity: EditGranularity) -> EditOutcome {
        if let composition {
            // Deleting while composing edits the marked text itself.
            var text = composition.text
            if !text.isEmpty { text.removeLast() }
            return setComposition(text)
        }
        let kind: EditHistory.Kind = forward ? .deletingForward : .deletingBackward
        switch content {
        case var .plain(big):
            var range = bodySelection
            if range.isEmpty {
                let target = step(from: range.lowerBound, forward: forward, granularity: granularity)
                range = min(target, range.lowerBound)..<max(target, range.lowerBound)
            }
            guard !range.isEmpty else { return .unchanged }
            var before = undoSnapshot(for: kind)
            content = .plain(TextStorage())
            noteSplice(&before, in: big, replacing: range, insertedLength: 0)
            big.spliceByCharacters(range, with: "")
            pendingChange.add(replacing: range, insertedLength: 0)
            var caret = range.lowerBound
            _ = trimAffixJoins(&big, caret: &caret, undo: &before)
            // Text that meets across the deletion can join into one cluster (a
            // lone regional indicator pairs with the next one): keep the caret
            // on a boundary, before the joined cluster.
            let caretIndex = big.utf16.index(big.startIndex, offsetBy: caret)
            caret = big.utf16.distance(from: big.startIndex, to: big.index(roundingDown: caretIndex))
            content = .plain(big)
            bodySelection = caret..<caret
            history.record(before, kind: kind, caret: range.lowerBound, endsWithSpace: false)
            return EditOutcome(textChanged: true)
        case let .formatted(raw, rendering):
            guard let formatter else { return .unchanged }
            var rawRange: Range<Int>
            if bodySelection.isEmpty {
                let caret = rendering.rawIndex(forOffset: bodySelection.lowerBound)
                switch (forward, granularity) {
                case (false, .character): rawRange = max(0, caret - 1)..<caret
                case (true, .character): rawRange = caret..<min(raw.count, caret + 1)
                case (false, .word): rawRange = Self.groupBackward(rendering, from: caret)
                case (true, .word): rawRange = Self.groupForward(rendering, from: caret)
                case (false, .line): rawRange = 0..<caret
                case (true, .line): rawRange = caret..<raw.count
                }
            } else {
                rawRange = rendering.rawIndex(forOffset: bodySelection.lowerBound)..<rendering.rawIndex(forOffset: bodySelection.upperBound)
            }
            guard !rawRange.isEmpty else {
                // Literals the user typed before any value character ("+7 ("
                // typed into "+7 (###)"): deleting removes them.
                if raw.isEmpty, !rendering.text.isEmpty {
                    setFormatted(raw, caret: 0, using: formatter)
                    return EditOutcome(textChanged: true)
                }
                // Only literals selected, or nothing beside the caret: collapse
                // the selection where it starts; the text stays.
                bodySelection = bodySelection.lowerBound..<bodySelection.lowerBound
                return .unchanged
            }
            let before = undoSnapshot(for: kind)
            var newRaw = raw
            newRaw.removeSubrange(rawRange)
            // Characters after the deletion move into other slots; in a mixed
            // pattern ("@@-**") some may no longer fit there.
            let refitted = formatter.refit(newRaw, from: rawRange.lowerBound)
            // Deleting the first digit of "$10,000.25" leaves "$0,000.25" until
            // editing ends, as react-number-format and Maskito do: the value's
            // other digits keep their place (docs/decisions.md).
            let normalized = formatter.normalize(refitted.raw, caret: rawRange.lowerBound)
            setFormatted(normalized.raw, caret: normalized.caret, using: formatter)
            history.record(before, kind: kind, caret: bodySelection.lowerBound, endsWithSpace: false)
            guard refitted.dropped > 0 else { return EditOutcome(textChanged: true) }
            let expected: EditRejection.ExpectedInput = .letterOrDigit
            return EditOutcome(textChanged: true, rejection: .invalidCharacter(String(newRaw[rawRange.lowerBound]), expected: expected), rejectedCount: refitted.dropped)
        }
    }

    /// Removes characters at the body's edges that would join the prefix's
    /// last or the suffix's first character into one grapheme cluster (a
    /// combining accent typed first, a regional indicator before a flag
    /// suffix), so that no offset at the boundary falls inside a cluster.
    /// Returns how many Characters were removed and moves `caret` with them.
    /// `undo` is the undo group the edit started (nil when it joined the open one).
    mutating func trimAffixJoins(_ big: inout TextStorage, caret: inout Int, undo before: inout EditHistory.Entry?) -> Int {
        var removed = 0
        while let join = Self.nextJoin(in: big, prefix: configuration.prefix, suffix: configuration.suffix) {
            noteSplice(&before, in: big, replacing: join, insertedLength: 0)
            Self.removeJoin(join, from: &big, caret: &caret)
            removed += 1
        }
        if removed > 0 { pendingChange.markEverything() }
        return removed
    }

    static func trimJoins(_ big: inout TextStorage, prefix: String, suffix: String, caret: inout Int) -> Int {
        var removed = 0
        while let join = nextJoin(in: big, prefix: prefix, suffix: suffix) {
            removeJoin(join, from: &big, caret: &caret)
            removed += 1
        }
        return removed
    }

    /// The UTF-16 range of the body's first Character when it joins the
    /// prefix's last one, else of its last Character when it joins the
    /// suffix's first one.
    static func nextJoin(in big: TextStorage, prefix: String, suffix: String) -> Range<Int>? {
        if let last = prefix.last, let first = big.first, String([last, first]).count == 1 {
            return 0..<first.utf16.count
        }
        if let first = suffix.first, let last = big.last, String([last, first]).count == 1 {
            let length = big.utf16.count
            return (length - last.utf16.count)..<length
        }
        return nil
    }

    static func removeJoin(_ join: Range<Int>, from big: inout TextStorage, caret: inout Int) {
        big.spliceByCharacters(join, with: "")
        caret = join.lowerBound == 0 ? max(0, caret - join.count) : min(caret, big.utf16.count)
    }

    // MARK: Replace all

    /// Replaces the whole body through the normal pipeline as one undo step.
    mutating func replaceBody(with text: String, kind: EditHistory.Kind) -> EditOutcome {
        let before = EditHistory.Entry.snapshot(snapshot)
        let hadText = bodyLength > 0
        if hadText {
            switch content {
            case .plain:
                content = .plain(TextStorage())
                bodySelection = 0..<0
                pendingChange.markEverything()
            case .formatted:
                if let formatter { setFormatted([], caret: 0, using: formatter) }
            }
        }
        var outcome = EditOutcome()
        if !text.isEmpty {
            // Insert without recording a separate group.
            let saved = history
            outcome = insert(text, kind: .other)
            history = saved
        }
        let changed = hadText || outcome.textChanged
        if changed {
            history.record(before, kind: kind, caret: bodySelection.lowerBound, endsWithSpace: false)
        }
        outcome.textChanged = changed
        return outcome
    }

    // MARK: Composition

    /// Shows marked text at the selection without formatting it.
    mutating func setComposition(_ text: String) -> EditOutcome {
        let replacing = composition?.replacing ?? bodySelection
        history.breakGroup()
        if text.isEmpty {
            let was = composition != nil
            composition = nil
            bodySelection = replacing
            return EditOutcome(textChanged: was)
        }
        // Marked text is shown as typed, but never with control characters,
        // nor with a leading accent that would join the prefix.
        var cleaned = sanitizer.sanitize(text).text
        if replacing.lowerBound == 0, let last = configuration.prefix.last {
            while let first = cleaned.first, String([last, first]).count == 1 { cleaned.removeFirst() }
        }
        if replacing.upperBound == bodyLength, let first = configuration.suffix.first {
            while let last = cleaned.last, String([last, first]).count == 1 { cleaned.removeLast() }
        }
        if cleaned.isEmpty {
            let was = composition != nil
            composition = nil
            bodySelection = replacing
            return EditOutcome(textChanged: was)
        }
        composition = Composition(text: cleaned, replacing: replacing)
        return EditOutcome(textChanged: true)
    }

    /// Ends composition and inserts the committed text through the pipeline.
    mutating func commitComposition(_ text: String?) -> EditOutcome {
        guard let composition else {
            guard let text, !text.isEmpty else { return .unchanged }
            history.breakGroup()
            return insert(text, kind: .paste)
        }
        let committed = text ?? composition.text
        self.composition = nil
        bodySelection = composition.replacing
        history.breakGroup()
        if committed.isEmpty { return EditOutcome(textChanged: true) }
        var outcome = insert(committed, kind: .paste)
        outcome.textChanged = true
        return outcome
    }

    /// Commits pending marked text before a selection change or blur.
    mutating func finishComposition() {
        if composition != nil { _ = commitComposition(nil) }
    }

    // MARK: Commit

    /// Editing ends: marked text is committed and a number gets its full
    /// formatting (fraction digits) from Foundation's `FormatStyle`.
    mutating func commitEditing() -> EditOutcome {
        var outcome = EditOutcome()
        if composition != nil {
            outcome = commitComposition(nil)
        }
        history.breakGroup()
        guard let formatter, case let .formatted(raw, rendering) = content else { return outcome }
        let caret = rendering.rawIndex(forOffset: bodySelection.lowerBound)
        let committed = formatter.committedRaw(raw)
        let committedRendering = formatter.renderCommitted(raw)
        if committedRendering.text != rendering.text || committed != raw {
            content = .formatted(raw: committed, rendering: committedRendering)
            let offset = committedRendering.offset(forRawIndex: min(caret, committed.count))
            bodySelection = offset..<offset
            outcome.textChanged = true
        }
        return outcome
    }
}

extension FieldEditor {
    /// Replaces a number field's value with `value` (a canonical value such
    /// as "-1.5"; a percent's is the fraction), as one undo step: what a
    /// stepper does. The text shows it as typed numbers are shown while
    /// focused, the caret at its end. Unchanged for other fields and for a
    /// value the field cannot hold.
    mutating func replaceNumberValue(_ value: String) -> EditOutcome {
        guard let formatter, case .number = formatter else { return .unchanged }
        let parsed = formatter.parse(value)
        guard !parsed.isEmpty else { return .unchanged }
        let raw = formatter.normalize(parsed, caret: parsed.count).raw
        if case let .formatted(current, _) = content, current == raw, composition == nil { return .unchanged }
        let before = EditHistory.Entry.snapshot(snapshot)
        composition = nil
        history.breakGroup()
        setFormatted(raw, caret: raw.count, using: formatter)
        history.record(before, kind: .other, caret: bodySelection.lowerBound, endsWithSpace: false)
        history.breakGroup()
        return EditOutcome(textChanged: true)
    }
}
