#if canImport(Observation)
import Observation

/// An observable form whose fields are addressed by your own identifiers
/// (any `Hashable`, like the values of SwiftUI's `@FocusState`), with
/// two-way text, selection and focus per field and typed submissions.
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// let model = try InputFormModel<Field>([
///     (.name, FieldConfiguration(id: "name", label: "Name", isRequired: true)),
///     (.email, FieldConfiguration(id: "email", label: "Email", validation: [.init(.email)])),
/// ])
/// model.focus = .name                      // bind to @FocusState with onChange, both ways
/// model[text: .name] = "Jane"              // $model[text: .name] is a Binding<String>
/// if let values = model.submit() {        // [(Field, FieldValue)] in form order
///     print(values)
/// }
/// ```
@MainActor
@Observable
public final class InputFormModel<ID: Hashable & Sendable> {
    /// The state machine.
    public private(set) var form: InputForm
    /// The identifiers of the fields, in form order.
    public let ids: [ID]
    private let indices: [ID: Int]

    /// Creates a model of fields in order, each with your identifier.
    ///
    /// - Throws: ``ConfigurationError`` for a bad field, duplicate
    ///   identifiers, or duplicate configuration ids.
    public init(_ fields: [(ID, FieldConfiguration)], values: [ID: String] = [:], localeIdentifier: String = "en_US",
                width: Int = 40) throws(ConfigurationError) {
        var indices: [ID: Int] = [:]
        for (index, field) in fields.enumerated() {
            guard indices.updateValue(index, forKey: field.0) == nil else {
                throw .conflict("Two fields have the identifier \(field.0); give every field its own identifier.")
            }
        }
        var byName: [String: String] = [:]
        for (id, configuration) in fields { if let value = values[id] { byName[configuration.id] = value } }
        form = try InputForm(fields: fields.map(\.1), values: byName, localeIdentifier: localeIdentifier, width: width)
        ids = fields.map(\.0)
        self.indices = indices
    }

    /// Creates a model of an existing form, its fields addressed by their
    /// configuration ids.
    public convenience init(_ form: InputForm) where ID == String {
        // Ids are unique in a form, so this cannot throw.
        try! self.init(form.fields.map { ($0.configuration.id, $0.configuration) },
                       values: Dictionary(uniqueKeysWithValues: form.fields.map { ($0.configuration.id, $0.value) }),
                       localeIdentifier: form.localizer.language)
        self.form = form
    }

    /// The field with this identifier.
    public func field(_ id: ID) -> InputField? {
        indices[id].map { form.fields[$0] }
    }

    /// What to show for the field with this identifier.
    public func presentation(_ id: ID) -> FieldPresentation? {
        indices[id].map { form.presentation(at: $0) }
    }

    /// What to show for every field, in form order.
    public var presentations: [FieldPresentation] { form.presentations }

    /// The focused field, two-way: setting it moves focus as a tap would (a
    /// failing `beforeFocusLeaves` rule keeps it where it is); nil blurs.
    public var focus: ID? {
        get { form.focusIndex.map { ids[$0] } }
        set {
            guard newValue != focus else { return }
            if let newValue, let index = indices[newValue] {
                form.send(.focus(index))
            } else if let current = form.focusIndex {
                form.send(.field(current, .blur))
            }
        }
    }

    /// A field's displayed text, two-way (``InputField/setText(_:)``).
    public subscript(text id: ID) -> String {
        get { field(id)?.editor.text ?? "" }
        set {
            guard let index = indices[id] else { return }
            form.setText(newValue, forFieldAt: index)
        }
    }

    /// A field's selection in UTF-16 offsets of its text, two-way.
    public subscript(selection id: ID) -> Range<Int> {
        get { field(id)?.editor.selection ?? 0..<0 }
        set {
            guard let index = indices[id] else { return }
            form.send(.field(index, .edit(.select(anchor: newValue.lowerBound, focus: newValue.upperBound))))
        }
    }

    /// Sends an event to the field with this identifier.
    @discardableResult
    public func send(_ event: FieldEvent, to id: ID) -> FormResponse {
        guard let index = indices[id] else { return FormResponse() }
        return form.send(.field(index, event))
    }

    /// Sends a form event (Tab, Shift-Tab, submit).
    @discardableResult
    public func send(_ event: InputForm.Event) -> FormResponse {
        form.send(event)
    }

    /// Submits: the typed values of the enabled fields in form order when
    /// every field is valid, else nil (focus moves to the first invalid field).
    @discardableResult
    public func submit() -> [(ID, FieldValue)]? {
        form.send(.submit)
        guard let submission = form.submission else { return nil }
        return submission.entries.compactMap { entry in
            form.index(of: entry.id).map { (ids[$0], entry.typedValue) }
        }
    }
}
#endif
