import TextInputCore
import TextInputHTML

/// What a server answers for an error that a framework or TextInputKit raised (a body that is too large or not
/// UTF-8, an address with no page, a method a route does not take, a failure): a small HTML page in the language
/// the browser asks for when the request accepts HTML (a browser's form post or link), else JSON for a script.
/// Both integrations' `TextInputSecurityHeaders` answer errors with it, with the security headers of every other
/// response (#49).
public struct ErrorPage: Sendable, Equatable {
    /// The HTTP status code (400 to 599).
    public var status: Int
    /// The page's language: one of ``ErrorPage/languages``.
    public var language: String
    /// The error's own message (in English, from the code that raised it), shown under the page's own text when
    /// the page is in English and it says more; nil for none.
    public var detail: String?
    /// The stylesheet the page links (``WebAssets/stylesheet``'s path), nil for a page without one.
    public var stylesheet: String?

    /// The languages error pages are written in (those of the core's strings).
    public static let languages = ["en", "de", "fr", "es", "ja", "zh-Hans", "ar", "he"]

    /// An error page for `status` in the best of ``languages`` for an `Accept-Language` header (English when none
    /// fits).
    public init(status: Int, acceptLanguage: String?, detail: String? = nil, stylesheet: String? = nil) {
        self.status = status
        language = Self.language(acceptLanguage: acceptLanguage)
        self.detail = detail
        self.stylesheet = stylesheet
    }

    /// Whether a request with this `Accept` header gets the HTML page (it names `text/html` or XHTML, as every
    /// browser's navigation and form post does) rather than JSON.
    public static func wantsHTML(accept: String?) -> Bool {
        guard let accept = accept?.lowercased() else { return false }
        return accept.contains("text/html") || accept.contains("application/xhtml+xml")
    }

    /// The answer's `Content-Type` and body for a request with this `Accept` header: ``html`` for browsers
    /// (``wantsHTML(accept:)``), ``json`` for scripts.
    public func answer(accept: String?) -> (contentType: String, body: String) {
        Self.wantsHTML(accept: accept) ? (WebAssets.htmlContentType, html) : ("application/json; charset=utf-8", json)
    }

    /// The detail of a 405: the methods the address takes (`allowed`, as its `Allow` header says them).
    public static func methodNotAllowedDetail(allowed: String) -> String {
        "This address takes \(allowed) only."
    }

    /// The best of ``languages`` for an `Accept-Language` header: the first range (by quality, then order) whose
    /// primary language is one of them ("zh" and "zh-CN" read as zh-Hans); English when none is.
    public static func language(acceptLanguage: String?) -> String {
        guard let acceptLanguage else { return "en" }
        var ranges: [(tag: String, quality: Double, order: Int)] = []
        for (order, item) in acceptLanguage.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingASCIIBlanks }
            guard let tag = parts.first, !tag.isEmpty else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            if quality > 0 { ranges.append((tag.lowercased(), quality, order)) }
        }
        ranges.sort { $0.quality != $1.quality ? $0.quality > $1.quality : $0.order < $1.order }
        for range in ranges {
            let primary = range.tag.split(separator: "-").first.map(String.init) ?? range.tag
            if primary == "zh" { return "zh-Hans" }
            if languages.contains(primary) { return primary }
        }
        return "en"
    }

    /// The page's title ("Page not found").
    public var title: String { Self.texts(status: status, language: language).title }

    /// The page's explanation, which says what to do.
    public var text: String { Self.texts(status: status, language: language).text }

    /// The whole HTML page: the title, the explanation (and the detail in English), and a link to the site's start.
    public var html: String {
        let direction = WritingDirection(localeIdentifier: language).rawValue
        var body = "<h1 class=\"tik-title\">\(HTML.escape(title))</h1><p class=\"tik-intro\">\(HTML.escape(text))</p>"
        if language == "en", let detail, !detail.isEmpty, detail != text {
            body += "<p class=\"tik-intro\">\(HTML.escape(detail))</p>"
        }
        body += "<p><a class=\"tik-link\" href=\"/\">\(HTML.escape(Self.startLink(language)))</a></p>"
        return "<!DOCTYPE html><html lang=\"\(language)\" dir=\"\(direction)\" class=\"tik-theme-light\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>\(HTML.escape(title))</title>"
            + (stylesheet.map { "<link rel=\"stylesheet\" href=\"\(HTML.escape($0))\">" } ?? "")
            + "</head><body><main class=\"tik-main\" id=\"tik-main\">\(body)</main></body></html>"
    }

    /// The JSON answer for scripts: `{"error": {"status": 413, "message": "..."}}` (the detail when there is one,
    /// else the English text).
    public var json: String {
        let message = detail.flatMap { $0.isEmpty ? nil : $0 } ?? Self.texts(status: status, language: "en").text
        return JSONValue.object([("error", .object([("status", .int(status)), ("message", .string(message))]))]).serialized
    }
}
