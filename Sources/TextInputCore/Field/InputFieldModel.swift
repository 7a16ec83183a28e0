#if canImport(Observation)
import Observation

/// An observable field for a UI layer: two-way text, selection and focus,
/// as SwiftUI binds `TextField(text:selection:)` and `@FocusState`, plus the
/// presentation to draw.
///
/// ```swift
/// @State var email = try! InputFieldModel(FieldConfiguration(id: "email", label: "Email"))
/// TextField(email.presentation.placeholder ?? "", text: $email.text)   // through @Bindable
/// email.isFocused = true
/// email.text = "jane@"          // goes through the engine: formats, limits, undo
/// email.presentation.message    // re-read by views that observe it
/// ```
@MainActor
@Observable
public final class InputFieldModel {
    /// The state machine.
    public private(set) var field: InputField

    /// Creates a model.
    public init(_ configuration: FieldConfiguration, value: String = "", localeIdentifier: String = "en_US",
                width: Int = 40) throws(ConfigurationError) {
        field = try InputField(configuration, value: value, localeIdentifier: localeIdentifier, width: width)
    }

    /// What to show, derived from the current state.
    public var presentation: FieldPresentation { field.presentation() }

    /// The displayed text, two-way: setting it applies the change through
    /// the engine (``InputField/setText(_:)``), so the text read back is
    /// formatted.
    public var text: String {
        get { field.editor.text }
        set { field.setText(newValue) }
    }

    /// The selection in UTF-16 offsets of ``text``, two-way (snapped to
    /// grapheme boundaries and the editable part when set).
    public var selection: Range<Int> {
        get { field.editor.selection }
        set { field.send(.edit(.select(anchor: newValue.lowerBound, focus: newValue.upperBound))) }
    }

    /// Focus, two-way: setting true focuses the field, false blurs it (the
    /// `blur` rules run).
    public var isFocused: Bool {
        get { field.isFocused }
        set {
            guard newValue != field.isFocused else { return }
            field.send(newValue ? .focus : .blur)
        }
    }

    /// The value typed by the field's format.
    public var value: FieldValue { field.typedValue }

    /// Sends an event; returns the effects for the host and what changed.
    @discardableResult
    public func send(_ event: FieldEvent) -> FieldResponse {
        field.send(event)
    }
}
#endif
