/// The translations, one function per language (a `switch` over the keys),
/// kept in code so that the package builds and runs without resource bundles.
/// Every switch is exhaustive, so a key without a translation does not
/// compile; dictionary literals also cost about 3.8 KB of initialisation code
/// per language in the WebAssembly module.
enum LocalizationTables {
    /// The translation of `key` in a resolved language code, or nil.
    static func string(_ key: LocalizedKey, language: String) -> String? {
        switch language {
        case "en": english(key)
        case "de": german(key)
        case "fr": french(key)
        case "es": spanish(key)
        case "ja": japanese(key)
        case "zh-Hans": simplifiedChinese(key)
        case "ar": arabic(key)
        case "he": hebrew(key)
        case "fa": persian(key)
        case "pt-BR": brazilianPortuguese(key)
        default: nil
        }
    }
}
