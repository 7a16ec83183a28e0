import Foundation
import Testing
import TextInputCore
@testable import TextInputHTML
@testable import TextInputGallery
@testable import TextInputWeb

@Suite struct EscapingTests {
    @Test func escapesTheFiveCharacters() {
        #expect(HTML.escape("<b>\"Tom\" & 'Jerry'</b>") == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;")
        #expect(HTML.escape("plain text") == "plain text")
        #expect(HTML.escape("a\u{0}b") == "a\u{FFFD}b")
        #expect(HTML.attribute("title", "x\" onmouseover=\"y") == " title=\"x&quot; onmouseover=&quot;y\"")
        #expect(HTML.attribute("title", nil) == "")
    }

    @Test func handlerPatternCatchesRawHandlers() {
        let pattern = /<[a-zA-Z]+(?:\s+[a-zA-Z-]+(?:=(?:"[^"]*"|[^\s>"]*))?)*\s+on[a-z]+=/
        #expect("<p><img src=x onerror=alert(1)></p>".firstMatch(of: pattern) != nil)
        #expect("<svg onload=alert(1)>".firstMatch(of: pattern) != nil)
        #expect("<input value=\"&lt;svg onload=x&gt;\">".firstMatch(of: pattern) == nil)
    }

    @Test func identifiersAreSafeAndDistinct() {
        #expect(HTML.identifier("first-name") == "first-name")
        #expect(HTML.identifier("a b") != HTML.identifier("a_b"))
        #expect(HTML.identifier("\"><script>").allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        #expect(HTML.identifier("") == "_")
    }

    @Test func hostileTextsStayText() throws {
        let payloads = Gallery.xssPayloads
        var configuration = FieldConfiguration(id: payloads[2], label: payloads[0], placeholder: payloads[3], helper: payloads[1])
        configuration.choices = payloads
        configuration.trailingAction = TrailingAction(id: payloads[0], icon: payloads[1], label: payloads[2])
        configuration.leadingIcon = payloads[3]
        let (html, _) = try render(configuration, value: "", [.focus])
        for dangerous in ["<script", "<img", "<svg onload", "<iframe", "onerror=\""] {
            #expect(!html.contains(dangerous), "found \(dangerous) in \(html)")
        }
        let (valueHTML, _) = try render(FieldConfiguration(id: "v", label: "V", lineBreak: .truncateTail), value: payloads[1] + payloads[0])
        #expect(!valueHTML.contains("<script") && !valueHTML.contains("<img"))
        let (noteHTML, _) = try render(FieldConfiguration(id: "n", kind: .note, label: "N"), value: "</textarea>" + payloads[0])
        #expect(!noteHTML.contains("</textarea><script"))
        #expect(noteHTML.contains("&lt;/textarea&gt;&lt;script&gt;"))
    }

    @Test func errorMessagesAreEscaped() throws {
        let configuration = FieldConfiguration(id: "e", label: "E", validation: [Validation(.email, on: .blur, message: "<img src=x onerror=alert(1)>")])
        let (html, presentation) = try render(configuration, value: "nope", [.focus, .blur])
        #expect(presentation.state == .error)
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!html.contains("<img"))
    }
}

@Suite struct FieldHTMLTests {
    @Test func labelIsTiedToTheInput() throws {
        let (html, _) = try render(FieldConfiguration(id: "name", label: "Name"))
        #expect(html.contains("<label class=\"tik-label\" id=\"tik-l-name\" for=\"tik-i-name\">Name</label>"))
        #expect(attribute("name", ofElement: "tik-i-name", in: html) == "name")
        #expect(attribute("type", ofElement: "tik-i-name", in: html) == "text")
    }

    @Test func helperErrorAndCounterDescribeTheInput() throws {
        let helper = try render(FieldConfiguration(id: "d", label: "D", helper: "Short and precise", limit: CharacterLimit(max: 10)))
        #expect(attribute("aria-describedby", ofElement: "tik-i-d", in: helper.html) == "tik-m-d tik-c-d")
        #expect(helper.html.contains("<span class=\"tik-msg tik-msg-helper tik-tone-neutral\" id=\"tik-m-d\">Short and precise</span>"))
        #expect(attribute("aria-invalid", ofElement: "tik-i-d", in: helper.html) == nil)

        let over = try render(FieldConfiguration(id: "d", label: "D", helper: "Short", limit: CharacterLimit(max: 3)), value: "abcdef")
        #expect(attribute("aria-invalid", ofElement: "tik-i-d", in: over.html) == "true")
        #expect(over.html.contains("tik-counter tik-counter-negative"))
        #expect(over.html.contains("Reduce the number of characters"))
        #expect(over.html.contains("<span class=\"tik-sr\">6 of 3 characters</span>"))
        #expect(over.html.contains("tik-state-error"))

        let plain = try render(FieldConfiguration(id: "p", label: "P"))
        #expect(attribute("aria-describedby", ofElement: "tik-i-p", in: plain.html) == nil)
    }

    @Test func requiredReadOnlyAndDisabled() throws {
        let required = try render(FieldConfiguration(id: "r", label: "R", isRequired: true))
        #expect(attribute("aria-required", ofElement: "tik-i-r", in: required.html) == "true")
        #expect(required.html.contains("<span class=\"tik-marker\" aria-hidden=\"true\">*</span>"))

        let readOnly = try render(FieldConfiguration(id: "ro", label: "RO", isReadOnly: true), value: "SAP SE")
        #expect(attribute("readonly", ofElement: "tik-i-ro", in: readOnly.html) == "")
        #expect(readOnly.html.contains("tik-fill-readOnly"))
        #expect(readOnly.html.contains("Read-only field"))
        #expect(attribute("aria-readonly", ofElement: "tik-i-ro", in: readOnly.html) == "true")

        let disabled = try render(FieldConfiguration(id: "di", label: "DI", isDisabled: true), value: "SAP SE")
        #expect(attribute("disabled", ofElement: "tik-i-di", in: disabled.html) == "")
        #expect(disabled.html.contains("tik-state-disabled"))
    }

    @Test func keyboardAndContentTypeBecomeInputAttributes() throws {
        var email = FieldConfiguration(id: "e", label: "E")
        email.keyboard = .email
        email.contentType = .email
        let html = try render(email).html
        #expect(attribute("inputmode", ofElement: "tik-i-e", in: html) == "email")
        #expect(attribute("autocomplete", ofElement: "tik-i-e", in: html) == "email")
        #expect(attribute("enterkeyhint", ofElement: "tik-i-e", in: html) == "next")
        #expect(attribute("spellcheck", ofElement: "tik-i-e", in: html) == "false")
        #expect(attribute("autocapitalize", ofElement: "tik-i-e", in: html) == "off")

        #expect(FieldRenderer.inputMode(.phone) == "tel")
        #expect(FieldRenderer.inputMode(.decimal) == "decimal")
        #expect(FieldRenderer.inputMode(.number) == "numeric")
        #expect(FieldRenderer.inputMode(.url) == "url")
        #expect(FieldRenderer.inputMode(.default) == nil)
        #expect(FieldRenderer.autocomplete(.newPassword) == "new-password")
        #expect(FieldRenderer.autocomplete(.creditCardNumber) == "cc-number")
        #expect(FieldRenderer.autocomplete(.givenName) == "given-name")

        let note = try render(FieldConfiguration(id: "n", kind: .note, label: "N")).html
        #expect(attribute("enterkeyhint", ofElement: "tik-i-n", in: note) == "enter")
    }

    @Test func hiddenPasswordNeverReachesThePage() throws {
        let secret = "Welcome2Fiori!"
        var configuration = FieldConfiguration(id: "pw", label: "Password", isSecure: true)
        configuration.contentType = .password
        let hidden = try render(configuration, value: secret)
        #expect(attribute("type", ofElement: "tik-i-pw", in: hidden.html) == "password")
        #expect(!hidden.html.contains(secret))
        #expect(!hidden.html.contains("Welcome"))
        #expect(hidden.html.contains("aria-label=\"Show password\""))

        let shown = try render(configuration, value: secret, [.focus, .tap(.visibility)])
        #expect(attribute("type", ofElement: "tik-i-pw", in: shown.html) == "text")
        #expect(shown.html.contains(secret))
        #expect(shown.html.contains("aria-label=\"Hide password\""))
        #expect(shown.html.contains("aria-pressed=\"true\""))
    }

    @Test func rightToLeftLocales() throws {
        let (html, presentation) = try render(FieldConfiguration(id: "a", label: "الاسم"), locale: "ar_SA")
        #expect(presentation.direction == .rtl)
        #expect(html.contains("dir=\"rtl\""))
        let latin = try render(FieldConfiguration(id: "l", label: "Name"), locale: "de_DE").html
        #expect(latin.contains("dir=\"ltr\""))
    }

    @Test func notesAreTextareasSizedByTheCore() throws {
        let (html, presentation) = try render(FieldConfiguration(id: "n", kind: .note, label: "Note"), value: "\nstarts with a newline")
        #expect(html.contains("<textarea"))
        #expect(attribute("rows", ofElement: "tik-i-n", in: html) == String(presentation.lines?.visible ?? 0))
        #expect(html.contains(">\n\nstarts with a newline</textarea>"), "the parser drops one leading newline")

        let long = String(repeating: "word ", count: 200)
        let grown = try render(FieldConfiguration(id: "g", kind: .note, label: "Note"), value: long)
        #expect(attribute("rows", ofElement: "tik-i-g", in: grown.html) == "6")
        #expect(grown.html.contains("tik-scrolls"))
    }

    @Test func accessoriesAreNamedButtons() throws {
        let (html, presentation) = try render(FieldConfiguration(id: "c", label: "City"), value: "Walldorf", [.focus])
        #expect(presentation.accessories == [.clear])
        #expect(html.contains("data-acc=\"clear\" aria-label=\"Clear text\""))
        #expect(html.contains("tabindex=\"-1\""))

        let scan = try render(FieldConfiguration(id: "s", label: "Serial", hasScanAction: true)).html
        #expect(scan.contains("data-acc=\"scan\" aria-label=\"Scan barcode\""))
    }

    @Test func titleFieldsAreNamedByTheirPrompt() throws {
        let html = try render(FieldConfiguration(id: "t", kind: .title, placeholder: "Title")).html
        #expect(!html.contains("<label"))
        #expect(attribute("aria-label", ofElement: "tik-i-t", in: html) == "Title")
    }

    @Test func comboBoxesListTheirSuggestions() throws {
        let configuration = FieldConfiguration(id: "c", label: "Country", choices: ["Austria", "Australia", "Germany"])
        let (html, _) = try render(configuration, value: "Au", [.focus])
        #expect(attribute("role", ofElement: "tik-i-c", in: html) == "combobox")
        #expect(attribute("aria-expanded", ofElement: "tik-i-c", in: html) == "true")
        #expect(attribute("aria-controls", ofElement: "tik-i-c", in: html) == "tik-s-c")
        #expect(html.contains("role=\"option\" id=\"tik-s-c-0\" aria-selected=\"false\" data-choice=\"Austria\">Austria</li>"))
        #expect(!html.contains(">Germany</li>"))
    }

    @Test func fittedTextAndTooltip() throws {
        let text = "Replace the compressor of the cooling unit in hall 4 before the summer season starts"
        let (html, presentation) = try render(FieldConfiguration(id: "t", label: "Subject", lineBreak: .truncateTail), value: text)
        #expect(presentation.tooltip == text)
        #expect(attribute("title", ofElement: "tik-i-t", in: html) == text)
        #expect(html.contains("tik-has-fitted"))
        #expect(html.contains("…</span>"))
    }
}

@Suite struct MeasurerTests {
    @Test func widthsFollowTheFontsInHundredthsOfAnEm() {
        let measurer = WebMeasurer()
        #expect(measurer.width(of: "a") == 56)
        #expect(measurer.width(of: "i") == 22)
        #expect(measurer.width(of: "W") == 94)
        #expect(measurer.width(of: "漢") == 100)
        #expect(measurer.width(of: "e\u{301}") == 56)
        #expect(measurer.width(of: "\u{301}") == 0)
        #expect(measurer.width(of: "ب") > 0)
        // Truncated text ends with an ellipsis one em wide, dashes and the euro sign as the font draws them.
        #expect(measurer.width(of: "…") == 100)
        #expect(measurer.width(of: "—") == 100)
        #expect(measurer.width(of: "€") == 56)
        #expect(WebMeasurer.units(forPixels: 17, fontSize: 17) == 100)
        #expect(GalleryLayout.compact.layoutUnits < GalleryLayout.expanded.layoutUnits)
    }
}

@Suite struct PageTests {
    @Test func everyPageRendersInEveryLocaleAndLayout() throws {
        let catalog = GalleryCatalog(includeTestPages: true)
        for id in catalog.pageIDs {
            for locale in GalleryLocale.allCases {
                for layout in GalleryLayout.allCases {
                    let options = GalleryOptions(page: id, locale: locale, layout: layout)
                    let model = try #require(catalog.model(for: options), "\(id) \(locale) \(layout)")
                    let html = PageRenderer.page(model: model, options: options, pageIDs: catalog.pageIDs, assets: try WebAssets())
                    #expect(html.hasPrefix("<!DOCTYPE html><html lang=\"\(locale.languageTag)\" dir=\"\(locale.direction.rawValue)\""))
                    #expect(html.contains("<main"))
                    #expect(html.contains("<h1"))
                    #expect(!html.contains(" style="), "no inline styles under the CSP")
                    #expect(!html.contains("<script>"), "no inline scripts under the CSP")
                    #expect(html.firstMatch(of: /<[a-zA-Z]+(?:\s+[a-zA-Z-]+(?:=(?:"[^"]*"|[^\s>"]*))?)*\s+on[a-z]+=/) == nil, "no event handler attributes")
                    let autofocus = html.components(separatedBy: " autofocus").count - 1
                    #expect(autofocus <= 1)
                    for field in model.page.fields {
                        #expect(html.contains("id=\"\(FieldIDs(fieldID: field.id).input)\""), "\(id): \(field.id)")
                    }
                }
            }
        }
    }

    @Test func galleryTextsAreTranslated() {
        for language in ["de", "ar"] {
            let table = GalleryText.tables[language] ?? [:]
            let missing = GalleryText.english.keys.filter { table[$0] == nil }.sorted()
            #expect(missing.isEmpty, "\(language) lacks \(missing)")
        }
    }

    @Test func testPagesOnlyWhenAsked() {
        #expect(GalleryCatalog().model(for: GalleryOptions(page: "xss")) == nil)
        #expect(GalleryCatalog(includeTestPages: true).model(for: GalleryOptions(page: "xss")) != nil)
        #expect(GalleryCatalog().model(for: GalleryOptions(page: "nope")) == nil)
    }

    @Test func optionsComeFromAllowLists() {
        #expect(GalleryOptions(page: "simple", query: [("locale", "de_DE"), ("layout", "compact"), ("theme", "dark")])
            == GalleryOptions(page: "simple", locale: .de, layout: .compact, theme: .dark))
        #expect(GalleryOptions(page: "simple", query: [("locale", "xx\"><script>")]) == nil)
        #expect(GalleryOptions(page: "simple", query: [("theme", "blue")]) == nil)
        #expect(GalleryOptions(page: "simple", query: [("unknown", "1")]) != nil)
    }

    @Test func createFormMarksRequiredFields() throws {
        let catalog = GalleryCatalog()
        let options = GalleryOptions(page: "form")
        let model = try #require(catalog.model(for: options))
        let html = PageRenderer.page(model: model, options: options, pageIDs: catalog.pageIDs, assets: try WebAssets())
        #expect(html.contains("Fields marked with an asterisk are required"))
        #expect(attribute("aria-required", ofElement: "tik-i-first-name", in: html) == "true")
        #expect(attribute("aria-required", ofElement: "tik-i-company", in: html) == nil)
        #expect(html.contains("method=\"post\""))
    }

    @Test func policyForbidsInlineCodeAndAssetsAreContentHashed() throws {
        let policy = WebAssets.contentSecurityPolicy
        #expect(policy.contains("script-src 'self' 'wasm-unsafe-eval';"))
        #expect(!policy.contains("'unsafe-inline'") && !policy.contains("'unsafe-eval'"))
        let assets = try WebAssets()
        #expect(assets.script.path.firstMatch(of: /^\/assets\/client\.[0-9a-f]{16}\.js$/) != nil)
        #expect(assets.asset(at: assets.script.path)?.contentType.hasPrefix("text/javascript") == true)
        #expect(String(decoding: assets.stylesheet.body, as: UTF8.self).contains("#AA0808"))
        #expect(assets.stylesheet.cacheControl.contains("immutable"))
        #expect(assets.asset(at: "/assets/../etc/passwd") == nil)
        #expect(assets.asset(at: "/assets/client.js") == nil, "only the hashed address is served")
        #expect(assets.headHTML.contains(assets.stylesheet.path) && assets.headHTML.contains(assets.script.path))
        // The same content always gets the same address; another content another one.
        #expect(try WebAssets().script.path == assets.script.path)
        #expect(assets.script.path != assets.stylesheet.path)
    }

    @Test func aMissingModuleSaysHowToBuildIt() throws {
        let assets = try WebAssets(modulePath: nil, prefix: "/x")
        if assets.module == nil {
            #expect(assets.missingModuleMessage?.contains("bash scripts/build-wasm.sh") == true)
        } else {
            #expect(assets.module?.path.hasPrefix("/x/TextInputWeb.") == true)
            #expect(assets.module?.contentType == "application/wasm")
        }
        #expect(throws: WebAssets.LoadError.self) { try WebAssets(modulePath: "/nonexistent/TextInputWeb.wasm") }
    }

    @Test func themeCarriesTheHorizonTokens() throws {
        let css = String(decoding: try WebAssets().stylesheet.body, as: UTF8.self)
        for token in ["#223548", "#F5F6F7", "#5B738B", "#A9B4BE", "#AA0808", "#FF5C77", "#0070F2", "#4DB1FF",
                      "rgba(91,115,139,.83)", "rgba(131,150,168,.09)", "border-radius:8px", "min-height:44px",
                      ".tik-state-disabled{opacity:.5}", "font-style:italic", "font-size:13px"] {
            #expect(css.contains(token), "missing \(token)")
        }
        // Compact fields take the form's width; expanded ones the width the gallery renders expanded pages for.
        #expect(css.contains("--tik-field-width:100%"))
        #expect(css.contains("--tik-field-width:\(GalleryLayout.expanded.fieldWidth)px"))
        #expect(css.contains("@container tik-form (min-width:600px)"))
    }
}
