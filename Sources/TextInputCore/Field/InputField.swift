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
    public private(set) var editor: FieldEditor
    /// How wide the field is, in the measurer's units (terminal cells by default).
    public var layoutWidth: Int {
        didSet { layoutWidth = max(1, layoutWidth); updateViewport() }
    }
    /// A note's wrapped lines, updated edit by edit (nil for other kinds).
    private var noteLayout: NoteLayout?
    /// How a note's displayed text changed since ``takeTextChange()`` was
    /// last called (everything, at first: a renderer has seen nothing yet).
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
    private var activeRules = RuleFlags()
    /// ``validationError`` as of the last event.
    private var currentError: String?
    /// The failing rule and why, as of the last event: while they stay the
    /// same, ``currentError`` is kept instead of being written again.
    private var currentFailure: RuleFailure?
    /// Value characters that the last paste or fill (or the configured
    /// value) held and the format or limit could not take: the field says so
    /// until the next edit.
    public private(set) var leftOut: LeftOut?

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
    public private(set) var noteViewport = NoteViewport(firstLine: 0, visibleLines: 3, totalLines: 1, scrolls: false)
    /// Cells scrolled off to the left in a single-line field.
    public private(set) var firstColumn = 0

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

    /// The message of the first failing active rule, if any (derived once
    /// per event: the value and the active rules change only through events).
    public var validationError: String? { currentError }

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

    /// Whether `value` fails rule `index` now.
    private func fails(_ index: Int) -> Bool {
        fixed.validator.reason(of: fixed.rules[index].rule, value: editor.value) != nil
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
        return !isOverLimit && rules.indices.allSatisfy { !fails($0) }
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
        if fixed.isDisabled, !event.isAllowedWhenDisabled {
            return FieldResponse(edit: EditOutcome(rejection: .notEditable))
        }
        if fixed.isReadOnly, event.changesText {
            return FieldResponse(edit: EditOutcome(rejection: .notEditable))
        }
        let errorBefore = currentError
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
        case let .scanFound(codes):
            var unique: [String] = []
            for code in codes where !unique.contains(code) { unique.append(code) }
            switch unique.count {
            case 0:
                closeScanChoice()
                response.effects.append(.announce(fixed.localizer.string(.noBarcodeFound)))
            case 1:
                fill(with: unique[0], into: &response)
            default:
                openScanChoice(ScanChoice(codes: unique, highlighted: 0), into: &response)
            }
        case let .textRecognized(lines):
            let target = textScanTarget
            switch TextScanPolicy.decide(TextScanPolicy.candidates(in: lines, for: target)) {
            case let .fill(value):
                fill(with: value, into: &response)
                response.effects.append(.announce(fixed.localizer.string(.scanTextFilled, editor.bodyText)))
            case let .choose(values):
                openScanChoice(ScanChoice(codes: values, highlighted: 0, isText: true), into: &response)
            case .nothing:
                closeScanChoice()
                response.effects.append(.announce(textScanNothingMessage(for: target)))
            }
        case let .chooseScanned(index):
            if case let .choosingScan(choice, _) = state, choice.codes.indices.contains(index) {
                fill(with: choice.codes[index], into: &response)
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
        let error = currentError
        if let error, error != errorBefore {
            response.effects.append(.announce(error))
        }
        response.changed = response.edit.textChanged || response.edit.selectionChanged || state != stateBefore
            || activeRules != rulesBefore || error != errorBefore || viewportBefore != (noteViewport, firstColumn)
            || leftOut != leftOutBefore
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
        response.effects.append(.announce(choice.isText ? fixed.scanTextChoose : fixed.scanChoose))
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
    private mutating func edit(_ intent: EditIntent, into response: inout FieldResponse) {
        if !isEditable, intent.changesText {
            response.edit.merge(EditOutcome(rejection: .notEditable))
            return
        }
        let limitBefore = editor.limitStatus
        let outcome = editor.apply(intent)
        response.edit.merge(outcome)
        if outcome.textChanged {
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
            response.effects.append(.announce(fixed.localizer.string(.characterLimitReached)))
        }
        if intent.changesText {
            // Until the next edit, the field says what a paste or fill left out
            // (announced last: it says more than the limit does).
            if outcome.leftOutCount > 0 {
                let notice = LeftOut(count: outcome.leftOutCount, reason: outcome.rejection)
                leftOut = notice
                response.effects.append(.announce(fixed.localizer.message(leftOut: notice.count, fit: notice.fit)))
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
        case .action:
            guard let action = fixed.trailingAction else { return }
            response.effects.append(.performAction(action.id))
        case .error:
            if let error = currentError { response.effects.append(.announce(error)) }
        }
    }

    /// Rules of `timing` are checked now. A live (`change`) rule stays
    /// active; any other rule is kept only while it fails, so an error shows
    /// at its timing and never earlier.
    private mutating func activate(_ timing: ValidationTiming) {
        let rules = fixed.rules
        for index in rules.indices where rules[index].timing == timing && !activeRules.contains(index) {
            if timing == .change || fails(index) {
                activeRules.insert(index)
            }
        }
    }

    /// After an edit: a non-live rule that now passes is retired until its
    /// timing comes again, so an error disappears as soon as the value is
    /// valid and is not shown again before its timing.
    private mutating func deactivatePassingRules() {
        guard !activeRules.isEmpty else { return }
        let rules = fixed.rules
        for index in rules.indices where activeRules.contains(index) && rules[index].timing != .change {
            if !fails(index) {
                activeRules.remove(index)
            }
        }
    }

    // MARK: - Suggestions

    /// Choices that match the text as typed: prefix matches first, then
    /// matches inside, ignoring case and diacritics; all choices when empty.
    /// Empty unless the field is focused and the list is open (Escape or a
    /// pick closes it until the next edit).
    public var suggestions: [String] {
        guard fixed.hasChoices, case let .focused(focus) = state, !focus.suggestionsClosed else { return [] }
        let query = TextFolding.key(editor.value)
        if query.isEmpty { return fixed.configuration.choices }
        var prefix: [String] = []
        var inside: [String] = []
        for choice in fixed.configuration.choices {
            let folded = TextFolding.key(choice)
            if folded == query { continue }
            if folded.hasPrefix(query) { prefix.append(choice) }
            else if TextFolding.contains(folded, query) { inside.append(choice) }
        }
        return prefix + inside
    }

    // MARK: - Layout state

    /// Keeps the caret visible after an event.
    private mutating func updateViewport() {
        if fixed.isNote {
            let layout = syncedNoteLayout()
            let caretLine = isFocused ? layout.location(ofOffset: editor.selection.upperBound).line : nil
            noteViewport = NoteViewport.update(previous: noteViewport.firstLine, totalLines: layout.lineCount,
                                               caretLine: caretLine, policy: notePolicy)
        } else {
            firstColumn = isFocused
                ? LineViewport.update(previous: firstColumn, text: editor.text, caretOffset: editor.selection.upperBound,
                                      width: layoutWidth, measurer: fixed.measurer).firstColumn
                : 0
        }
    }

    /// A note's layout brought up to date with the editor: the span the
    /// last edits changed is re-wrapped; anything the editor cannot describe
    /// as one span (replacing the whole text), a new
    /// width or a length that does not add up lays the note out again.
    mutating func syncedNoteLayout() -> NoteLayout {
        let change = editor.takeBodyChange()
        let length = editor.textLength
        recordTextChange(change)
        var layout: NoteLayout
        if let current = noteLayout, current.width == layoutWidth {
            layout = current
            noteLayout = nil  // keep the records uniquely referenced while they change
            switch change {
            case .none:
                break
            case let .span(lower, upperBefore, upperAfter):
                let shift = editor.prefixUTF16
                let editor = self.editor
                layout.update(lower: lower + shift, upperBefore: upperBefore + shift, upperAfter: upperAfter + shift,
                              newLength: length, measurer: fixed.measurer, textIn: { editor.textSlice($0) })
            case .everything:
                layout = NoteLayout(text: editor.text, width: layoutWidth, measurer: fixed.measurer)
            }
            if layout.length != length {
                layout = NoteLayout(text: editor.text, width: layoutWidth, measurer: fixed.measurer)
                textChange.markEverything()
            }
        } else {
            layout = NoteLayout(text: editor.text, width: layoutWidth, measurer: fixed.measurer)
        }
        #if DEBUG
        if length < 4_096 { layout.check(against: editor.text, measurer: fixed.measurer) }
        #endif
        noteLayout = layout
        return layout
    }

    /// Line `index` of a note's wrapped text (its UTF-16 range in the
    /// displayed text, width and hard break) and its text.
    func noteLine(_ index: Int) -> (line: WrappedLine, text: String)? {
        guard let layout = noteLayout, index >= 0, index < layout.lineCount else { return nil }
        let line = layout.line(index)
        return (line, editor.textSlice(line.range).text)
    }

    /// Lines `range` of a note with their text, read from the editor at once.
    func noteLines(_ range: Range<Int>) -> [ShownLine] {
        guard let layout = noteLayout else { return [] }
        let lines = range.clamped(to: 0..<layout.lineCount).map { layout.line($0) }
        guard let first = lines.first, let last = lines.last else { return [] }
        let text = editor.textSlice(first.range.lowerBound..<last.range.upperBound).text
        let utf16 = text.utf16
        return lines.map { line in
            let lower = utf16.index(utf16.startIndex, offsetBy: line.range.lowerBound - first.range.lowerBound)
            let upper = utf16.index(utf16.startIndex, offsetBy: line.range.upperBound - first.range.lowerBound)
            return ShownLine(text: String(text[lower..<upper]), range: line.range, width: line.width)
        }
    }

    /// The wrapped line and UTF-16 column of a caret at `offset` in a note.
    func noteLocation(ofOffset offset: Int) -> (line: Int, column: Int) {
        noteLayout?.location(ofOffset: offset) ?? (0, 0)
    }

    /// The number of wrapped lines of a note (1 for other kinds).
    var noteLineCount: Int { noteLayout?.lineCount ?? 1 }

    /// Where a caret at a UTF-16 `offset` of a note is drawn: its wrapped
    /// line and cell column (the measurer's units), with the rules of
    /// ``TextWrapper/cellLocation(ofOffset:in:text:measurer:)``.
    func noteCellLocation(ofOffset offset: Int) -> (line: Int, column: Int) {
        guard let layout = noteLayout else { return (0, 0) }
        let index = layout.location(ofOffset: offset).line
        guard let (line, text) = noteLine(index) else { return (0, 0) }
        let end = min(max(offset, line.range.lowerBound), line.range.upperBound)
        return (index, fixed.measurer.cellColumn(ofUTF16Offset: end - line.range.lowerBound, in: text))
    }

    /// The UTF-16 offset of a caret placed at cell `column` of a note's
    /// wrapped line `line`, with the rules of
    /// ``TextWrapper/offset(atCellColumn:onLine:in:text:measurer:)``: where
    /// Up, Down and a click put the caret.
    public func noteOffset(atCellColumn column: Int, onLine line: Int) -> Int {
        guard let layout = noteLayout else { return 0 }
        let index = min(max(0, line), layout.lineCount - 1)
        guard let (wrapped, text) = noteLine(index) else { return 0 }
        return TextWrapper.offset(atCellColumn: column, inLine: text, startingAt: wrapped.range.lowerBound,
                                  softWrapped: index < layout.lineCount - 1 && !wrapped.endsWithNewline, measurer: fixed.measurer)
    }

    /// How a note's height behaves: read-only shows every line; accessories
    /// below fix the height; otherwise 3 to 6 lines.
    var notePolicy: NoteHeightPolicy {
        if fixed.isReadOnly { return .unlimited }
        if fixed.configuration.hasAccessoriesBelow { return .fixed(3) }
        return .growing(min: 3, max: 6)
    }
}

/// Which of a field's rules are active: one bit per rule index, without
/// allocating for the first 64 (a field rarely has more than a few).
struct RuleFlags: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    /// Whether no rule is active.
    var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

    /// Whether rule `index` is active.
    func contains(_ index: Int) -> Bool {
        if index < 64 { return low & (1 << UInt64(index)) != 0 }
        let word = index / 64 - 1
        return word < high.count && high[word] & (1 << UInt64(index % 64)) != 0
    }

    /// Activates rule `index`.
    mutating func insert(_ index: Int) {
        if index < 64 {
            low |= 1 << UInt64(index)
            return
        }
        let word = index / 64 - 1
        while high.count <= word { high.append(0) }
        high[word] |= 1 << UInt64(index % 64)
    }

    /// Retires rule `index`.
    mutating func remove(_ index: Int) {
        if index < 64 {
            low &= ~(1 << UInt64(index))
        } else if index / 64 - 1 < high.count {
            high[index / 64 - 1] &= ~(1 << UInt64(index % 64))
        }
    }
}

extension EditOutcome {
    /// Adds a later outcome of the same event: changes accumulate, the first
    /// rejection is kept and refused characters add up.
    public mutating func merge(_ later: EditOutcome) {
        textChanged = textChanged || later.textChanged
        selectionChanged = selectionChanged || later.selectionChanged
        if rejection == nil { rejection = later.rejection }
        rejectedCount += later.rejectedCount
        leftOutCount += later.leftOutCount
    }
}

extension InputField {
    /// Applies a platform text view's whole new text, as a two-way binding
    /// reports it (SwiftUI's `TextField(text:)`, an `input` event without
    /// `beforeinput`): the changed span is found by comparing the texts (common
    /// prefix and suffix in UTF-16), selected, and replaced through the
    /// engine, so formats, limits and undo apply as if typed. The field's
    /// ``FieldEditor/text`` may then differ from `newText` (a mask adds its
    /// literals); the view shows the field's text back.
    ///
    /// ```swift
    /// var phone = try InputField(FieldConfiguration(id: "p", format: .mask("(###) ###-####")))
    /// phone.send(.focus)
    /// phone.setText("555")
    /// phone.editor.text   // "(555": a literal shows once a digit follows it
    /// phone.setText("(555) ")
    /// phone.editor.text   // "(555) ": the literals typed
    /// phone.setText("(555)")
    /// phone.editor.text   // "(55": deleting only literals deletes the digit before them, as Backspace does
    /// ```
    @discardableResult
    public mutating func setText(_ newText: String) -> FieldResponse {
        send(.setText(newText))
    }

    /// ``FieldEvent/setText(_:)`` and ``FieldEvent/adopt(_:selection:)``: the
    /// view's whole new text through the engine, by the changed span.
    mutating func applyViewText(_ newText: String, into response: inout FieldResponse) {
        guard let change = TextDiff(from: editor.text, to: newText) else { return }
        edit(.select(anchor: change.range.lowerBound, focus: change.range.upperBound), into: &response)
        let before = editor.text
        var edited = FieldResponse()
        edit(change.intent, into: &edited)
        if change.inserted.isEmpty, editor.text == before, edited.edit.rejection == nil {
            // The view deleted only a format's literals (Backspace after "(555) "):
            // Backspace at the end of that span deletes the value character before them.
            edit(.select(anchor: change.range.upperBound, focus: change.range.upperBound), into: &response)
            edited = FieldResponse()
            edit(.deleteBackward(), into: &edited)
        }
        response.effects += edited.effects
        response.edit.merge(edited.edit)
    }

    /// ``FieldEvent/adopt(_:selection:)``: the text of a view that changed
    /// without the field, taken through the engine; `selection` (UTF-16
    /// offsets in `text`) goes right after the same value characters in the
    /// field's text (the same Characters in plain text).
    mutating func adopt(_ text: String, selection: Range<Int>?, into response: inout FieldResponse) {
        if editor.isTextHidden {
            // A hidden secure field shows bullets: the view's text is the whole new
            // value, unless it is the bullets the field showed.
            if editor.value != text, editor.text != text { edit(.replaceAll(text), into: &response) }
            guard let selection else { return }
            // One bullet (one UTF-16 unit) per Character.
            let lower = Self.count(in: text, before: selection.lowerBound) { _ in true } + editor.editableRange.lowerBound
            let upper = Self.count(in: text, before: selection.upperBound) { _ in true } + editor.editableRange.lowerBound
            edit(.select(anchor: lower, focus: upper), into: &response)
            return
        }
        applyViewText(text, into: &response)
        guard let selection else { return }
        let shown = editor.text
        if shown == text {
            edit(.select(anchor: selection.lowerBound, focus: selection.upperBound), into: &response)
            return
        }
        let lower = Self.offset(after: Self.count(in: text, before: selection.lowerBound, where: Self.isValueLike), in: shown,
                                atEnd: selection.lowerBound >= text.utf16.count)
        let upper = Self.offset(after: Self.count(in: text, before: selection.upperBound, where: Self.isValueLike), in: shown,
                                atEnd: selection.upperBound >= text.utf16.count)
        edit(.select(anchor: lower, focus: upper), into: &response)
    }

    /// A letter or digit: what a view's text and the field's text share when
    /// a format adds or drops the rest.
    static func isValueLike(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    /// How many Characters of `text` that satisfy `counted` start before UTF-16 offset `offset`.
    static func count(in text: String, before offset: Int, where counted: (Character) -> Bool) -> Int {
        var count = 0
        var position = 0
        for character in text {
            if position >= offset { break }
            if counted(character) { count += 1 }
            position += character.utf16.count
        }
        return count
    }

    /// The UTF-16 offset in `text` right after its `count`-th letter or digit
    /// (its end when `atEnd` or when it has fewer).
    static func offset(after count: Int, in text: String, atEnd: Bool) -> Int {
        if atEnd { return text.utf16.count }
        var seen = 0
        var position = 0
        for character in text {
            if count == 0, isValueLike(character) { return position }
            position += character.utf16.count
            if isValueLike(character) {
                seen += 1
                if seen == count { return position }
            }
        }
        return position
    }

}

/// The span where two texts differ, for a text view that reports its whole
/// new text: the common prefix and suffix (in UTF-16 code units) are kept.
struct TextDiff {
    /// The UTF-16 range of the old text that was replaced.
    var range: Range<Int>
    /// What replaced it.
    var inserted: String

    /// The change from `old` to `new`; nil when they are equal.
    init?(from old: String, to new: String) {
        let old = Array(old.utf16)
        let new = Array(new.utf16)
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        range = prefix..<(old.count - suffix)
        inserted = String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
    }

    /// The intent that makes the change once ``range`` is selected: one
    /// Character inserted at a caret is a typed key (a mask's literal typed
    /// where it shows it is that literal, undo coalesces), more is a paste.
    var intent: EditIntent {
        if inserted.isEmpty { return .deleteBackward() }
        if range.isEmpty, inserted.count == 1 { return .insert(inserted) }
        return .paste(inserted)
    }
}
