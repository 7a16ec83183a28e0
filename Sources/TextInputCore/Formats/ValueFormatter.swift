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

/// The result of ``ValueFormatter/insert(_:into:replacing:)``.
public struct ValueInsertion: Sendable, Equatable {
    /// The value characters after the insertion.
    public var raw: [Character]
    /// The caret as a value-character index: right after the last accepted character.
    public var caret: Int
    /// How many inserted characters fit nowhere and were refused.
    public var rejected: Int
    /// Why the first refused character was refused, for the user.
    public var reason: EditRejection?

    /// Creates an insertion result.
    public init(raw: [Character], caret: Int, rejected: Int = 0, reason: EditRejection? = nil) {
        self.raw = raw
        self.caret = caret
        self.rejected = rejected
        self.reason = reason
    }
}

/// Displayed text plus where each value character sits in it; build one
/// with ``ValueRenderingBuilder``.
public struct ValueRendering: Sendable, Equatable {
    /// The text to display (no field prefix or suffix; those are the editor's).
    public var text: String
    /// UTF-16 offset in `text` where value character `i` starts.
    public var starts: [Int]
    /// UTF-16 offset in `text` right after value character `i`.
    public var ends: [Int]
    /// Where the caret goes when it sits before the first value character
    /// (after leading literals such as "(" or "$").
    public var leadingCaret: Int
    /// What a formatter kept to render the next edit from (the phone format's
    /// state after these value characters); not part of the rendering's value.
    var memo: RenderingMemo?

    /// Creates a rendering.
    public init(text: String, starts: [Int], ends: [Int], leadingCaret: Int) {
        self.text = text
        self.starts = starts
        self.ends = ends
        self.leadingCaret = leadingCaret
    }

    public static func == (left: ValueRendering, right: ValueRendering) -> Bool {
        left.text == right.text && left.starts == right.starts && left.ends == right.ends
            && left.leadingCaret == right.leadingCaret
    }

    /// The caret position in `text` for a value-character index.
    func offset(forRawIndex index: Int) -> Int {
        if index <= 0 || ends.isEmpty { return starts.first ?? leadingCaret }
        return ends[min(index, ends.count) - 1]
    }

    /// The value-character index for a caret at UTF-16 offset `offset`: the
    /// number of value characters that start before it.
    func rawIndex(forOffset offset: Int) -> Int {
        // `starts` is ascending; binary search for the first start >= offset.
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The UTF-16 length of `text`.
    var utf16Count: Int { text.utf16.count }
}

/// What a formatter keeps with a rendering to render the next edit from.
final class RenderingMemo: Sendable {
    /// The phone format's state after the value characters `digits`.
    let phone: PhoneTyping
    let digits: [UInt8]
    /// The value of these value characters.
    let value: String
    /// The most digits the number may hold (nil while its calling code is not known).
    let limit: Int?

    init(phone: PhoneTyping, digits: [UInt8], value: String, limit: Int?) {
        self.phone = phone
        self.digits = digits
        self.value = value
        self.limit = limit
    }
}

/// Builds a ``ValueRendering`` one piece at a time, tracking UTF-16 offsets.
///
/// Text is collected as UTF-8 bytes and turned into a `String` once; ASCII
/// characters (most literals and digits) take a fast path.
public struct ValueRenderingBuilder {
    private var bytes: [UInt8] = []
    private(set) var starts: [Int] = []
    private(set) var ends: [Int] = []
    private var offset = 0
    private var leading: Int?

    /// Creates a builder with room for about `capacity` value characters.
    public init(capacity: Int = 16) {
        bytes.reserveCapacity(capacity * 2)
        starts.reserveCapacity(capacity)
        ends.reserveCapacity(capacity)
    }

    /// The text built so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    @inline(__always)
    private mutating func append(_ character: Character) {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            bytes.append(byte)
            offset += 1
        } else {
            bytes.append(contentsOf: utf8)
            offset += character.utf16.count
        }
    }

    /// Appends a literal (text the formatter adds).
    public mutating func appendLiteral(_ literal: String) {
        bytes.append(contentsOf: literal.utf8)
        offset += literal.utf16.count
    }

    /// Appends a literal character.
    public mutating func appendLiteral(_ literal: Character) {
        append(literal)
    }

    /// Appends an ASCII value character given as its byte.
    mutating func appendASCIIValue(_ byte: UInt8) {
        if leading == nil { leading = offset }
        starts.append(offset)
        bytes.append(byte)
        offset += 1
        ends.append(offset)
    }

    /// Appends an ASCII literal given as its byte.
    mutating func appendASCIILiteral(_ byte: UInt8) {
        bytes.append(byte)
        offset += 1
    }

    /// Appends the glyph that displays one value character.
    public mutating func appendValue(_ glyph: Character) {
        if leading == nil { leading = offset }
        starts.append(offset)
        append(glyph)
        ends.append(offset)
    }

    /// Marks the current end as the caret position before the first value character.
    public mutating func markLeadingCaret() {
        if leading == nil { leading = offset }
    }

    /// The rendering built.
    public func build() -> ValueRendering {
        ValueRendering(text: text, starts: starts, ends: ends, leadingCaret: leading ?? offset)
    }
}
