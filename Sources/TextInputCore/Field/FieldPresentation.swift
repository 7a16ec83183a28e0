import Foundation

/// Everything a renderer shows for one field, derived from its state.
///
/// A renderer draws this and nothing else: it adds no rules of its own. Style
/// is given as semantic roles (``StyleRoles``), not colours.
public struct FieldPresentation: Sendable, Equatable {
    /// The field's id.
    public var id: String
    /// The component kind.
    public var kind: FieldConfiguration.Kind
    /// The label, if the field has one.
    public var label: String?
    /// The marker next to the label: "*" or the localised "(optional)".
    public var marker: String?
    /// Whether a value is required and can be given: a required field that
    /// is neither read-only nor disabled (renderers set `aria-required` from it).
    public var isRequired: Bool
    /// The placeholder, only while the field is empty (and not composing).
    public var placeholder: String?
    /// The displayed text (formatted, affixes included, bullets while hidden).
    public var text: String
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
    public var possibleAccessories: [FieldAccessory]
    /// The leading icon's symbol name.
    public var leadingIcon: String?
    /// The custom trailing action, when shown.
    public var trailingAction: TrailingAction?
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
    public var direction: WritingDirection
    /// Accessibility semantics.
    public var accessibility: AccessibilitySemantics
    /// The keyboard to show.
    public var keyboard: KeyboardType
    /// The content type for autofill.
    public var contentType: ContentType?
    /// What the Return key does: move on, or insert a newline in a note.
    public var returnKey: ReturnKeyRole
    /// Whether a secure field's text is hidden.
    public var isTextHidden: Bool
    /// Choices matching the text (a combo box), best first.
    public var suggestions: [String]
    /// Accessible names of the accessories.
    public var accessoryLabels: [FieldAccessory: String]
}

/// The interaction state a field shows.
public enum FieldState: String, Sendable, Codable, CaseIterable {
    case normal, error, readOnly, disabled
}

/// The single message below a field.
public struct InfoMessage: Sendable, Equatable, Codable {
    /// What the message is: priority error > limit > helper > readOnly.
    public enum Kind: String, Sendable, Codable {
        case error, limit, helper, readOnly
    }
    /// The kind.
    public var kind: Kind
    /// The text.
    public var text: String

    /// Creates a message.
    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}

/// The character counter "n/max".
public struct CounterPresentation: Sendable, Equatable, Codable {
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
public struct NoteLines: Sendable, Equatable, Codable {
    /// Lines the field is tall.
    public var visible: Int
    /// Wrapped lines of text.
    public var total: Int
    /// Whether content scrolls inside the field.
    public var scrolls: Bool
    /// The first visible line.
    public var firstLine: Int
}

/// Semantic style roles for renderers (they map roles to colours).
public struct StyleRoles: Sendable, Equatable, Codable {
    /// The border.
    public enum Border: String, Sendable, Codable { case rest, focused, error, none }
    /// The counter's colour.
    public enum Counter: String, Sendable, Codable { case normal, negative }
    /// The input area's fill.
    public enum Fill: String, Sendable, Codable { case none, readOnly }
    /// The border role.
    public var border: Border
    /// The counter role.
    public var counter: Counter
    /// The fill role.
    public var fill: Fill
    /// The whole field's opacity: 0.5 when disabled.
    public var opacity: Double
}

/// What Return does in a field.
public enum ReturnKeyRole: String, Sendable, Codable {
    /// Moves to the next field (single-line fields).
    case next
    /// Inserts a newline (notes).
    case newline
}

/// What assistive technology announces for a field.
public struct AccessibilitySemantics: Sendable, Equatable, Codable {
    /// The accessible name: the label (or prompt), plus "required".
    public var label: String
    /// The value; a hidden secure field describes itself, never its text.
    public var value: String
    /// The hint: the helper text.
    public var hint: String?
    /// The error to announce, if any.
    public var error: String?
    /// The counter as words.
    public var counter: String?
}

extension InputField {
    /// Derives what to show. `marker` is the form's marking of this field
    /// ("*", "(optional)", or nil); standalone fields mark required ones with "*".
    public func presentation(marker: String?? = .none) -> FieldPresentation {
        let configuration = self.configuration
        let disabled = configuration.isDisabled
        let readOnly = configuration.isReadOnly && !disabled
        let editor = self.editor
        let empty = editor.bodyText.isEmpty && !editor.isComposing
        let error = disabled ? nil : validationError
        let requiresValue = configuration.isRequired && isEditable
        let over = !disabled && isOverLimit

        // State.
        let state: FieldState
        if disabled { state = .disabled }
        else if error != nil || over { state = .error }
        else if readOnly { state = .readOnly }
        else { state = .normal }

        // The one message: error > limit > helper > "Read-only field".
        var message: InfoMessage?
        if let error {
            message = InfoMessage(kind: .error, text: error)
        } else if over {
            message = InfoMessage(kind: .limit, text: localizer.string(.reduceCharacters))
        } else if editor.limitStatus == .atLimit, configuration.limit?.policy == .stop, !readOnly, !disabled {
            message = InfoMessage(kind: .limit, text: localizer.string(.characterLimitReached))
        } else if let helper = configuration.helper, !helper.isEmpty {
            message = InfoMessage(kind: .helper, text: helper)
        } else if readOnly {
            message = InfoMessage(kind: .readOnly, text: localizer.string(.readOnlyField))
        }

        // Counter.
        var counter: CounterPresentation?
        if let limit = configuration.limit {
            let count = editor.characterCount
            counter = CounterPresentation(
                text: "\(count)/\(limit.max)",
                isOver: count > limit.max,
                spoken: localizer.string(.counterSpoken, String(count), String(limit.max)))
        }

        // Accessories, in trailing order.
        var accessories: [FieldAccessory] = []
        if !disabled {
            let showsClear = isFocused && !empty && isEditable
            if showsClear { accessories.append(.clear) }
            if state == .error { accessories.append(.error) }
            if configuration.isSecure { accessories.append(.visibility) }
            if configuration.hasScanAction, isEditable, !showsClear { accessories.append(.scan) }
            if configuration.trailingAction != nil { accessories.append(.action) }
        }
        var accessoryLabels: [FieldAccessory: String] = [:]
        for accessory in accessories {
            switch accessory {
            case .clear: accessoryLabels[accessory] = localizer.string(.clearText)
            case .error: accessoryLabels[accessory] = localizer.string(.errorIcon)
            case .visibility:
                accessoryLabels[accessory] = localizer.string(editor.isTextHidden ? .showPassword : .hidePassword)
            case .scan: accessoryLabels[accessory] = localizer.string(.scanBarcode)
            case .action: accessoryLabels[accessory] = configuration.trailingAction?.label
            }
        }

        // Marker.
        let resolvedMarker: String?
        switch marker {
        case .none: resolvedMarker = requiresValue ? "*" : nil
        case let .some(value): resolvedMarker = value
        }

        // Layout.
        let text = editor.text
        var lines: NoteLines?
        var fitted: FittedText?
        if configuration.kind == .note {
            let viewport = noteViewport
            lines = NoteLines(visible: viewport.visibleLines, total: viewport.totalLines,
                              scrolls: viewport.scrolls, firstLine: viewport.firstLine)
        } else if !isFocused, !text.isEmpty {
            fitted = TextFitter.fit(text, width: layoutWidth, maxLines: configuration.lineBreak == .wrapWord || configuration.lineBreak == .wrapCharacter ? 3 : 1,
                                    mode: configuration.lineBreak, measurer: measurer)
        }
        let tooltip = (fitted?.needsExpansionTooltip ?? false) && !editor.isTextHidden ? text : nil

        // Accessibility.
        var name = configuration.label ?? configuration.placeholder ?? ""
        if requiresValue {
            name += name.isEmpty ? localizer.string(.requiredSpoken) : ", " + localizer.string(.requiredSpoken)
        }
        let spokenValue = editor.isTextHidden ? localizer.string(.secureTextHidden) : text

        // Style roles.
        let border: StyleRoles.Border
        if state == .error { border = .error }
        else if readOnly { border = .none }
        else if isFocused { border = .focused }
        else { border = .rest }
        let styles = StyleRoles(border: border, counter: (counter?.isOver ?? false) ? .negative : .normal,
                                fill: readOnly ? .readOnly : .none, opacity: disabled ? 0.5 : 1)

        return FieldPresentation(
            id: configuration.id,
            kind: configuration.kind,
            label: configuration.kind == .title ? nil : configuration.label,
            marker: resolvedMarker,
            isRequired: requiresValue,
            placeholder: empty ? configuration.placeholder : nil,
            text: text,
            selection: editor.selection,
            editableRange: editor.editableRange,
            markedRange: editor.markedRange,
            isFocused: isFocused,
            state: state,
            message: message,
            counter: counter,
            accessories: accessories,
            possibleAccessories: possibleAccessories,
            leadingIcon: configuration.leadingIcon,
            trailingAction: configuration.trailingAction,
            styles: styles,
            lines: lines,
            firstColumn: firstColumn,
            fitted: fitted,
            tooltip: tooltip,
            direction: localizer.direction,
            accessibility: AccessibilitySemantics(
                label: name, value: spokenValue, hint: configuration.helper, error: error ?? (over ? localizer.string(.reduceCharacters) : nil),
                counter: counter?.spoken),
            keyboard: configuration.keyboard,
            contentType: configuration.contentType,
            returnKey: configuration.kind == .note ? .newline : .next,
            isTextHidden: editor.isTextHidden,
            suggestions: suggestions,
            accessoryLabels: accessoryLabels)
    }

    /// Choices that match the text as typed: prefix matches first, then
    /// matches inside, ignoring case and diacritics; all choices when empty.
    public var suggestions: [String] {
        guard !configuration.choices.isEmpty, isFocused else { return [] }
        let query = editor.value.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if query.isEmpty { return configuration.choices }
        var prefix: [String] = []
        var inside: [String] = []
        for choice in configuration.choices {
            let folded = choice.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            if folded == query { continue }
            if folded.hasPrefix(query) { prefix.append(choice) }
            else if folded.contains(query) { inside.append(choice) }
        }
        return prefix + inside
    }
}
