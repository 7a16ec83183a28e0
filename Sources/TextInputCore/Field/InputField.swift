import Foundation

/// One text input's behaviour: editing, focus, validation timing, limits,
/// password visibility and layout state, as an I/O-free state machine.
///
/// Send it ``FieldEvent``s; it returns the ``FieldEffect``s for the host to
/// perform. What to draw is ``presentation(marker:)``, derived fresh from
/// the state every time and never stored.
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
    public let configuration: FieldConfiguration
    /// The editing engine holding text and selection.
    public private(set) var editor: FieldEditor
    /// How wide the field is, in the measurer's units (terminal cells by default).
    public var layoutWidth: Int {
        didSet { layoutWidth = max(1, layoutWidth); updateViewport() }
    }
    /// Measures text for layout.
    public let measurer: any TextMeasurer
    /// Strings and writing direction for the field's locale.
    public let localizer: Localizer

    private var state: State
    private var validator: Validator
    /// Rules whose timing has come; each is checked on every edit until it passes.
    private var activeRules: Set<Int> = []
    /// The last edit's outcome (why input was refused, if it was).
    public private(set) var lastOutcome = EditOutcome()
    /// A note's vertical layout after the last event (vertical scrolling).
    public private(set) var noteViewport = NoteViewport(firstLine: 0, visibleLines: 3, totalLines: 1, scrolls: false)
    /// Cells scrolled off to the left in a single-line field.
    public private(set) var firstColumn = 0
    /// The cell column Up and Down keep in a note while they repeat.
    private var goalColumn: Int?

    /// Focus as a small state machine.
    private enum State: Sendable, Equatable {
        case idle
        case focused
    }

    /// Rules that apply: the configured ones, plus `required` on submit for a
    /// required field that does not list it.
    private let rules: [Validation]

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - configuration: what the field is.
    ///   - value: the initial value (semantic or formatted).
    ///   - localeIdentifier: the locale when the configuration has none (a form's).
    ///   - width: the layout width.
    ///   - measurer: how text is measured; terminal cells by default.
    ///   - customValidators: closures for ``ValidationRule/custom(_:)`` rules.
    /// - Throws: ``ConfigurationError`` saying what to change.
    public init(
        _ configuration: FieldConfiguration,
        value: String = "",
        localeIdentifier: String = "en_US",
        width: Int = 40,
        measurer: any TextMeasurer = MonospaceCellMeasurer(),
        customValidators: [CustomValidator] = []
    ) throws(ConfigurationError) {
        self.configuration = configuration
        let locale = configuration.localeIdentifier ?? localeIdentifier
        self.editor = try FieldEditor(configuration: configuration.editorConfiguration(defaultLocale: locale), value: value)
        self.layoutWidth = max(1, width)
        self.measurer = measurer
        self.localizer = Localizer(localeIdentifier: locale)
        self.validator = Validator(localizer: localizer, custom: customValidators)
        self.state = .idle
        var rules = configuration.validation
        if configuration.isRequired, !rules.contains(where: { $0.rule == .required }) {
            rules.insert(Validation(.required, on: .submit), at: 0)
        }
        for rule in rules {
            if case let .pattern(pattern) = rule.rule, (try? NSRegularExpression(pattern: pattern)) == nil {
                throw .conflict("The validation pattern \"\(pattern)\" is not a valid regular expression; fix its syntax.")
            }
            if case let .minLength(minimum) = rule.rule, minimum < 0 {
                throw .conflict("minLength must be 0 or more, not \(minimum).")
            }
            if case let .maxLength(maximum) = rule.rule, maximum < 0 {
                throw .conflict("maxLength must be 0 or more, not \(maximum).")
            }
        }
        self.rules = rules
        updateViewport()
    }

    // MARK: - Reading state

    /// Whether the field has focus.
    public var isFocused: Bool { state == .focused }

    /// Every trailing accessory the field can ever show, in trailing order:
    /// a renderer reserves room for them so the text's width does not change
    /// as accessories come and go. (Clear and scan never show together.)
    public var possibleAccessories: [FieldAccessory] {
        let configuration = self.configuration
        guard !configuration.isDisabled else { return [] }
        var accessories: [FieldAccessory] = []
        if isEditable { accessories.append(.clear) }
        accessories.append(.error)
        if configuration.isSecure { accessories.append(.visibility) }
        if configuration.hasScanAction, isEditable { accessories.append(.scan) }
        if configuration.trailingAction != nil { accessories.append(.action) }
        return accessories
    }

    /// Whether edits are possible (neither read-only nor disabled).
    public var isEditable: Bool { !configuration.isReadOnly && !configuration.isDisabled }

    /// The semantic value.
    public var value: String { editor.value }

    /// The message of the first failing active rule, if any.
    public var validationError: String? {
        guard !configuration.isDisabled else { return nil }
        for (index, rule) in rules.enumerated() where activeRules.contains(index) {
            if let message = validator.failure(of: rule, value: editor.value) { return message }
        }
        return nil
    }

    /// Whether the character limit (policy `allowOver`) is exceeded.
    public var isOverLimit: Bool {
        editor.limitStatus == .over && configuration.limit?.policy == .allowOver
    }

    /// Whether the field shows its error state.
    public var isInError: Bool {
        !configuration.isDisabled && (validationError != nil || isOverLimit)
    }

    /// Checks every rule now, as a submit does, without changing state.
    public var isValid: Bool {
        guard !configuration.isDisabled else { return true }
        return !isOverLimit && rules.allSatisfy { validator.failure(of: $0, value: editor.value) == nil }
    }

    // MARK: - Events

    /// Handles one event and returns what the host should do.
    @discardableResult
    public mutating func send(_ event: FieldEvent) -> [FieldEffect] {
        guard !configuration.isDisabled else {
            lastOutcome = EditOutcome(rejection: .notEditable)
            return []
        }
        let errorBefore = validationError
        var effects: [FieldEffect] = []
        if case .moveLine = event {} else { goalColumn = nil }
        switch event {
        case .focus:
            state = .focused
        case .blur:
            editor.apply(.commit)
            state = .idle
            activate(.blur)
            activate(.beforeFocusLeaves)
        case .focusWillLeave:
            activate(.beforeFocusLeaves)
            if rules.indices.contains(where: { activeRules.contains($0) && rules[$0].timing == .beforeFocusLeaves && validator.failure(of: rules[$0], value: editor.value) != nil }) {
                effects.append(.keepFocus)
            }
        case let .edit(intent):
            effects += edit(intent)
        case let .tap(accessory):
            effects += tap(accessory)
        case let .moveLine(direction, extend):
            moveLine(direction, extend: extend)
        case .returnKey:
            if configuration.kind == .note {
                effects += edit(.insert("\n"))
            } else {
                editor.apply(.commit)
                effects.append(.focusNext)
            }
        case let .scanned(text):
            effects += edit(.replaceAll(text))
        case let .choose(choice):
            effects += edit(.replaceAll(choice))
        case .submit:
            editor.apply(.commit)
            if configuration.isSecure { editor.apply(.setTextHidden(true)) }
            for timing in ValidationTiming.allCases { activate(timing) }
        }
        updateViewport()
        if let error = validationError, error != errorBefore {
            effects.append(.announce(error))
        }
        return effects
    }

    /// Applies an edit intent, refusing text changes in a read-only field.
    private mutating func edit(_ intent: EditIntent) -> [FieldEffect] {
        if !isEditable, Self.changesText(intent) {
            lastOutcome = EditOutcome(rejection: .notEditable)
            return []
        }
        let limitBefore = editor.limitStatus
        lastOutcome = editor.apply(intent)
        if lastOutcome.textChanged {
            activate(.change)
            deactivatePassingRules()
        }
        if editor.limitStatus == .atLimit, limitBefore != .atLimit, configuration.limit?.policy == .stop {
            return [.announce(localizer.string(.characterLimitReached))]
        }
        return []
    }

    /// Moves the caret to the wrapped line above or below (notes), or to
    /// the start or end (single-line fields).
    private mutating func moveLine(_ direction: VerticalDirection, extend: Bool) {
        guard configuration.kind == .note else {
            lastOutcome = editor.apply(.move(direction == .up ? .start : .end, extend: extend))
            return
        }
        let text = editor.text
        let selection = editor.selection
        let from = extend || direction == .down ? selection.upperBound : selection.lowerBound
        let lines = TextWrapper.wrap(text, width: layoutWidth, mode: .word, measurer: measurer)
        let location = TextWrapper.cellLocation(ofOffset: from, in: lines, text: text, measurer: measurer)
        let column = goalColumn ?? location.column
        let line = location.line + (direction == .up ? -1 : 1)
        if line < 0 || line >= lines.count {
            lastOutcome = editor.apply(.move(direction == .up ? .start : .end, extend: extend))
        } else {
            let target = TextWrapper.offset(atCellColumn: column, onLine: line, in: lines, text: text, measurer: measurer)
            lastOutcome = editor.apply(.select(anchor: extend ? selection.lowerBound : target, focus: target))
        }
        goalColumn = column
    }

    /// Whether an intent can change the text.
    static func changesText(_ intent: EditIntent) -> Bool {
        switch intent {
        case .select, .selectAll, .move, .setTextHidden, .commit: return false
        default: return true
        }
    }

    private mutating func tap(_ accessory: FieldAccessory) -> [FieldEffect] {
        switch accessory {
        case .clear:
            guard isEditable else { lastOutcome = EditOutcome(rejection: .notEditable); return [] }
            return edit(.clear)
        case .visibility:
            guard configuration.isSecure else { return [] }
            editor.apply(.setTextHidden(!editor.isTextHidden))
            return []
        case .scan:
            guard configuration.hasScanAction, isEditable else { return [] }
            return [.startScan]
        case .action:
            guard let action = configuration.trailingAction else { return [] }
            return [.performAction(action.id)]
        case .error:
            return validationError.map { [.announce($0)] } ?? []
        }
    }

    /// Rules of `timing` are checked now. A live (`change`) rule stays
    /// active; any other rule is kept only while it fails, so an error shows
    /// at its timing and never earlier.
    private mutating func activate(_ timing: ValidationTiming) {
        for (index, rule) in rules.enumerated() where rule.timing == timing {
            if timing == .change || validator.failure(of: rule, value: editor.value) != nil {
                activeRules.insert(index)
            }
        }
    }

    /// After an edit: a non-live rule that now passes is retired until its
    /// timing comes again, so an error disappears as soon as the value is
    /// valid and is not shown again before its timing.
    private mutating func deactivatePassingRules() {
        for index in activeRules where rules[index].timing != .change {
            if validator.failure(of: rules[index], value: editor.value) == nil {
                activeRules.remove(index)
            }
        }
    }

    // MARK: - Layout state

    /// Keeps the caret visible after an event.
    private mutating func updateViewport() {
        let text = editor.text
        if configuration.kind == .note {
            let lines = TextWrapper.wrap(text, width: layoutWidth, mode: .word, measurer: measurer)
            let caretLine = isFocused ? TextWrapper.location(ofOffset: editor.selection.upperBound, in: lines).line : nil
            noteViewport = NoteViewport.update(previous: noteViewport.firstLine, totalLines: lines.count, caretLine: caretLine, policy: notePolicy)
        } else {
            firstColumn = isFocused
                ? LineViewport.update(previous: firstColumn, text: text, caretOffset: editor.selection.upperBound, width: layoutWidth, measurer: measurer).firstColumn
                : 0
        }
    }

    /// How a note's height behaves: read-only shows every line; accessories
    /// below fix the height; otherwise 3 to 6 lines.
    var notePolicy: NoteHeightPolicy {
        if configuration.isReadOnly { return .unlimited }
        if configuration.hasAccessoriesBelow { return .fixed(3) }
        return .growing(min: 3, max: 6)
    }
}
