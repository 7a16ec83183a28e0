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

    /// The app's own message (``FieldEvent/setError(_:)``); nil or empty
    /// takes it away.
    mutating func setAppError(_ message: String?) {
        appError = message.flatMap { $0.isEmpty ? nil : $0 }
    }
}
