import Synchronization
import TextInputCore
import TextInputHTML
import TextInputWeb

/// A gallery page ready to serve in one locale and layout: the page, its
/// ``WebForm`` and the form's initial state. Immutable and shared by every
/// request for that page; the server keeps no state per visitor.
public final class PageModel: Sendable {
    /// The page.
    public let page: GalleryPage
    /// The locale the form was built for.
    public let locale: GalleryLocale
    /// The layout the form was built for.
    public let layout: GalleryLayout
    /// The page's form.
    public let webForm: WebForm
    /// The form after the page's preparation, as the page first shows it.
    public let initialState: LiveForm

    /// Builds the model of a page.
    public init(page: GalleryPage, locale: GalleryLocale, layout: GalleryLayout, recordsMessages: Bool = false) throws(MessageError) {
        self.page = page
        self.locale = locale
        self.layout = layout
        var form = Gallery.webForm(page, locale: locale, layout: layout)
        form.recordsMessages = recordsMessages
        webForm = form
        initialState = try webForm.liveForm()
    }

    /// The form after the page's preparation.
    public var initialForm: InputForm { initialState.form }
}

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
