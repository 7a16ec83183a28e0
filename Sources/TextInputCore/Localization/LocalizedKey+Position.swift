extension LocalizedKey {
    /// ``allCases``, made once: the synthesised property builds a new array on
    /// every access, which each string lookup paid for.
    private static let ordered: [LocalizedKey] = allCases

    /// The key's position in ``allCases``: where its template sits in a catalog's table.
    var position: Int {
        // Cases without payloads: comparing them is comparing one-byte tags.
        Self.ordered.firstIndex(of: self) ?? 0
    }
}
