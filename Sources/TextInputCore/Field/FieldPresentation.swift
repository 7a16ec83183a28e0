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
    /// Disabled: shown at half opacity, not focusable, no part in a form's result.
    public var isDisabled: Bool
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
    /// Semantic style roles.
    public var styles: StyleRoles
    /// Vertical layout of a note.
    public var lines: NoteLines?
    /// Horizontal scrolling of a single-line field (cells scrolled off left).
    public var firstColumn: Int
    /// An unfocused field's text fitted with its line-break mode.
    public var fitted: FittedText?
    /// The full text for an expansion tooltip when the fitted text is clipped
    /// or truncated.
    public var tooltip: String?
    /// Writing direction of the field's locale.
    public var direction: WritingDirection {
        get { constants.values.direction }
        set { constants = constants.replacing { $0.direction = newValue } }
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
    /// Choices matching the text (a combo box), best first; empty while the
    /// list is closed.
    public var suggestions: [String]
    /// The highlighted suggestion (Up/Down), an index into ``suggestions``.
    public var highlightedSuggestion: Int?
    /// Codes of one scan to choose from, while the user chooses.
    public var scanChoices: ScanChoices?
    /// Accessible names of the accessories.
    public var accessoryLabels: [FieldAccessory: String]

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
        leadingIcon: String? = nil, trailingAction: TrailingAction? = nil, styles: StyleRoles? = nil,
        lines: NoteLines? = nil, firstColumn: Int = 0, fitted: FittedText? = nil, tooltip: String? = nil,
        direction: WritingDirection = .ltr, accessibility: AccessibilitySemantics? = nil,
        traits: TextInputTraits = TextInputTraits(), isTextHidden: Bool = false, isCombo: Bool = false,
        suggestions: [String] = [], highlightedSuggestion: Int? = nil, scanChoices: ScanChoices? = nil,
        accessoryLabels: [FieldAccessory: String] = [:], scanKind: ScanKind = .barcode
    ) {
        let length = text.utf16.count
        let styles = styles ?? Self.styles(state: state, isReadOnly: isReadOnly, isFocused: isFocused,
                                           counterIsOver: counter?.isOver ?? false, isDisabled: isDisabled)
        let accessibility = accessibility ?? AccessibilitySemantics(
            label: label ?? placeholder ?? "", value: text, hint: message?.kind == .helper ? message?.text : nil,
            error: message?.kind == .error || message?.kind == .leftOut ? message?.text : nil, counter: counter?.spoken)
        self.init(
            constants: PresentationConstants(PresentationConstants.Values(
                id: id, kind: kind, label: label, possibleAccessories: possibleAccessories ?? accessories,
                leadingIcon: leadingIcon, trailingAction: trailingAction, direction: direction, traits: traits,
                isCombo: isCombo, scanKind: scanKind)),
            marker: marker, isRequired: isRequired, isReadOnly: isReadOnly, isDisabled: isDisabled,
            placeholder: placeholder, textSource: PresentedText(text),
            selection: selection ?? length..<length, editableRange: editableRange ?? 0..<length,
            markedRange: markedRange, isFocused: isFocused, state: state, message: message, counter: counter,
            accessories: accessories, styles: styles, lines: lines, firstColumn: firstColumn, fitted: fitted,
            tooltip: tooltip, accessibility: accessibility, isTextHidden: isTextHidden, suggestions: suggestions,
            highlightedSuggestion: highlightedSuggestion, scanChoices: scanChoices, accessoryLabels: accessoryLabels)
    }
}

extension FieldPresentation {
    /// The style roles of a presentation's state: the error border first,
    /// then no border when read-only, the focus border, else at rest (the
    /// one place they are derived).
    static func styles(state: FieldState, isReadOnly: Bool, isFocused: Bool, counterIsOver: Bool, isDisabled: Bool) -> StyleRoles {
        StyleRoles(
            border: state == .error ? .error : isReadOnly ? .none : isFocused ? .focused : .rest,
            counter: counterIsOver ? .negative : .normal,
            fill: isReadOnly ? .readOnly : .none, opacity: isDisabled ? 0.5 : 1)
    }
}

/// The marker next to a field's label.
public enum Marker: Sendable, Hashable {
    /// Required: an asterisk (decorative; the accessible name says "required").
    case required
    /// Optional, in a form that marks its optional fields: the localised
    /// "(optional)", which is read out with the label.
    case optional(String)

    /// The marker as shown: "*" or the localised "(optional)".
    public var text: String {
        switch self {
        case .required: return "*"
        case let .optional(text): return text
        }
    }
}

/// How a form marks which fields need a value (the guidelines: an asterisk
/// on required fields, or "(optional)" on optional ones when they are fewer).
public enum RequiredMarking: Sendable, Hashable {
    /// Required fields get an asterisk (a standalone field's default).
    case asterisks
    /// Optional fields get "(optional)"; required ones no marker.
    case optionalFields
}

/// Codes of one scan, while the user picks one.
public struct ScanChoices: Sendable, Hashable {
    /// The localised prompt: "Several codes found. Choose one:".
    public var prompt: String
    /// The distinct codes, in the scanner's order.
    public var codes: [String]
    /// The highlighted code (Up/Down; Return picks it).
    public var highlighted: Int

    /// Creates scan choices.
    public init(prompt: String, codes: [String], highlighted: Int = 0) {
        self.prompt = prompt
        self.codes = codes
        self.highlighted = highlighted
    }
}

/// The platform text-input behaviour of a field, derived once in the core so
/// every renderer maps the same facts: UIKit's `UITextInputTraits`, the web's
/// `inputmode`, `autocomplete`, `autocapitalize`, `spellcheck`, `autocorrect`
/// and `enterkeyhint`.
public struct TextInputTraits: Sendable, Hashable {
    /// Automatic capitalisation while typing.
    public enum Autocapitalization: String, Sendable, Hashable, CaseIterable {
        /// None: addresses, codes, secrets, numbers.
        case none
        /// Each word: names.
        case words
        /// Each sentence: free text.
        case sentences
        /// Every character: upper-case formats such as IBANs.
        case allCharacters
    }

    /// The keyboard to show.
    public var keyboard: KeyboardType
    /// What the content is, for autofill and password managers.
    public var contentType: ContentType?
    /// Automatic capitalisation.
    public var autocapitalization: Autocapitalization
    /// Whether autocorrection may change what is typed: free text only.
    public var autocorrection: Bool
    /// Whether spelling is checked: free text only.
    public var spellChecking: Bool
    /// What the Return key is labelled and does.
    public var returnKey: ReturnKeyRole
    /// Whether the platform should treat the input as secret (no caching,
    /// no suggestions, no screen recording of the text).
    public var isSecureEntry: Bool

    /// Creates traits.
    public init(keyboard: KeyboardType = .default, contentType: ContentType? = nil,
                autocapitalization: Autocapitalization = .sentences, autocorrection: Bool = true,
                spellChecking: Bool = true, returnKey: ReturnKeyRole = .next, isSecureEntry: Bool = false) {
        self.keyboard = keyboard
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.spellChecking = spellChecking
        self.returnKey = returnKey
        self.isSecureEntry = isSecureEntry
    }

    /// The traits of a configuration. Free text (plain, default keyboard,
    /// no content type, not secure) gets autocorrection and spelling;
    /// names capitalise words; addresses, accounts, codes and secrets
    /// nothing; an upper-case format every character. A note's Return
    /// inserts a newline; a single-line field's moves on (`last`: the last
    /// field of a form, where Return submits: ``ReturnKeyRole/done``).
    public init(_ configuration: FieldConfiguration, isLastInForm last: Bool = false) {
        var free = configuration.keyboard == .default && configuration.contentType == nil && !configuration.isSecure
        var capitalization: Autocapitalization = .sentences
        switch configuration.format {
        case .plain: break
        case let .letterCase(letterCase):
            free = false
            capitalization = letterCase == .upper ? .allCharacters : .none
        case .iban:
            free = false
            capitalization = .allCharacters
        case .mask, .card, .number, .custom:
            free = false
            capitalization = .none
        }
        switch configuration.contentType {
        case .name?, .givenName?, .familyName?, .nickname?, .organizationName?, .addressCity?, .countryName?, .creditCardName?:
            capitalization = .words
        case .email?, .username?, .password?, .newPassword?, .url?, .oneTimeCode?:
            capitalization = .none
        default:
            if configuration.keyboard == .email || configuration.keyboard == .url || configuration.isSecure {
                capitalization = .none
            }
        }
        self.init(keyboard: configuration.keyboard, contentType: configuration.contentType,
                  autocapitalization: capitalization, autocorrection: free, spellChecking: free,
                  returnKey: configuration.kind == .note ? .newline : last ? .done : .next,
                  isSecureEntry: configuration.isSecure)
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

/// The interaction state a field shows.
public enum FieldState: String, Sendable, CaseIterable {
    case normal, error, readOnly, disabled
}

/// The single message below a field.
public struct InfoMessage: Sendable, Hashable {
    /// What the message is: priority leftOut > error > limit > helper > readOnly.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A paste, a fill or the configured value had characters the format
        /// or limit could not take (``InputField/leftOut``): shown until the next edit.
        case leftOut
        case error, limit, helper, readOnly
    }
    /// How the message is coloured: renderers map tones to colours.
    public enum Tone: String, Sendable, Hashable, CaseIterable {
        /// The helper colour: helper text, "Read-only field", a reached `stop` limit.
        case neutral
        /// The negative (error) colour: an error, or text over an `allowOver` limit.
        case negative
    }
    /// The kind.
    public var kind: Kind
    /// The text.
    public var text: String
    /// The tone: ``Tone/negative`` for errors and an exceeded limit.
    public var tone: Tone

    /// Creates a message; the tone defaults to negative for errors.
    public init(kind: Kind, text: String, tone: Tone? = nil) {
        self.kind = kind
        self.text = text
        self.tone = tone ?? (kind == .error || kind == .leftOut ? .negative : .neutral)
    }
}

/// The character counter "n/max".
public struct CounterPresentation: Sendable, Hashable {
    /// "12/100".
    public var text: String
    /// Whether the count is over the maximum (shown in the negative colour).
    public var isOver: Bool
    /// What a screen reader says: "12 of 100 characters".
    public var spoken: String

    /// Creates a counter.
    public init(text: String, isOver: Bool, spoken: String) {
        self.text = text
        self.isOver = isOver
        self.spoken = spoken
    }
}

/// A note's vertical layout.
public struct NoteLines: Sendable, Hashable {
    /// Lines the field is tall.
    public var visible: Int
    /// Wrapped lines of text.
    public var total: Int
    /// Whether content scrolls inside the field.
    public var scrolls: Bool
    /// The first visible line.
    public var firstLine: Int
    /// The lines on screen, from ``firstLine``: each line's text and its
    /// UTF-16 range in the field's text. Renderers draw these, so drawing a
    /// long note never reads or wraps its whole text.
    public var shown: [ShownLine]
    /// Where the caret is drawn: its wrapped line and cell column (the
    /// field measurer's units; it can pass the width after hanging spaces,
    /// renderers clamp it). Nil when the field is not focused.
    public var caret: CellPosition?

    /// Creates a note layout.
    public init(visible: Int, total: Int, scrolls: Bool, firstLine: Int, shown: [ShownLine] = [], caret: CellPosition? = nil) {
        self.visible = visible
        self.total = total
        self.scrolls = scrolls
        self.firstLine = firstLine
        self.shown = shown
        self.caret = caret
    }
}

/// One wrapped line of a note on screen.
public struct ShownLine: Sendable, Hashable {
    /// The line's text, without its line break.
    public var text: String
    /// Its UTF-16 range in the field's text.
    public var range: Range<Int>
    /// Its width in the measurer's units.
    public var width: Int

    /// Creates a shown line.
    public init(text: String, range: Range<Int>, width: Int) {
        self.text = text
        self.range = range
        self.width = width
    }
}

/// A position on screen in lines and cells.
public struct CellPosition: Sendable, Hashable {
    /// The wrapped line (0-based, of the whole text).
    public var line: Int
    /// The cell column in the line.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Semantic style roles for renderers (they map roles to colours).
public struct StyleRoles: Sendable, Hashable {
    /// The border.
    public enum Border: String, Sendable, Hashable, CaseIterable { case rest, focused, error, none }
    /// The counter's colour.
    public enum Counter: String, Sendable, Hashable, CaseIterable { case normal, negative }
    /// The input area's fill.
    public enum Fill: String, Sendable, Hashable, CaseIterable { case none, readOnly }
    /// The border role.
    public var border: Border
    /// The counter role.
    public var counter: Counter
    /// The fill role.
    public var fill: Fill
    /// The whole field's opacity: 0.5 when disabled.
    public var opacity: Double

    /// Creates style roles.
    public init(border: Border, counter: Counter = .normal, fill: Fill = .none, opacity: Double = 1) {
        self.border = border
        self.counter = counter
        self.fill = fill
        self.opacity = opacity
    }
}

/// What Return does in a field.
public enum ReturnKeyRole: String, Sendable, Hashable, CaseIterable {
    /// Moves to the next field (single-line fields).
    case next
    /// Inserts a newline (notes).
    case newline
    /// Ends editing: Return in the last field of a form submits it.
    case done
}

/// What assistive technology announces for a field.
public struct AccessibilitySemantics: Sendable, Hashable {
    /// The accessible name: the label (or prompt), plus "required".
    public var label: String
    /// The value; a hidden secure field describes itself, never its text.
    /// (A note's is read from the field only when asked.)
    public var value: String {
        get { valueSource.string }
        set { valueSource = PresentedText(newValue) }
    }
    var valueSource: PresentedText
    /// The hint: the helper text.
    public var hint: String?
    /// The error to announce, if any.
    public var error: String?
    /// The counter as words.
    public var counter: String?
}

extension AccessibilitySemantics {
    /// Creates accessibility semantics.
    ///
    /// (Declared in an extension so that the synthesized memberwise
    /// `init(label:valueSource:hint:error:counter:)` exists: the field
    /// builds its semantics through it, in place, without a copy.)
    public init(label: String, value: String, hint: String? = nil, error: String? = nil, counter: String? = nil) {
        self.init(label: label, valueSource: PresentedText(value), hint: hint, error: error, counter: counter)
    }
}


extension InputField {
    /// Derives what to show.
    ///
    /// - Parameters:
    ///   - marking: how required-ness is marked: a standalone field puts an
    ///     asterisk on a required field; a form passes its own marking.
    ///   - isLastInForm: the field is a form's last input, where Return
    ///     submits (its traits' Return key is ``ReturnKeyRole/done``).
    public func presentation(marking: RequiredMarking = .asterisks, isLastInForm: Bool = false) -> FieldPresentation {
        // Everything the configuration alone decides comes from the fixed
        // facts, read in place: a keystroke's presentation copies no
        // configuration or editor and allocates no accessory list.
        let fixed = self.fixed
        // One copy of the editor up front: reading `self.editor`'s enum
        // content in place made the optimiser copy the whole editor for each
        // switch (two copies of ~640 bytes per presentation).
        let editor = self.editor
        let disabled = fixed.isDisabled
        let readOnly = fixed.isReadOnly && !disabled
        let editable = !fixed.isReadOnly && !disabled
        let empty = editor.isBodyEmpty && !editor.isComposing
        let error = disabled ? nil : validationError
        let over = !disabled && isOverLimit
        let focused = isFocused
        let hidden = editor.isTextHidden

        // State.
        let state: FieldState
        if disabled { state = .disabled }
        else if error != nil || over { state = .error }
        else if readOnly { state = .readOnly }
        else { state = .normal }

        // The one message: left out > error > limit > helper > "Read-only field".
        var message: InfoMessage?
        if let leftOut, !disabled {
            message = InfoMessage(kind: .leftOut, text: fixed.localizer.message(leftOut: leftOut.count, fit: leftOut.fit))
        } else if let error {
            message = InfoMessage(kind: .error, text: error)
        } else if over {
            message = InfoMessage(kind: .limit, text: fixed.reduceCharacters, tone: .negative)
        } else if fixed.hasStopLimit, !readOnly, !disabled, editor.limitStatus == .atLimit {
            message = InfoMessage(kind: .limit, text: fixed.characterLimitReached)
        } else if let helper = fixed.helper, !helper.isEmpty {
            message = InfoMessage(kind: .helper, text: helper)
        } else if readOnly {
            message = InfoMessage(kind: .readOnly, text: fixed.readOnlyField)
        }

        // Counter.
        var counter: CounterPresentation?
        if let limit = fixed.limit {
            let count = editor.characterCount
            counter = CounterPresentation(
                text: "\(count)/\(limit.max)",
                isOver: count > limit.max,
                spoken: fixed.localizer.string(.counterSpoken, String(count), String(limit.max)))
        }

        // Accessories, in trailing order: a subset of the possible ones.
        var shown = 0
        if !disabled {
            let showsClear = focused && !empty && editable
            if showsClear { shown |= fixed.bit(of: .clear) }
            if state == .error { shown |= fixed.bit(of: .error) }
            if fixed.isSecure { shown |= fixed.bit(of: .visibility) }
            if fixed.hasScanAction, editable, !showsClear { shown |= fixed.bit(of: .scan) }
            if fixed.trailingAction != nil { shown |= fixed.bit(of: .action) }
        }

        // Marker: only fields that take input are marked.
        var marker: Marker?
        if editable {
            switch marking {
            case .asterisks: marker = fixed.isRequired ? .required : nil
            case .optionalFields: marker = fixed.isRequired ? nil : .optional(fixed.optionalMarker)
            }
        }

        // Layout. A note's text stays in the editor until a renderer asks for
        // it; the lines on screen are read from its layout.
        var lines: NoteLines?
        var fitted: FittedText?
        let textSource: PresentedText
        var tooltip: String?
        if fixed.isNote {
            textSource = PresentedText(editorText: editor)
            let viewport = noteViewport
            let shown = noteLines(viewport.visibleRange)
            var caret: (line: Int, column: Int)?
            if focused {
                // The caret is nearly always on screen: measure it on its shown line.
                let location = noteLocation(ofOffset: editor.selection.upperBound)
                if viewport.visibleRange.contains(location.line) {
                    let line = shown[location.line - viewport.firstLine]
                    caret = (location.line, fixed.measurer.cellColumn(ofUTF16Offset: location.column, in: line.text))
                } else {
                    caret = noteCellLocation(ofOffset: editor.selection.upperBound)
                }
            }
            lines = NoteLines(visible: viewport.visibleLines, total: viewport.totalLines,
                              scrolls: viewport.scrolls, firstLine: viewport.firstLine, shown: shown,
                              caret: caret.map { CellPosition(line: $0.line, column: $0.column) })
        } else {
            let text = editor.text
            textSource = PresentedText(text)
            if !focused, !text.isEmpty {
                let lineBreak = fixed.lineBreak
                fitted = TextFitter.fit(text, width: layoutWidth, maxLines: lineBreak == .wrapWord || lineBreak == .wrapCharacter ? 3 : 1,
                                        mode: lineBreak, measurer: fixed.measurer)
            }
            if (fitted?.needsExpansionTooltip ?? false) && !hidden { tooltip = text }
        }

        let scanChoices = pendingScanChoice.map {
            ScanChoices(prompt: $0.isText ? fixed.scanTextChoose : fixed.scanChoose, codes: $0.codes, highlighted: $0.highlighted)
        }

        // The accessible name is the label, else the prompt (a title field's
        // placeholder), plus "required" (derived once).
        let accessibility = AccessibilitySemantics(
            label: fixed.accessibleName, valueSource: hidden ? PresentedText(fixed.secureTextHidden) : textSource,
            hint: fixed.helper, error: message?.kind == .leftOut ? message?.text : error ?? (over ? fixed.reduceCharacters : nil),
            counter: counter?.spoken)
        // The synthesized memberwise initializer, on purpose: Swift 6.3's
        // optimiser builds a value this large in place only through it; an
        // explicit `self.x = x` initializer built it on the stack, then
        // copied and destroyed it (about 30 reference-count operations).
        return FieldPresentation(
            constants: isLastInForm ? fixed.presentationConstantsAsLast : fixed.presentationConstants,
            marker: marker,
            isRequired: fixed.requiresValue,
            isReadOnly: readOnly,
            isDisabled: disabled,
            placeholder: empty ? fixed.placeholder : nil,
            textSource: textSource,
            selection: editor.selection,
            editableRange: editor.editableRange,
            markedRange: editor.markedRange,
            isFocused: focused,
            state: state,
            message: message,
            counter: counter,
            accessories: fixed.accessorySubsets[shown],
            styles: FieldPresentation.styles(state: state, isReadOnly: readOnly, isFocused: focused,
                                             counterIsOver: counter?.isOver ?? false, isDisabled: disabled),
            lines: lines,
            firstColumn: firstColumn,
            fitted: fitted,
            tooltip: tooltip,
            accessibility: accessibility,
            isTextHidden: hidden,
            suggestions: !fixed.hasChoices ? [] : suggestions,
            highlightedSuggestion: highlightedSuggestion,
            scanChoices: scanChoices,
            accessoryLabels: fixed.accessoryLabelSubsets[shown * 2 + (hidden ? 1 : 0)])
    }
}
