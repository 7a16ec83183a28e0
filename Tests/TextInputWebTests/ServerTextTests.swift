import Testing
import TextInputCore
import TextInputScan
@testable import TextInputWeb

/// #46: what only the server says (a post another site sent, the scan route's answers) and how a post's
/// announcement names the first field in error come from the localizer, in every language.
@Suite struct ServerTextTests {
    /// The placeholders of a template, sorted: `["{0}", "{1}"]`.
    func placeholders(_ text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return found.sorted()
    }

    @Test func everySentenceIsTranslatedWithItsPlaceholders() {
        for key in ServerText.allCases {
            let english = ServerTextTables.english(key)
            #expect(!english.isEmpty)
            for language in Localizer.supportedLanguages where language != "en" {
                let translated = ServerTextTables.string(key, language: language)
                #expect(translated != nil && translated != english, "\(key) in \(language)")
                #expect(placeholders(translated ?? "") == placeholders(english), "\(key) in \(language)")
            }
        }
    }

    @Test func theTablesAreInTheLocalizersLanguageOrder() {
        #expect(ServerTextTables.byLanguage.count == Localizer.supportedLanguages.count)
        #expect(ServerTextTables.string(.scanBusy, language: "de") == ServerTextTables.german(.scanBusy))
        #expect(ServerTextTables.string(.scanBusy, language: "zh-Hans") == ServerTextTables.simplifiedChinese(.scanBusy))
        #expect(ServerTextTables.string(.scanBusy, language: "he") == ServerTextTables.hebrew(.scanBusy))
        #expect(ServerTextTables.string(.scanBusy, language: "pt") == nil)
    }

    @Test func aLocalizerFillsTheSentenceInItsLanguage() {
        #expect(Localizer(localeIdentifier: "fr_CA").string(ServerText.scanImageOverBytes, "2")
                    == "Cette image dépasse 2\u{202F}Mo. Choisissez une image plus petite.")
        #expect(Localizer(localeIdentifier: "zh_TW").string(ServerText.scanBusy)
                    == "The server is busy reading other images. Try again in a moment.",
                "Traditional Chinese has no translation: English, as for the core's keys")
    }

    @Test func thePostsAnnouncementNamesTheFieldInTheLanguagesPattern() throws {
        for (locale, label, colon) in [("fr_FR", "Nom", "\u{202F}: "), ("ja_JP", "名前", "："), ("zh_CN", "姓名", "："),
                                       ("de_DE", "Name", ": ")] {
            let form = WebForm(id: "f", action: "/f", fields: [FieldConfiguration(id: "name", label: label, isRequired: true)],
                               localeIdentifier: locale)
            let result = try form.submit(pairs: [("name", "")])
            let status = Localizer(localeIdentifier: locale).string(.formInvalid)
            let message = try #require(try result.liveForm.form.presentations[0].message?.text)
            #expect(try result.announcement == status + " " + label + colon + message, "\(locale)")
        }
    }

    @Test func theScanRoutesRefusalsSpeakTheLocalesLanguage() async {
        let endpoint = ScanEndpoint(maxConcurrent: 1)
        let empty = await endpoint.answer(image: [], kind: nil, locale: "he_IL") { work in work() }
        #expect(empty.status == 400)
        #expect(empty.json.contains("הקובץ ריק."))
        let large = await endpoint.answer(image: nil, kind: nil, locale: "es_MX") { work in work() }
        #expect(large.status == 413)
        #expect(large.json.contains("Esta imagen supera los 2 MB."))
        let stopping = await endpoint.answer(image: Array("not an image".utf8), kind: nil, locale: "ja_JP") { _ in
            throw CancellationError()
        }
        #expect(stopping.status == 503)
        #expect(stopping.json.contains("サーバーを停止しています。"))
        let english = await endpoint.answer(image: [], kind: nil, locale: "<script>") { work in work() }
        #expect(english.json.contains("This file is empty."), "an implausible locale reads English")
    }

    @Test func aScannerTheServerCannotRunIsUnavailableForTheUser() {
        let missing = ScanError.libraryMissing(library: "libzbar.so.0", hint: "Scanning needs libzbar: install libzbar0")
        #expect(ScanEndpoint.userMessage(for: missing, Localizer(localeIdentifier: "en"))
                    == Localizer(localeIdentifier: "en").string(.scanUnavailable))
        #expect(ScanEndpoint.userMessage(for: .deadlineExceeded(milliseconds: 20_000), Localizer(localeIdentifier: "ar"))
                    == ServerTextTables.arabic(.scanTooSlow))
    }
}
