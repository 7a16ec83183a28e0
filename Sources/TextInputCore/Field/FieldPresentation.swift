// What a field shows besides its text: its state, the message below it, the counter, the required marker and a
// scan's codes to choose from.

/// Everything a renderer shows for one field, derived from its state.
///
/// A renderer draws this and nothing else: it adds no rules of its own. Style
/// is given as semantic roles (``StyleRoles``), not colours.
public struct FieldPresentation: Sendable, Equatable {
    /// What a field's presentation shares with every other one of the same
    /// field (id, kind, label, icons, traits, …), held by one reference: a
    /// presentation derived per keystroke retains it once instead of each part.
    var constants: PresentationConstants
    /// The field's id.
    public var id: String {
        get { constants.values.id }
        set { constants = constants.replacing { $0.id = newValue } }
    }
    /// The component kind.
    public var kind: FieldConfiguration.Kind {
        get { constants.values.kind }
        set { constants = constants.replacing { $0.kind = newValue } }
    }
    /// The label, if the field has one.
    public var label: String? {
        get { constants.values.label }
        set { constants = constants.replacing { $0.label = newValue } }
    }
    /// The marker next to the label: an asterisk for a required field, or the
    /// localised "(optional)" in a form that marks its optional fields.
    public var marker: Marker?
    /// Whether a value is required and can be given: a required field that
    /// is neither read-only nor disabled (renderers set `aria-required` from it).
    public var isRequired: Bool
    /// Read-only: shown with the read-only fill, selectable and copyable,
    /// never edited (renderers set `readonly` / `aria-readonly` from it).
    public var isReadOnly: Bool
    /// Disabled: shown at half opacity, not focusable, no part in a form's
    /// result. The ``state`` says it (``FieldState/disabled``), once.
    public var isDisabled: Bool { state == .disabled }
    /// The placeholder, only while the field is empty (and not composing).
    public var placeholder: String?
    /// The displayed text (formatted, affixes included, bullets while hidden).
    ///
    /// A note's text is read from the field only when asked: renderers of
    /// long notes draw ``NoteLines/shown`` instead.
    public var text: String {
        get { textSource.string }
        set { textSource = PresentedText(newValue) }
    }
    var textSource: PresentedText
    /// The UTF-16 length of ``text``, without reading a note's whole text.
    public var textLength: Int { textSource.utf16Count }
    /// The selection in UTF-16 offsets of ``text``.
    public var selection: Range<Int>
    /// The range of ``text`` that is editable (between prefix and suffix).
    public var editableRange: Range<Int>
    /// Marked (IME) text's range, if composing.
    public var markedRange: Range<Int>?
    /// Whether the field has focus (the typing state).
    public var isFocused: Bool
    /// The interaction state.
    public var state: FieldState
    /// The one info message below the field.
    public var message: InfoMessage?
    /// The character counter, when the field has a limit.
    public var counter: CounterPresentation?
    /// Trailing accessories, in trailing order.
    public var accessories: [FieldAccessory]
    /// Every accessory the field can ever show (``InputField/possibleAccessories``):
    /// renderers reserve room for them so the text's width stays put.
    public var possibleAccessories: [FieldAccessory] {
        get { constants.values.possibleAccessories }
        set { constants = constants.replacing { $0.possibleAccessories = newValue } }
    }
    /// The leading icon's symbol name.
    public var leadingIcon: String? {
        get { constants.values.leadingIcon }
        set { constants = constants.replacing { $0.leadingIcon = newValue } }
    }
    /// The custom trailing action, when shown.
    public var trailingAction: TrailingAction? {
        get { constants.values.trailingAction }
        set { constants = constants.replacing { $0.trailingAction = newValue } }
    }
    /// Semantic style roles, derived from ``state``, ``isReadOnly``,
    /// ``isFocused``, the message's severity and the counter in one place
    /// (never stored, so they cannot disagree with the facts they show).
    public var styles: StyleRoles {
        Self.styles(state: state, isReadOnly: isReadOnly, isFocused: isFocused, counterIsOver: counter?.isOver ?? false,
                    isDisabled: isDisabled, severity: message?.severity)
    }
    /// Vertical layout of a note.
    public var lines: NoteLines?
    /// Horizontal scrolling of a single-line field (cells scrolled off left).
    public var firstColumn: Int
    /// An unfocused field's text fitted with its line-break mode.
    public var fitted: FittedText?
    /// The full text for an expansion tooltip when the fitted text is clipped
    /// or truncated.
    public var tooltip: String?
    /// Writing direction of the field's locale: its label, helper, messages
    /// and counter.
    public var direction: WritingDirection {
        get { constants.values.direction }
        set { constants = constants.replacing { $0.direction = newValue } }
    }
    /// Writing direction of the field's text, which the arrow keys follow:
    /// ``direction``, except that a code (a mask, card number, IBAN, phone
    /// number, email address or URL: ``FieldConfiguration/textIsCode``) is
    /// always left to right, so that its groups keep their order inside a
    /// right-to-left form. Draw the text in this direction, aligned to the
    /// form's start edge like the other fields' text.
    public var textDirection: WritingDirection {
        get { constants.values.textDirection }
        set { constants = constants.replacing { $0.textDirection = newValue } }
    }
    /// Accessibility semantics.
    public var accessibility: AccessibilitySemantics
    /// How the platform's text input should behave: keyboard, autofill,
    /// capitalisation, spelling, the Return key. Map each fact 1:1.
    public var traits: TextInputTraits {
        get { constants.values.traits }
        set { constants = constants.replacing { $0.traits = newValue } }
    }
    /// Whether a secure field's text is hidden.
    public var isTextHidden: Bool
    /// Whether the field offers choices as you type (a combo box), even
    /// while no suggestion matches.
    public var isCombo: Bool {
        get { constants.values.isCombo }
        set { constants = constants.replacing { $0.isCombo = newValue } }
    }
    /// What the scan accessory reads (``FieldAccessory/scan``): barcodes, or
    /// printed text (draw a text-scan icon, ask the OCR engine for lines and
    /// send ``FieldEvent/textRecognized(_:)``).
    public var scanKind: ScanKind {
        get { constants.values.scanKind }
        set { constants = constants.replacing { $0.scanKind = newValue } }
    }
    /// Choices matching the text (a combo box), best first, each with its
    /// second line when the app gave one (``Choice/detail``); empty while
    /// the list is closed.
    public var suggestions: [Choice]
    /// The second line of each suggestion, in the order of
    /// ``suggestions`` (nil for none); empty when no suggestion has one.
    @available(*, deprecated, message: "read each suggestion's detail (suggestions are Choice values)")
    public var suggestionDetails: [String?] {
        suggestions.contains { $0.detail != nil } ? suggestions.map { $0.detail } : []
    }
    /// The highlighted suggestion (Up/Down), an index into ``suggestions``.
    public var highlightedSuggestion: Int?
    /// Codes of one scan to choose from, while the user chooses.
    public var scanChoices: ScanChoices?
    /// Accessible names of the accessories.
    public var accessoryLabels: [FieldAccessory: String]
    /// What only steppers and combo boxes show, held by one reference so
    /// that copying a presentation of any other field copies no more.
    var rare: RarePresentation? = nil

    /// A number field's stepper (``NumberFormat/stepper``): whether its
    /// plus and minus buttons can change the value now, and their accessible
    /// names. Nil for other fields.
    public var stepper: StepperPresentation? {
        @inline(never) get { rare?.stepper }
        set { rare = RarePresentation(stepper: newValue, choiceID: rare?.choiceID, query: rare?.query ?? "") }
    }
    /// Whether the field is a stepper (``stepper`` is not nil), read without copying it.
    public var isStepper: Bool { rare?.isStepper ?? false }
    /// The key of the choice the user picked while the text is still its
    /// (``InputField/choiceID``): a web form posts it beside the text.
    public var choiceID: String? {
        get { rare?.choiceID }
        set { rare = RarePresentation(stepper: rare?.stepper, choiceID: newValue, query: rare?.query ?? "") }
    }
    /// The part of each suggestion's text that the typed text matched, in
    /// the order of ``suggestions``: character offsets into its
    /// ``Choice/text`` (``TextFolding/match(_:in:)``), which a renderer shows
    /// in bold (the option's accessible name stays its whole text). Empty
    /// while nothing is typed (the list shows every choice).
    public var suggestionMatches: [Range<Int>?] {
        guard let query = rare?.query, !query.isEmpty else { return [] }
        return suggestions.map { TextFolding.match(query, in: $0.text) }
    }

    /// The keyboard to show (``TextInputTraits/keyboard``).
    public var keyboard: KeyboardType { traits.keyboard }
    /// The content type for autofill (``TextInputTraits/contentType``).
    public var contentType: ContentType? { traits.contentType }
    /// What the Return key does (``TextInputTraits/returnKey``).
    public var returnKey: ReturnKeyRole { traits.returnKey }
}

extension FieldPresentation {
    /// Creates a presentation directly, for previews and renderer tests; a
    /// field derives its own with ``InputField/presentation(marking:isLastInForm:)``.
    /// Without `accessibility`, the accessible name is the field's
    /// (``AccessibilitySemantics/name(label:placeholder:required:)``,
    /// "required" in the language of `localeIdentifier`).
    ///
    /// ```swift
    /// let preview = FieldPresentation(id: "email", label: "Email", text: "jane@",
    ///                                 state: .error,
    ///                                 message: InfoMessage(kind: .error, text: "Enter an email address."))
    /// ```
    public init(
        id: String, kind: FieldConfiguration.Kind = .simple, label: String? = nil, marker: Marker? = nil,
        isRequired: Bool = false, isReadOnly: Bool = false, isDisabled: Bool = false, placeholder: String? = nil,
        text: String = "", selection: Range<Int>? = nil, editableRange: Range<Int>? = nil, markedRange: Range<Int>? = nil,
        isFocused: Bool = false, state: FieldState = .normal, message: InfoMessage? = nil,
        counter: CounterPresentation? = nil, accessories: [FieldAccessory] = [], possibleAccessories: [FieldAccessory]? = nil,
        leadingIcon: String? = nil, trailingAction: TrailingAction? = nil,
        lines: NoteLines? = nil, firstColumn: Int = 0, fitted: FittedText? = nil, tooltip: String? = nil,
        direction: WritingDirection = .ltr, textDirection: WritingDirection? = nil, accessibility: AccessibilitySemantics? = nil,
        traits: TextInputTraits = TextInputTraits(), isTextHidden: Bool = false, isCombo: Bool = false,
        suggestions: [Choice] = [], highlightedSuggestion: Int? = nil, scanChoices: ScanChoices? = nil,
        accessoryLabels: [FieldAccessory: String] = [:], scanKind: ScanKind = .barcode, localeIdentifier: String = "en_US"
    ) {
        let length = text.utf16.count
        let requiresValue = isRequired && !isReadOnly && !isDisabled
        let name = AccessibilitySemantics.name(
            label: label, placeholder: placeholder,
            required: requiresValue ? Localizer(localeIdentifier: localeIdentifier).string(.requiredSpoken) : nil)
        let accessibility = accessibility ?? AccessibilitySemantics(
            label: name, value: text, hint: message?.kind == .helper ? message?.text : nil,
            error: message?.kind == .error || message?.kind == .leftOut ? message?.text : nil, counter: counter?.spoken)
        self.init(
            constants: PresentationConstants(PresentationConstants.Values(
                id: id, kind: kind, label: label, possibleAccessories: possibleAccessories ?? accessories,
                leadingIcon: leadingIcon, trailingAction: trailingAction, direction: direction,
                textDirection: textDirection ?? direction, traits: traits, isCombo: isCombo, scanKind: scanKind)),
            marker: marker, isRequired: isRequired, isReadOnly: isReadOnly,
            placeholder: placeholder, textSource: PresentedText(text),
            selection: selection ?? length..<length, editableRange: editableRange ?? 0..<length,
            markedRange: markedRange, isFocused: isFocused, state: isDisabled ? .disabled : state, message: message,
            counter: counter, accessories: accessories, lines: lines, firstColumn: firstColumn, fitted: fitted,
            tooltip: tooltip, accessibility: accessibility, isTextHidden: isTextHidden, suggestions: suggestions,
            highlightedSuggestion: highlightedSuggestion, scanChoices: scanChoices, accessoryLabels: accessoryLabels)
    }
}

extension FieldPresentation {
    /// The style roles of a presentation's state: the error border first,
    /// then no border when read-only, a warning's, success's or
    /// information's border, the focus border, else at rest (the one place
    /// they are derived).
    static func styles(state: FieldState, isReadOnly: Bool, isFocused: Bool, counterIsOver: Bool, isDisabled: Bool,
                       severity: MessageSeverity? = nil) -> StyleRoles {
        let semantic: StyleRoles.Border? = switch severity {
        case .warning?: .warning
        case .success?: .success
        case .information?: .information
        case .error?, nil: nil
        }
        return StyleRoles(
            border: state == .error ? .error : isReadOnly ? .none : semantic ?? (isFocused ? .focused : .rest),
            counter: counterIsOver ? .negative : .normal,
            fill: isReadOnly ? .readOnly : .none, opacity: isDisabled ? 0.5 : 1)
    }
}

/// The parts of a ``FieldPresentation`` that stay the same for a field's
/// whole life (one per field and place in a form), shared by reference.
/// Setting one of them on a presentation makes that presentation its own copy.
final class PresentationConstants: Sendable, Equatable {
    struct Values: Sendable, Equatable {
        var id: String
        var kind: FieldConfiguration.Kind
        var label: String?
        var possibleAccessories: [FieldAccessory]
        var leadingIcon: String?
        var trailingAction: TrailingAction?
        var direction: WritingDirection
        var textDirection: WritingDirection
        var traits: TextInputTraits
        var isCombo: Bool
        var scanKind: ScanKind
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    /// A new object with `change` applied to a copy of the values.
    func replacing(_ change: (inout Values) -> Void) -> PresentationConstants {
        var copy = values
        change(&copy)
        return PresentationConstants(copy)
    }

    static func == (left: PresentationConstants, right: PresentationConstants) -> Bool {
        left === right || left.values == right.values
    }
}

/// Text a presentation carries: a string, or a note's text still held by
/// its field's editor (a rope natively), read only when asked, so deriving
/// a note's presentation after a keystroke does not copy the whole note.
struct PresentedText: Sendable, Equatable, Hashable {
    /// The editor whose text is presented, held by reference (one pointer
    /// in the presentation, whatever the editor holds).
    private final class EditorText: Sendable {
        let editor: FieldEditor
        init(_ editor: FieldEditor) { self.editor = editor }
    }

    private let plain: String
    private let editor: EditorText?

    init(_ string: String) {
        plain = string
        editor = nil
    }

    /// The text of `editor`, read when asked.
    init(editorText editor: FieldEditor) {
        plain = ""
        self.editor = EditorText(editor)
    }

    var string: String { editor?.editor.text ?? plain }

    /// The UTF-16 length of ``string``.
    var utf16Count: Int { editor?.editor.textLength ?? plain.utf16.count }

    static func == (left: PresentedText, right: PresentedText) -> Bool {
        if let a = left.editor, let b = right.editor {
            // Two notes' texts: the ropes compare their identity and length first.
            return a === b || a.editor.hasSameText(as: b.editor)
        }
        return left.string == right.string
    }

    func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

/// The members of a presentation that only some fields have (a stepper's
/// buttons, a combo box's picked key and matched parts), held by reference.
final class RarePresentation: Sendable, Equatable {
    let stepper: StepperPresentation?
    let choiceID: String?
    /// The text the shown suggestions were matched against ("" when none
    /// are shown): their matched parts are found from it when asked for.
    let query: String
    let isStepper: Bool

    init(stepper: StepperPresentation?, choiceID: String?, query: String = "") {
        self.stepper = stepper
        self.choiceID = choiceID
        self.query = query
        isStepper = stepper != nil
    }

    static func == (left: RarePresentation, right: RarePresentation) -> Bool {
        left === right || (left.stepper == right.stepper && left.choiceID == right.choiceID && left.query == right.query)
    }
}
