import TextInputCore
import TextInputHTML
import TextInputWeb

/// The layout of a gallery page: chosen by the space the form has (the
/// default), or forced.
///
/// The stylesheet decides with container queries (docs/web.md): a form
/// narrower than 600 CSS px is compact, a wider one expanded. The forced
/// layouts are the override a server can still ask for (the page's `html`
/// element gets `tik-layout-compact` or `tik-layout-expanded`).
public enum GalleryLayout: String, Sendable, Hashable, CaseIterable {
    /// Compact or expanded by the width the form has in the page.
    case automatic = "auto"
    /// Always compact (a phone): one column, fields as wide as the form.
    case compact
    /// Always expanded (a tablet or desktop): figures in columns, fields 420 px wide.
    case expanded

    /// The width of a field in CSS pixels the page is rendered for; the page
    /// then tells its core the width each field really has. An automatic
    /// page is rendered for a phone (mobile first).
    public var fieldWidth: Int {
        switch self {
        case .automatic, .compact: return 343
        case .expanded: return 420
        }
    }

    /// The layout width handed to the core for the first render
    /// (``WebForm/layoutUnits(fieldWidth:)``).
    public var layoutUnits: Int { WebForm.layoutUnits(fieldWidth: fieldWidth) }
}

/// The colour scheme of a gallery page.
public enum GalleryTheme: String, Sendable, Hashable, CaseIterable {
    /// SAP Fiori Horizon light.
    case light
    /// SAP Fiori Horizon dark.
    case dark
}

/// The locales the gallery is translated into.
public enum GalleryLocale: String, Sendable, Hashable, CaseIterable {
    /// English (United States).
    case en = "en_US"
    /// German (Germany).
    case de = "de_DE"
    /// Arabic (Saudi Arabia), right to left.
    case ar = "ar_SA"

    /// The language of the gallery's own texts.
    public var language: String {
        switch self {
        case .en: return "en"
        case .de: return "de"
        case .ar: return "ar"
        }
    }

    /// The BCP 47 tag for the `lang` attribute.
    public var languageTag: String { rawValue.replacingOccurrences(of: "_", with: "-") }

    /// The name of the locale in its own language, for the locale switcher.
    public var nativeName: String {
        switch self {
        case .en: return "English"
        case .de: return "Deutsch"
        case .ar: return "العربية"
        }
    }

    /// The writing direction, from the core's localizer.
    public var direction: WritingDirection { Localizer(localeIdentifier: rawValue).direction }
}

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
