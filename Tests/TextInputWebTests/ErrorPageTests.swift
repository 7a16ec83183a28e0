import Testing
import TextInputCore
@testable import TextInputWeb

// #49: the error page's language follows Accept-Language among the languages it is written in, right to left for
// Arabic and Hebrew; browsers get HTML, scripts JSON; the page escapes what it shows.
@Suite struct ErrorPageLanguageTests {
    @Test(arguments: [
        ("de-CH, de;q=0.9, en;q=0.5", "de"), ("fr-FR,fr;q=0.9", "fr"), ("ja", "ja"), ("zh-CN,zh;q=0.9", "zh-Hans"),
        ("zh-TW", "zh-Hans"), ("nl, he;q=0.8, ar;q=0.9", "ar"), ("en-GB", "en"), ("pt-BR, sw", "en"), ("", "en"),
        ("de;q=0, es;q=0.1", "es"), ("*", "en"), ("EN-us", "en"),
    ])
    func theBrowsersLanguageWhenItIsWrittenIn(header: String, language: String) {
        #expect(ErrorPage.language(acceptLanguage: header) == language)
    }

    @Test func everyLanguageHasEveryKindAndRightToLeftWhereItReadsSo() {
        for language in ErrorPage.languages {
            var titles: Set<String> = []
            for status in [400, 403, 404, 405, 408, 413, 418, 500, 503] {
                let page = ErrorPage(status: status, acceptLanguage: language)
                #expect(page.language == language)
                #expect(!page.title.isEmpty && !page.text.isEmpty)
                titles.insert(page.title)
                #expect(page.html.contains("dir=\"\(language == "ar" || language == "he" ? "rtl" : "ltr")\""))
            }
            #expect(titles.count == 9, "\(language): one title for each kind")
        }
    }

    @Test func browsersGetHTMLAndTheDetailIsEscaped() throws {
        #expect(ErrorPage.wantsHTML(accept: "text/html,application/xhtml+xml,*/*;q=0.8"))
        #expect(!ErrorPage.wantsHTML(accept: "application/json"))
        #expect(!ErrorPage.wantsHTML(accept: nil))
        let page = ErrorPage(status: 400, acceptLanguage: "en", detail: "<script>x</script>")
        #expect(page.html.contains("&lt;script&gt;x&lt;/script&gt;") && !page.html.contains("<script>"))
        let json = try JSONValue.parse(Array(page.json.utf8))
        #expect(json["error"]?["status"] == .int(400))
        #expect(json["error"]?["message"] == .string("<script>x</script>"))
    }
}
