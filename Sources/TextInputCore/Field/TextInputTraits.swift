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

/// What Return does in a field.
public enum ReturnKeyRole: String, Sendable, Hashable, CaseIterable {
    /// Moves to the next field (single-line fields).
    case next
    /// Inserts a newline (notes).
    case newline
    /// Ends editing: Return in the last field of a form submits it.
    case done
}
