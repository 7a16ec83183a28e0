import TextInputCore
import TextInputHTML
import TextInputWeb

/// Renders whole gallery pages: the shell, navigation, the page's figures
/// with their fields (``FieldRenderer``), the submit button and the status line.
///
/// Pages load one stylesheet and one script from the server and contain no
/// inline script or style, so a strict Content-Security-Policy holds. Without
/// JavaScript the form posts to the page's address and the server answers
/// with the page validated.
public enum PageRenderer {
    /// A page with its form in its initial state, or as a post left it
    /// (`result`: values, messages, status line).
    public static func page(model: PageModel, options: GalleryOptions, pageIDs: [String], assets: WebAssets,
                            result: WebForm.PostResult? = nil) -> String {
        let page = model.page
        let t = { (key: String) in GalleryText.string(key, options.locale.language) }
        var form = model.webForm
        form.action = options.path
        var html = head(title: page.title + " · " + t("app.title"), options: options, assets: assets, forms: [form])
        html += "<body>"
        html += shell(options: options, pageIDs: pageIDs, current: page.id)
        html += "<main class=\"tik-main\" id=\"tik-main\">"
        html += "<h1 class=\"tik-title\">\(HTML.escape(page.title))</h1>"
        html += "<p class=\"tik-intro\">\(HTML.escape(page.intro))</p>"
        // The catalog's forms render (its tests make sure), so the fallback is never reached in practice.
        html += (try? result.map { try form.html(assets: assets, showing: $0) }
            ?? form.html(assets: assets, liveForm: model.initialState, status: nil, announcement: nil)) ?? ""
        html += WebForm.liveRegion
        html += "</main></body></html>"
        return html
    }

    /// The status line after a submit or an action; `text` is escaped.
    public static func status(_ pageID: String, text: String, ok: Bool) -> String {
        LiveForm.statusLine(text, ok: ok)
    }

    /// The index: every page in every layout, theme and locale.
    public static func index(pageIDs: [String], catalog: GalleryCatalog, assets: WebAssets, locale: GalleryLocale = .en) -> String {
        let t = { (key: String) in GalleryText.string(key, locale.language) }
        let options = GalleryOptions(page: "", locale: locale)
        var html = head(title: t("app.title"), options: options, assets: assets) + "<body>"
        html += shell(options: GalleryOptions(page: pageIDs.first ?? "simple", locale: locale), pageIDs: pageIDs, current: nil)
        html += "<main class=\"tik-main\" id=\"tik-main\"><h1 class=\"tik-title\">\(HTML.escape(t("app.title")))</h1>"
        html += "<p class=\"tik-intro\">\(HTML.escape(t("app.subtitle")))</p><div class=\"tik-figures\">"
        for id in pageIDs {
            guard let model = catalog.model(for: GalleryOptions(page: id, locale: locale)) else { continue }
            html += "<section class=\"tik-figure\" aria-labelledby=\"tik-idx-\(id)\"><h2 class=\"tik-figure-caption\" id=\"tik-idx-\(id)\">\(HTML.escape(model.page.title))</h2>"
            html += "<p class=\"tik-index-intro\">\(HTML.escape(model.page.intro))</p><ul class=\"tik-index-links\">"
            for layout in GalleryLayout.allCases {
                // Light and dark here; every page's theme switch has the high-contrast and system themes too.
                for theme in [GalleryTheme.light, .dark] {
                    let target = GalleryOptions(page: id, locale: locale, layout: layout, theme: theme)
                    html += "<li><a href=\"\(HTML.escape(target.path))\">\(HTML.escape(t("layout.\(layout.rawValue)"))), \(HTML.escape(t("theme.\(theme.rawValue)")))</a></li>"
                }
            }
            html += "</ul></section>"
        }
        html += "</div></main></body></html>"
        return html
    }

    // MARK: - Parts

    /// The page's head; the downloads `forms` need before they open start in it (WebAssets.headHTML(for:)).
    static func head(title: String, options: GalleryOptions, assets: WebAssets, forms: [WebForm] = []) -> String {
        "<!DOCTYPE html><html lang=\"\(options.locale.languageTag)\" dir=\"\(options.locale.direction.rawValue)\""
            + " class=\"tik-theme-\(options.theme.rawValue) tik-layout-\(options.layout.rawValue)\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            + "<meta name=\"color-scheme\" content=\"\(options.theme.colorScheme)\">"
            + "<title>\(HTML.escape(title))</title>"
            + (forms.isEmpty ? assets.headHTML : assets.headHTML(for: forms))
            + (options.theme == .hcb || options.theme == .hcw ? assets.contrastStylesheetLink : "") + "</head>"
    }

    static func shell(options: GalleryOptions, pageIDs: [String], current: String?) -> String {
        let language = options.locale.language
        let t = { (key: String) in GalleryText.string(key, language) }
        var html = "<header class=\"tik-shell\"><p class=\"tik-shell-title\"><a class=\"tik-link\" href=\"/?locale=\(options.locale.rawValue)\">\(HTML.escape(t("app.title")))</a></p>"
        html += "<nav class=\"tik-nav\" aria-label=\"\(HTML.escape(t("nav.pages")))\"><ul class=\"tik-nav-pages\">"
        for id in pageIDs {
            guard let page = Gallery.page(id, language: language, includeTestPages: true) else { continue }
            var target = options
            target.page = id
            html += "<li><a class=\"tik-link\" href=\"\(HTML.escape(target.path))\"\(id == current ? " aria-current=\"page\"" : "")>\(HTML.escape(page.title))</a></li>"
        }
        html += "</ul></nav>"
        if let current {
            html += "<div class=\"tik-switches\">"
            html += switcher(t("nav.layout"), GalleryLayout.allCases.map { layout in
                var target = options
                target.page = current
                target.layout = layout
                return (t("layout.\(layout.rawValue)"), target.path, layout == options.layout)
            })
            html += switcher(t("nav.theme"), GalleryTheme.allCases.map { theme in
                var target = options
                target.page = current
                target.theme = theme
                return (t("theme.\(theme.rawValue)"), target.path, theme == options.theme)
            })
            html += switcher(t("nav.language"), GalleryLocale.allCases.map { locale in
                var target = options
                target.page = current
                target.locale = locale
                return (locale.nativeName, target.path, locale == options.locale)
            })
            html += "</div>"
        }
        html += "</header>"
        return html
    }

    static func switcher(_ name: String, _ choices: [(String, String, Bool)]) -> String {
        var html = "<p class=\"tik-switch\"><span class=\"tik-switch-name\">\(HTML.escape(name)):</span>"
        for (label, path, selected) in choices {
            html += " <a class=\"tik-link\" href=\"\(HTML.escape(path))\"\(selected ? " aria-current=\"true\"" : "")>\(HTML.escape(label))</a>"
        }
        return html + "</p>"
    }
}
