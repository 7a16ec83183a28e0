extension MessageSession {
    /// The versions of the driver's answers (docs/driver.md, "Answer versions").
    /// Version 1, the default, ends each answer with `effects`, the list the
    /// core answered before it answered with one value (kept for clients
    /// written against it). Version 2 (`"v": 2` on the `configure` or `form`
    /// line) carries `"v": 2` and, in place of `effects`, the members of the
    /// core's one answer: what to speak, where a scan stands, the form's
    /// status and where focus goes, under the same names a web page's answer
    /// uses in short.
    public static let answerVersions = 1...2

    /// Reads a `configure` or `form` line's `"v"`: the answer version for the
    /// session's new target (1 without it).
    static func answerVersion(_ line: Members) throws(MessageError) -> Int {
        guard let given = line.value["v"] else { return 1 }
        guard case let .number(number) = given, let version = Int(exactly: number), answerVersions.contains(version) else {
            throw MessageError("\"v\" is the answers' version: 1 (the default: snapshots with \"effects\") or 2 (snapshots "
                + "with \"announce\", \"scan\", \"status\" and \"moveFocus\"; docs/driver.md)")
        }
        return version
    }

    /// What a version 2 answer says of one line's events, gathered from the
    /// core's responses (the last of each when there were several).
    struct AnswerFacts {
        /// What to speak: the core's announcement, else why input was refused
        /// (a host's screen reader says both, as a page's live region does).
        var announce: String?
        /// Where a scan stands, and for which field of a form.
        var scan: (field: Int?, state: ScanState)?
        /// A form's status after the events (submitted, invalid, an action).
        var status: FormStatus?
        /// Where a host that moves focus itself must move it (forms).
        var focus: FocusTarget?
        /// A lone field's Return asks the host to move on (`focusNext`).
        var next = false
        /// A lone field's rule keeps focus (`keepFocus`).
        var keepFocus = false
        /// A lone field's trailing action was tapped (`performAction`).
        var action: String?

        /// The facts of a form's response.
        init(_ response: FormResponse) {
            announce = response.spoken
            scan = response.scan.map { (field: $0.field, state: $0.state) }
            status = response.status
            focus = response.focusToApply
        }

        /// Nothing yet: a lone field's responses are added one by one.
        init() {}

        /// A lone field's last announcement and last refusal, kept apart so
        /// that `announce` is the announcement, else the refusal, as a form's.
        private var announcement: String?
        private var refusal: String?

        /// Adds a lone field's response.
        mutating func add(_ response: FieldResponse) {
            if let text = response.announcement { announcement = text }
            if let text = response.refusal { refusal = text }
            announce = announcement ?? refusal
            if let state = response.scan { scan = (field: nil, state: state) }
            for effect in response.effects {
                switch effect {
                case .focusNext: next = true
                case .keepFocus: keepFocus = true
                case let .performAction(id): action = id
                case .startScan, .announce: break
                }
            }
        }
    }

    /// Writes a version 2 answer's members in place of `effects` (each only
    /// when it has something to say).
    static func writeAnswerFacts(_ facts: AnswerFacts, into writer: inout JSONWriter) {
        if let announce = facts.announce {
            writer.key("announce")
            writer.string(announce)
        }
        if let scan = facts.scan {
            writer.key("scan")
            writer.beginObject()
            if let field = scan.field {
                writer.key("field")
                writer.int(field)
            }
            writer.key("state")
            switch scan.state {
            case .opened: writer.string("opened")
            case let .choosing(choices):
                writer.string("choosing")
                writer.key("prompt")
                writer.string(choices.prompt)
                writer.key("choices")
                writer.value(.array(choices.codes.map(JSONValue.string)))
                writer.key("highlighted")
                writer.int(choices.highlighted)
            case .filled: writer.string("filled")
            case let .nothing(message):
                writer.string("nothing")
                writer.key("message")
                writer.string(message)
            case .closed: writer.string("closed")
            }
            writer.endObject()
        }
        if let status = facts.status {
            writer.key("status")
            writer.beginObject()
            writer.key("state")
            switch status {
            case .submitted: writer.string("submitted")
            case let .invalid(firstInvalid):
                writer.string("invalid")
                writer.key("field")
                writer.int(firstInvalid)
            case let .action(field, id):
                writer.string("action")
                writer.key("field")
                writer.int(field)
                writer.key("action")
                writer.string(id)
            }
            writer.endObject()
        }
        if let focus = facts.focus {
            writer.key("moveFocus")
            if case let .field(index) = focus { writer.int(index) } else { writer.null() }
        }
        if facts.next {
            writer.key("next")
            writer.bool(true)
        }
        if facts.keepFocus {
            writer.key("keepFocus")
            writer.bool(true)
        }
        if let action = facts.action {
            writer.key("action")
            writer.string(action)
        }
    }
}
