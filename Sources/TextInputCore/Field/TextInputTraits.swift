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
        case let .mask(pattern):
            // A mask with letter slots (a licence plate, a postcode) asks for capitals, as IBANs do.
            free = false
            let slots = (try? MaskPattern(pattern))?.slots ?? []
            capitalization = slots.contains { $0 != .digit } ? .allCharacters : .none
        case .card, .number, .phone, .custom, .date:
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
        self.init(keyboard: Self.keyboard(for: configuration), contentType: configuration.contentType,
                  autocapitalization: capitalization, autocorrection: free, spellChecking: free,
                  returnKey: configuration.kind == .note ? .newline : last ? .done : .next,
                  isSecureEntry: configuration.isSecure)
    }
}

extension TextInputTraits {
    /// The keyboard a field shows: the app's ``FieldConfiguration/keyboard``
    /// when it set one, else the one its content asks for, so that no app
    /// has to repeat for each field what its format already says.
    ///
    /// - A telephone content type or the phone format: the phone pad.
    /// - Numbers: the decimal keypad, or the number pad for whole numbers
    ///   (no fraction digits can be typed).
    /// - Masks of digit slots only, and card numbers: the number pad.
    /// - Email and URL content types, and a one-time code (digits): their keyboards.
    /// - Anything else, IBANs and masks with letter slots included (they
    ///   capitalise instead, ``Autocapitalization/allCharacters`` for IBANs):
    ///   the default keyboard.
    ///
    /// ```swift
    /// let price = FieldConfiguration(id: "price", format: .number(.init(style: .currency, currency: "EUR")))
    /// TextInputTraits.keyboard(for: price)   // .decimal
    /// ```
    public static func keyboard(for configuration: FieldConfiguration) -> KeyboardType {
        guard configuration.keyboard == .default, !configuration.isSecure else { return configuration.keyboard }
        switch configuration.contentType {
        case .telephoneNumber?: return .phone
        case .email?: return .email
        case .url?: return .url
        case .oneTimeCode?: return .number
        default: break
        }
        switch configuration.format {
        case let .number(number):
            let fraction = number.fractionDigits ?? (number.style == .currency ? nil : number.maximumFractionDigits)
            return fraction == 0 ? .number : .decimal
        case let .mask(pattern):
            guard let mask = try? MaskPattern(pattern) else { return .default }
            for slot in mask.slots where slot != .digit { return .default }
            return .number
        case .card, .date:
            return .number
        case .phone:
            return .phone
        case .plain, .letterCase, .iban, .custom:
            return .default
        }
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
