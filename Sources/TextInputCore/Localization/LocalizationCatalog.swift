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
            let language = resolvedLanguage(Localizer.resolveLanguage(identifier))
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
