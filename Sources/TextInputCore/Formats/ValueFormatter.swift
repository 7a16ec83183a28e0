/// A format whose displayed text is a pure function of a short sequence of
/// *value characters* (the "raw" value): digits of a phone number, the
/// alphanumerics of an IBAN, the digits, decimal point and sign of a number.
///
/// Everything else in the displayed text (parentheses, group spaces,
/// grouping separators, currency symbols) is a *literal*: the formatter
/// inserts it, the caret skips it, and deleting next to it deletes the value
/// character beside it instead.
///
/// The editing engine does all caret arithmetic in value-character indices
/// and asks the formatter only to accept characters, normalise and render.
/// That keeps every format's caret rules in one place (``FieldEditor``).
///
/// It is the extension point for formats of your own: conform to it, wrap
/// the conformance in a ``CustomFormat`` and configure ``TextFormat/custom(_:)``.
/// Only ``insert(_:into:replacing:)`` and ``render(_:)`` are required.
public protocol ValueFormatter: Sendable {
    /// Inserts typed or pasted characters into `raw`, replacing `range`
    /// (value-character indices).
    ///
    /// Characters that are formatting the formatter itself would add
    /// (literals, grouping separators, a currency symbol) are skipped
    /// silently, so that pasting an already formatted value works.
    /// Characters that fit nowhere are counted in ``ValueInsertion/rejected``.
    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>) -> ValueInsertion

    /// Cleans up `raw` after a deletion or insertion (for example a number
    /// drops leading zeros) and moves `caret` (a value-character index) with it.
    func normalize(_ raw: [Character], caret: Int) -> (raw: [Character], caret: Int)

    /// Re-checks value characters from `index` on after a deletion shifted
    /// them into other positions (a digit into a letter slot); returns the
    /// value with characters that no longer fit dropped, and how many were.
    func refit(_ raw: [Character], from index: Int) -> (raw: [Character], dropped: Int)

    /// The text shown while the user edits, with the position of every value
    /// character in it.
    func render(_ raw: [Character]) -> ValueRendering

    /// The text shown once editing ends (blur or commit). A number gets its
    /// full fraction digits here; most formats return ``render(_:)``.
    func renderCommitted(_ raw: [Character]) -> ValueRendering

    /// The value characters of the committed form (a number gains the
    /// trailing zeros the committed text shows, so that editing resumes on
    /// exactly what is displayed).
    func committedRaw(_ raw: [Character]) -> [Character]

    /// Reads a semantic value or an already formatted text into value
    /// characters; used when a field is configured with an initial value.
    func parse(_ text: String) -> [Character]

    /// The semantic value as a string (masks: without literals; numbers:
    /// canonical decimal with "." such as "-1234.5").
    func value(of raw: [Character]) -> String
}

extension ValueFormatter {
    /// Keeps every value character.
    public func refit(_ raw: [Character], from index: Int) -> (raw: [Character], dropped: Int) { (raw, 0) }
    /// Changes nothing.
    public func normalize(_ raw: [Character], caret: Int) -> (raw: [Character], caret: Int) { (raw, caret) }
    /// The editing rendering.
    public func renderCommitted(_ raw: [Character]) -> ValueRendering { render(raw) }
    /// The value characters as they are.
    public func committedRaw(_ raw: [Character]) -> [Character] { raw }
    /// The value characters as a string.
    public func value(of raw: [Character]) -> String { String(joining: raw) }
    /// The text inserted into an empty value.
    public func parse(_ text: String) -> [Character] {
        insert(Array(text), into: [], replacing: 0..<0).raw
    }
}
