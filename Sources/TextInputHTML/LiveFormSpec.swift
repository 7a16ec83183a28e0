import TextInputCore

/// Everything a page's copy of the core needs to build a form: the fields'
/// configurations and values, the locale, the layout width, the events that
/// brought it into its state, and the status texts. Plain data, written into
/// the page as JSON (``json``) and read back by ``LiveForm`` in the browser and
/// on the server alike, so both build the same form.
///
/// ```swift
/// var spec = LiveFormSpec(fields: [email, phone], localeIdentifier: "de_DE")
/// spec.values["email"] = "jo@example"
/// try spec.prepare(fieldID: "email", .focus, .blur)   // shows its error
/// let json = try spec.json                       // for <script type="application/json">
/// let same = try LiveFormSpec(json: Array(json.utf8))
/// ```
public struct LiveFormSpec: Sendable {
    /// The fields, in form (tab) order.
    public var fields: [FieldConfiguration]
    /// Initial values by field id.
    public var values: [String: String]
    /// The form's locale, such as "de_DE".
    public var localeIdentifier: String
    /// The layout width of a field's text, in ``WebMeasurer`` units.
    public var width: Int
    /// Events applied after the form is built, in order, such as
    /// `.field(2, .setError("Taken."))`: written into the page as messages
    /// of the vocabulary (``MessageSession/message(for:)``, each naming its
    /// field) and read back as these events, so the page's core and the
    /// server's apply the same ones. Every event needs a message form.
    public var preparation: [InputForm.Event]
    /// The status line after a successful submit.
    public var submittedText: String
    /// The status line after a field's trailing action.
    public var actionText: String
    /// Where the form's strings come from. ``json`` writes the languages of
    /// the form's locale and its fields' locales (`"strings"`), and a spec read
    /// from JSON holds exactly those: the page's WebAssembly module carries no
    /// translation tables of its own.
    public var catalog: LocalizationCatalog

    /// The width in CSS pixels a field is rendered for before the page's
    /// script measures it: 343, a phone's (375 px less the page's margins).
    /// A spec's default ``width`` and ``WebForm``'s first render both use it.
    public static let defaultFieldWidth = 343

    /// The core's layout width for a field `fieldWidth` CSS pixels wide: the
    /// text's width (less padding, border and a note's scroll bar gutter) in
    /// ``WebMeasurer`` units of the 17 px value font.
    public static func layoutUnits(fieldWidth: Int) -> Int {
        WebMeasurer.units(forPixels: fieldWidth - 40, fontSize: WebMeasurer.valueFontSize)
    }

    /// Creates a spec.
    public init(fields: [FieldConfiguration], values: [String: String] = [:], localeIdentifier: String = "en_US",
                width: Int = LiveFormSpec.layoutUnits(fieldWidth: LiveFormSpec.defaultFieldWidth), preparation: [InputForm.Event] = [],
                submittedText: String = "Submitted.", actionText: String = "Done.", catalog: LocalizationCatalog = .builtIn) {
        self.catalog = catalog
        self.fields = fields
        self.values = values
        self.localeIdentifier = localeIdentifier
        self.width = width
        self.preparation = preparation
        self.submittedText = submittedText
        self.actionText = actionText
    }

    /// Adds events for the field with this id, such as
    /// `prepare(fieldID: "password", .focus, .tap(.visibility), .blur)`.
    ///
    /// - Throws: ``MessageError`` when the spec has no field `fieldID`.
    public mutating func prepare(fieldID: String, _ events: FieldEvent...) throws(MessageError) {
        let position = try index(ofField: fieldID)
        preparation += events.map { .field(position, $0) }
    }

    /// The index of the field with this id.
    ///
    /// - Throws: ``MessageError`` naming the fields when the spec has none with this id.
    public func index(ofField id: String) throws(MessageError) -> Int {
        guard let index = fields.firstIndex(where: { $0.id == id }) else {
            throw MessageError("the form has no field \"\(id.prefix(60))\"; its fields are "
                + fields.map { "\"" + $0.id + "\"" }.joined(separator: ", "))
        }
        return index
    }

    /// The spec as one JSON object.
    ///
    /// - Throws: ``MessageError`` for a field with a custom format (see
    ///   ``FieldConfiguration/message(value:)``).
    public var jsonValue: JSONValue {
        get throws(MessageError) {
            var fieldObjects: [JSONValue] = []
            for field in fields { fieldObjects.append(try field.message(value: values[field.id] ?? "")) }
            var events: [JSONValue] = []
            for (position, event) in preparation.enumerated() {
                do throws(MessageError) {
                    events.append(try MessageSession.message(for: event))
                } catch {
                    throw MessageError("preparation[\(position)]: \(error.message)")
                }
            }
            let used = catalog.restricted(toLocales: [localeIdentifier] + fields.compactMap { $0.localeIdentifier })
            var strings: [(String, JSONValue)] = []
            for language in used.languages {
                let templates = used.templates(for: language) ?? []
                strings.append((language, .object(zip(LocalizedKey.allCases, templates).map { ($0.rawValue, .string($1)) })))
            }
            return .object([
                ("locale", .string(localeIdentifier)),
                ("width", .int(width)),
                ("fields", .array(fieldObjects)),
                ("prepare", .array(events)),
                ("texts", .object([("submitted", .string(submittedText)), ("action", .string(actionText))])),
                ("strings", .object(strings)),
            ])
        }
    }

    /// The spec as JSON text that is safe inside an HTML `<script>` element
    /// (`<`, `>` and `&` are written as `\u` escapes).
    public var json: String {
        get throws(MessageError) {
            var safe = ""
            for scalar in try jsonValue.serialized.unicodeScalars {
                switch scalar {
                case "<": safe += "\\u003c"
                case ">": safe += "\\u003e"
                case "&": safe += "\\u0026"
                default: safe.unicodeScalars.append(scalar)
                }
            }
            return safe
        }
    }

    /// Reads a spec from its JSON.
    ///
    /// - Throws: ``MessageError`` naming what is wrong.
    public init(json: some Collection<UInt8>) throws(MessageError) {
        let value: JSONValue
        do throws(JSONError) {
            value = try JSONValue.parse(json)
        } catch {
            throw MessageError("the form spec is not JSON: \(error.description)")
        }
        guard case .object = value else { throw MessageError("the form spec must be a JSON object") }
        for key in value.keys where !["locale", "width", "fields", "prepare", "texts", "strings"].contains(key) {
            throw MessageError("unknown key \"\(key.prefix(40))\" in the form spec; use locale, width, fields, prepare, texts, strings")
        }
        guard case let .array(fieldObjects)? = value["fields"] else {
            throw MessageError("the form spec needs \"fields\": an array of field configurations")
        }
        var fields: [FieldConfiguration] = []
        var values: [String: String] = [:]
        for (position, object) in fieldObjects.enumerated() {
            do throws(MessageError) {
                let configuration = try FieldConfiguration(message: object)
                fields.append(configuration)
                let text = FieldConfiguration.initialValue(inMessage: object)
                if !text.isEmpty { values[configuration.id] = text }
            } catch {
                throw MessageError("fields[\(position)]: \(error.message)")
            }
        }
        var locale = "en_US"
        if let given = value["locale"] {
            guard case let .string(text) = given else { throw MessageError("\"locale\" must be a string such as \"de_DE\"") }
            locale = text
        }
        var width = Self.layoutUnits(fieldWidth: Self.defaultFieldWidth)
        if let given = value["width"] {
            guard case let .number(number) = given, let whole = Int(exactly: number), (1...100_000).contains(whole) else {
                throw MessageError("\"width\" must be a whole number from 1 to 100000 (WebMeasurer units)")
            }
            width = whole
        }
        var preparation: [InputForm.Event] = []
        if let given = value["prepare"] {
            guard case let .array(messages) = given else { throw MessageError("\"prepare\" must be an array of events") }
            // Each names its field: nothing has focus while the spec is read.
            for (position, message) in messages.enumerated() {
                do throws(MessageError) {
                    preparation += try MessageSession.formEvents(for: message, fieldCount: fields.count, focus: nil) {
                        fields[$0].isSecure
                    }.events
                } catch {
                    throw MessageError("\"prepare[\(position)]\": \(error.message)")
                }
            }
        }
        var submitted = "Submitted."
        var action = "Done."
        if let texts = value["texts"] {
            guard case .object = texts else { throw MessageError("\"texts\" must be an object with \"submitted\" and \"action\"") }
            if case let .string(text)? = texts["submitted"] { submitted = text }
            if case let .string(text)? = texts["action"] { action = text }
        }
        let catalog = try Self.catalog(value["strings"])
        for identifier in [locale] + fields.compactMap({ $0.localeIdentifier })
        where catalog.templates(for: catalog.language(forLocale: identifier) ?? Localizer.resolveLanguage(identifier)) == nil {
            throw MessageError("the form spec has no \"strings\" for \"\(Localizer.resolveLanguage(identifier))\" (locale "
                + "\"\(identifier.prefix(40))\"); write the spec with LiveFormSpec.json, which adds its languages' strings")
        }
        self.init(fields: fields, values: values, localeIdentifier: locale, width: width, preparation: preparation,
                  submittedText: submitted, actionText: action, catalog: catalog)
    }

    /// Reads `"strings"`: for each language, an object with a template for
    /// every ``LocalizedKey``, keyed by its raw value, in the order of
    /// ``LocalizedKey/allCases`` (as ``json`` writes them). The page reads
    /// the templates by position: the keys' names stay out of the page's
    /// module (their table is about 2.5 KB of it), and a spec with another
    /// number of templates is refused.
    private static func catalog(_ value: JSONValue?) throws(MessageError) -> LocalizationCatalog {
        guard case let .object(languages)? = value else {
            throw MessageError("the form spec needs \"strings\": an object of each language's templates by key; write the "
                + "spec with LiveFormSpec.json")
        }
        var tables: [(language: String, templates: [String])] = []
        let count = LocalizedKey.allCases.count
        for (language, object) in languages {
            guard case let .object(pairs) = object else {
                throw MessageError("\"strings\".\"\(language.prefix(20))\" must be an object of templates by key")
            }
            guard pairs.count == count else {
                throw MessageError("\"strings\".\"\(language.prefix(20))\" has \(pairs.count) templates, not one for each of the "
                    + "\(count) keys in their order; write the spec with LiveFormSpec.json")
            }
            var templates: [String] = []
            for pair in pairs {
                guard case let .string(template) = pair.1 else {
                    throw MessageError("\"strings\".\"\(language.prefix(20))\".\"\(pair.0.prefix(40))\" must be a string")
                }
                templates.append(template)
            }
        tables.append((language, templates))
        }
        do throws(ConfigurationError) {
            return try LocalizationCatalog(languages: tables)
        } catch {
            throw MessageError("\"strings\": \(error.description)")
        }
    }
}
