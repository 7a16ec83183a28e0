/// One text input's behaviour: editing, focus, validation timing, limits,
/// password visibility, suggestions, scan choices and layout state, as an
/// I/O-free state machine.
///
/// Send it ``FieldEvent``s; each returns a ``FieldResponse``: the
/// ``FieldEffect``s for the host to perform and what changed. What to draw is
/// ``presentation(marking:isLastInForm:)``, derived from the state and never stored.
///
/// ```swift
/// var email = try InputField(FieldConfiguration(id: "email", label: "Email",
///                                               validation: [.init(.email, on: .blur)]))
/// email.send(.focus)
/// email.send(.edit(.paste("jane@")))
/// email.presentation().message          // nil: not checked before blur
/// email.send(.blur)
/// email.presentation().message?.text    // "Enter an email address such as name@example.com."
/// ```
public struct InputField: Sendable {
    /// The configuration the field was created with.
    public var configuration: FieldConfiguration { fixed.configuration }
    /// The editing engine holding text and selection.
    public internal(set) var editor: FieldEditor
    /// How wide the field is, in the measurer's units (terminal cells by default).
    public var layoutWidth: Int {
        didSet { layoutWidth = max(1, layoutWidth); updateViewport() }
    }
    /// A note's wrapped lines, updated edit by edit (nil for other kinds).
    var noteLayout: NoteLayout?
    /// How a note's displayed text changed since the current event began
    /// (``beginTextChange()``); everything before the first.
    var textChange = BodyChange.everything
    /// Measures text for layout.
    public var measurer: FieldMeasurer { fixed.measurer }
    /// Strings and writing direction for the field's locale.
    public var localizer: Localizer { fixed.localizer }
    /// What never changes while the field lives (configuration, measurer,
    /// localizer, rules and what they decide), derived once and shared by copies.
    let fixed: FixedFacts

    var state: State
    /// Rules whose timing has come; each is checked on every edit until it passes.
    var activeRules = RuleFlags()
    /// The message of the first failing active error rule, as of the last event.
    var currentError: String?
    /// The failing error rule and why, as of the last event: while they stay
    /// the same, ``currentError`` is kept instead of being written again.
    var currentFailure: RuleFailure?
    /// The message of the first failing active warning rule, as of the last event.
    var currentWarning: String?
    /// The failing warning rule and why, as of the last event.
    var currentWarningFailure: RuleFailure?
    /// Value characters that the last paste or fill (or the configured
    /// value) held and the format or limit could not take: the field says so
    /// until the next edit.
    public internal(set) var leftOut: LeftOut?
    /// The app's own message on the field, of any severity
    /// (``FieldEvent/setMessage(_:severity:)``), shown until the user
    /// changes the text: an error in place of any rule's, a warning in place
    /// of a warning rule's.
    public internal(set) var appMessage: AppMessage?
    /// The choices the app supplied (``FieldEvent/setChoices(_:)``), which
    /// replace the configured ones; nil until it supplies any.
    public internal(set) var appChoices: [Choice]?
    /// The key (``Choice/id``) of the choice the user picked, while the text
    /// is still that choice's: an edit that changes the text takes it away
    /// (the text no longer names that choice). Nil without a pick, or when
    /// the picked choice has no id.
    public internal(set) var choiceID: String?

    /// Characters of a paste, a fill or a configured value that were left out.
    public struct LeftOut: Sendable, Equatable {
        /// How many value characters were left out.
        public var count: Int
        /// Why the first one was (a full format, a limit, a character that fits no slot).
        public var reason: EditRejection?

        /// How many characters fit, when a full format or a `stop` limit cut the value.
        public var fit: Int? {
            switch reason {
            case let .formatFull(maxLength)?: return maxLength
            case let .limitReached(max)?: return max
            default: return nil
            }
        }
    }

    struct RuleFailure: Sendable, Equatable {
        var index: Int
        var reason: Validator.FailureReason
    }
    /// A note's vertical layout after the last event (vertical scrolling).
    public internal(set) var noteViewport = NoteViewport(firstLine: 0, visibleLines: 3, totalLines: 1, scrolls: false)
    /// Cells scrolled off to the left in a single-line field.
    public internal(set) var firstColumn = 0

    /// Where the field stands. Per-state data lives with its state, so a
    /// highlight or a pending scan choice cannot outlive the focus it needs.
    enum State: Sendable, Equatable {
        /// Not focused.
        case idle
        /// Focused: the typing state.
        case focused(Focus)
        /// A scan found several codes; the user picks one. `focus` is the
        /// typing state to return to (nil when the scan arrived unfocused).
        case choosingScan(ScanChoice, focus: Focus?)
    }

    /// What a focused field remembers between events.
    struct Focus: Sendable, Equatable {
        /// The cell column Up and Down keep in a note while they repeat.
        var goalColumn: Int?
        /// The highlighted suggestion, an index into ``InputField/suggestions``.
        var highlighted: Int?
        /// Escape closed the suggestions; the next edit opens them again.
        var suggestionsClosed = false
    }

    /// Codes of one scan waiting for the user's choice.
    struct ScanChoice: Sendable, Equatable {
        var codes: [String]
        var highlighted: Int
        /// Candidates of a text scan (their own prompt), not decoded codes.
        var isText = false
    }

    /// Rules that apply: the configured ones, plus `required` on submit for a
    /// required field that does not list it.
    var rules: [Validation] { fixed.rules }

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - configuration: what the field is.
    ///   - value: the initial value (semantic or formatted).
    ///   - localeIdentifier: the locale when the configuration has none (a form's).
    ///   - width: the layout width.
    ///   - measurer: how text is measured; terminal cells by default.
    ///   - catalog: where the field's strings come from; every supported
    ///     language by default (a web page's core passes its form's languages).
    /// - Throws: ``ConfigurationError`` saying what to change.
    public init(
        _ configuration: FieldConfiguration,
        value: String = "",
        localeIdentifier: String = "en_US",
        width: Int = 40,
        measurer: FieldMeasurer = .cells,
        catalog: LocalizationCatalog = .builtIn
    ) throws(ConfigurationError) {
        let locale = configuration.localeIdentifier ?? localeIdentifier
        var leftOut = EditOutcome()
        self.editor = try FieldEditor(configuration: configuration.editorConfiguration(defaultLocale: locale), value: value,
                                      leftOut: &leftOut)
        if leftOut.leftOutCount > 0 { self.leftOut = LeftOut(count: leftOut.leftOutCount, reason: leftOut.rejection) }
        self.layoutWidth = max(1, width)
        let localizer = Localizer(localeIdentifier: locale, catalog: catalog)
        var rules = configuration.validation
        if case .phone = configuration.format, !rules.contains(where: { $0.rule == .phone }) {
            // A phone field says on blur when its number cannot be one of its region (a rule of its own wins).
            rules.append(Validation(.phone, on: .blur))
        }
        if configuration.isRequired, !rules.contains(where: { $0.rule == .required }) {
            rules.insert(Validation(.required, on: .submit), at: 0)
        }
        var formatPlaceholder: String?
        let validator: Validator
        switch configuration.format {
        case .number, .date:
            // A stepper's or a date field's own rule, and its messages' numbers or dates (out of line: the page's
            // module fetches it with those fields' parts).
            (validator, formatPlaceholder) = try Self.formatValidator(configuration.format, editor.formatter, localizer, &rules)
        default:
            validator = try Validator(localizer: localizer, rules: rules)
        }
        self.fixed = FixedFacts(configuration, measurer: measurer, localizer: localizer, rules: rules, validator: validator,
                                formatPlaceholder: formatPlaceholder)
        self.state = .idle
        updateViewport()
    }

    /// A number or date field's validator: a stepper checks its own rule on
    /// blur, with its numbers in its messages as the field shows them (other
    /// number fields' range messages keep plain digits, so that their forms
    /// do not fetch the formatting of messages before they open, #45); a
    /// date field checks its own rule, shows dates in its messages as it
    /// writes them and has its pattern as its placeholder (returned).
    @inline(never)
    static func formatValidator(_ format: TextFormat, _ formatter: FieldFormatter?, _ localizer: Localizer,
                                _ rules: inout [Validation]) throws(ConfigurationError) -> (Validator, String?) {
        var isStepper = false
        if case let .number(options) = format, options.bounds != nil, let stepper = options.stepper {
            addStepRule(stepper, &rules)
            isStepper = true
        }
        if case let .date(options) = format { addDateRule(options, &rules) }
        var validator = try Validator(localizer: localizer, rules: rules)
        guard let formatter else { return (validator, nil) }
        if case let .number(box) = formatter {
            if isStepper { validator.numbers = box }
            return (validator, nil)
        }
        let placeholder = showDate(formatter, localizer, in: &validator)
        return (validator, placeholder)
    }

    /// A stepper's rule (the nearest allowed values), on blur, unless the app
    /// lists its own. (Out of line, and apart from the date's: the page's
    /// module fetches each with its own fields' part.)
    @inline(never)
    static func addStepRule(_ stepper: NumberStepper, _ rules: inout [Validation]) {
        for validation in rules { if case .step = validation.rule { return } }
        rules.append(Validation(.step(stepper), on: .blur))
    }

    /// A date field's rule (a whole, real day within its bounds), on blur,
    /// unless the app lists its own.
    @inline(never)
    static func addDateRule(_ options: DateFormat, _ rules: inout [Validation]) {
        for validation in rules { if case .date = validation.rule { return } }
        rules.append(Validation(.date(min: options.minimum, max: options.maximum), on: .blur))
    }

    /// Gives the validator a date field's layout, and returns its pattern
    /// (its placeholder unless it has its own); nil for other formatters.
    @inline(never)
    static func showDate(_ formatter: FieldFormatter, _ localizer: Localizer, in validator: inout Validator) -> String? {
        guard let grouped = formatter.grouped, case let .date(layout) = grouped.layout else { return nil }
        validator.dates = layout
        return layout.placeholder(letters: localizer.string(.datePatternLetters))
    }

    // MARK: - Reading state

    /// A date field's pattern in the field's language (`MM/DD/YYYY`,
    /// German `TT.MM.JJJJ`): its placeholder unless it has its own, and
    /// what a terminal's key hints say it takes. Nil for other fields.
    public var datePattern: String? {
        guard let grouped = editor.formatter?.grouped, case let .date(layout) = grouped.layout else { return nil }
        return layout.placeholder(letters: fixed.localizer.string(.datePatternLetters))
    }

    /// Whether the field has focus.
    public var isFocused: Bool {
        switch state {
        case .idle: return false
        case .focused: return true
        case let .choosingScan(_, focus): return focus != nil
        }
    }

    /// Every trailing accessory the field can ever show, in trailing order:
    /// a renderer reserves room for them so the text's width does not change
    /// as accessories come and go. (Clear and scan never show together.)
    public var possibleAccessories: [FieldAccessory] { fixed.possibleAccessories }

    /// Whether edits are possible (neither read-only nor disabled).
    public var isEditable: Bool { fixed.isEditable }

    /// The semantic value.
    public var value: String { editor.value }

    /// The app's error message (``appMessage`` when it is an error).
    public var appError: String? { appMessage?.severity == .error ? appMessage?.text : nil }

    /// The error the field shows: the app's error (``appError``), else the
    /// message of the first failing active error rule (derived once per
    /// event: the value and the active rules change only through events).
    public var validationError: String? { appError ?? currentError }

    /// The warning the field has: the app's warning, else the message of the
    /// first failing active warning rule. It shows while the field has no
    /// error and is not over its limit, and never blocks a submit.
    public var validationWarning: String? {
        appMessage?.severity == .warning ? appMessage?.text : currentWarning
    }

    /// The message of a severity the field shows now: its error, else, while
    /// it is not over its limit, its warning, then the app's success or
    /// information message. Nil for a disabled field.
    public var severityMessage: (severity: MessageSeverity, text: String)? {
        @inline(never) get { severityMessageNow }
    }

    private var severityMessageNow: (severity: MessageSeverity, text: String)? {
        guard !fixed.isDisabled else { return nil }
        if let error = validationError { return (.error, error) }
        if isOverLimit { return nil }
        if let warning = validationWarning { return (.warning, warning) }
        if let appMessage, appMessage.severity != .error { return (appMessage.severity, appMessage.text) }
        return nil
    }

    /// Whether a form's summary lists a message for the field: one of a
    /// severity, left-out characters or an exceeded limit.
    public var hasListedMessage: Bool {
        !fixed.isDisabled && (leftOut != nil || isOverLimit || severityMessage != nil)
    }

    /// The first failing active rule of `severity` and why, checked now.
    func checkActiveRules(_ severity: MessageSeverity = .error) -> RuleFailure? {
        guard !activeRules.isEmpty, !fixed.isDisabled else { return nil }
        let value = editor.value
        let rules = fixed.rules
        for index in rules.indices where activeRules.contains(index) && rules[index].severity == severity {
            if let reason = fixed.validator.reason(of: rules[index].rule, value: value) {
                return RuleFailure(index: index, reason: reason)
            }
        }
        return nil
    }

    /// Whether the character limit (policy `allowOver`) is exceeded.
    public var isOverLimit: Bool {
        editor.limitStatus == .over && fixed.limit?.policy == .allowOver
    }

    /// Whether the field shows its error state.
    public var isInError: Bool {
        !fixed.isDisabled && (validationError != nil || isOverLimit)
    }

    /// Checks every rule now, as a submit does, without changing state.
    public var isValid: Bool {
        guard !fixed.isDisabled else { return true }
        return appError == nil && !isOverLimit && rules.indices.allSatisfy { rules[$0].severity != .error || !fails($0) }
    }

    /// The highlighted suggestion's index in ``suggestions``, if one is highlighted.
    public var highlightedSuggestion: Int? {
        guard case let .focused(focus) = state else { return nil }
        return focus.highlighted
    }

    // MARK: - Events

    /// Handles one event and returns what the host should do and what changed.
    ///
    /// A disabled field takes only ``FieldEvent/blur`` and
    /// ``FieldEvent/focusWillLeave``; a read-only field refuses every event
    /// whose ``FieldEvent/changesText`` is true with ``EditRejection/notEditable``.
    @discardableResult
    public mutating func send(_ event: FieldEvent) -> FieldResponse {
        beginTextChange()
        var response = respond(to: event)
        if let rejection = response.edit.rejection { response.refusal = fixed.localizer.message(for: rejection) }
        response.textChange = currentTextChange()
        return response
    }

    /// Handles one event: everything ``send(_:)`` answers but the refusal's
    /// message and the text change, which a form works out once for all the
    /// events of a message.
    mutating func respond(to event: FieldEvent) -> FieldResponse {
        if (fixed.isDisabled && !event.isAllowedWhenDisabled) || (fixed.isReadOnly && event.changesText) {
            // A scan's result for a field that takes none ends the scan too.
            return FieldResponse(edit: EditOutcome(rejection: .notEditable), scan: event.isScanResult ? .closed : nil)
        }
        #if DEBUG || TEXTINPUT_INVARIANTS
        defer { _checkInvariants() }
        #endif
        let errorBefore = validationError
        let shownBefore = severityMessage
        let leftOutBefore = leftOut
        let stateBefore = state
        let rulesBefore = activeRules
        let viewportBefore = (noteViewport, firstColumn)
        var response = FieldResponse()
        if case .moveLine = event {} else { setGoalColumn(nil) }
        handle(event, into: &response)
        updateViewport()
        let failure = checkActiveRules()
        if failure != currentFailure {
            currentFailure = failure
            currentError = failure.map { fixed.validator.message(for: $0.reason, of: fixed.rules[$0.index]) }
        }
        if fixed.hasWarningRules { updateWarning() }
        let error = validationError
        let shown = severityMessage
        let shownChanged = shown?.severity != shownBefore?.severity || shown?.text != shownBefore?.text
        if shownChanged, let shown {
            // An error is its own sentence (`aria-invalid` marks it); another severity is spoken with its word.
            response.announce(shown.severity == .error ? shown.text : spoken(shown.severity, shown.text))
        }
        if response.scan == nil, case .choosingScan = stateBefore, pendingScanChoice == nil {
            // The choice ended without a value (Escape, an edit, focus leaving).
            response.scan = .closed
        }
        response.changed = response.edit.textChanged || response.edit.selectionChanged || state != stateBefore
            || activeRules != rulesBefore || error != errorBefore || viewportBefore != (noteViewport, firstColumn)
            || shownChanged
            || leftOut != leftOutBefore || response.changed
            || !response.effects.isEmpty
        return response
    }

    /// Hands each event to the function of its concern: focus and keys
    /// (InputField+Keys.swift), editing, scanning (InputField+Scan.swift),
    /// suggestions (InputField+Suggestions.swift), the app's messages and
    /// what a check outside left out (InputField+AppMessages.swift), text
    /// from the view (InputField+SetText.swift).
    private mutating func handle(_ event: FieldEvent, into response: inout FieldResponse) {
        switch event {
        case .focus: focus()
        case .blur: blur(into: &response)
        case .focusWillLeave: focusWillLeave(into: &response)
        case let .edit(.paste(text)) where fixed.configuration.trimsBlanks:
            // A paste loses the blanks around it (FieldConfiguration.trimsBlanks); the spans a view's own text
            // change inserts (setText, adopt) are not pastes and keep theirs.
            closeScanChoice()
            edit(.paste(FieldConfiguration.trimmingBlanks(text)), into: &response)
        case let .edit(intent):
            closeScanChoice()
            edit(intent, into: &response)
        case let .tap(accessory):
            closeScanChoice()
            tap(accessory, into: &response)
        case let .moveLine(direction, extend):
            // Up and Down move a list's highlight when one is open, else the caret.
            if extend || !moveHighlight(direction) {
                // In a stepper, Up and Down step (the ARIA spin button's keys).
                if !extend, fixed.stepper != nil { step(by: direction == .up ? 1 : -1, into: &response) }
                else { moveLine(direction, extend: extend, into: &response) }
            }
        case .returnKey: returnKey(into: &response)
        case .escape: escape(into: &response)
        case let .scanned(text): scanned(text, into: &response)
        case let .scanFound(codes): scanFound(codes, into: &response)
        case let .textRecognized(lines): textRecognized(lines, into: &response)
        case let .chooseScanned(index): chooseScanned(index, into: &response)
        case let .choose(text):
            fill(with: text, into: &response)
            if fixed.hasChoices { choiceID = keyOfChoice(text: text) }
        case let .chooseID(id): pick(id: id, into: &response)
        case let .setText(text):
            closeScanChoice()
            applyViewText(text, into: &response)
        case let .adopt(text, selection):
            closeScanChoice()
            adopt(text, selection: selection, into: &response)
        case let .leftOut(count, fit): noteLeftOut(count: count, fit: fit)
        case let .setMessage(message, severity): setAppMessage(message, severity: severity)
        case let .setChoices(choices): setAppChoices(choices, into: &response)
        case .step, .stepToLimit: stepEvent(event, into: &response)
        case .submit: submit(into: &response)
        }
    }

    /// Fills the field with a scanned code or a chosen suggestion: one undo
    /// step through the normal pipeline (format, limit, validation).
    mutating func fill(with text: String, into response: inout FieldResponse) {
        closeScanChoice()
        edit(.replaceAll(fixed.configuration.trimsBlanks ? FieldConfiguration.trimmingBlanks(text) : text), into: &response)
        if case var .focused(focus) = state {
            focus.suggestionsClosed = true
            state = .focused(focus)
        }
    }

    /// Applies an edit intent.
    mutating func edit(_ intent: EditIntent, into response: inout FieldResponse) {
        if !isEditable, intent.changesText {
            response.edit.merge(EditOutcome(rejection: .notEditable))
            return
        }
        let limitBefore = editor.limitStatus
        var intent = intent
        if case let .move(arrow, extend) = intent {
            // Arrows move on screen: Left goes forward in right-to-left text.
            intent = .move(arrow.resolved(for: fixed.textDirection), extend: extend)
        }
        let outcome = editor.apply(intent)
        response.edit.merge(outcome)
        if outcome.textChanged {
            // The user changed the text the app's message was about: the field's own rules speak again.
            appMessage = nil
            choiceID = nil
            activate(.change)
            deactivatePassingRules()
            if case var .focused(focus) = state, focus.highlighted != nil || focus.suggestionsClosed {
                // The list follows the text: it opens again and nothing is highlighted.
                focus.highlighted = nil
                focus.suggestionsClosed = false
                state = .focused(focus)
            }
        }
        if fixed.hasStopLimit, editor.limitStatus == .atLimit, limitBefore != .atLimit {
            response.announce(fixed.localizer.string(.characterLimitReached))
        }
        if intent.changesText {
            // Until the next edit, the field says what a paste or fill left out
            // (announced last: it says more than the limit does).
            if outcome.leftOutCount > 0 {
                let notice = LeftOut(count: outcome.leftOutCount, reason: outcome.rejection)
                leftOut = notice
                response.announce(fixed.localizer.message(leftOut: notice.count, fit: notice.fit))
            } else if leftOut != nil {
                leftOut = nil
            }
        }
    }

}

extension InputField {
    /// Checks the active warning rules after an event (a field with a rule
    /// of severity warning only).
    @inline(never)
    mutating func updateWarning() {
        let warning = checkActiveRules(.warning)
        if warning != currentWarningFailure {
            currentWarningFailure = warning
            currentWarning = warning.map { fixed.validator.message(for: $0.reason, of: fixed.rules[$0.index]) }
        }
    }

    /// A warning, success or information as spoken and described: its
    /// severity's word and its text ("Warning: …").
    @inline(never)
    func spoken(_ severity: MessageSeverity, _ text: String) -> String {
        fixed.localizer.string(.fieldMessage, fixed.localizer.string(severity.iconKey), text)
    }
}

extension InputField {
    /// Checks the field's invariants in debug builds (as swift-collections'
    /// `_checkInvariants`): the error shown is the one the active rules give
    /// now, a disabled field shows none, a scan choice and a suggestion
    /// highlight point into their lists. Every event ends with it in debug
    /// builds; tests call it too. Does nothing in release builds, unless
    /// they define `TEXTINPUT_INVARIANTS` (`-Xswiftc -DTEXTINPUT_INVARIANTS`,
    /// as the README's test command's one build does).
    public func _checkInvariants() {
        #if DEBUG || TEXTINPUT_INVARIANTS
        if editor.textLength < 4_096 {
            // Checked on short texts: the rules read the whole value.
            precondition(checkActiveRules() == currentFailure, "the field's recorded rule failure is not the one its active rules give now")
        }
        precondition((currentError == nil) == (currentFailure == nil), "an error message without a failing rule, or the reverse")
        if editor.textLength < 4_096 {
            precondition(checkActiveRules(.warning) == currentWarningFailure,
                         "the field's recorded warning is not the one its active warning rules give now")
        }
        precondition((currentWarning == nil) == (currentWarningFailure == nil), "a warning without a failing rule, or the reverse")
        if fixed.isDisabled { precondition(validationError == nil, "a disabled field shows an error") }
        if let appMessage { precondition(!appMessage.text.isEmpty, "an empty app message") }
        if let leftOut { precondition(leftOut.count > 0, "a left-out notice of no characters") }
        switch state {
        case .idle:
            break
        case let .focused(focus):
            precondition(!fixed.isDisabled, "a disabled field has focus")
            if let highlighted = focus.highlighted {
                precondition(suggestions.indices.contains(highlighted), "the highlighted suggestion is not in the list")
            }
        case let .choosingScan(choice, _):
            precondition(choice.codes.count > 1, "a scan choice of fewer than two values")
            precondition(choice.codes.indices.contains(choice.highlighted), "the highlighted scan value is not in the list")
        }
        #endif
    }
}
