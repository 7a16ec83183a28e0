/// One field's message as a form lists it: in its message summary
/// (``InputForm/summary``) and in a submission's warnings
/// (``Submission/warnings``).
public struct FieldMessage: Sendable, Hashable {
    /// The field's index in the form.
    public var field: Int
    /// The field's id.
    public var id: String
    /// How urgent the message is (left-out characters and an exceeded limit
    /// are listed as errors).
    public var severity: MessageSeverity
    /// The message's text, as the field shows it.
    public var text: String

    /// Creates a listed message.
    public init(field: Int, id: String, severity: MessageSeverity, text: String) {
        self.field = field
        self.id = id
        self.severity = severity
        self.text = text
    }
}
