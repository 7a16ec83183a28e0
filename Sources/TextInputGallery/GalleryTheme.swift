import TextInputCore
import TextInputHTML
import TextInputWeb

/// The colour scheme of a gallery page.
public enum GalleryTheme: String, Sendable, Hashable, CaseIterable {
    /// SAP Fiori Horizon light.
    case light
    /// SAP Fiori Horizon dark.
    case dark
    /// High contrast black (white and yellow on black), as Fiori's HCB theme.
    case hcb
    /// High contrast white (black and dark blue on white), as Fiori's HCW theme.
    case hcw
    /// Follows the system: light or dark by `prefers-color-scheme`, high
    /// contrast by `prefers-contrast: more` (the stylesheet's `tik-theme-auto`).
    case auto

    /// The page's `color-scheme`: what the browser's own parts (scroll bars, form controls) follow.
    var colorScheme: String {
        switch self {
        case .light, .hcw: "light"
        case .dark, .hcb: "dark"
        case .auto: "light dark"
        }
    }
}
