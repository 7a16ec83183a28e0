import TextInputCore
import TextInputHTML
import TextInputWeb

/// Which page, in which layout, theme and locale: everything a page address
/// says. Parsed from query items with allow-lists only.
public struct GalleryOptions: Sendable, Hashable {
    /// The page id.
    public var page: String
    /// The locale.
    public var locale: GalleryLocale
    /// The layout width.
    public var layout: GalleryLayout
    /// The colour scheme.
    public var theme: GalleryTheme

    /// Creates options.
    public init(page: String, locale: GalleryLocale = .en, layout: GalleryLayout = .automatic, theme: GalleryTheme = .light) {
        self.page = page
        self.locale = locale
        self.layout = layout
        self.theme = theme
    }

    /// Options from a page id and query items; unknown values are refused
    /// (nil), unknown keys ignored.
    public init?(page: String, query: [(String, String)]) {
        self.init(page: page)
        for (key, value) in query {
            switch key {
            case "locale":
                guard let locale = GalleryLocale(rawValue: value) else { return nil }
                self.locale = locale
            case "layout":
                guard let layout = GalleryLayout(rawValue: value) else { return nil }
                self.layout = layout
            case "theme":
                guard let theme = GalleryTheme(rawValue: value) else { return nil }
                self.theme = theme
            default:
                continue
            }
        }
    }

    /// The query string of these options ("locale=en_US&layout=compact&theme=dark").
    public var query: String {
        "locale=\(locale.rawValue)&layout=\(layout.rawValue)&theme=\(theme.rawValue)"
    }

    /// The page's address.
    public var path: String { "/p/\(page)?\(query)" }

}
