/// An ordered set of fields with focus order, required/optional marking and
/// submission, as an I/O-free state machine.
///
/// ```swift
/// var form = try InputForm(fields: [
///     FieldConfiguration(id: "first", label: "First Name", isRequired: true),
///     FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, on: .blur)]),
/// ])
/// form.send(.focus(0))
/// form.send(.field(0, .edit(.paste("Jane"))))
/// form.send(.field(0, .returnKey))   // Return moves to the next field
/// let response = form.send(.submit)  // validates every field
/// form.submission?["first"]          // "Jane" once every field is valid
/// ```
public struct InputForm: Sendable {
    /// The fields, in logical (tab) order.
    public private(set) var fields: [InputField]
    /// The form's locale for fields that have none.
    public let localizer: Localizer

    private var state: State
    /// A refused submit asked for the summary; it stays until no message is left.
    var summaryRequested = false
    /// The summary as last shown (``summary``).
    var shownSummary: [FieldMessage] = []
    /// While true, events leave the message summary (``summary``) as it was
    /// until the next event: a page's core applies its form's preparation
    /// (an app's messages, a post's refused submit) this way, so that opening
    /// a form never runs the summary's code, which the page's module fetches
    /// after the first keys. A renderer of the form's first state reads
    /// ``currentSummary()``.
    public var defersSummary = false

    /// Where the form stands, with the data each state needs.
    private enum State: Sendable, Equatable {
        /// No field has focus.
        case idle
        /// The field at this index has focus.
        case focused(Int)
        /// The last submit found every field valid; `focus` is the field
        /// that keeps focus. Any change of a value leaves this state.
        case submitted(Submission, focus: Int?)
    }

    /// Something that happens to a form.
    public enum Event: Sendable, Hashable {
        /// An event for the field at an index.
        case field(Int, FieldEvent)
        /// Focus moves to a field (a click or tap on it).
        case focus(Int)
        /// Tab: the next enabled field.
        case next
        /// Shift-Tab: the previous enabled field.
        case previous
        /// Submit: validate every enabled field.
        case submit
        /// A posted form, checked as the server re-runs the core on a post:
        /// each field's posted text (the first pair with its id; none is
        /// empty text) arrives as text by another path does
        /// (``FieldEvent/adopt(_:selection:)``, into the emptied field: the
        /// format, the limit, the prefix and suffix taken off), read-only and
        /// disabled fields refusing it themselves, then a submit. A value the
        /// field could not take whole (``InputField/leftOut``) fails the
        /// submit as an invalid field does: it is never cut and stored. The
        /// response's ``FormResponse/status`` is the verdict.
        case post([PostedText])
    }

    /// What the host should do after a form event.
    public enum Effect: Sendable, Hashable {
        /// A field asked for something (scan, announcement, action).
        case field(Int, FieldEffect)
        /// The form was submitted successfully with these values.
        case submitted(Submission)
        /// Submit found errors; focus moved to the first invalid field.
        case invalid(firstInvalid: Int)
    }

    /// Creates a form.
    ///
    /// Every field reads its strings from `catalog` (every supported language
    /// by default), in its own locale or the form's.
    ///
    /// - Throws: ``ConfigurationError`` for a bad field, or duplicate ids.
    public init(fields configurations: [FieldConfiguration], values: [String: String] = [:],
                localeIdentifier: String = "en_US", width: Int = 40,
                measurer: FieldMeasurer = .cells, catalog: LocalizationCatalog = .builtIn) throws(ConfigurationError) {
        var seen: Set<String> = []
        var fields: [InputField] = []
        for configuration in configurations {
            guard seen.insert(configuration.id).inserted else {
                throw .conflict("Two fields have the id \"\(configuration.id)\"; give every field its own id.")
            }
            fields.append(try InputField(configuration, value: values[configuration.id] ?? "",
                                         localeIdentifier: localeIdentifier, width: width,
                                         measurer: measurer, catalog: catalog))
        }
        self.fields = fields
        self.localizer = Localizer(localeIdentifier: localeIdentifier, catalog: catalog)
        self.state = .idle
    }

    /// The index of the focused field, if any.
    public var focusIndex: Int? {
        switch state {
        case .idle: return nil
        case let .focused(index): return index
        case let .submitted(_, focus): return focus
        }
    }

    /// The values of the last successful submit, in field order; nil before
    /// one, after a submit that found errors, and once a value changes again.
    public var submission: Submission? {
        guard case let .submitted(submission, _) = state else { return nil }
        return submission
    }

    /// The index of the field with this id.
    public func index(of id: String) -> Int? {
        fields.firstIndex { $0.configuration.id == id }
    }

    /// Sets the layout width of the field at `index` (a renderer's text
    /// area, after a resize): its scrolling and wrapping follow at once. The
    /// response lists the field, whose text is unchanged.
    @discardableResult
    public mutating func setLayoutWidth(_ width: Int, forFieldAt index: Int) -> FormResponse {
        var response = begin()
        guard fields.indices.contains(index) else { return response }
        fields[index].layoutWidth = width
        response.markChanged(index)
        finish(&response)
        return response
    }

    // MARK: - Marking

    /// How the form marks required-ness: "(optional)" on optional fields
    /// when fields that take input are mostly required, else an asterisk on
    /// required ones. Read-only and disabled fields take no input and are
    /// neither counted nor marked.
    public var marking: RequiredMarking {
        var inputs = 0
        var required = 0
        for field in fields where field.isEditable {
            inputs += 1
            if field.configuration.isRequired { required += 1 }
        }
        return inputs - required < required ? .optionalFields : .asterisks
    }

    /// "Fields marked with an asterisk are required", when asterisks are used.
    public var requiredNote: String? {
        guard marking == .asterisks, fields.contains(where: { $0.isEditable && $0.configuration.isRequired }) else { return nil }
        return localizer.string(.requiredNote)
    }

    /// The presentation of the field at `index`, with the form's marking.
    public func presentation(at index: Int) -> FieldPresentation {
        fields[index].presentation(marking: marking, isLastInForm: index >= lastEnabledIndex)
    }

    /// Presentations of every field, with the form's marking.
    public var presentations: [FieldPresentation] {
        let marking = self.marking
        let last = lastEnabledIndex
        return fields.indices.map { fields[$0].presentation(marking: marking, isLastInForm: $0 >= last) }
    }

    /// The last field Return can reach; from it, Return submits.
    private var lastEnabledIndex: Int {
        fields.indices.last { !fields[$0].configuration.isDisabled } ?? -1
    }

    // MARK: - Events

    /// Handles an event and returns everything it did, decided once: the
    /// fields to redraw with their text changes, the focus, the refusal and
    /// the announcement, the scan's state, the form's status.
    @discardableResult
    public mutating func send(_ event: Event) -> FormResponse {
        var response = begin()
        handle(event, &response)
        finish(&response)
        return response
    }

    /// Handles the events of one message in order (typing is one event per
    /// Character) and returns one response for all of them: the fields any
    /// of them changed, each with how its text changed over all of them,
    /// the last announcement, scan state and status, the edits merged
    /// (``EditOutcome/merge(_:)``).
    @discardableResult
    public mutating func send(_ events: [Event]) -> FormResponse {
        var response = begin()
        for event in events { handle(event, &response) }
        finish(&response)
        return response
    }

    /// A response for the events to come; text changes count from here.
    private mutating func begin() -> FormResponse {
        for index in fields.indices { fields[index].beginTextChange() }
        var response = FormResponse()
        response.focus = focusIndex
        response.hostFocus = focusIndex
        return response
    }

    /// Completes a response after its events: the field the events went to
    /// is redrawn even when unchanged (a refused edit puts a renderer's copy
    /// back on the core's state), each field's text change, the refusal's
    /// message and the focus.
    private mutating func finish(_ response: inout FormResponse) {
        if let field = response.field { response.list(field, changed: false) }
        for position in response.changes.indices {
            response.changes[position].textChange = fields[response.changes[position].index].currentTextChange()
        }
        if let field = response.field, let rejection = response.edit.rejection {
            response.refusal = fields[field].localizer.message(for: rejection)
        }
        if defersSummary {
            // Left for the next event (a page's preparation).
        } else if case .invalid? = response.status {
            // A refused submit lists every message, and says how many of each there are when there are several.
            summarizeRefusal(&response)
        } else if summaryMayShow, refreshSummary() {
            response.summary = shownSummary
        }
        response.focusChanged = focusIndex != response.focus
        response.focus = focusIndex
        if focusIndex != response.hostFocus { response.focusToApply = focusIndex.map(FocusTarget.field) ?? FocusTarget.noField }
        // (Bookkeeping only: a finished response equals one a host builds from the public members.)
        response.hostFocus = nil
        #if DEBUG || TEXTINPUT_INVARIANTS
        _checkInvariants()
        #endif
    }

    /// Handles one event into `response`.
    private mutating func handle(_ event: Event, _ response: inout FormResponse) {
        // Where the host's own input puts focus (a click or a Tab the host handled itself, which reach the core as a
        // field's focus; leaving a field): the core answers `focusToApply` only where it puts focus elsewhere. The
        // form's own `next` and `previous` are the host asking the core to move it, so the answer names it.
        switch event {
        case let .focus(index), let .field(index, .focus): response.hostFocus = index
        case let .field(index, .blur) where response.hostFocus == index: response.hostFocus = nil
        default: break
        }
        switch event {
        case let .focus(index):
            guard fields.indices.contains(index) else { break }
            if fields[index].configuration.isDisabled {
                // Not focusable: the field refuses, and says so.
                response.field = response.field ?? index
                send(.focus, to: index, &response)
            } else {
                moveFocus(to: index, &response)
            }
        case .next:
            moveFocus(to: neighbour(after: focusIndex, forward: true), &response)
        case .previous:
            moveFocus(to: neighbour(after: focusIndex, forward: false), &response)
        case .submit:
            submit(&response)
        case let .post(texts):
            post(texts, &response)
        case let .field(index, fieldEvent):
            guard fields.indices.contains(index) else { break }
            response.field = response.field ?? index
            if fields[index].configuration.isDisabled, !fieldEvent.isAllowedWhenDisabled {
                // A disabled field takes no focus and no input; it refuses the event itself.
                send(fieldEvent, to: index, &response)
                break
            }
            switch fieldEvent {
            case .focus:
                moveFocus(to: index, &response)
            case .blur:
                if focusIndex == index { moveFocus(to: nil, &response) } else { send(.blur, to: index, &response) }
            case .submit:
                submit(&response)
            default:
                if focusIndex != index, fieldEvent.focusesItsField {
                    // Typing goes to the field that has focus; an event for another
                    // field focuses it first (a click, then typing).
                    moveFocus(to: index, &response)
                    if focusIndex != index { break }
                }
                let answer = send(fieldEvent, to: index, &response)
                for effect in answer.effects {
                    switch effect {
                    case .focusNext:
                        // Return: the next field, or submit from the last one.
                        if let next = neighbour(after: index, forward: true, wrapping: false) {
                            moveFocus(to: next, &response)
                        } else {
                            submit(&response)
                        }
                    case let .performAction(action):
                        response.effects.append(.field(index, effect))
                        response.status = .action(field: index, id: action)
                    default:
                        response.effects.append(.field(index, effect))
                    }
                }
                if let announcement = answer.announcement { response.announcement = announcement }
            }
        }
    }

    /// Sends an event to one field; records what changed, where its scan
    /// stands, and leaves the submitted state when a value changed. Returns
    /// the field's answer; the caller takes its effects and announcement
    /// (``perform(_:of:_:)``) or drops them.
    @discardableResult
    private mutating func send(_ event: FieldEvent, to index: Int, _ response: inout FormResponse) -> FieldResponse {
        let answer = fields[index].respond(to: event)
        if answer.edit.textChanged { response.markTextChanged(index) } else if answer.changed { response.markChanged(index) }
        if index == response.field { response.edit.merge(answer.edit) }
        if let scan = answer.scan { response.scan = FieldScan(field: index, state: scan) }
        if answer.edit.textChanged, case let .submitted(_, focus) = state {
            state = focus.map(State.focused) ?? .idle
        }
        return answer
    }

    /// Takes a field's effects and announcement into the response.
    private func perform(_ answer: FieldResponse, of index: Int, _ response: inout FormResponse) {
        response.effects += answer.effects.map { .field(index, $0) }
        if let announcement = answer.announcement { response.announcement = announcement }
    }

    /// Applies a text view's whole new text to the field at `index`
    /// (``InputField/setText(_:)``), focusing it first as typing into it would.
    @discardableResult
    public mutating func setText(_ text: String, forFieldAt index: Int) -> FormResponse {
        // The same text again (a view writing its binding back) changes nothing, focus included.
        guard fields.indices.contains(index), fields[index].editor.text != text else {
            var response = FormResponse()
            response.focus = focusIndex
            return response
        }
        return send(.field(index, .setText(text)))
    }

    /// The next or previous enabled field in logical order.
    func neighbour(after index: Int?, forward: Bool, wrapping: Bool = true) -> Int? {
        let count = fields.count
        guard count > 0 else { return nil }
        var candidate = index ?? (forward ? -1 : count)
        for _ in 0..<count {
            candidate += forward ? 1 : -1
            if candidate >= count || candidate < 0 {
                guard wrapping else { return nil }
                candidate = (candidate + count) % count
            }
            if !fields[candidate].configuration.isDisabled { return candidate }
        }
        return nil
    }

    /// Points the state at a new focus, keeping a submission.
    private mutating func setFocus(_ target: Int?) {
        switch state {
        case let .submitted(submission, _): state = .submitted(submission, focus: target)
        default: state = target.map(State.focused) ?? .idle
        }
    }

    /// Moves focus, unless a `beforeFocusLeaves` rule of the current field fails.
    private mutating func moveFocus(to target: Int?, _ response: inout FormResponse) {
        if let target, fields[target].configuration.isDisabled { return }
        if target == focusIndex { return }
        if let current = focusIndex {
            var leaving = send(.focusWillLeave, to: current, &response)
            let kept = leaving.effects.contains(.keepFocus)
            if kept { leaving.effects = leaving.effects.filter { $0 != .keepFocus } + [.keepFocus] }
            perform(leaving, of: current, &response)
            if kept { return }
            perform(send(.blur, to: current, &response), of: current, &response)
        }
        setFocus(target)
        if let target {
            perform(send(.focus, to: target, &response), of: target, &response)
        }
    }

    /// Every field's posted text adopted into the emptied field, then a
    /// submit that refuses values with left-out characters (``Event/post(_:)``).
    /// Never inlined into the event switch: a page never posts to its core,
    /// and the split module then leaves this to the part fetched once the
    /// forms are live (scripts/wasm/wasm-parts.py).
    @inline(never)
    private mutating func post(_ texts: [PostedText], _ response: inout FormResponse) {
        for index in fields.indices {
            let configuration = fields[index].configuration
            let text = texts.first { $0.id == configuration.id }?.text ?? ""
            // A post starts from nothing: what the field held before is not part of it.
            send(.setText(""), to: index, &response)
            send(.adopt(configuration.value(fromDisplayedText: text), selection: nil), to: index, &response)
        }
        submit(&response, refusingLeftOut: true)
    }

    /// Validates every enabled field; focuses the first invalid one, or
    /// records and returns the values. A posted form (`refusingLeftOut`)
    /// also fails on a field that left characters out.
    private mutating func submit(_ response: inout FormResponse, refusingLeftOut: Bool = false) {
        for index in fields.indices where !fields[index].configuration.isDisabled {
            perform(send(.submit, to: index, &response), of: index, &response)
        }
        if let firstInvalid = fields.indices.first(where: {
            !fields[$0].configuration.isDisabled && (!fields[$0].isValid || (refusingLeftOut && fields[$0].leftOut != nil))
        }) {
            let current = focusIndex
            state = current.map(State.focused) ?? .idle
            if current != firstInvalid {
                // Errors are already shown; focus moves without a leave check.
                if let current { send(.blur, to: current, &response) }
                state = .focused(firstInvalid)
                send(.focus, to: firstInvalid, &response)
            }
            response.effects.append(.invalid(firstInvalid: firstInvalid))
            response.status = .invalid(firstInvalid: firstInvalid)
            summaryRequested = true
            return
        }
        var entries: [Submission.Entry] = []
        for field in fields where !field.configuration.isDisabled {
            entries.append(Submission.Entry(id: field.configuration.id, value: field.typedValue))
        }
        let submission = Submission(entries: entries, warnings: submissionWarnings())
        state = .submitted(submission, focus: focusIndex)
        response.effects.append(.submitted(submission))
        response.status = .submitted(submission)
    }
}

extension InputForm {
    /// Checks the form's invariants in debug builds (as swift-collections'
    /// `_checkInvariants`): focus is on an enabled field that knows it has
    /// it, no other field thinks it has focus, every field's own invariants
    /// hold. Every event ends with it in debug builds; tests call it too.
    /// Does nothing in release builds, unless they define
    /// `TEXTINPUT_INVARIANTS` (`-Xswiftc -DTEXTINPUT_INVARIANTS`, as the
    /// README's test command's one build does).
    public func _checkInvariants() {
        #if DEBUG || TEXTINPUT_INVARIANTS
        if let focus = focusIndex {
            precondition(fields.indices.contains(focus), "focus is on a field the form does not have")
            precondition(!fields[focus].configuration.isDisabled, "focus is on a disabled field")
        }
        for index in fields.indices {
            precondition(fields[index].isFocused == (index == focusIndex),
                         "field \(index) \(fields[index].isFocused ? "has" : "lacks") focus, but the form's focus is \(focusIndex.map(String.init) ?? "nowhere")")
            fields[index]._checkInvariants()
        }
        if let submission {
            precondition(submission.entries.count == fields.filter { !$0.configuration.isDisabled }.count,
                         "a submission without every enabled field")
        }
        #endif
    }
}
