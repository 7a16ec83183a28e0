#if canImport(Observation)
import Observation

/// An observable wrapper of ``InputField`` that a UI layer binds to (a
/// SwiftUI view reads ``presentation`` and sends events).
///
/// ```swift
/// let model = try InputFieldModel(FieldConfiguration(id: "name", label: "Name"))
/// model.send(.focus)
/// model.send(.edit(.insert("J")))
/// model.presentation.text   // "J"; views reading it update automatically
/// ```
@MainActor
@Observable
public final class InputFieldModel {
    /// The state machine.
    public private(set) var field: InputField

    /// Creates a model.
    public init(_ configuration: FieldConfiguration, value: String = "", localeIdentifier: String = "en_US",
                width: Int = 40) throws(ConfigurationError) {
        field = try InputField(configuration, value: value, localeIdentifier: localeIdentifier,
                               width: width)
    }

    /// What to show, derived from the current state.
    public var presentation: FieldPresentation { field.presentation() }

    /// Sends an event; returns the effects for the host and what changed.
    @discardableResult
    public func send(_ event: FieldEvent) -> FieldResponse {
        field.send(event)
    }
}

/// An observable wrapper of ``InputForm``.
@MainActor
@Observable
public final class InputFormModel {
    /// The state machine.
    public private(set) var form: InputForm

    /// Creates a model.
    public init(_ form: InputForm) {
        self.form = form
    }

    /// What to show for every field.
    public var presentations: [FieldPresentation] { form.presentations }

    /// Sends an event; returns the effects for the host and which fields changed.
    @discardableResult
    public func send(_ event: InputForm.Event) -> FormResponse {
        form.send(event)
    }
}
#endif
