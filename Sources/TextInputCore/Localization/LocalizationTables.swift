/// The translations, one dictionary per language, kept in code so that the
/// package builds and runs without resource bundles.
enum LocalizationTables {
    /// Every table by its resolved language code.
    static let byLanguage: [String: [LocalizedKey: String]] = [
        "en": english,
        "de": german,
        "fr": french,
        "es": spanish,
        "ja": japanese,
        "zh-Hans": simplifiedChinese,
        "ar": arabic,
        "he": hebrew,
    ]
}
