/// What an answer told the client about one field: the base of the next
/// answer with only the changes.
///
/// A reference: the next answer reads it member by member, and reading
/// through an optional struct this large copied it (about 500 bytes) for
/// every member compared.
final class AnswerBase: Sendable {
    let presentation: FieldPresentation
    let facts: EditorFacts

    init(presentation: FieldPresentation, facts: EditorFacts) {
        self.presentation = presentation
        self.facts = facts
    }
}

/// The editor's side of a field snapshot.
struct EditorFacts: Sendable, Equatable {
    var text: String
    var value: String
    var selection: Range<Int>
    var editable: Range<Int>
    var marked: Range<Int>?
    var count: Int
    var limitStatus: LimitStatus
    var hidden: Bool
    var focused: Bool
    var canUndo: Bool
    var canRedo: Bool
}

extension EditorFacts {
    init(_ field: InputField) {
        self.init(field.editor, focused: field.isFocused)
    }

    /// The facts of `editor`, read in place (a local copy of the editor
    /// retained its text, value and offsets). Built through the memberwise
    /// initializer, which writes in place (an explicit one copied the value).
    init(_ editor: borrowing FieldEditor, focused: Bool) {
        self.init(text: editor.text, value: editor.value, selection: editor.selection,
                  editable: editor.editableRange, marked: editor.markedRange, count: editor.characterCount,
                  limitStatus: editor.limitStatus, hidden: editor.isTextHidden, focused: focused,
                  canUndo: editor.canUndo, canRedo: editor.canRedo)
    }
}

extension MessageSession {
    /// A field's answer (`edit` is what the line's events did to it): every member, or with `previous` only `id`, the
    /// members whose values differ from it and (with `rejected`) what the
    /// line's events refused. Also returns the base for the next answer.
    static func fieldAnswer(_ field: InputField, edit: EditOutcome, presentation: FieldPresentation? = nil,
                            since previous: AnswerBase? = nil, rejected: Bool = true) -> (answer: JSONValue, base: AnswerBase) {
        let facts = EditorFacts(field)
        let presentation = presentation ?? field.presentation()
        func range(_ value: Range<Int>?) -> JSONValue {
            value.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null
        }
        var pairs: [(String, JSONValue)] = [("id", .string(field.configuration.id))]
        pairs.reserveCapacity(previous == nil ? 40 : 12)
        func add(_ key: String, _ changed: Bool, _ value: () -> JSONValue) {
            if changed { pairs.append((key, value())) }
        }
        add("text", previous?.facts.text != facts.text) { .string(facts.text) }
        add("value", previous?.facts.value != facts.value) { .string(facts.value) }
        add("selection", previous?.facts.selection != facts.selection) { range(facts.selection) }
        add("editable", previous?.facts.editable != facts.editable) { range(facts.editable) }
        add("marked", previous == nil || previous?.facts.marked != facts.marked) { range(facts.marked) }
        add("count", previous?.facts.count != facts.count) { .int(facts.count) }
        add("limit", previous?.facts.limitStatus != facts.limitStatus) {
            guard let limit = field.editor.configuration.limit else { return .null }
            return .object([("max", .int(limit.max)), ("policy", .string(limit.policy.rawValue)),
                            ("status", .string(facts.limitStatus.rawValue))])
        }
        add("hidden", previous?.facts.hidden != facts.hidden) { .bool(facts.hidden) }
        add("focused", previous?.facts.focused != facts.focused) { .bool(facts.focused) }
        add("state", previous?.presentation.state != presentation.state) { .string(presentation.state.rawValue) }
        add("label", previous == nil || previous?.presentation.label != presentation.label) { presentation.label.map(JSONValue.string) ?? .null }
        add("marker", previous == nil || previous?.presentation.marker != presentation.marker) { presentation.marker.map { .string($0.text) } ?? .null }
        add("placeholder", previous == nil || previous?.presentation.placeholder != presentation.placeholder) {
            presentation.placeholder.map(JSONValue.string) ?? .null
        }
        add("message", previous == nil || previous?.presentation.message != presentation.message) {
            presentation.message.map { .object([("kind", .string($0.kind.rawValue)), ("text", .string($0.text)), ("tone", .string($0.tone.rawValue))]) } ?? .null
        }
        add("counter", previous == nil || previous?.presentation.counter != presentation.counter) {
            presentation.counter.map { .object([("text", .string($0.text)), ("over", .bool($0.isOver)), ("spoken", .string($0.spoken))]) } ?? .null
        }
        add("accessories", previous?.presentation.accessories != presentation.accessories) { .array(presentation.accessories.map { .string($0.rawValue) }) }
        add("lines", previous == nil || previous?.presentation.lines != presentation.lines) {
            presentation.lines.map { .object([("visible", .int($0.visible)), ("total", .int($0.total)), ("scrolls", .bool($0.scrolls)), ("first", .int($0.firstLine))]) } ?? .null
        }
        add("direction", previous?.presentation.direction != presentation.direction) { .string(presentation.direction.rawValue) }
        add("accessibility", previous?.presentation.accessibility != presentation.accessibility) {
            .object([
                ("label", .string(presentation.accessibility.label)),
                ("value", .string(presentation.accessibility.value)),
                ("hint", presentation.accessibility.hint.map(JSONValue.string) ?? .null),
                ("error", presentation.accessibility.error.map(JSONValue.string) ?? .null),
                ("counter", presentation.accessibility.counter.map(JSONValue.string) ?? .null),
            ])
        }
        add("keyboard", previous?.presentation.keyboard != presentation.keyboard) { .string(presentation.keyboard.rawValue) }
        add("contentType", previous == nil || previous?.presentation.contentType != presentation.contentType) {
            presentation.contentType.map { .string($0.rawValue) } ?? .null
        }
        add("styles", previous?.presentation.styles != presentation.styles) {
            .object([("border", .string(presentation.styles.border.rawValue)),
                     ("counter", .string(presentation.styles.counter.rawValue)),
                     ("fill", .string(presentation.styles.fill.rawValue)),
                     ("opacity", .number(presentation.styles.opacity))])
        }
        add("tooltip", previous == nil || previous?.presentation.tooltip != presentation.tooltip) { presentation.tooltip.map(JSONValue.string) ?? .null }
        add("suggestions", previous?.presentation.suggestions != presentation.suggestions) { .array(presentation.suggestions.map(JSONValue.string)) }
        add("highlighted", previous == nil || previous?.presentation.highlightedSuggestion != presentation.highlightedSuggestion) {
            presentation.highlightedSuggestion.map(JSONValue.int) ?? .null
        }
        add("scanChoices", previous == nil || previous?.presentation.scanChoices != presentation.scanChoices) {
            presentation.scanChoices.map { .object([
                ("prompt", .string($0.prompt)), ("codes", .array($0.codes.map(JSONValue.string))),
                ("highlighted", .int($0.highlighted))]) } ?? .null
        }
        add("readOnly", previous?.presentation.isReadOnly != presentation.isReadOnly) { .bool(presentation.isReadOnly) }
        add("disabled", previous?.presentation.isDisabled != presentation.isDisabled) { .bool(presentation.isDisabled) }
        add("required", previous?.presentation.isRequired != presentation.isRequired) { .bool(presentation.isRequired) }
        add("traits", previous?.presentation.traits != presentation.traits) {
            .object([
                ("autocapitalization", .string(presentation.traits.autocapitalization.rawValue)),
                ("autocorrection", .bool(presentation.traits.autocorrection)),
                ("spellChecking", .bool(presentation.traits.spellChecking)),
                ("returnKey", .string(presentation.traits.returnKey.rawValue)),
                ("secureEntry", .bool(presentation.traits.isSecureEntry)),
            ])
        }
        add("canUndo", previous?.facts.canUndo != facts.canUndo) { .bool(facts.canUndo) }
        add("canRedo", previous?.facts.canRedo != facts.canRedo) { .bool(facts.canRedo) }
        add("rejected", rejected) { rejectionJSON(edit, field.localizer) }
        return (.object(pairs), AnswerBase(presentation: presentation, facts: facts))
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
}
