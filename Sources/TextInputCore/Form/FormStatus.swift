/// What a form reports on its status line after an event.
public enum FormStatus: Sendable, Hashable {
    /// A submit found every field valid: these are the values to post.
    case submitted(Submission)
    /// A submit found errors; focus moved to the first invalid field.
    case invalid(firstInvalid: Int)
    /// A field's custom trailing action was tapped.
    case action(field: Int, id: String)
}
