/// The values of a valid form, in field order (disabled fields left out).
///
/// ```swift
/// if let submission = form.submission {
///     for entry in submission.entries { print(entry.id, entry.value) }
///     submission["email"]   // "jane@example.com"
/// }
/// ```
public struct Submission: Sendable, Hashable {
    /// One field's value.
    public struct Entry: Sendable, Hashable {
        /// The field's id.
        public var id: String
        /// The value, typed by the field's format.
        public var typedValue: FieldValue

        /// The value as a string (``FieldValue/description``), as the
        /// driver sends it: text, raw grouped characters, canonical number.
        public var value: String { typedValue.description }

        /// Creates an entry.
        public init(id: String, value: FieldValue) {
            self.id = id
            self.typedValue = value
        }

        /// Creates a text entry.
        public init(id: String, value: String) {
            self.init(id: id, value: .text(value))
        }
    }

    /// The entries, in the form's field order.
    public var entries: [Entry]
    /// The warnings the fields had when they were submitted (a rule of
    /// severity warning, or the app's warning), in field order: they never
    /// block, and the app reads them here ("the date is in the past").
    public var warnings: [FieldMessage]

    /// Creates a submission.
    public init(entries: [Entry], warnings: [FieldMessage] = []) {
        self.entries = entries
        self.warnings = warnings
    }

    /// The value of the field with this id as a string, if it was submitted.
    public subscript(id: String) -> String? {
        entries.first { $0.id == id }?.value
    }

    /// The typed value of the field with this id, if it was submitted.
    public func typedValue(of id: String) -> FieldValue? {
        entries.first { $0.id == id }?.typedValue
    }
}
