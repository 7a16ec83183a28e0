extension MessageSession {
    /// A field's snapshot; `edit` is what the line's events did to it.
    static func snapshot(_ field: InputField, edit: EditOutcome, presentation: FieldPresentation? = nil) -> JSONValue {
        let editor = field.editor
        let presentation = presentation ?? field.presentation()
        let selection = editor.selection
        func range(_ value: Range<Int>?) -> JSONValue {
            value.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null
        }
        var pairs: [(String, JSONValue)] = [
            ("id", .string(field.configuration.id)),
            ("text", .string(editor.text)),
            ("value", .string(editor.value)),
            ("selection", range(selection)),
            ("editable", range(editor.editableRange)),
            ("marked", range(editor.markedRange)),
            ("count", .int(editor.characterCount)),
        ]
        if let limit = editor.configuration.limit {
            pairs.append(("limit", .object([("max", .int(limit.max)), ("policy", .string(limit.policy.rawValue)),
                                            ("status", .string(editor.limitStatus.rawValue))])))
        } else {
            pairs.append(("limit", .null))
        }
        pairs += [
            ("hidden", .bool(editor.isTextHidden)),
            ("focused", .bool(field.isFocused)),
            ("state", .string(presentation.state.rawValue)),
            ("label", presentation.label.map(JSONValue.string) ?? .null),
            ("marker", presentation.marker.map { .string($0.text) } ?? .null),
            ("placeholder", presentation.placeholder.map(JSONValue.string) ?? .null),
            ("message", presentation.message.map { .object([("kind", .string($0.kind.rawValue)), ("text", .string($0.text)), ("tone", .string($0.tone.rawValue))]) } ?? .null),
            ("counter", presentation.counter.map { .object([("text", .string($0.text)), ("over", .bool($0.isOver)), ("spoken", .string($0.spoken))]) } ?? .null),
            ("accessories", .array(presentation.accessories.map { .string($0.rawValue) })),
            ("lines", presentation.lines.map { .object([("visible", .int($0.visible)), ("total", .int($0.total)), ("scrolls", .bool($0.scrolls)), ("first", .int($0.firstLine))]) } ?? .null),
            ("direction", .string(presentation.direction.rawValue)),
            ("accessibility", .object([
                ("label", .string(presentation.accessibility.label)),
                ("value", .string(presentation.accessibility.value)),
                ("hint", presentation.accessibility.hint.map(JSONValue.string) ?? .null),
                ("error", presentation.accessibility.error.map(JSONValue.string) ?? .null),
                ("counter", presentation.accessibility.counter.map(JSONValue.string) ?? .null),
            ])),
            ("keyboard", .string(presentation.keyboard.rawValue)),
            ("contentType", presentation.contentType.map { .string($0.rawValue) } ?? .null),
            ("styles", .object([("border", .string(presentation.styles.border.rawValue)),
                                ("counter", .string(presentation.styles.counter.rawValue)),
                                ("fill", .string(presentation.styles.fill.rawValue)),
                                ("opacity", .number(presentation.styles.opacity))])),
            ("tooltip", presentation.tooltip.map(JSONValue.string) ?? .null),
            ("suggestions", .array(presentation.suggestions.map(JSONValue.string))),
            ("highlighted", presentation.highlightedSuggestion.map(JSONValue.int) ?? .null),
            ("scanChoices", presentation.scanChoices.map { .object([
                ("prompt", .string($0.prompt)), ("codes", .array($0.codes.map(JSONValue.string))),
                ("highlighted", .int($0.highlighted))]) } ?? .null),
            ("readOnly", .bool(presentation.isReadOnly)),
            ("disabled", .bool(presentation.isDisabled)),
            ("required", .bool(presentation.isRequired)),
            ("traits", .object([
                ("autocapitalization", .string(presentation.traits.autocapitalization.rawValue)),
                ("autocorrection", .bool(presentation.traits.autocorrection)),
                ("spellChecking", .bool(presentation.traits.spellChecking)),
                ("returnKey", .string(presentation.traits.returnKey.rawValue)),
                ("secureEntry", .bool(presentation.traits.isSecureEntry)),
            ])),
            ("canUndo", .bool(editor.canUndo)),
            ("canRedo", .bool(editor.canRedo)),
            ("rejected", rejectionJSON(edit, field.localizer)),
        ]
        return .object(pairs)
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

    /// A form's snapshot; `edited` is the field a line's events went to and
    /// what they did there.
    static func snapshot(_ form: InputForm, effects: [JSONValue], edited: (field: Int, edit: EditOutcome)? = nil) -> JSONValue {
        var submitted: JSONValue = .null
        if let submission = form.submission {
            submitted = .object(submission.entries.map { ($0.id, JSONValue.string($0.value)) })
        }
        let presentations = form.presentations
        return .object([
            ("focus", form.focusIndex.map(JSONValue.int) ?? .null),
            ("requiredNote", form.requiredNote.map(JSONValue.string) ?? .null),
            ("fields", .array(form.fields.indices.map {
                snapshot(form.fields[$0], edit: edited?.field == $0 ? edited?.edit ?? .unchanged : .unchanged,
                         presentation: presentations[$0])
            })),
            ("submitted", submitted),
            ("effects", .array(effects)),
        ])
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
