import TextInputCore
import TextInputHTML
import TextInputWeb

/// Collects a page's figures and fields.
struct PageBuilder {
    let id: String
    let t: (String) -> String
    var figures: [GalleryFigure] = []
    var fields: [FieldConfiguration] = []
    var values: [String: String] = [:]
    var preparation: [(fieldID: String, event: FieldEvent)] = []
    var submitKey = "action.validate"
    var successKey = "status.valid"
    var titleOverride: String?
    var introOverride: String?
    var isTestPage = false

    /// Fields of one figure.
    struct FigureFields {
        let t: (String) -> String
        var fields: [FieldConfiguration] = []
        var values: [String: String] = [:]

        mutating func add(_ id: String, label: String?, value: String = "", _ configure: (inout FieldConfiguration) -> Void) {
            var configuration = FieldConfiguration(id: id, label: label.map(t))
            configure(&configuration)
            fields.append(configuration)
            if !value.isEmpty { values[id] = value }
        }
    }

    mutating func figure(_ captionKey: String, _ build: (inout FigureFields) -> Void) {
        var collected = FigureFields(t: t)
        build(&collected)
        figures.append(GalleryFigure(caption: t(captionKey), fieldIDs: collected.fields.map(\.id)))
        fields += collected.fields
        values.merge(collected.values) { _, new in new }
    }

    mutating func prepare(_ fieldID: String, _ events: FieldEvent...) {
        preparation += events.map { (fieldID, $0) }
    }

    var page: GalleryPage {
        GalleryPage(id: id, title: titleOverride ?? t("\(id).title"), intro: introOverride ?? t("\(id).intro"),
                    figures: figures, fields: fields, values: values, preparation: preparation,
                    submitLabel: t(submitKey), successText: t(successKey), isTestPage: isTestPage)
    }
}
