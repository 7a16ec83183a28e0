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

    private var state: State
    /// Rules whose timing has come; each is checked on every edit until it passes.
    var activeRules = RuleFlags()
    /// ``validationError`` as of the last event.
    private var currentError: String?
    /// The failing rule and why, as of the last event: while they stay the
    /// same, ``currentError`` is kept instead of being written again.
    private var currentFailure: RuleFailure?
    /// Value characters that the last paste or fill (or the configured
    /// value) held and the format or limit could not take: the field says so
    /// until the next edit.
    public private(set) var leftOut: LeftOut?
    /// The app's own message on the field (``FieldEvent/setError(_:)``),
    /// shown in place of any rule's until the user changes the text.
    public private(set) var appError: String?
    /// The choices the app supplied (``FieldEvent/setChoices(_:)``), which
    /// replace the configured ones; nil until it supplies any.
    public private(set) var appChoices: [Choice]?

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

    private struct RuleFailure: Sendable, Equatable {
        var index: Int
        var reason: Validator.FailureReason
    }
    /// A note's vertical layout after the last event (vertical scrolling).
    public internal(set) var noteViewport = NoteViewport(firstLine: 0, visibleLines: 3, totalLines: 1, scrolls: false)
    /// Cells scrolled off to the left in a single-line field.
    public internal(set) var firstColumn = 0

    /// Where the field stands. Per-state data lives with its state, so a
    /// highlight or a pending scan choice cannot outlive the focus it needs.
    private enum State: Sendable, Equatable {
        /// Not focused.
        case idle
        /// Focused: the typing state.
        case focused(Focus)
        /// A scan found several codes; the user picks one. `focus` is the
        /// typing state to return to (nil when the scan arrived unfocused).
        case choosingScan(ScanChoice, focus: Focus?)
    }

    /// What a focused field remembers between events.
    private struct Focus: Sendable, Equatable {
        /// The body text when the field got focus: Escape restores it.
        var textAtFocus: String
        /// The cell column Up and Down keep in a note while they repeat.
        var goalColumn: Int?
        /// The highlighted suggestion, an index into ``InputField/suggestions``.
        var highlighted: Int?
        /// Escape closed the suggestions; the next edit opens them again.
        var suggestionsClosed = false
    }

    /// Codes of one scan waiting for the user's choice.
    private struct ScanChoice: Sendable, Equatable {
        var codes: [String]
        var highlighted: Int
        /// Candidates of a text scan (their own prompt), not decoded codes.
        var isText = false
    }

    /// Rules that apply: the configured ones, plus `required` on submit for a
    /// required field that does not list it.
    private var rules: [Validation] { fixed.rules }

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
        let validator = try Validator(localizer: localizer, rules: rules)
        self.fixed = FixedFacts(configuration, measurer: measurer, localizer: localizer, rules: rules, validator: validator)
        self.state = .idle
        updateViewport()
    }

    // MARK: - Reading state

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

    /// The error the field shows: the app's message (``appError``), else the
    /// message of the first failing active rule (derived once per event: the
    /// value and the active rules change only through events).
    public var validationError: String? { appError ?? currentError }

    /// The first failing active rule and why, checked now.
    private func checkActiveRules() -> RuleFailure? {
        guard !activeRules.isEmpty, !fixed.isDisabled else { return nil }
        let value = editor.value
        let rules = fixed.rules
        for index in rules.indices where activeRules.contains(index) {
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
        return appError == nil && !isOverLimit && rules.indices.allSatisfy { !fails($0) }
    }

    /// The highlighted suggestion's index in ``suggestions``, if one is highlighted.
    public var highlightedSuggestion: Int? {
        guard case let .focused(focus) = state else { return nil }
        return focus.highlighted
    }

    /// The codes (or a text scan's candidates) waiting for the user's
    /// choice, the highlighted one, and whether they come from a text scan.
    public var pendingScanChoice: (codes: [String], highlighted: Int, isText: Bool)? {
        guard case let .choosingScan(choice, _) = state else { return nil }
        return (choice.codes, choice.highlighted, choice.isText)
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
        let leftOutBefore = leftOut
        let stateBefore = state
        let rulesBefore = activeRules
        let viewportBefore = (noteViewport, firstColumn)
        var response = FieldResponse()
        if case .moveLine = event {} else { setGoalColumn(nil) }
        switch event {
        case .focus:
            switch state {
            case .idle: state = .focused(Focus(textAtFocus: editor.bodyText))
            case let .choosingScan(choice, nil): state = .choosingScan(choice, focus: Focus(textAtFocus: editor.bodyText))
            case .focused, .choosingScan: break
            }
        case .blur:
            response.edit = editor.apply(.commit)
            state = .idle
            activate(.blur)
            activate(.beforeFocusLeaves)
        case .focusWillLeave:
            activate(.beforeFocusLeaves)
            if rules.indices.contains(where: { activeRules.contains($0) && rules[$0].timing == .beforeFocusLeaves && fails($0) }) {
                response.effects.append(.keepFocus)
            }
        case let .edit(intent):
            closeScanChoice()
            edit(intent, into: &response)
        case let .tap(accessory):
            closeScanChoice()
            tap(accessory, into: &response)
        case let .moveLine(direction, extend):
            if !extend, moveHighlight(direction) { break }
            moveLine(direction, extend: extend, into: &response)
        case .returnKey:
            if case let .choosingScan(choice, _) = state {
                fill(with: choice.codes[choice.highlighted], into: &response)
                response.scan = .filled
            } else if let highlighted = highlightedSuggestion, suggestions.indices.contains(highlighted) {
                fill(with: suggestions[highlighted], into: &response)
            } else if fixed.isNote {
                edit(.insert("\n"), into: &response)
            } else {
                response.edit = editor.apply(.commit)
                response.effects.append(.focusNext)
            }
        case .escape:
            switch state {
            case .choosingScan: closeScanChoice()
            case var .focused(focus) where !focus.suggestionsClosed && !suggestions.isEmpty:
                focus.suggestionsClosed = true
                focus.highlighted = nil
                state = .focused(focus)
            case let .focused(focus) where isEditable && editor.bodyText != focus.textAtFocus:
                // Escape while editing restores the text the field had when it
                // got focus (as SAP UI5's inputs do), as one undo step.
                edit(.replaceAll(focus.textAtFocus), into: &response)
                if case var .focused(restored) = state {
                    restored.suggestionsClosed = true
                    state = .focused(restored)
                }
            default: break
            }
        case let .scanned(text):
            fill(with: text, into: &response)
            response.scan = .filled
        case let .scanFound(codes):
            var unique: [String] = []
            for code in codes where !unique.contains(code) { unique.append(code) }
            switch unique.count {
            case 0:
                closeScanChoice()
                let message = fixed.localizer.string(.noBarcodeFound)
                response.effects.append(.announce(message))
                response.scan = .nothing(message: message)
            case 1:
                fill(with: unique[0], into: &response)
                response.scan = .filled
            default:
                openScanChoice(ScanChoice(codes: unique, highlighted: 0), into: &response)
            }
        case let .textRecognized(lines):
            let target = textScanTarget
            switch TextScanPolicy.decide(TextScanPolicy.candidates(in: lines, for: target)) {
            case let .fill(value):
                fill(with: value, into: &response)
                response.scan = .filled
                response.announce(fixed.localizer.string(.scanTextFilled, editor.bodyText))
            case let .choose(values):
                openScanChoice(ScanChoice(codes: values, highlighted: 0, isText: true), into: &response)
            case .nothing:
                closeScanChoice()
                let message = textScanNothingMessage(for: target)
                response.effects.append(.announce(message))
                response.scan = .nothing(message: message)
            }
        case let .chooseScanned(index):
            if case let .choosingScan(choice, _) = state, choice.codes.indices.contains(index) {
                fill(with: choice.codes[index], into: &response)
                response.scan = .filled
            }
        case let .choose(choice):
            fill(with: choice, into: &response)
        case let .setText(text):
            closeScanChoice()
            applyViewText(text, into: &response)
        case let .adopt(text, selection):
            closeScanChoice()
            adopt(text, selection: selection, into: &response)
        case let .leftOut(count, fit):
            if count > 0 {
                leftOut = LeftOut(count: count, reason: fit.map { .limitReached(max: $0) })
            }
        case let .setError(message):
            appError = message.flatMap { $0.isEmpty ? nil : $0 }
        case let .setChoices(choices):
            // (Not compared with the list before: an app answers with a new list, and the comparison costs the
            // page's module more than the answer it would save.)
            appChoices = choices
            if case var .focused(focus) = state, focus.highlighted != nil {
                focus.highlighted = nil
                state = .focused(focus)
            }
            response.changed = true
        case .submit:
            closeScanChoice()
            response.edit = editor.apply(.commit)
            if fixed.isSecure { response.edit.merge(editor.apply(.setTextHidden(true))) }
            for timing in ValidationTiming.allCases { activate(timing) }
        }
        updateViewport()
        let failure = checkActiveRules()
        if failure != currentFailure {
            currentFailure = failure
            currentError = failure.map { fixed.validator.message(for: $0.reason, of: fixed.rules[$0.index]) }
        }
        let error = validationError
        if let error, error != errorBefore {
            response.announce(error)
        }
        if response.scan == nil, case .choosingScan = stateBefore, pendingScanChoice == nil {
            // The choice ended without a value (Escape, an edit, focus leaving).
            response.scan = .closed
        }
        response.changed = response.edit.textChanged || response.edit.selectionChanged || state != stateBefore
            || activeRules != rulesBefore || error != errorBefore || viewportBefore != (noteViewport, firstColumn)
            || leftOut != leftOutBefore || response.changed
            || !response.effects.isEmpty
        return response
    }

    /// Opens a choice among scanned codes or text-scan candidates, keeping
    /// the focus facts the field had.
    private mutating func openScanChoice(_ choice: ScanChoice, into response: inout FieldResponse) {
        let focus: Focus?
        switch state {
        case .idle: focus = nil
        case let .focused(current): focus = current
        case let .choosingScan(_, current): focus = current
        }
        state = .choosingScan(choice, focus: focus)
        let prompt = choice.isText ? fixed.scanTextChoose : fixed.scanChoose
        response.effects.append(.announce(prompt))
        response.scan = .choosing(ScanChoices(prompt: prompt, codes: choice.codes, highlighted: choice.highlighted))
    }

    /// What a text scan looks for in this field: its format's candidates
    /// (``TextScanPolicy/Target``).
    public var textScanTarget: TextScanPolicy.Target {
        let configuration = fixed.configuration
        switch configuration.format {
        case .iban:
            return .iban
        case .card:
            return .card
        case .mask:
            if let grouped = editor.formatter?.grouped, case let .fixed(pattern) = grouped.layout { return .mask(pattern) }
        case let .number(options):
            if case let .number(formatter)? = editor.formatter {
                let template = formatter.formatter.template
                var marks: [String] = []
                for affix in [template.positivePrefix, template.positiveSuffix, options.currency ?? ""] {
                    let mark = String(affix.filter { !TextScanPolicy.isSpace($0) })
                    if !mark.isEmpty, !marks.contains(mark) { marks.append(mark) }
                }
                if options.style != .currency { marks.removeAll() }
                return .amount(decimalSeparator: template.decimalCharacter, groupingSeparator: template.groupingCharacter,
                               currencyMarks: marks)
            }
        case .phone:
            return .phone
        case .plain, .letterCase, .custom:
            break
        }
        let isEmail = configuration.keyboard == .email || configuration.contentType == .email
            || configuration.validation.contains { $0.rule == .email }
        return isEmail ? .email : .text
    }

    /// The message of a text scan that found nothing: what was looked for, and how to try again.
    private func textScanNothingMessage(for target: TextScanPolicy.Target) -> String {
        let localizer = fixed.localizer
        let what: String
        switch target {
        case .iban: what = localizer.string(.scanNoIBAN)
        case .card: what = localizer.string(.scanNoCardNumber)
        case .mask:
            if case let .mask(pattern) = fixed.configuration.format {
                what = localizer.string(.scanNoPatternValue, pattern)
            } else {
                what = localizer.string(.scanNoText)
            }
        case .amount: what = localizer.string(.scanNoAmount)
        case .email: what = localizer.string(.scanNoEmail)
        case .phone: what = localizer.string(.scanNoPhone)
        case .text: what = localizer.string(.scanNoText)
        }
        return what + " " + localizer.string(.scanTextRetry)
    }

    /// Fills the field with a scanned code or a chosen suggestion: one undo
    /// step through the normal pipeline (format, limit, validation).
    private mutating func fill(with text: String, into response: inout FieldResponse) {
        closeScanChoice()
        edit(.replaceAll(text), into: &response)
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
            appError = nil
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

    /// Moves the highlight of an open list; false when no list is open.
    private mutating func moveHighlight(_ direction: VerticalDirection) -> Bool {
        switch state {
        case .choosingScan(var choice, let focus):
            choice.highlighted = Self.step(choice.highlighted, count: choice.codes.count, direction)
            state = .choosingScan(choice, focus: focus)
            return true
        case var .focused(focus):
            let count = suggestions.count
            guard count > 0, !fixed.isNote else { return false }
            focus.highlighted = Self.step(focus.highlighted, count: count, direction)
            state = .focused(focus)
            return true
        case .idle:
            return false
        }
    }

    /// The next highlight in a list of `count`, wrapping around; from no
    /// highlight, Down goes to the first entry and Up to the last.
    static func step(_ current: Int?, count: Int, _ direction: VerticalDirection) -> Int {
        guard let current, current < count else { return direction == .down ? 0 : count - 1 }
        return direction == .down ? (current + 1) % count : (current + count - 1) % count
    }

    /// Ends a pending scan choice, back to the state before it.
    private mutating func closeScanChoice() {
        if case let .choosingScan(_, focus) = state {
            state = focus.map(State.focused) ?? .idle
        }
    }

    private mutating func setGoalColumn(_ column: Int?) {
        if case var .focused(focus) = state, focus.goalColumn != column {
            focus.goalColumn = column
            state = .focused(focus)
        }
    }

    /// Moves the caret to the wrapped line above or below (notes), or to
    /// the start or end (single-line fields).
    private mutating func moveLine(_ direction: VerticalDirection, extend: Bool, into response: inout FieldResponse) {
        guard fixed.isNote else {
            response.edit.merge(editor.apply(.move(direction == .up ? .start : .end, extend: extend)))
            return
        }
        // The layout is current: every event ends by bringing it up to date.
        let selection = editor.selection
        let from = extend || direction == .down ? selection.upperBound : selection.lowerBound
        let location = noteCellLocation(ofOffset: from)
        var goal: Int?
        if case let .focused(focus) = state { goal = focus.goalColumn }
        let column = goal ?? location.column
        let line = location.line + (direction == .up ? -1 : 1)
        if line < 0 || line >= noteLineCount {
            response.edit.merge(editor.apply(.move(direction == .up ? .start : .end, extend: extend)))
        } else {
            let target = noteOffset(atCellColumn: column, onLine: line)
            response.edit.merge(editor.apply(.select(anchor: extend ? selection.lowerBound : target, focus: target)))
        }
        setGoalColumn(column)
    }

    private mutating func tap(_ accessory: FieldAccessory, into response: inout FieldResponse) {
        switch accessory {
        case .clear:
            edit(.clear, into: &response)
        case .visibility:
            guard fixed.isSecure else { return }
            response.edit.merge(editor.apply(.setTextHidden(!editor.isTextHidden)))
        case .scan:
            guard fixed.hasScanAction else { return }
            response.effects.append(.startScan)
            response.scan = .opened
        case .action:
            guard let action = fixed.trailingAction else { return }
            response.effects.append(.performAction(action.id))
        case .error:
            if let error = validationError { response.announce(error) }
        }
    }

    // MARK: - Suggestions

    /// Choices that match the text as typed: prefix matches first, then
    /// matches inside, ignoring case and diacritics; all choices when empty.
    /// Empty unless the field is focused and the list is open (Escape or a
    /// pick closes it until the next edit).
    public var suggestions: [String] {
        guard fixed.hasChoices, case let .focused(focus) = state, !focus.suggestionsClosed else { return [] }
        let choices = appChoices?.map { $0.text } ?? fixed.configuration.choices
        let query = TextFolding.key(editor.value)
        if query.isEmpty { return choices }
        var prefix: [String] = []
        var inside: [String] = []
        for choice in choices {
            let folded = TextFolding.key(choice)
            if folded == query { continue }
            if folded.hasPrefix(query) { prefix.append(choice) }
            else if TextFolding.contains(folded, query) { inside.append(choice) }
        }
        return prefix + inside
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
        if fixed.isDisabled { precondition(validationError == nil, "a disabled field shows an error") }
        if let appError { precondition(!appError.isEmpty, "an empty app message") }
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
