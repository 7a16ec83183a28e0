/// Everything that describes one text input: its variation, texts, states,
/// keyboard, format, limit and validation.
///
/// The guidelines' variations map onto it: a simple property field has a
/// `label`; a title field (`kind: .title`) has no label and a prompt
/// (`placeholder`); a note field (`kind: .note`) is multi-line; a secure
/// field sets `isSecure`; a field with scan sets `hasScanAction`.
///
/// ```swift
/// var email = FieldConfiguration(id: "email", label: "Email")
/// email.placeholder = "name@example.com"
/// email.keyboard = .email
/// email.contentType = .email
/// email.validation = [.init(.email, on: .blur)]
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

    /// A stable identifier (a form's result is keyed by it).
    public var id: String
    /// Which component this is.
    public var kind: Kind
    /// The label (capital case); required for a simple property field.
    public var label: String?
    /// Shown while the field is empty: an example of a correct value, not instructions.
    public var placeholder: String?
    /// Short helper text below the field; replaced by an error message.
    public var helper: String?
    /// Whether a value is required.
    public var isRequired: Bool
    /// Read-only: selection and copy allowed, every edit refused.
    public var isReadOnly: Bool
    /// Disabled: no focus, no edits, no part in validation or a form's result.
    public var isDisabled: Bool
    /// A secure (password) field, hidden by default with a visibility toggle.
    public var isSecure: Bool
    /// Whether the field offers a scan (barcode / QR) action.
    public var hasScanAction: Bool
    /// The keyboard to show.
    public var keyboard: KeyboardType
    /// What the content is, for autofill.
    public var contentType: ContentType?
    /// How an unfocused field shows text that does not fit.
    public var lineBreak: LineBreakMode
    /// An optional leading icon (a symbol name such as "envelope").
    public var leadingIcon: String?
    /// An optional trailing action besides the built-in accessories.
    public var trailingAction: TrailingAction?
    /// Choices offered as you type (a combo box); empty for none.
    public var choices: [String]
    /// Validation rules with their timing.
    public var validation: [Validation]
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
    /// For notes: accessories (such as attachments) sit below the field, so
    /// its height is fixed and the content scrolls.
    public var hasAccessoriesBelow: Bool

    /// Creates a configuration.
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
        keyboard: KeyboardType = .default,
        contentType: ContentType? = nil,
        lineBreak: LineBreakMode = .clip,
        leadingIcon: String? = nil,
        trailingAction: TrailingAction? = nil,
        choices: [String] = [],
        validation: [Validation] = [],
        format: TextFormat = .plain,
        prefix: String = "",
        suffix: String = "",
        limit: CharacterLimit? = nil,
        localeIdentifier: String? = nil,
        hasAccessoriesBelow: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.label = label
        self.placeholder = placeholder
        self.helper = helper
        self.isRequired = isRequired
        self.isReadOnly = isReadOnly
        self.isDisabled = isDisabled
        self.isSecure = isSecure
        self.hasScanAction = hasScanAction
        self.keyboard = keyboard
        self.contentType = contentType
        self.lineBreak = lineBreak
        self.leadingIcon = leadingIcon
        self.trailingAction = trailingAction
        self.choices = choices
        self.validation = validation
        self.format = format
        self.prefix = prefix
        self.suffix = suffix
        self.limit = limit
        self.localeIdentifier = localeIdentifier
        self.hasAccessoriesBelow = hasAccessoriesBelow
    }

    /// The editing engine's part of this configuration.
    public func editorConfiguration(defaultLocale: String = "en_US") -> EditorConfiguration {
        EditorConfiguration(
            format: format,
            isMultiline: kind == .note,
            prefix: prefix,
            suffix: suffix,
            limit: limit,
            localeIdentifier: localeIdentifier ?? defaultLocale,
            isSecure: isSecure
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
    /// The value to configure a field with from the text a form posted, which
    /// is what the field displayed: its prefix and suffix are removed when the
    /// text still shows them; a formatted body ("(555) 123-4567",
    /// "1.234,50 €") is parsed back by the field's format when the field is
    /// created with it.
    ///
    /// ```swift
    /// var price = FieldConfiguration(id: "price", prefix: "$ ")
    /// price.value(fromDisplayedText: "$ 12")   // "12"
    /// ```
    public func value(fromDisplayedText text: String) -> String {
        var body = Substring(text)
        if !prefix.isEmpty, body.hasPrefix(prefix) { body = body.dropFirst(prefix.count) }
        if !suffix.isEmpty, body.hasSuffix(suffix) { body = body.dropLast(suffix.count) }
        return String(body)
    }
}
