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

    /// Builds the model of a page's figure on the front page
    /// (``GalleryPage/showcase``): its form is `"show-"` and the page's id,
    /// posting to the front page with `show` naming the page.
    public init(showcaseOf page: GalleryPage, locale: GalleryLocale, layout: GalleryLayout) throws(MessageError) {
        let shown = page.showcase
        self.page = shown
        self.locale = locale
        self.layout = layout
        var form = Gallery.webForm(shown, locale: locale, layout: layout)
        form.id = "show-" + page.id
        form.action = PageRenderer.indexPath(GalleryOptions(page: page.id, locale: locale, layout: layout), showing: page.id)
        webForm = form
        initialState = try webForm.liveForm()
    }

    /// The form after the page's preparation.
    public var initialForm: InputForm { initialState.form }
}
