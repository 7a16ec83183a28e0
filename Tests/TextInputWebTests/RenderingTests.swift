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

    /// Markup that would run or load: a script, an image, frame or object, or any `on…` attribute (the renderer's
    /// own icons are inline SVG without handlers).
    func runnableMarkup(in html: String) throws -> [String] {
        try HTMLTree.parse(html).all.flatMap { element -> [String] in
            var found: [String] = []
            if ["script", "img", "iframe", "object", "embed"].contains(element.tag) { found.append("<\(element.tag)>") }
            for attribute in element.attributes where attribute.name.hasPrefix("on") { found.append("\(element.tag) \(attribute.name)") }
            return found
        }
    }

    @Test func hostileTextsStayText() throws {
        let payloads = Gallery.xssPayloads
        var configuration = FieldConfiguration(id: payloads[2], label: payloads[0], placeholder: payloads[3], helper: payloads[1])
        configuration.choices = payloads.map { Choice($0) }
        configuration.trailingAction = TrailingAction(id: payloads[0], icon: payloads[1], label: payloads[2])
        configuration.leadingIcon = payloads[3]
        let (html, _) = try render(configuration, value: "", [.focus])
        let runnable = try runnableMarkup(in: html)
        #expect(runnable == [], "\(runnable)")
        let tree = try HTMLTree.parse(html)
        #expect(tree.elements(tag: "label").first?.text.hasPrefix(payloads[0]) == true, "the label is the payload, as text")
        let (valueHTML, _) = try render(FieldConfiguration(id: "v", label: "V", lineBreak: .truncateTail), value: payloads[1] + payloads[0])
        #expect(try runnableMarkup(in: valueHTML) == [])
        #expect(try HTMLTree.parse(valueHTML).element(id: "tik-i-v")?[attribute: "value"] == payloads[1] + payloads[0])
        let (noteHTML, _) = try render(FieldConfiguration(id: "n", kind: .note, label: "N"), value: "</textarea>" + payloads[0])
        #expect(try runnableMarkup(in: noteHTML) == [])
        #expect(try HTMLTree.parse(noteHTML).element(id: "tik-i-n")?.text == "</textarea>" + payloads[0])
    }

    @Test func errorMessagesAreEscaped() throws {
        let configuration = FieldConfiguration(id: "e", label: "E", validation: [Validation(.email, on: .blur, message: "<img src=x onerror=alert(1)>")])
        let (html, presentation) = try render(configuration, value: "nope", [.focus, .blur])
        #expect(presentation.state == .error)
        #expect(try HTMLTree.parse(html).element(id: "tik-m-e")?.text == "<img src=x onerror=alert(1)>")
        #expect(try runnableMarkup(in: html) == [])
    }
}

@Suite struct FieldHTMLTests {
    @Test func labelIsTiedToTheInput() throws {
        let tree = try HTMLTree.parse(try render(FieldConfiguration(id: "name", label: "Name")).html)
        let label = try #require(tree.element(id: "tik-l-name"))
        #expect(label.tag == "label")
        #expect(label.classes == ["tik-label"])
        #expect(label[attribute: "for"] == "tik-i-name")
        #expect(label.text == "Name")
        #expect(tree.element(id: "tik-i-name")?[attribute: "name"] == "name")
        #expect(tree.element(id: "tik-i-name")?[attribute: "type"] == "text")
    }

    @Test func helperErrorAndCounterDescribeTheInput() throws {
        let helper = try HTMLTree.parse(try render(FieldConfiguration(id: "d", label: "D", helper: "Short and precise",
                                                                      limit: CharacterLimit(max: 10))).html)
        #expect(helper.element(id: "tik-i-d")?[attribute: "aria-describedby"] == "tik-m-d tik-c-d")
        let message = try #require(helper.element(id: "tik-m-d"))
        #expect(message.tag == "span")
        #expect(message.classes == ["tik-msg", "tik-msg-helper", "tik-tone-neutral"])
        #expect(message.text == "Short and precise")
        #expect(helper.element(id: "tik-i-d")?[attribute: "aria-invalid"] == nil)

        let over = try HTMLTree.parse(try render(FieldConfiguration(id: "d", label: "D", helper: "Short", limit: CharacterLimit(max: 3)),
                                                 value: "abcdef").html)
        #expect(over.element(id: "tik-i-d")?[attribute: "aria-invalid"] == "true")
        let counter = try #require(over.element(id: "tik-c-d"))
        #expect(counter.classes.contains("tik-counter") && counter.classes.contains("tik-counter-negative"))
        #expect(counter.elements(class: "tik-sr").first?.text == "6 of 3 characters")
        #expect(over.element(id: "tik-m-d")?.text.hasPrefix("Reduce the number of characters") == true)
        #expect(over.elements(class: "tik-field").first?.classes.contains("tik-state-error") == true)

        let plain = try HTMLTree.parse(try render(FieldConfiguration(id: "p", label: "P")).html)
        #expect(plain.element(id: "tik-i-p")?[attribute: "aria-describedby"] == nil)
    }

    @Test func requiredReadOnlyAndDisabled() throws {
        let required = try HTMLTree.parse(try render(FieldConfiguration(id: "r", label: "R", isRequired: true)).html)
        #expect(required.element(id: "tik-i-r")?[attribute: "aria-required"] == "true")
        let marker = try #require(required.elements(class: "tik-marker").first)
        #expect(marker.text == "*")
        #expect(marker[attribute: "aria-hidden"] == "true")

        let readOnly = try HTMLTree.parse(try render(FieldConfiguration(id: "ro", label: "RO", isReadOnly: true), value: "SAP SE").html)
        let input = try #require(readOnly.element(id: "tik-i-ro"))
        #expect(input[attribute: "readonly"] == "")
        #expect(input[attribute: "aria-readonly"] == "true")
        #expect(readOnly.elements(class: "tik-box").first?.classes.contains("tik-fill-readOnly") == true)
        #expect(readOnly.element(id: "tik-m-ro")?.text == "Read-only field")

        let disabled = try HTMLTree.parse(try render(FieldConfiguration(id: "di", label: "DI", isDisabled: true), value: "SAP SE").html)
        #expect(disabled.element(id: "tik-i-di")?[attribute: "disabled"] == "")
        #expect(disabled.elements(class: "tik-field").first?.classes.contains("tik-state-disabled") == true)
    }

    @Test func keyboardAndContentTypeBecomeInputAttributes() throws {
        var email = FieldConfiguration(id: "e", label: "E")
        email.keyboard = .email
        email.contentType = .email
        let input = try #require(try HTMLTree.parse(try render(email).html).element(id: "tik-i-e"))
        #expect(input[attribute: "inputmode"] == "email")
        #expect(input[attribute: "autocomplete"] == "email")
        #expect(input[attribute: "enterkeyhint"] == "next")
        #expect(input[attribute: "spellcheck"] == "false")
        #expect(input[attribute: "autocapitalize"] == "off")

        #expect(FieldRenderer.inputMode(.phone) == "tel")
        #expect(FieldRenderer.inputMode(.decimal) == "decimal")
        #expect(FieldRenderer.inputMode(.number) == "numeric")
        #expect(FieldRenderer.inputMode(.url) == "url")
        #expect(FieldRenderer.inputMode(.default) == nil)
        #expect(FieldRenderer.autocomplete(.newPassword) == "new-password")
        #expect(FieldRenderer.autocomplete(.creditCardNumber) == "cc-number")
        #expect(FieldRenderer.autocomplete(.givenName) == "given-name")

        let note = try HTMLTree.parse(try render(FieldConfiguration(id: "n", kind: .note, label: "N")).html)
        #expect(note.element(id: "tik-i-n")?[attribute: "enterkeyhint"] == "enter")
    }

    @Test func hiddenPasswordNeverReachesThePage() throws {
        let secret = "Welcome2Fiori!"
        var configuration = FieldConfiguration(id: "pw", label: "Password", isSecure: true)
        configuration.contentType = .password
        let hidden = try render(configuration, value: secret)
        // Nowhere in the markup: no attribute, no text, not in part.
        #expect(!hidden.html.contains("Welcome"))
        let hiddenTree = try HTMLTree.parse(hidden.html)
        #expect(hiddenTree.element(id: "tik-i-pw")?[attribute: "type"] == "password")
        #expect(hiddenTree.all.first { $0[attribute: "data-acc"] == "visibility" }?[attribute: "aria-label"] == "Show password")

        let shown = try HTMLTree.parse(try render(configuration, value: secret, [.focus, .tap(.visibility)]).html)
        #expect(shown.element(id: "tik-i-pw")?[attribute: "type"] == "text")
        #expect(shown.element(id: "tik-i-pw")?[attribute: "value"] == secret)
        let toggle = try #require(shown.all.first { $0[attribute: "data-acc"] == "visibility" })
        #expect(toggle[attribute: "aria-label"] == "Hide password")
        #expect(toggle[attribute: "aria-pressed"] == "true")
    }

    @Test func rightToLeftLocales() throws {
        let (html, presentation) = try render(FieldConfiguration(id: "a", label: "الاسم"), locale: "ar_SA")
        #expect(presentation.direction == .rtl)
        #expect(try HTMLTree.parse(html).elements(class: "tik-field").first?[attribute: "dir"] == "rtl")
        let latin = try render(FieldConfiguration(id: "l", label: "Name"), locale: "de_DE").html
        #expect(try HTMLTree.parse(latin).elements(class: "tik-field").first?[attribute: "dir"] == "ltr")
    }

    @Test func notesAreTextareasSizedByTheCore() throws {
        let (html, presentation) = try render(FieldConfiguration(id: "n", kind: .note, label: "Note"), value: "\nstarts with a newline")
        let note = try #require(try HTMLTree.parse(html).element(id: "tik-i-n"))
        #expect(note.tag == "textarea")
        #expect(note[attribute: "rows"] == String(presentation.lines?.visible ?? 0))
        // The markup starts the text with one more newline, which the HTML parser drops.
        #expect(html.contains(">\n\nstarts with a newline</textarea>"))
        #expect(note.text == "\nstarts with a newline")

        let long = String(repeating: "word ", count: 200)
        let grown = try HTMLTree.parse(try render(FieldConfiguration(id: "g", kind: .note, label: "Note"), value: long).html)
        #expect(grown.element(id: "tik-i-g")?[attribute: "rows"] == "6")
        #expect(grown.elements(class: "tik-field").first?.classes.contains("tik-scrolls") == true)
    }

    @Test func accessoriesAreNamedButtons() throws {
        let (html, presentation) = try render(FieldConfiguration(id: "c", label: "City"), value: "Walldorf", [.focus])
        #expect(presentation.accessories == [.clear])
        let clear = try #require(try HTMLTree.parse(html).all.first { $0[attribute: "data-acc"] == "clear" })
        #expect(clear.tag == "button")
        #expect(clear[attribute: "aria-label"] == "Clear text")
        #expect(clear[attribute: "tabindex"] == "-1")

        let scan = try HTMLTree.parse(try render(FieldConfiguration(id: "s", label: "Serial", hasScanAction: true)).html)
        #expect(scan.all.first { $0[attribute: "data-acc"] == "scan" }?[attribute: "aria-label"] == "Scan barcode")
    }

    @Test func titleFieldsAreNamedByTheirPrompt() throws {
        let tree = try HTMLTree.parse(try render(FieldConfiguration(id: "t", kind: .title, placeholder: "Title")).html)
        #expect(tree.elements(tag: "label").isEmpty)
        #expect(tree.element(id: "tik-i-t")?[attribute: "aria-label"] == "Title")
    }

    @Test func comboBoxesListTheirSuggestions() throws {
        let configuration = FieldConfiguration(id: "c", label: "Country", choices: ["Austria", "Australia", "Germany"])
        let tree = try HTMLTree.parse(try render(configuration, value: "Au", [.focus]).html)
        let input = try #require(tree.element(id: "tik-i-c"))
        #expect(input[attribute: "role"] == "combobox")
        #expect(input[attribute: "aria-expanded"] == "true")
        #expect(input[attribute: "aria-controls"] == "tik-s-c")
        let options = tree.all.filter { $0[attribute: "role"] == "option" }
        #expect(options.map { $0.text } == ["Austria", "Australia"])
        #expect(options.first?[attribute: "id"] == "tik-s-c-0")
        #expect(options.first?[attribute: "aria-selected"] == "false")
        #expect(options.first?[attribute: "data-choice"] == "Austria")
    }

    @Test func fittedTextAndTooltip() throws {
        let text = "Replace the compressor of the cooling unit in hall 4 before the summer season starts"
        let (html, presentation) = try render(FieldConfiguration(id: "t", label: "Subject", lineBreak: .truncateTail), value: text)
        #expect(presentation.tooltip == text)
        let tree = try HTMLTree.parse(html)
        #expect(tree.element(id: "tik-i-t")?[attribute: "title"] == text)
        #expect(tree.elements(class: "tik-field").first?.classes.contains("tik-has-fitted") == true)
        #expect(tree.elements(class: "tik-fitted").first?.text.hasSuffix("…") == true)
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
                    let tree = try HTMLTree.parse(html)
                    #expect(tree.elements(tag: "main").count == 1)
                    #expect(tree.elements(tag: "h1").count == 1)
                    #expect(tree.all.allSatisfy { $0[attribute: "style"] == nil }, "no inline styles under the CSP")
                    #expect(tree.elements(tag: "script").allSatisfy {
                        $0[attribute: "src"] != nil || $0[attribute: "type"] == "application/json" || $0[attribute: "data-tik-wasm"] != nil
                            || $0[attribute: "data-tik-early"] != nil || $0[attribute: "data-tik-contrast"] != nil
                    }, "no inline scripts under the CSP but the downloads of the module and a form's parts and the high-contrast link, allowed by their hashes (the form's spec is data)")
                    #expect(html.components(separatedBy: ">" + WebAssets.contrastScript + "</script>").count - 1
                            == html.components(separatedBy: "<script data-tik-contrast=").count - 1, "it holds the script the policy allows")
                    #expect(html.components(separatedBy: "<script data-tik-early=").count - 1
                            == html.components(separatedBy: "data-tik-early=").count - 1)
                    #expect(html.components(separatedBy: ">" + WebAssets.earlyFetchScript + "</script>").count
                            == html.components(separatedBy: "data-tik-early=").count, "each holds the script the policy allows, nothing else")
                    #expect(tree.elements(tag: "script").filter { $0[attribute: "data-tik-wasm"] != nil }.count <= 1)
                    #expect(tree.all.allSatisfy { element in !element.attributes.contains { $0.name.hasPrefix("on") } },
                            "no event handler attributes")
                    #expect(tree.all.filter { $0[attribute: "autofocus"] != nil }.count <= 1)
                    for field in model.page.fields {
                        #expect(tree.element(id: FieldIDs(fieldID: field.id).input) != nil, "\(id): \(field.id)")
                    }
                }
            }
        }
    }

    @Test func theFrontPageShowsEachPagesFirstFigureLive() throws {
        let catalog = GalleryCatalog()
        for locale in GalleryLocale.allCases {
            for layout in GalleryLayout.allCases {
                let options = GalleryOptions(page: "", locale: locale, layout: layout, theme: .dark)
                let html = PageRenderer.index(options: options, pageIDs: Gallery.pageIDs, catalog: catalog, assets: try WebAssets())
                #expect(html.hasPrefix("<!DOCTYPE html><html lang=\"\(locale.languageTag)\" dir=\"\(locale.direction.rawValue)\""))
                let tree = try HTMLTree.parse(html)
                #expect(tree.elements(tag: "h1").count == 1)
                let ids = tree.all.compactMap { $0[attribute: "id"] }
                #expect(Set(ids).count == ids.count, "every id once: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
                #expect(tree.elements(tag: "script").filter { $0[attribute: "data-tik-wasm"] != nil }.count <= 1)
                for id in Gallery.pageIDs {
                    let page = try #require(Gallery.page(id, language: locale.language))
                    let form = try #require(tree.element(id: "tik-form-show-\(id)"), "\(id) has its figure's form")
                    #expect(form[attribute: "action"] == "/?show=\(id)&locale=\(locale.rawValue)&layout=\(layout.rawValue)&theme=dark")
                    // The first figure's fields, live and typable, and none of the others.
                    for field in page.fields {
                        let input = tree.element(id: FieldIDs(fieldID: id + "-" + field.id).input)
                        #expect((input != nil) == page.figures[0].fieldIDs.contains(field.id), "\(id): \(field.id)")
                    }
                    #expect(tree.elements(tag: "a").contains { $0[attribute: "href"] == GalleryOptions(page: id, locale: locale, layout: layout, theme: .dark).path })
                }
                // The switches keep the front page and change one option.
                #expect(tree.elements(tag: "a").contains { $0[attribute: "href"] == "/?locale=\(locale.rawValue)&layout=\(layout.rawValue)&theme=hcb" })
                #expect(tree.elements(tag: "a").contains { $0[attribute: "href"] == "/?locale=de_DE&layout=\(layout.rawValue)&theme=dark" })
            }
        }
    }

    @Test func aFigureOfTheFrontPagePostsAndIsShownInPlace() throws {
        let catalog = GalleryCatalog()
        let options = GalleryOptions(page: "", locale: .en, layout: .compact)
        var target = options
        target.page = "simple"
        let model = try #require(catalog.showcaseModel(for: target))
        #expect(model.webForm.spec.fields.map(\.id) == ["simple-name"])
        let accepted = try model.webForm.submit(pairs: [("simple-name", "Ann")])
        #expect(accepted.isAccepted, "the first figure's name takes any text")
        target.page = "messages"
        let messages = try #require(catalog.showcaseModel(for: target))
        let first = try #require(messages.webForm.spec.fields.first)
        let result = try messages.webForm.submit(pairs: messages.webForm.spec.fields.map { ($0.id, $0.id == first.id ? "x" : "") })
        let html = PageRenderer.index(options: options, pageIDs: Gallery.pageIDs, catalog: catalog, assets: try WebAssets(),
                                      result: ("messages", result))
        let tree = try HTMLTree.parse(html)
        let input = try #require(tree.element(id: FieldIDs(fieldID: first.id).input))
        #expect(input[attribute: "value"] == "x", "the posted text is shown again in its figure")
        #expect(tree.element(id: "tik-form-show-simple") != nil, "the other figures stay")
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
        let tree = try HTMLTree.parse(html)
        #expect(tree.all.contains { $0.text == "Fields marked with an asterisk are required" && $0.children.count == 1 })
        #expect(tree.element(id: "tik-i-first-name")?[attribute: "aria-required"] == "true")
        #expect(tree.element(id: "tik-i-company")?[attribute: "aria-required"] == nil)
        #expect(tree.elements(tag: "form").first?[attribute: "method"] == "post")
    }

    @Test func policyForbidsInlineCodeAndAssetsAreContentHashed() throws {
        // The policy as directives and their sources.
        var directives: [String: [String]] = [:]
        for directive in WebAssets.contentSecurityPolicy.split(separator: ";") {
            let words = directive.split(separator: " ").map(String.init)
            if let name = words.first { directives[name] = Array(words.dropFirst()) }
        }
        // Two inline scripts are allowed, by their hashes: the start of the module's download (WebAssets.moduleFetchScript)
        // and of a form's parts (WebAssets.earlyFetchScript); tests-web/test_security.py checks in Chromium that the
        // hashes match them and nothing is refused.
        #expect(directives["script-src"] == ["'self'", "'wasm-unsafe-eval'", "'\(WebAssets.moduleFetchScriptHash)'",
                                             "'\(WebAssets.earlyFetchScriptHash)'", "'\(WebAssets.contrastScriptHash)'"])
        #expect(!directives.values.joined().contains("'unsafe-inline'") && !directives.values.joined().contains("'unsafe-eval'"))
        let assets = try WebAssets()
        #expect(assets.script.path.firstMatch(of: /^\/assets\/client\.[0-9a-f]{16}\.js$/) != nil)
        #expect(assets.asset(at: assets.script.path)?.contentType.hasPrefix("text/javascript") == true)
        #expect(String(decoding: assets.stylesheet.body, as: UTF8.self).contains("#AA0808"))
        #expect(assets.stylesheet.cacheControl.contains("immutable"))
        #expect(assets.asset(at: "/assets/../etc/passwd") == nil)
        #expect(assets.asset(at: "/assets/client.js") == nil, "only the hashed address is served")
        let head = try HTMLTree.parse(assets.headHTML)
        #expect(head.elements(tag: "link").first { $0[attribute: "rel"] == "stylesheet" }?[attribute: "href"] == assets.stylesheet.path)
        #expect(head.elements(tag: "script").first { $0[attribute: "src"] != nil }?[attribute: "src"] == assets.script.path)
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

@Suite struct PhoneTablesRenderingTests {
    static func phone(_ id: String, region: String?) -> FieldConfiguration {
        var field = FieldConfiguration(id: id, label: "Phone")
        field.format = .phone(PhoneFormat(region: region))
        return field
    }

    @Test func aFormWhosePhonesTypeOneCallingCodeFetchesThatCodesTablesAndListsTheWholeOnes() throws {
        let assets = try WebAssets()
        let us = try #require(assets.phoneDataByCallingCode[1])
        #expect(us.path.hasPrefix("/assets/phone-metadata-1.") && us.path.hasSuffix(".txt"))
        #expect(assets.asset(at: us.path)?.body == us.body)
        #expect(us.body.count < assets.phoneData.body.count / 10)
        // The US and Canada share +1; the form's locale gives a field without a region its own.
        for fields in [[Self.phone("a", region: "US"), Self.phone("b", region: "CA")], [Self.phone("a", region: nil)]] {
            let html = try WebForm(id: "f", action: "/f", fields: fields, localeIdentifier: "en_US").html(assets: assets)
            let form = try #require(try HTMLTree.parse(html).elements(tag: "form").first)
            #expect(form[attribute: "data-phone"] == us.path)
            #expect(form[attribute: "data-phone-all"] == assets.phoneData.path)
            let early = try #require(try HTMLTree.parse(html).elements(tag: "script").first { $0[attribute: "data-tik-early"] != nil })
            #expect(early[attribute: "data-tik-early"]?.split(separator: " ").contains(Substring(us.path)) == true)
            #expect(early[attribute: "data-tik-early"]?.contains(assets.phoneData.path) == false)
        }
        // Numbers of two codes (a German form's field without a region, and a US field): the whole tables at once.
        let mixed = try WebForm(id: "f", action: "/f", fields: [Self.phone("a", region: nil), Self.phone("b", region: "US")],
                                localeIdentifier: "de_DE").html(assets: assets)
        let form = try #require(try HTMLTree.parse(mixed).elements(tag: "form").first)
        #expect(form[attribute: "data-phone"] == assets.phoneData.path)
        #expect(form[attribute: "data-phone-all"] == nil)
        // A phone rule on a plain field needs tables too (it has no region: the whole tables).
        var contact = FieldConfiguration(id: "c", label: "Contact")
        contact.validation = [Validation(.phone, on: .blur)]
        let ruled = try WebForm(id: "f", action: "/f", fields: [contact]).html(assets: assets)
        #expect(try HTMLTree.parse(ruled).elements(tag: "form").first?[attribute: "data-phone"] == assets.phoneData.path)
        // A form without phones fetches no tables.
        let plain = try WebForm(id: "f", action: "/f", fields: [FieldConfiguration(id: "n", label: "Name")]).html(assets: assets)
        #expect(try HTMLTree.parse(plain).elements(tag: "form").first?[attribute: "data-phone"] == nil)
    }

    @Test func aHeadForItsFormsStartsTheirDownloadsBeforeTheStylesheet() throws {
        let assets = try WebAssets()
        try #require(assets.module != nil && !assets.parts.isEmpty, "the module and its parts: bash scripts/build-wasm.sh")
        let phone = WebForm(id: "p", action: "/p", fields: [Self.phone("a", region: "US")], localeIdentifier: "en_US")
        var amount = FieldConfiguration(id: "m", label: "Amount")
        amount.format = .number(NumberFormat(style: .currency, currency: "EUR"))
        let money = WebForm(id: "m", action: "/m", fields: [amount], localeIdentifier: "de_DE")
        let head = assets.headHTML(for: [phone, money, phone])
        // Every address each form's own script lists, once, in the order the forms list them.
        var expected: [String] = []
        for form in [phone, money] {
            let html = try HTMLTree.parse(try form.html(assets: assets))
            let listed = try #require(html.elements(tag: "script").first { $0[attribute: "data-tik-early"] != nil })
            for path in (listed[attribute: "data-tik-early"] ?? "").split(separator: " ").map(String.init)
            where !expected.contains(path) { expected.append(path) }
        }
        #expect(expected.contains(try #require(assets.phoneDataByCallingCode[1]).path))
        let tree = try HTMLTree.parse(head)
        let early = try #require(tree.elements(tag: "script").first { $0[attribute: "data-tik-early"] != nil })
        #expect(early[attribute: "data-tik-early"] == expected.joined(separator: " "))
        #expect(head.contains(">" + WebAssets.earlyFetchScript + "</script>"))
        // After the module's start, before the stylesheet (which would hold an inline script back until it arrived).
        let module = try #require(head.range(of: "data-tik-wasm"))
        let started = try #require(head.range(of: "data-tik-early"))
        let stylesheet = try #require(head.range(of: "rel=\"stylesheet\""))
        #expect(module.lowerBound < started.lowerBound && started.lowerBound < stylesheet.lowerBound)
        // Otherwise what headHTML has; a page without forms loads no module.
        let tag = "<script data-tik-early=\"" + expected.joined(separator: " ") + "\">" + WebAssets.earlyFetchScript + "</script>"
        #expect(head.replacingOccurrences(of: tag, with: "") == assets.headHTML)
        #expect(assets.headHTML(for: []) == assets.headHTML(loadingModule: false))
        let plain = WebForm(id: "n", action: "/n", fields: [FieldConfiguration(id: "n", label: "Name")])
        #expect(assets.headHTML(for: [plain]).contains("data-tik-early") == !assets.earlyParts(for: plain.spec.fields).isEmpty)
    }
}
