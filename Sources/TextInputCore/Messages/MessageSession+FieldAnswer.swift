extension MessageSession {
    /// Writes a field's answer (`edit` is what the line's events did to it) and
    /// leaves its object open for the caller's members: every member, or with
    /// `previous` only `id`, the members whose values differ from it and (with
    /// `rejected`) what the line's events refused. Returns the base for the
    /// next answer and the number of members written (1: only `id`).
    static func writeFieldAnswer(_ field: InputField, edit: EditOutcome, presentation: FieldPresentation? = nil,
                                 since previous: AnswerBase? = nil, rejected: Bool = true, version: Int = 1,
                                 into writer: inout JSONWriter) -> (base: AnswerBase, members: Int) {
        let facts = EditorFacts(field)
        let presentation = presentation ?? field.presentation()
        var members = 1
        writer.beginObject()
        if version > 1 {
            // A lone field's answer says its version first (a form's answer does, around its fields).
            writer.key("v")
            writer.int(version)
        }
        writer.key("id")
        writer.string(field.configuration.id)
        /// Writes `key` when its value changed; the caller then writes the value.
        func member(_ key: StaticString, _ changed: Bool) -> Bool {
            guard changed else { return false }
            writer.key(key)
            members += 1
            return true
        }
        if member("text", previous?.facts.text != facts.text) { writer.string(facts.text) }
        if member("value", previous?.facts.value != facts.value) { writer.string(facts.value) }
        if let region = facts.phoneRegion, member("region", previous?.facts.phoneRegion != region) {
            // A phone field's number region (E.164 alone does not tell +1 416 from +1 201); null while unknown.
            writer.string(region.isEmpty ? nil : region)
        }
        if member("selection", previous?.facts.selection != facts.selection) { writer.range(facts.selection) }
        if member("editable", previous?.facts.editable != facts.editable) { writer.range(facts.editable) }
        if member("marked", previous == nil || previous?.facts.marked != facts.marked) { writer.range(facts.marked) }
        if member("count", previous?.facts.count != facts.count) { writer.int(facts.count) }
        // Members that change on most keys are written directly; the rest, which change
        // rarely, as small values.
        if member("limit", previous?.facts.limitStatus != facts.limitStatus) {
            writer.value(field.editor.configuration.limit.map { limit in
                .object([("max", .int(limit.max)), ("policy", .string(limit.policy.rawValue)),
                         ("status", .string(facts.limitStatus.rawValue))])
            } ?? .null)
        }
        if member("hidden", previous?.facts.hidden != facts.hidden) { writer.bool(facts.hidden) }
        if member("focused", previous?.facts.focused != facts.focused) { writer.bool(facts.focused) }
        if member("state", previous?.presentation.state != presentation.state) { writer.string(presentation.state.rawValue) }
        if member("label", previous == nil || previous?.presentation.label != presentation.label) { writer.string(presentation.label) }
        if member("marker", previous == nil || previous?.presentation.marker != presentation.marker) {
            writer.string(presentation.marker?.text)
        }
        if member("placeholder", previous == nil || previous?.presentation.placeholder != presentation.placeholder) {
            writer.string(presentation.placeholder)
        }
        if member("message", previous == nil || previous?.presentation.message != presentation.message) {
            writer.value(presentation.message.map {
                var pairs: [(String, JSONValue)] = [("kind", .string($0.kind.rawValue)), ("text", .string($0.text)),
                                                    ("tone", .string($0.tone.rawValue))]
                if let severity = $0.severity { pairs.append(("severity", .string(severity.rawValue))) }
                return .object(pairs)
            } ?? .null)
        }
        if member("counter", previous == nil || previous?.presentation.counter != presentation.counter) {
            writer.value(presentation.counter.map {
                .object([("text", .string($0.text)), ("over", .bool($0.isOver)), ("spoken", .string($0.spoken))])
            } ?? .null)
        }
        if member("accessories", previous?.presentation.accessories != presentation.accessories) {
            writer.value(.array(presentation.accessories.map { .string($0.rawValue) }))
        }
        if member("lines", previous == nil || previous?.presentation.lines != presentation.lines) {
            writer.value(presentation.lines.map {
                .object([("visible", .int($0.visible)), ("total", .int($0.total)), ("scrolls", .bool($0.scrolls)),
                         ("first", .int($0.firstLine))])
            } ?? .null)
        }
        if member("direction", previous?.presentation.direction != presentation.direction) {
            writer.string(presentation.direction.rawValue)
        }
        if member("textDirection", previous?.presentation.textDirection != presentation.textDirection) {
            writer.string(presentation.textDirection.rawValue)
        }
        if member("accessibility", previous?.presentation.accessibility != presentation.accessibility) {
            let accessibility = presentation.accessibility
            writer.beginObject()
            writer.key("label")
            writer.string(accessibility.label)
            writer.key("value")
            writer.string(accessibility.value)
            writer.key("hint")
            writer.string(accessibility.hint)
            writer.key("error")
            writer.string(accessibility.error)
            writer.key("counter")
            writer.string(accessibility.counter)
            writer.endObject()
        }
        if member("keyboard", previous?.presentation.keyboard != presentation.keyboard) {
            writer.string(presentation.keyboard.rawValue)
        }
        if member("contentType", previous == nil || previous?.presentation.contentType != presentation.contentType) {
            writer.string(presentation.contentType?.rawValue)
        }
        if member("styles", previous?.presentation.styles != presentation.styles) {
            let styles = presentation.styles
            writer.value(.object([("border", .string(styles.border.rawValue)), ("counter", .string(styles.counter.rawValue)),
                                  ("fill", .string(styles.fill.rawValue)), ("opacity", .number(styles.opacity))]))
        }
        if member("tooltip", previous == nil || previous?.presentation.tooltip != presentation.tooltip) {
            writer.string(presentation.tooltip)
        }
        let texts = presentation.suggestions.map { $0.text }
        if member("suggestions", previous.map { $0.presentation.suggestions.map { $0.text } != texts } ?? true) {
            writer.value(.array(texts.map(JSONValue.string)))
        }
        // The app's second lines (setChoices), while a suggestion has one, and [] once none has (a client that
        // merges changes must not keep the old ones).
        let details = Self.details(presentation.suggestions)
        let detailsBefore = previous.map { Self.details($0.presentation.suggestions) }
        if !details.isEmpty || detailsBefore?.isEmpty == false, member("suggestionDetails", detailsBefore != details) {
            writer.value(.array(details.map { $0.map(JSONValue.string) ?? .null }))
        }
        if presentation.isCombo {
            // The picked choice's key (null without one), and the suggestions' keys and groups while one has any.
            members += writeChoiceMembers(presentation, since: previous, into: &writer)
        }
        if member("highlighted", previous == nil
            || previous?.presentation.highlightedSuggestion != presentation.highlightedSuggestion) {
            writer.value(presentation.highlightedSuggestion.map(JSONValue.int) ?? .null)
        }
        if member("scanChoices", previous == nil || previous?.presentation.scanChoices != presentation.scanChoices) {
            writer.value(presentation.scanChoices.map {
                .object([("prompt", .string($0.prompt)), ("codes", .array($0.codes.map(JSONValue.string))),
                         ("highlighted", .int($0.highlighted))])
            } ?? .null)
        }
        if presentation.rare?.stepper != nil {
            // A stepper's buttons: whether each can change the value now.
            members += writeStepperMember(presentation, since: previous, into: &writer)
        }
        if member("readOnly", previous?.presentation.isReadOnly != presentation.isReadOnly) { writer.bool(presentation.isReadOnly) }
        if member("disabled", previous?.presentation.isDisabled != presentation.isDisabled) { writer.bool(presentation.isDisabled) }
        if member("required", previous?.presentation.isRequired != presentation.isRequired) { writer.bool(presentation.isRequired) }
        if member("traits", previous?.presentation.traits != presentation.traits) {
            let traits = presentation.traits
            writer.value(.object([
                ("autocapitalization", .string(traits.autocapitalization.rawValue)),
                ("autocorrection", .bool(traits.autocorrection)),
                ("spellChecking", .bool(traits.spellChecking)),
                ("returnKey", .string(traits.returnKey.rawValue)),
                ("secureEntry", .bool(traits.isSecureEntry)),
            ]))
        }
        if member("canUndo", previous?.facts.canUndo != facts.canUndo) { writer.bool(facts.canUndo) }
        if member("canRedo", previous?.facts.canRedo != facts.canRedo) { writer.bool(facts.canRedo) }
        if member("rejected", rejected) { writer.value(rejectionJSON(edit, field.localizer)) }
        return (AnswerBase(presentation: presentation, facts: facts), members)
    }

    /// A stable name for a rejection reason.
    static func reasonName(_ rejection: EditRejection) -> String {
        switch rejection {
        case .invalidCharacter: return "invalidCharacter"
        case .formatFull: return "formatFull"
        case .limitReached: return "limitReached"
        case .tooManyFractionDigits: return "tooManyFractionDigits"
        case .tooManyIntegerDigits: return "tooManyIntegerDigits"
        case .negativeNotAllowed: return "negativeNotAllowed"
        case .noFractionAllowed: return "noFractionAllowed"
        case .notEditable: return "notEditable"
        }
    }

    /// Lint findings as JSON.
    static func json(_ findings: [LintFinding]) -> JSONValue {
        .object([("findings", .array(findings.map { finding in
            .object([
                ("rule", .string(finding.rule.rawValue)),
                ("field", finding.fieldID.map(JSONValue.string) ?? .null),
                ("message", .string(finding.message)),
                ("guideline", .string(finding.guideline)),
                ("source", .string(finding.source)),
            ])
        }))])
    }

    /// A combo box's `choiceID`, `suggestionIDs` and `suggestionGroups`
    /// (the last two while a suggestion has one); returns how many it wrote.
    @inline(never)
    static func writeChoiceMembers(_ presentation: FieldPresentation, since previous: AnswerBase?,
                                   into writer: inout JSONWriter) -> Int {
        var written = 0
        if previous == nil || previous?.presentation.choiceID != presentation.choiceID {
            writer.key("choiceID")
            writer.string(presentation.choiceID)
            written += 1
        }
        let ids = keys(presentation.suggestions, { $0.id })
        let idsBefore = previous.map { keys($0.presentation.suggestions, { $0.id }) }
        if !ids.isEmpty || idsBefore?.isEmpty == false, idsBefore != ids {
            writer.key("suggestionIDs")
            writer.value(.array(ids.map { $0.map(JSONValue.string) ?? .null }))
            written += 1
        }
        let groups = keys(presentation.suggestions, { $0.group })
        let groupsBefore = previous.map { keys($0.presentation.suggestions, { $0.group }) }
        if !groups.isEmpty || groupsBefore?.isEmpty == false, groupsBefore != groups {
            writer.key("suggestionGroups")
            writer.value(.array(groups.map { $0.map(JSONValue.string) ?? .null }))
            written += 1
        }
        let matches = utf16Matches(presentation)
        let matchesBefore = previous.map { utf16Matches($0.presentation) }
        if !matches.isEmpty || matchesBefore?.isEmpty == false, matchesBefore != matches {
            writer.key("suggestionMatches")
            writer.value(.array(matches.map { $0.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null }))
            written += 1
        }
        return written
    }

    /// The matched part of each suggestion (``FieldPresentation/suggestionMatches``)
    /// in UTF-16 offsets of its text, as the answer's other offsets.
    static func utf16Matches(_ presentation: FieldPresentation) -> [Range<Int>?] {
        zip(presentation.suggestions, presentation.suggestionMatches).map { choice, match in
            match.map { match in
                var lower = 0
                var upper = 0
                for (position, character) in choice.text.enumerated() {
                    guard position < match.upperBound else { break }
                    let length = character.utf16.count
                    if position < match.lowerBound { lower += length }
                    upper += length
                }
                return lower..<upper
            }
        }
    }

    /// A stepper's `stepper` member, when it changed; returns how many it wrote.
    @inline(never)
    static func writeStepperMember(_ presentation: FieldPresentation, since previous: AnswerBase?,
                                   into writer: inout JSONWriter) -> Int {
        guard let stepper = presentation.stepper, previous?.presentation.stepper != stepper else { return 0 }
        writer.key("stepper")
        writer.value(.object([("canIncrease", .bool(stepper.canIncrease)), ("canDecrease", .bool(stepper.canDecrease))]))
        return 1
    }

    /// One optional member of each suggestion (its id or group), or none at
    /// all when no suggestion has one.
    @inline(never)
    static func keys(_ suggestions: [Choice], _ member: (Choice) -> String?) -> [String?] {
        guard suggestions.contains(where: { member($0) != nil }) else { return [] }
        return suggestions.map(member)
    }

    /// The second line of each suggestion (nil for none), or none at all
    /// when no suggestion has one: the driver's `suggestionDetails`.
    static func details(_ suggestions: [Choice]) -> [String?] {
        guard suggestions.contains(where: { $0.detail != nil }) else { return [] }
        return suggestions.map { $0.detail }
    }
}
