import Synchronization
import TextInputCore
import TextInputHTML
import TextInputWeb

/// The gallery's pages, built once per page, locale and layout and shared.
public final class GalleryCatalog: Sendable {
    /// Whether the test-only pages (hostile texts) are served.
    public let includeTestPages: Bool
    private let models = Mutex<[Key: PageModel]>([:])

    private struct Key: Hashable {
        var page: String
        var locale: GalleryLocale
        var layout: GalleryLayout
    }

    /// Creates a catalog.
    public init(includeTestPages: Bool = false) {
        self.includeTestPages = includeTestPages
    }

    /// The page ids served, in navigation order.
    public var pageIDs: [String] {
        Gallery.pageIDs + (includeTestPages ? Gallery.testPageIDs : [])
    }

    /// The model of a page's figure on the front page (``PageModel/init(showcaseOf:locale:layout:)``), or nil for
    /// an unknown page.
    public func showcaseModel(for options: GalleryOptions) -> PageModel? {
        let key = Key(page: "show:" + options.page, locale: options.locale, layout: options.layout)
        if let model = models.withLock({ $0[key] }) { return model }
        guard let page = Gallery.page(options.page, language: options.locale.language, includeTestPages: false),
              let model = try? PageModel(showcaseOf: page, locale: options.locale, layout: options.layout) else {
            return nil
        }
        return models.withLock { models in
            if let existing = models[key] { return existing }
            models[key] = model
            return model
        }
    }

    /// The model for a page address, or nil for an unknown page.
    public func model(for options: GalleryOptions) -> PageModel? {
        let key = Key(page: options.page, locale: options.locale, layout: options.layout)
        if let model = models.withLock({ $0[key] }) { return model }
        guard let page = Gallery.page(options.page, language: options.locale.language, includeTestPages: includeTestPages),
              let model = try? PageModel(page: page, locale: options.locale, layout: options.layout,
                                             recordsMessages: includeTestPages) else {
            return nil
        }
        return models.withLock { models in
            if let existing = models[key] { return existing }
            models[key] = model
            return model
        }
    }
}
