// A form's message summary: every field's message of a severity, errors first, shown after a refused submit and
// whenever the form holds more than one such message (docs/decisions.md, "The message summary").

extension InputForm {
    /// The messages the summary above the form lists now, errors first,
    /// then warnings, success and information, each in form order; empty
    /// while no summary shows. It shows after a refused submit (or post)
    /// while any message is left, and whenever the form holds more than one
    /// message; it goes when nothing is left. Each names its field, so a
    /// renderer links it there.
    public var summary: [FieldMessage] { shownSummary }

    /// The counts of the summary's messages by severity, in the form's
    /// language and a label and a number each ("Errors: 2, Warnings: 1"):
    /// the summary's heading, and what a refused submit speaks.
    public var summaryHeading: String { Self.heading(of: shownSummary, localizer: localizer) }

    /// The counts of `messages` by severity ("Errors: 2, Warnings: 1").
    public static func heading(of messages: [FieldMessage], localizer: Localizer) -> String {
        var parts: [String] = []
        for severity in MessageSeverity.allCases {
            let count = messages.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
            if count > 0 { parts.append(localizer.string(severity.countKey, String(count))) }
        }
        return parts.joined(separator: localizer.string(.listSeparator))
    }

    /// The message the summary lists for the field at `index`: the one it
    /// shows when it has a severity; left-out characters and an exceeded
    /// limit count as errors.
    @inline(never)
    func listedMessage(at index: Int) -> FieldMessage? {
        let field = fields[index]
        let id = field.configuration.id
        guard !field.configuration.isDisabled else { return nil }
        if let leftOut = field.leftOut {
            return FieldMessage(field: index, id: id, severity: .error,
                                text: field.localizer.message(leftOut: leftOut.count, fit: leftOut.fit))
        }
        if let error = field.validationError { return FieldMessage(field: index, id: id, severity: .error, text: error) }
        if field.isOverLimit {
            return FieldMessage(field: index, id: id, severity: .error, text: field.localizer.string(.reduceCharacters))
        }
        return field.severityMessage.map { FieldMessage(field: index, id: id, severity: $0.severity, text: $0.text) }
    }

    /// Whether the summary may show after this event: it shows, a refused
    /// submit asked for it, or two fields hold a message. Cheap, so that an
    /// event without messages does nothing more; the summary's own code
    /// (``refreshSummary()``) runs only then, and the page's module fetches
    /// it after the first keys (scripts/wasm/parts.json, "later").
    var summaryMayShow: Bool {
        if summaryRequested || !shownSummary.isEmpty { return true }
        var count = 0
        for index in fields.indices where fields[index].hasListedMessage {
            count += 1
            if count > 1 { return true }
        }
        return false
    }

    /// The summary from every field's listed message, errors first, each
    /// severity in form order, worked out now: what ``summary`` says after
    /// an event, and after events while ``defersSummary`` too (a renderer of
    /// a form's first state reads this).
    @inline(never)
    public func currentSummary() -> [FieldMessage] {
        var messages: [FieldMessage] = []
        for severity in MessageSeverity.allCases {
            for index in fields.indices {
                if let message = listedMessage(at: index), message.severity == severity { messages.append(message) }
            }
        }
        return summaryRequested || messages.count > 1 ? messages : []
    }

    /// Brings the summary up to date; answers whether it changed.
    @inline(never)
    mutating func refreshSummary() -> Bool {
        let shown = currentSummary()
        if shown.isEmpty { summaryRequested = false }
        guard shown != shownSummary else { return false }
        shownSummary = shown
        return true
    }

    /// A refused submit's summary: every message, and the counts spoken when
    /// there are several.
    @inline(never)
    mutating func summarizeRefusal(_ response: inout FormResponse) {
        _ = refreshSummary()
        response.summary = shownSummary
        if shownSummary.count > 1 { response.announcement = summaryHeading }
    }

    /// The warnings a submit that goes through carries (``Submission/warnings``).
    @inline(never)
    func submissionWarnings() -> [FieldMessage] {
        var warnings: [FieldMessage] = []
        for (index, field) in fields.enumerated() where !field.configuration.isDisabled {
            if let warning = field.validationWarning {
                warnings.append(FieldMessage(field: index, id: field.configuration.id, severity: .warning, text: warning))
            }
        }
        return warnings
    }
}
