extension InputField {
    // MARK: - What the app and checks outside the field say about it

    /// A check outside the field found characters left out of what it was
    /// given (``FieldEvent/leftOut(count:fit:)``): the field says so until
    /// the next edit.
    mutating func noteLeftOut(count: Int, fit: Int?) {
        if count > 0 {
            leftOut = LeftOut(count: count, reason: fit.map { .limitReached(max: $0) })
        }
    }

    /// The app's own message (``FieldEvent/setMessage(_:severity:)``); nil
    /// or empty takes it away, whatever its severity.
    mutating func setAppMessage(_ message: String?, severity: MessageSeverity) {
        appMessage = message.flatMap { $0.isEmpty ? nil : AppMessage(severity: severity, text: $0) }
    }

    /// A message the app set on a field: what only the app can know, at a severity.
    public struct AppMessage: Sendable, Hashable {
        /// How urgent it is: only an error blocks a submit.
        public var severity: MessageSeverity
        /// The text (never empty).
        public var text: String

        /// Creates a message.
        public init(severity: MessageSeverity, text: String) {
            self.severity = severity
            self.text = text
        }
    }
}
