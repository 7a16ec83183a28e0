/// What an answer told the client about one field: the base of the next
/// answer with only the changes.
///
/// A reference: the next answer reads it member by member, and reading
/// through an optional struct this large copied it (about 500 bytes) for
/// every member compared.
final class AnswerBase: Sendable {
    let presentation: FieldPresentation
    let facts: EditorFacts

    init(presentation: FieldPresentation, facts: EditorFacts) {
        self.presentation = presentation
        self.facts = facts
    }
}
