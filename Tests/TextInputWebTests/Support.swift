import Foundation
import TextInputCore
@testable import TextInputHTML
@testable import TextInputGallery
@testable import TextInputWeb

/// A field's presentation and facts, rendered.
func render(_ configuration: FieldConfiguration, value: String = "", locale: String = "en_US",
            _ events: [FieldEvent] = []) throws -> (html: String, presentation: FieldPresentation) {
    var field = try InputField(configuration, value: value, localeIdentifier: locale, width: 1800, measurer: FieldMeasurer(WebMeasurer()))
    for event in events { field.send(event) }
    let presentation = field.presentation()
    return (FieldRenderer.field(presentation, facts: FieldFacts(configuration), index: 0), presentation)
}

/// Drives a page's live form with numbered messages and parses its answers. The form is built from the spec's
/// JSON, as the page's WebAssembly module builds it.
struct LiveFormDriver {
    let model: PageModel
    var session: LiveForm
    var sequence = 0

    init(page: String, locale: GalleryLocale = .en, catalog: GalleryCatalog = GalleryCatalog(includeTestPages: true)) {
        model = catalog.model(for: GalleryOptions(page: page, locale: locale))!
        let json = try! model.webForm.spec.handingOverNumberTemplates().json
        session = try! LiveForm(json: Array(json.utf8))
    }

    func index(of id: String) -> Int {
        model.page.fields.firstIndex { $0.id == id }!
    }

    /// Sends `{"s": next, "event": type, ...extra}` and returns the parsed answer.
    @discardableResult
    mutating func send(_ type: String, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        sequence += 1
        let message = JSONValue.object([("s", .int(sequence)), ("event", .string(type))] + extra).serialized
        return (try? JSONValue.parse(Data(session.handle(message).utf8))) ?? .null
    }

    /// Sends a field event.
    @discardableResult
    mutating func send(_ type: String, field id: String, _ extra: [(String, JSONValue)] = []) -> JSONValue {
        send(type, [("field", .int(index(of: id)))] + extra)
    }

    /// Types each character as its own keystroke.
    mutating func type(_ text: String, into id: String) {
        for character in text { send("type", field: id, [("text", .string(String(character)))]) }
    }

    /// The current presentation of a field.
    func presentation(_ id: String) -> FieldPresentation {
        session.form.presentations[index(of: id)]
    }
}

extension JSONValue {
    var stringValue: String? { if case let .string(text) = self { return text }; return nil }
    var intValue: Int? { if case let .number(number) = self { return Int(exactly: number) }; return nil }
    var arrayValue: [JSONValue] { if case let .array(values) = self { return values }; return [] }

    /// The entry for field `index` in an answer's "fields".
    func field(_ index: Int) -> JSONValue? {
        self["fields"]?.arrayValue.first { $0["i"]?.intValue == index }
    }
}
