import TextInputCore
import TextInputHTML
import TextInputWeb

/// The colour scheme of a gallery page.
public enum GalleryTheme: String, Sendable, Hashable, CaseIterable {
    /// SAP Fiori Horizon light.
    case light
    /// SAP Fiori Horizon dark.
    case dark
}
