extension String {
    /// The text of a ``StringStorage``.
    init(_ storage: StringStorage) {
        if storage.chunks.count == 1 {
            self = storage.chunks[0].text
            return
        }
        self = ""
        reserveCapacity(storage.utf8.count)
        for chunk in storage.chunks { self += chunk.text }
    }
}
