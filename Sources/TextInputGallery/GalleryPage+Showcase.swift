import TextInputCore
import TextInputHTML
import TextInputWeb

extension GalleryPage {
    /// The page's first figure alone, as the gallery's front page shows it
    /// live (``PageRenderer/index(options:pageIDs:catalog:assets:result:)``):
    /// its fields, values and preparation, each field's id prefixed with the
    /// page's (`"simple-name"`) so that every page's figure can live in one
    /// document and post under its own names.
    public var showcase: GalleryPage {
        guard let figure = figures.first else { return self }
        let prefix = id + "-"
        let shown = Set(figure.fieldIDs)
        var page = self
        page.figures = [GalleryFigure(caption: figure.caption, fieldIDs: figure.fieldIDs.map { prefix + $0 })]
        page.fields = fields.filter { shown.contains($0.id) }.map { field in
            var field = field
            field.id = prefix + field.id
            return field
        }
        page.values = [:]
        for (key, value) in values where shown.contains(key) { page.values[prefix + key] = value }
        page.preparation = preparation.filter { shown.contains($0.fieldID) }.map { (prefix + $0.fieldID, $0.event) }
        return page
    }
}
