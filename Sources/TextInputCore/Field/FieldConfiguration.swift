/// Everything that describes one text input, composed of its parts: the
/// variation (``Kind``), its ``Texts``, what it takes as ``Input``, its
/// platform ``Traits``, its ``Availability``, whether it is required, its
/// validation and its ``Accessories``.
///
/// The guidelines' variations map onto it: a simple property field has a
/// label; a title field (`kind: .title`) has no label and a prompt (its
/// placeholder); a note field (`kind: .note`) is multi-line; a secure field
/// sets `input.isSecure`; a field with scan sets `accessories.scan`.
/// Availability is one of three states, so a field cannot be read-only and
/// disabled at once; a note with a format, or an unusable mask, limit or
/// number, is refused with a ``ConfigurationError`` when a field is made.
///
/// ```swift
/// let email = FieldConfiguration(
///     id: "email",
///     texts: .init(label: "Email", placeholder: "name@example.com"),
///     traits: .init(keyboard: .email, contentType: .email),
///     validation: [.init(.email, on: .blur)])
/// // The same with the flat initialiser:
/// let same = FieldConfiguration(id: "email", label: "Email", placeholder: "name@example.com",
///                               keyboard: .email, contentType: .email, validation: [.init(.email, on: .blur)])
/// ```
public struct FieldConfiguration: Sendable, Hashable {
    /// The three text input components of the guidelines.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Simple property form cell: label plus a single-line text field.
        case simple
        /// Title form cell: single line, no label, a clear prompt instead.
        case title
        /// Note form cell: multi-line, grows from 3 to 6 lines.
        case note
    }

    /// What the field says: label, prompt and helper text.
    public struct Texts: Sendable, Hashable {
        /// The label (capital case); required for a simple property field.
        public var label: String?
        /// Shown while the field is empty: an example of a correct value, not instructions.
        public var placeholder: String?
        /// Short helper text below the field; replaced by an error message.
        public var helper: String?

        /// Creates texts.
        public init(label: String? = nil, placeholder: String? = nil, helper: String? = nil) {
            self.label = label
            self.placeholder = placeholder
            self.helper = helper
        }
    }

    /// What the field takes and how the engine edits it.
    public struct Input: Sendable, Hashable {
        /// The as-you-type format.
        public var format: TextFormat
        /// Text shown before the value, not part of it.
        public var prefix: String
        /// Text shown after the value, not part of it.
        public var suffix: String
        /// An optional character limit with a counter.
        public var limit: CharacterLimit?
        /// The field's locale ("de_DE"); `nil` uses the form's, else "en_US".
        public var localeIdentifier: String?
        /// A secure (password) field, hidden by default with a visibility toggle.
        public var isSecure: Bool
        /// Choices offered as you type (a combo box); empty for none. Each
        /// may carry a key (``Choice/id``) posted beside its text, a second
        /// line and a group; a string literal is a choice of its text alone.
        public var choices: [Choice]
        /// Whether the app supplies the combo box's choices as the user
        /// types (``FieldEvent/setChoices(_:)``; a web form asks the app's
        /// suggestion route): the field is a combo box even with no
        /// ``choices`` configured.
        public var choicesFromApp: Bool = false
        /// A number format's locale layout, extracted natively and handed
        /// over where Foundation is missing (WebAssembly); `nil` extracts it
        /// from `FormatStyle` (see ``EditorConfiguration/numberTemplate``).
        public var numberTemplate: NumberTemplate?
        /// A date format's locale layout, read natively from Foundation and
        /// handed over where it is missing (``EditorConfiguration/dateTemplate``).
        public var dateTemplate: DateTemplate? {
            get { dateTemplateBox?.template }
            set { dateTemplateBox = newValue.map(DateTemplateBox.init) }
        }
        /// ``dateTemplate`` by reference: configurations are copied often, and most have none.
        var dateTemplateBox: DateTemplateBox?

        /// Creates input options.
        public init(format: TextFormat = .plain, prefix: String = "", suffix: String = "", limit: CharacterLimit? = nil,
                    localeIdentifier: String? = nil, isSecure: Bool = false, choices: [Choice] = [],
                    numberTemplate: NumberTemplate? = nil) {
            self.format = format
            self.prefix = prefix
            self.suffix = suffix
            self.limit = limit
            self.localeIdentifier = localeIdentifier
            self.isSecure = isSecure
            self.choices = choices
            self.numberTemplate = numberTemplate
        }
    }

    /// How the platform's text input behaves and shows text.
    public struct Traits: Sendable, Hashable {
        /// The keyboard to show.
        public var keyboard: KeyboardType
        /// What the content is, for autofill.
        public var contentType: ContentType?
        /// How an unfocused field shows text that does not fit.
        public var lineBreak: LineBreakMode

        /// Creates traits.
        public init(keyboard: KeyboardType = .default, contentType: ContentType? = nil, lineBreak: LineBreakMode = .clip) {
            self.keyboard = keyboard
            self.contentType = contentType
            self.lineBreak = lineBreak
        }
    }

    /// Whether the field can be edited: one of three states.
    public enum Availability: String, Sendable, Hashable, CaseIterable {
        /// Focusable and editable.
        case editable
        /// Selection and copy allowed, every edit refused; shown with the read-only fill.
        case readOnly
        /// No focus, no edits, no part in validation or a form's result; half opacity.
        case disabled
    }

    /// Icons and actions around the input.
    public struct Accessories: Sendable, Hashable {
        /// Whether the field offers a scan action.
        public var scan: Bool
        /// What the scan reads: barcodes (the default) or printed text.
        public var scanKind: ScanKind
        /// An optional leading icon (a symbol name such as "envelope").
        public var leadingIcon: String?
        /// An optional trailing action besides the built-in accessories.
        public var trailingAction: TrailingAction?
        /// For notes: accessories (such as attachments) sit below the field, so
        /// its height is fixed and the content scrolls.
        public var below: Bool

        /// Creates accessories.
        public init(scan: Bool = false, scanKind: ScanKind = .barcode, leadingIcon: String? = nil,
                    trailingAction: TrailingAction? = nil, below: Bool = false) {
            self.scan = scan
            self.scanKind = scanKind
            self.leadingIcon = leadingIcon
            self.trailingAction = trailingAction
            self.below = below
        }
    }

    /// A stable identifier (a form's result is keyed by it; the web posts under it).
    public var id: String
    /// Which component this is.
    public var kind: Kind
    /// Label, prompt and helper.
    public var texts: Texts
    /// Format, affixes, limit, locale, secrecy, choices.
    public var input: Input
    /// Keyboard, content type, line-break mode.
    public var traits: Traits
    /// Editable, read-only or disabled.
    public var availability: Availability
    /// Whether a value is required.
    public var isRequired: Bool
    /// Validation rules with their timing.
    public var validation: [Validation]
    /// Scan, icons and actions.
    public var accessories: Accessories

    /// Creates a configuration from its parts.
    public init(id: String, kind: Kind = .simple, texts: Texts = Texts(), input: Input = Input(), traits: Traits = Traits(),
                availability: Availability = .editable, isRequired: Bool = false, validation: [Validation] = [],
                accessories: Accessories = Accessories()) {
        self.id = id
        self.kind = kind
        self.texts = texts
        self.input = input
        self.traits = traits
        self.availability = availability
        self.isRequired = isRequired
        self.validation = validation
        self.accessories = accessories
    }

    /// Creates a configuration with every option at the top level (a
    /// disabled field that is also marked read-only is disabled).
    public init(
        id: String,
        kind: Kind = .simple,
        label: String? = nil,
        placeholder: String? = nil,
        helper: String? = nil,
        isRequired: Bool = false,
        isReadOnly: Bool = false,
        isDisabled: Bool = false,
        isSecure: Bool = false,
        hasScanAction: Bool = false,
        scanKind: ScanKind = .barcode,
        keyboard: KeyboardType = .default,
        contentType: ContentType? = nil,
        lineBreak: LineBreakMode = .clip,
        leadingIcon: String? = nil,
        trailingAction: TrailingAction? = nil,
        choices: [Choice] = [],
        validation: [Validation] = [],
        format: TextFormat = .plain,
        prefix: String = "",
        suffix: String = "",
        limit: CharacterLimit? = nil,
        localeIdentifier: String? = nil,
        hasAccessoriesBelow: Bool = false
    ) {
        self.init(
            id: id, kind: kind,
            texts: Texts(label: label, placeholder: placeholder, helper: helper),
            input: Input(format: format, prefix: prefix, suffix: suffix, limit: limit, localeIdentifier: localeIdentifier,
                         isSecure: isSecure, choices: choices),
            traits: Traits(keyboard: keyboard, contentType: contentType, lineBreak: lineBreak),
            availability: isDisabled ? .disabled : isReadOnly ? .readOnly : .editable,
            isRequired: isRequired, validation: validation,
            accessories: Accessories(scan: hasScanAction, scanKind: scanKind, leadingIcon: leadingIcon, trailingAction: trailingAction,
                                     below: hasAccessoriesBelow))
    }

    // MARK: - Shorthands for the parts

    /// ``Texts/label``.
    public var label: String? { get { texts.label } set { texts.label = newValue } }
    /// ``Texts/placeholder``.
    public var placeholder: String? { get { texts.placeholder } set { texts.placeholder = newValue } }
    /// ``Texts/helper``.
    public var helper: String? { get { texts.helper } set { texts.helper = newValue } }
    /// Whether ``availability`` is ``Availability/readOnly``; setting it true
    /// makes the field read-only, false editable (unless disabled).
    public var isReadOnly: Bool {
        get { availability == .readOnly }
        set { if newValue { availability = .readOnly } else if availability == .readOnly { availability = .editable } }
    }
    /// Whether ``availability`` is ``Availability/disabled``; setting it true
    /// disables the field, false makes it editable (unless read-only).
    public var isDisabled: Bool {
        get { availability == .disabled }
        set { if newValue { availability = .disabled } else if availability == .disabled { availability = .editable } }
    }
    /// ``Input/isSecure``.
    public var isSecure: Bool { get { input.isSecure } set { input.isSecure = newValue } }
    /// ``Accessories/scan``.
    public var hasScanAction: Bool { get { accessories.scan } set { accessories.scan = newValue } }
    /// ``Accessories/scanKind``: what the scan action reads (barcodes, or printed text with
    /// ``FieldEvent/textRecognized(_:)``).
    public var scanKind: ScanKind { get { accessories.scanKind } set { accessories.scanKind = newValue } }
    /// ``Traits/keyboard``.
    public var keyboard: KeyboardType { get { traits.keyboard } set { traits.keyboard = newValue } }
    /// ``Traits/contentType``.
    public var contentType: ContentType? { get { traits.contentType } set { traits.contentType = newValue } }
    /// ``Traits/lineBreak``.
    public var lineBreak: LineBreakMode { get { traits.lineBreak } set { traits.lineBreak = newValue } }
    /// ``Accessories/leadingIcon``.
    public var leadingIcon: String? { get { accessories.leadingIcon } set { accessories.leadingIcon = newValue } }
    /// ``Accessories/trailingAction``.
    public var trailingAction: TrailingAction? { get { accessories.trailingAction } set { accessories.trailingAction = newValue } }
    /// ``Input/choices``.
    public var choices: [Choice] { get { input.choices } set { input.choices = newValue } }
    /// ``Input/choicesFromApp``.
    public var choicesFromApp: Bool { get { input.choicesFromApp } set { input.choicesFromApp = newValue } }
    /// ``Input/format``.
    public var format: TextFormat { get { input.format } set { input.format = newValue } }
    /// ``Input/prefix``.
    public var prefix: String { get { input.prefix } set { input.prefix = newValue } }
    /// ``Input/suffix``.
    public var suffix: String { get { input.suffix } set { input.suffix = newValue } }
    /// ``Input/limit``.
    public var limit: CharacterLimit? { get { input.limit } set { input.limit = newValue } }
    /// ``Input/localeIdentifier``.
    public var localeIdentifier: String? { get { input.localeIdentifier } set { input.localeIdentifier = newValue } }
    /// ``Accessories/below``.
    public var hasAccessoriesBelow: Bool { get { accessories.below } set { accessories.below = newValue } }

    /// The editing engine's part of this configuration.
    public func editorConfiguration(defaultLocale: String = "en_US") -> EditorConfiguration {
        EditorConfiguration(
            format: format,
            isMultiline: kind == .note,
            prefix: prefix,
            suffix: suffix,
            limit: limit,
            localeIdentifier: localeIdentifier ?? defaultLocale,
            isSecure: isSecure,
            numberTemplate: input.numberTemplate,
            dateTemplateBox: input.dateTemplateBox
        )
    }
}

/// The keyboard a field asks for ("use the appropriate keyboard").
public enum KeyboardType: String, Sendable, Hashable, CaseIterable {
    case `default`, number, decimal, phone, email, url, numbersAndPunctuation, asciiCapable, namePhonePad, webSearch
}

/// What a field's content is, for autofill and password managers.
public enum ContentType: String, Sendable, Hashable, CaseIterable {
    case name, givenName, familyName, nickname, organizationName, jobTitle
    case email, username, password, newPassword, oneTimeCode
    case telephoneNumber, url
    case streetAddress, addressLine1, addressLine2, addressCity, addressState, postalCode, countryName
    case creditCardNumber, creditCardExpiration, creditCardSecurityCode, creditCardName
    case birthdate
}

/// How text that does not fit is shown when the field is not being edited
/// (the HIG's clipped, wrapped and truncated text).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case clip, wrapCharacter, wrapWord, truncateHead, truncateMiddle, truncateTail
}

/// A trailing action besides clear, error, visibility and scan (for example
/// a bookmarks button).
public struct TrailingAction: Sendable, Hashable {
    /// Identifies the action in effects.
    public var id: String
    /// A symbol name for the icon.
    public var icon: String
    /// The accessible name of the button.
    public var label: String

    /// Creates a trailing action.
    public init(id: String, icon: String, label: String) {
        self.id = id
        self.icon = icon
        self.label = label
    }
}

extension FieldConfiguration {
    /// Whether the field's text is a code rather than words: a mask, card
    /// number, IBAN or phone number, or an email address or URL (by keyboard
    /// or content type). Codes are written left to right in every language,
    /// so their groups keep their order in a right-to-left form
    /// (``FieldPresentation/textDirection``).
    public var textIsCode: Bool {
        switch format {
        case .mask, .card, .iban, .phone, .date: return true
        case .plain, .letterCase, .number, .custom: break
        }
        switch contentType {
        case .email?, .url?, .telephoneNumber?, .creditCardNumber?: return true
        default: break
        }
        switch keyboard {
        case .email, .url, .phone: return true
        default: return false
        }
    }

    /// The value to configure a field with from the text a form posted, which
    /// is what the field displayed: its prefix and suffix are removed when the
    /// text still shows them; a formatted body ("(555) 123-4567",
    /// "1.234,50 €") is parsed back by the field's format when the field is
    /// created with it. A single-line field that is not secure takes the
    /// text without the blanks around it (``trimsBlanks``).
    ///
    /// ```swift
    /// var price = FieldConfiguration(id: "price", prefix: "$ ")
    /// price.value(fromDisplayedText: "$ 12")   // "12"
    /// ```
    public func value(fromDisplayedText text: String) -> String {
        let value = String(FieldEditor.strippingAffixes(text, prefix: prefix, suffix: suffix))
        return trimsBlanks ? Self.trimmingBlanks(value) : value
    }

    /// Whether text that arrives whole (pasted, filled from a scan or a
    /// choice, posted) loses the blanks around it: single-line fields that
    /// are not secure (#47, Fiori's "Removing Leading and Trailing White
    /// Space"). A note keeps its blanks, and a password is taken as it is.
    /// What the user types is never trimmed: a space typed at the end is the
    /// start of the next word.
    public var trimsBlanks: Bool { kind != .note && !isSecure }

    /// `text` without the white space (spaces, tabs, line breaks, no-break
    /// and ideographic spaces) at its start and end; inside it stays.
    public static func trimmingBlanks(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[first...last])
    }

    /// The other direction, after a post: the value to configure the field
    /// with when the form is shown again, from the field's checked `value`
    /// and the body text it showed (``FieldEditor/bodyText``). A phone field
    /// shows again what it showed ("(555) 123-4567", which reads back as the
    /// same digits), not its E.164 value, which would come back in
    /// international format; a secure field's text is never written back
    /// into a page, and an empty value is no value (nil for both).
    public func valueToShowAgain(value: String, shownBody: String) -> String? {
        var kept = value
        if case .phone = format { kept = shownBody }
        return isSecure || kept.isEmpty ? nil : kept
    }
}
