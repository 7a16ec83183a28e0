/// The translations a ``Localizer`` reads: for each language, one template per
/// ``LocalizedKey``.
///
/// ``builtIn`` holds every supported language, compiled into the package. A web
/// page's copy of the core gets only the languages of its form, as data in the
/// form's spec (`LiveFormSpec`), so that the page's WebAssembly module carries
/// no translation tables: the server, which has ``builtIn``, writes them.
///
/// ```swift
/// let german = try LocalizationCatalog(languages: [("de", LocalizationCatalog.builtIn.templates(for: "de")!)])
/// Localizer(localeIdentifier: "de_AT", catalog: german).string(.clearText)   // "Text löschen"
/// ```
public struct LocalizationCatalog: Sendable, Hashable {
    /// The languages held, as resolved codes (see ``Localizer/supportedLanguages``).
    public private(set) var languages: [String]
    /// The templates of each language, in ``LocalizedKey/allCases`` order.
    private var tables: [[String]]

    /// Every supported language's translations, from the tables compiled into the package.
    public static let builtIn = LocalizationCatalog(
        checkedLanguages: Localizer.supportedLanguages,
        tables: Localizer.supportedLanguages.map { language in
            LocalizedKey.allCases.map { LocalizationTables.string($0, language: language) ?? LocalizationTables.english($0) }
        })

    private init(checkedLanguages: [String], tables: [[String]]) {
        self.languages = checkedLanguages
        self.tables = tables
    }

    /// A catalog of the given languages, each with a template for every key
    /// in ``LocalizedKey/allCases`` order (``templates(for:)`` gives them).
    ///
    /// - Throws: ``ConfigurationError`` when a language is given twice or a
    ///   table does not have one template per key.
    public init(languages: [(language: String, templates: [String])]) throws(ConfigurationError) {
        var codes: [String] = []
        var tables: [[String]] = []
        for (language, templates) in languages {
            guard !codes.contains(language) else {
                throw .conflict("The language \"\(language)\" is given twice; give each language's strings once.")
            }
            guard templates.count == LocalizedKey.allCases.count else {
                throw .conflict("The strings of \"\(language)\" have \(templates.count) templates; give one for each of the "
                    + "\(LocalizedKey.allCases.count) keys of LocalizedKey.")
            }
            codes.append(language)
            tables.append(templates)
        }
        self.init(checkedLanguages: codes, tables: tables)
    }

    /// The catalog with one more language an app registers (Swedish,
    /// Traditional Chinese, European Portuguese, …): its code, as a locale
    /// identifier's language (`"sv"`), language and script (`"zh-Hant"`) or
    /// language and region (`"pt-PT"`) names it, and a string for every
    /// ``LocalizedKey``. A locale reads the registered language whose code
    /// matches it most closely (`"pt_PT"` reads `"pt-PT"`, `"sv_FI"` reads
    /// `"sv"`) before the built-in resolution; a code the catalog holds
    /// already is replaced. The page, the server (`WebForm`'s catalog) and
    /// the terminal (`InputForm`'s) read the catalog they are given.
    ///
    /// ```swift
    /// let catalog = try LocalizationCatalog.builtIn.registering("sv", strings: swedish)
    /// Localizer(localeIdentifier: "sv_SE", catalog: catalog).string(.clearText)   // "Rensa text"
    /// ```
    ///
    /// - Throws: ``ConfigurationError`` naming every key without a string
    ///   (or with an empty one), or a code that is not a language tag.
    public func registering(_ language: String, strings: [LocalizedKey: String]) throws(ConfigurationError) -> LocalizationCatalog {
        let subtags = Localizer.LocaleSubtags(language)
        guard (2...3).contains(subtags.language.count), subtags.language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw .conflict("\"\(language)\" is not a language code; register a language as \"sv\", \"zh-Hant\" or \"pt-PT\".")
        }
        let missing = LocalizedKey.allCases.filter { strings[$0]?.isEmpty ?? true }
        guard missing.isEmpty else {
            throw .conflict("The strings of \"\(language)\" lack \(missing.count) of the \(LocalizedKey.allCases.count) keys: "
                + missing.map { $0.rawValue }.joined(separator: ", ") + ". Give a string for each.")
        }
        var copy = self
        let templates = LocalizedKey.allCases.map { strings[$0] ?? "" }
        // Held with hyphens ("pt_PT" as "pt-PT"), as a locale's subtags are matched.
        let language = String(language.map { $0 == "_" ? "-" : $0 })
        if let index = copy.languages.firstIndex(where: { Self.sameCode($0, language) }) {
            copy.tables[index] = templates
        } else {
            copy.languages.append(language)
            copy.tables.append(templates)
        }
        return copy
    }

    /// Whether two language codes name the same language (ASCII case and `_`/`-` aside), compared byte by byte.
    static func sameCode(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        func folded(_ byte: UInt8) -> UInt8 {
            byte == UInt8(ascii: "_") ? UInt8(ascii: "-") : byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        }
        var left = a.utf8.makeIterator()
        var right = b.utf8.makeIterator()
        while let x = left.next() {
            guard let y = right.next(), folded(x) == folded(y) else { return false }
        }
        return true
    }

    /// The language of the catalog a locale identifier names by itself: its
    /// language with its script, or with its region, or alone (`"pt_PT"`:
    /// `"pt-PT"`, then `"pt"`), or nil. (Plain loops and a byte-wise comparison:
    /// this runs as a page's form opens, in its first module.)
    public func language(forLocale identifier: String) -> String? {
        let subtags = Localizer.LocaleSubtags(identifier)
        guard !subtags.language.isEmpty else { return nil }
        func held(_ code: String) -> String? {
            var index = 0
            while index < languages.count {
                if Self.sameCode(languages[index], code) { return languages[index] }
                index += 1
            }
            return nil
        }
        if let script = subtags.script, let found = held(subtags.language + "-" + script) { return found }
        if let region = subtags.region, let found = held(subtags.language + "-" + region) { return found }
        return held(subtags.language)
    }

    /// The language a localizer of a locale reads: the one the locale names
    /// (``language(forLocale:)``), else the built-in resolution's
    /// (``Localizer/resolveLanguage(_:)``), English or the first held.
    func resolvedLanguage(forLocale identifier: String) -> String {
        // A catalog of one language (what a server writes into a page for a form of one locale) reads it for every
        // locale, as the rules below would: the page's first module then needs none of them.
        if languages.count == 1 { return languages[0] }
        return language(forLocale: identifier) ?? resolvedLanguage(Localizer.resolveLanguage(identifier))
    }

    /// The templates of a resolved language, in ``LocalizedKey/allCases``
    /// order, or nil when the catalog does not hold it.
    public func templates(for language: String) -> [String]? {
        languages.firstIndex(of: language).map { tables[$0] }
    }

    /// The catalog with only the languages `identifiers` resolve to (each
    /// once, in order of first use), falling back as ``Localizer`` does: what a
    /// server writes into a page for a form whose fields use these locales.
    public func restricted(toLocales identifiers: [String]) -> LocalizationCatalog {
        var codes: [String] = []
        var tables: [[String]] = []
        for identifier in identifiers {
            let language = resolvedLanguage(forLocale: identifier)
            guard !codes.contains(language), let table = templates(for: language) else { continue }
            codes.append(language)
            tables.append(table)
        }
        return LocalizationCatalog(checkedLanguages: codes, tables: tables)
    }

    /// The language a localizer of `language` reads: itself when held, else
    /// English, else the first language held ("" for an empty catalog).
    func resolvedLanguage(_ language: String) -> String {
        if languages.contains(language) { return language }
        if languages.contains("en") { return "en" }
        return languages.first ?? ""
    }
}
