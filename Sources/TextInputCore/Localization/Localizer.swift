/// TextInputKit's strings in one language.
///
/// The language is resolved from a locale identifier; an unsupported
/// language falls back to English. The strings come from a
/// ``LocalizationCatalog``: the built-in one, with every supported language
/// and every key, unless another is given.
///
/// ```swift
/// let localizer = Localizer(localeIdentifier: "de_DE")
/// localizer.string(.counterSpoken, "12", "40")   // "12 von 40 Zeichen"
/// localizer.direction                            // .ltr
/// ```
///
/// Arguments are inserted as given: format numbers for the locale before
/// passing them.
public struct Localizer: Sendable, Hashable {
    /// The languages with translations, as resolved codes:
    /// `["en", "de", "fr", "es", "ja", "zh-Hans", "ar", "he", "fa", "pt-BR"]`.
    public static let supportedLanguages: [String] = ["en", "de", "fr", "es", "ja", "zh-Hans", "ar", "he", "fa", "pt-BR"]

    /// The resolved language: one of ``supportedLanguages``.
    public private(set) var language: String
    /// The language's templates, in ``LocalizedKey/allCases`` order.
    private var templates: [String]

    /// Resolves the language of a locale identifier.
    ///
    /// Underscores and hyphens both separate subtags, case does not matter,
    /// and POSIX suffixes (`.UTF-8`, `@euro`) are ignored:
    /// - `"de"`, `"de_DE"`, `"de-AT"` → `"de"` (likewise en, fr, es, ja, ar);
    /// - `"he"`, `"he_IL"` and the legacy code `"iw"` → `"he"`;
    /// - `"fa"`, `"fa_IR"`, `"fa_AF"` → `"fa"`;
    /// - Portuguese of any region (`"pt_BR"`, `"pt-PT"`, `"pt_AO"`) → `"pt-BR"`;
    /// - Chinese: the script decides when present (`"zh-Hans"`, `"zh_Hans_CN"`
    ///   → `"zh-Hans"`); otherwise the region: none, CN, SG or MY →
    ///   `"zh-Hans"`. Traditional Chinese (`"zh-Hant"`, `"zh_TW"`, `"zh_HK"`,
    ///   `"zh_MO"`, any other region) has no translation yet and falls back
    ///   to `"en"` rather than showing Simplified characters to its readers;
    /// - anything else → `"en"`.
    ///
    /// The strings come from `catalog`: every supported language by default;
    /// a language the catalog lacks reads English, or else the catalog's first
    /// language (a web page's core gets only its form's languages).
    public init(localeIdentifier: String, catalog: LocalizationCatalog = .builtIn) {
        direction = WritingDirection(localeIdentifier: localeIdentifier)
        language = catalog.resolvedLanguage(forLocale: localeIdentifier)
        templates = catalog.templates(for: language) ?? []
    }

    /// The writing direction of the locale's script
    /// (``WritingDirection/init(localeIdentifier:)``): right to left for
    /// every language written in a right-to-left script, Persian, Urdu,
    /// Dhivehi or Yiddish as much as Arabic and Hebrew, whether or not the
    /// catalog has its strings.
    public private(set) var direction: WritingDirection

    /// The text of `key` with `{0}`, `{1}`, … replaced by `arguments`.
    ///
    /// A placeholder without a matching argument stays as it is; an argument
    /// is inserted verbatim (placeholders inside it are not expanded).
    public func string(_ key: LocalizedKey, _ arguments: String...) -> String {
        string(key, arguments: arguments)
    }

    /// The text of `key` with `{0}`, `{1}`, … replaced by `arguments`
    /// (the array form of ``string(_:_:)``).
    public func string(_ key: LocalizedKey, arguments: [String]) -> String {
        let template = self.template(for: key) ?? ""
        if arguments.isEmpty { return template }
        return Self.substitute(arguments, into: template)
    }

    /// `template` with `{0}`, `{1}`, … replaced by `arguments`, as
    /// ``string(_:arguments:)`` fills a key's text: for sentences a library
    /// above the core translates itself (TextInputWeb's server sentences).
    public static func substituting(_ arguments: [String], into template: String) -> String {
        arguments.isEmpty ? template : substitute(arguments, into: template)
    }

    /// The untranslated text of `key` in ``language``, placeholders included,
    /// or `nil` when the catalog had no language at all.
    public func template(for key: LocalizedKey) -> String? {
        let position = key.position
        return position < templates.count ? templates[position] : nil
    }

    /// The localised explanation of a refused edit, saying what to do instead.
    ///
    /// An invalid character is explained by what the position expects; a
    /// reached limit by ``LocalizedKey/characterLimitReached``. Counts are
    /// inserted as plain ASCII digits.
    public func message(for rejection: EditRejection) -> String {
        switch rejection {
        case let .invalidCharacter(_, expected):
            switch expected {
            case .digit: return string(.rejectDigit)
            case .letter: return string(.rejectLetter)
            case .letterOrDigit: return string(.rejectLetterOrDigit)
            case .number: return string(.rejectNumber)
            case .text: return string(.rejectText)
            }
        case .formatFull:
            return string(.rejectFormatFull)
        case .limitReached:
            return string(.characterLimitReached)
        case let .tooManyFractionDigits(max):
            return string(.rejectTooManyFractionDigits, String(max))
        case let .tooManyIntegerDigits(max):
            return string(.rejectTooManyIntegerDigits, String(max))
        case .negativeNotAllowed:
            return string(.rejectNegative)
        case .noFractionAllowed:
            return string(.rejectNoFraction)
        case .notEditable:
            return string(.rejectNotEditable)
        }
    }

    /// What a field says when a paste, a fill or a configured value did not
    /// all fit: how many value characters were left out and, when a full
    /// format or a `stop` limit cut it, how many fit (``InputField/LeftOut``).
    public func message(leftOut count: Int, fit: Int?) -> String {
        guard let fit else { return string(.leftOutNotFitting, String(count)) }
        return string(.leftOutPastCapacity, String(fit), String(count))
    }

    // MARK: - Resolution and substitution

    /// The supported language a locale identifier resolves to (the rules of
    /// ``init(localeIdentifier:catalog:)``), whatever a catalog holds:
    /// `"de_AT"` → `"de"`, `"pt_PT"` → `"pt-BR"`, `"sv_SE"` → `"en"`.
    public static func resolveLanguage(_ identifier: String) -> String {
        let subtags = LocaleSubtags(identifier)
        switch subtags.language {
        case "en", "de", "fr", "es", "ja", "ar":
            return subtags.language
        case "he", "iw":
            return "he"
        case "fa":
            return "fa"
        case "pt":
            // Brazilian Portuguese, the one Portuguese of the catalog: closer to a reader in Portugal, Angola or
            // Mozambique than English is.
            return "pt-BR"
        case "zh":
            if let script = subtags.script {
                return script == "hans" ? "zh-Hans" : "en"
            }
            switch subtags.region {
            case nil, "cn", "sg", "my": return "zh-Hans"
            default: return "en"
            }
        default:
            return "en"
        }
    }

    /// Replaces `{n}` over the UTF-8 bytes (braces and digits are ASCII, so
    /// they never occur inside a multi-byte sequence): the placeholders are
    /// found once, then the result is written in one allocation, runs of
    /// the template and arguments copied whole (a validation message is
    /// rebuilt on every keystroke while the value is incomplete).
    static func substitute(_ arguments: [String], into template: String) -> String {
        var template = template
        return template.withUTF8 { bytes -> String in
            // The placeholders: where each starts and ends, and its argument.
            var placeholders: [(start: Int, end: Int, argument: Int)] = []
            var length = bytes.count
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "{") else {
                    index += 1
                    continue
                }
                var end = index + 1
                var number = 0
                while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9"), end - index <= 4 {
                    number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                    end += 1
                }
                if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}"), number < arguments.count {
                    placeholders.append((index, end + 1, number))
                    length += arguments[number].utf8.count - (end + 1 - index)
                    index = end + 1
                } else {
                    index += 1
                }
            }
            if placeholders.isEmpty { return String(decoding: bytes, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: length) { output in
                var written = 0
                var copied = 0
                func copy(_ source: UnsafeBufferPointer<UInt8>) {
                    guard let base = source.baseAddress, let target = output.baseAddress, !source.isEmpty else { return }
                    (target + written).update(from: base, count: source.count)
                    written += source.count
                }
                for placeholder in placeholders {
                    copy(UnsafeBufferPointer(rebasing: bytes[copied..<placeholder.start]))
                    var argument = arguments[placeholder.argument]
                    argument.withUTF8 { copy($0) }
                    copied = placeholder.end
                }
                copy(UnsafeBufferPointer(rebasing: bytes[copied...]))
                return written
            }
        }
    }

    /// The parts of a locale identifier that decide a language, lower-cased.
    struct LocaleSubtags {
        var language: String
        var script: String?
        var region: String?

        init(_ identifier: String) {
            // "de_DE.UTF-8@euro" → "de_DE"; subtags end at the first singleton
            // ("-u-…", "-x-…") of a BCP 47 tag. Over the UTF-8 bytes, ASCII
            // lower-cased (every code matched is ASCII): a page's first module
            // runs this for every field, and Character-wise splitting and
            // lowercasing cost it about 3 KB of code.
            var source = identifier
            let bytes = source.withUTF8 { buffer -> [UInt8] in
                var bytes: [UInt8] = []
                bytes.reserveCapacity(buffer.count)
                for byte in buffer {
                    if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") { break }
                    bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
                }
                return bytes
            }
            language = ""
            script = nil
            region = nil
            var start = 0
            var first = true
            while start < bytes.count {
                var end = start
                while end < bytes.count, !Self.isSeparator(bytes[end]) { end += 1 }
                defer { start = end + 1 }
                guard end > start else { continue }
                let part = bytes[start..<end]
                if first {
                    language = String(decoding: part, as: UTF8.self)
                    first = false
                    continue
                }
                if part.count == 1 { break }
                var letters = true
                var digits = true
                var index = start
                while index < end {
                    let byte = bytes[index]
                    letters = letters && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                    digits = digits && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                    index += 1
                }
                if script == nil, region == nil, letters, part.count == 4 {
                    script = String(decoding: part, as: UTF8.self)
                } else if region == nil, (letters && part.count == 2) || (digits && part.count == 3) {
                    region = String(decoding: part, as: UTF8.self)
                }
            }
        }

        private static func isSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ")
        }
    }
}
