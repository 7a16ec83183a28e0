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

    /// The front page, a showcase: each page's first figure live and
    /// typable (``GalleryPage/showcase``), one form each, so that a figure's
    /// form opens as soon as its own parts are there; its title links to the
    /// whole page. Layout, theme and language are switches. `result` is a
    /// figure's post (its page id and what the post left), shown in place.
    public static func index(options: GalleryOptions, pageIDs: [String], catalog: GalleryCatalog, assets: WebAssets,
                             result: (page: String, result: WebForm.PostResult)? = nil) -> String {
        let t = { (key: String) in GalleryText.string(key, options.locale.language) }
        var shown: [(id: String, title: String, intro: String, form: WebForm, live: LiveForm)] = []
        for id in pageIDs {
            var target = options
            target.page = id
            // The showcase keeps its page's title and introduction: no page is built again per request.
            guard let model = catalog.showcaseModel(for: target) else { continue }
            var form = model.webForm
            form.action = indexPath(target, showing: id)
            shown.append((id, model.page.title, model.page.intro, form, model.initialState))
        }
        var html = head(title: t("app.title"), options: options, assets: assets, forms: shown.map(\.form)) + "<body>"
        html += shell(options: options, pageIDs: pageIDs, current: nil)
        html += "<main class=\"tik-main\" id=\"tik-main\"><h1 class=\"tik-title\">\(HTML.escape(t("app.title")))</h1>"
        html += "<p class=\"tik-intro\">\(HTML.escape(t("app.subtitle")))</p>"
        for figure in shown {
            var target = options
            target.page = figure.id
            html += "<section class=\"tik-showcase\" aria-labelledby=\"tik-idx-\(figure.id)\">"
            html += "<h2 class=\"tik-showcase-title\" id=\"tik-idx-\(figure.id)\"><a class=\"tik-link\" href=\"\(HTML.escape(target.path))\">"
                + "\(HTML.escape(figure.title))</a></h2><p class=\"tik-index-intro\">\(HTML.escape(figure.intro))</p>"
            // The catalog's forms render (its tests make sure), so the fallback is never reached in practice.
            if let result, result.page == figure.id {
                html += (try? figure.form.html(assets: assets, showing: result.result)) ?? ""
            } else {
                html += (try? figure.form.html(assets: assets, liveForm: figure.live, status: nil, announcement: nil)) ?? ""
            }
            html += "</section>"
        }
        html += WebForm.liveRegion
        html += "</main></body></html>"
        return html
    }

    /// The front page's address with `options`' layout, theme and language,
    /// and, when `page` is given, the figure a post is for (`show`).
    public static func indexPath(_ options: GalleryOptions, showing page: String? = nil) -> String {
        "/?" + (page.map { "show=\($0)&" } ?? "") + options.query
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
        // A switch leads to the same page (the front page when `current` is nil) with one option changed.
        let address = { (target: GalleryOptions) in current == nil ? indexPath(target) : target.path }
        var html = "<header class=\"tik-shell\"><p class=\"tik-shell-title\"><a class=\"tik-link\" href=\"\(HTML.escape(indexPath(options)))\">\(HTML.escape(t("app.title")))</a></p>"
        html += "<nav class=\"tik-nav\" aria-label=\"\(HTML.escape(t("nav.pages")))\"><ul class=\"tik-nav-pages\">"
        for id in pageIDs {
            guard let page = Gallery.page(id, language: language, includeTestPages: true) else { continue }
            var target = options
            target.page = id
            html += "<li><a class=\"tik-link\" href=\"\(HTML.escape(target.path))\"\(id == current ? " aria-current=\"page\"" : "")>\(HTML.escape(page.title))</a></li>"
        }
        html += "</ul></nav>"
        html += "<div class=\"tik-switches\">"
        html += switcher(t("nav.layout"), GalleryLayout.allCases.map { layout in
            var target = options
            target.layout = layout
            return (t("layout.\(layout.rawValue)"), address(target), layout == options.layout)
        })
        html += switcher(t("nav.theme"), GalleryTheme.allCases.map { theme in
            var target = options
            target.theme = theme
            return (t("theme.\(theme.rawValue)"), address(target), theme == options.theme)
        })
        html += switcher(t("nav.language"), GalleryLocale.allCases.map { locale in
            var target = options
            target.locale = locale
            return (locale.nativeName, address(target), locale == options.locale)
        })
        html += "</div>"
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
