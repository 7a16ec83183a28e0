extension WritingDirection {
    /// The direction of a locale's writing system: the script subtag when it
    /// has one (`az-Arab-IR`, `uz_Latn`), else the script its language is
    /// written in by default (CLDR's likely subtags), so that every language
    /// written in a right-to-left script reads right to left, whether or not
    /// its strings are built in (#47): Arabic and the languages written in
    /// it (Persian, Urdu, Pashto, Sorani Kurdish, Sindhi, Uyghur, Kashmiri,
    /// Balochi, …), Hebrew and Yiddish, Dhivehi (Thaana), Syriac, N'Ko,
    /// Fulani in Adlam, Mandaic, Samaritan, Rohingya (Hanifi). Codes in such
    /// a field (phone numbers, IBANs, cards, email addresses) stay left to
    /// right: that is the field's text direction, not this.
    ///
    /// ```swift
    /// WritingDirection(localeIdentifier: "fa_IR")      // .rtl
    /// WritingDirection(localeIdentifier: "pa_PK")      // .rtl (Shahmukhi); "pa_IN" is .ltr (Gurmukhi)
    /// WritingDirection(localeIdentifier: "ku-Arab")    // .rtl; "ku_TR" is .ltr
    /// ```
    public init(localeIdentifier: String) {
        let subtags = Localizer.LocaleSubtags(localeIdentifier)
        if let script = subtags.script {
            self = Self.rightToLeftScripts.contains(script) ? .rtl : .ltr
            return
        }
        if let region = subtags.region, let entry = Self.rightToLeftByRegion.first(where: { $0.language == subtags.language }) {
            self = entry.regions.contains(region) ? .rtl : .ltr
            return
        }
        self = Self.rightToLeftLanguages.contains(subtags.language) ? .rtl : .ltr
    }

    /// ISO 15924 codes (lower case) of the scripts written right to left:
    /// living ones and those a historic text may be tagged with. (Arrays,
    /// searched once per field: the page's first module carries them, and a
    /// `Set` literal costs it far more code.)
    static let rightToLeftScripts: [String] = [
        "arab", "aran", "hebr", "thaa", "syrc", "syre", "syrj", "syrn", "nkoo", "adlm", "mand", "samr", "rohg",
        "yezi", "mend", "hung", "phnx", "armi", "avst", "khar", "lydi", "mani", "narb", "nbat", "orkh", "palm",
        "phli", "phlp", "phlv", "prti", "sarb", "sogd", "sogo", "chrs", "elym", "ougr", "cprt", "hatr", "mero", "merc",
    ]

    /// Languages (lower case) whose default script is right to left (CLDR's
    /// likely subtags), whatever the region unless ``rightToLeftByRegion``
    /// says otherwise.
    static let rightToLeftLanguages: [String] = [
        // Arabic and its regional varieties.
        "ar", "arb", "arz", "ary", "arq", "aeb", "acm", "acq", "acw", "acx", "acy", "adf", "aec", "afb", "ajp", "apc",
        "apd", "arn", "ars", "auz", "avl", "ayh", "ayl", "ayn", "ayp", "pga", "shu", "ssh", "abh", "abv",
        // Written in the Arabic script.
        "fa", "prs", "ur", "ps", "pbt", "pbu", "ckb", "sd", "ug", "ks", "bal", "bgn", "bqi", "glk", "lrc", "luz",
        "mzn", "sdh", "pnb", "skr", "khw", "azb", "hnd", "bft", "brh", "wni", "zdj",
        // Hebrew script.
        "he", "iw", "yi", "ji", "jrb", "yhd", "yud",
        // Thaana, Syriac, N'Ko, Mandaic, Samaritan, Rohingya.
        "dv", "syr", "aii", "cld", "tru", "nqo", "myz", "mid", "smp", "sam", "rhg",
    ]

    /// Languages written in a right-to-left script in some regions and a
    /// left-to-right one in others: the regions (lower case) where they are
    /// written right to left (CLDR's likely subtags: Punjabi in Pakistan is
    /// Shahmukhi, in India Gurmukhi; Sindhi and Kashmiri in India are also
    /// written in Devanagari, Uzbek in Afghanistan in Arabic, Azerbaijani
    /// in Iran in Arabic).
    static let rightToLeftByRegion: [(language: String, regions: [String])] = [
        ("pa", ["pk"]), ("uz", ["af"]), ("az", ["ir", "iq"]), ("sd", ["pk"]), ("ks", ["in", "pk"]), ("ku", ["iq", "ir"]),
        ("ha", ["sd"]), ("tk", ["ir", "af"]), ("ky", ["cn"]), ("kk", ["cn", "af", "ir"]), ("tg", ["af", "pk"]),
    ]
}
