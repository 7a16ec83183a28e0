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
