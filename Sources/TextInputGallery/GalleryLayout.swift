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
