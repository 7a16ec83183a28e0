/// A format of your own, for ``TextFormat/custom(_:)``: any
/// ``ValueFormatter`` (a date, a licence plate, a tax number), built the way
/// the library builds masks, cards, IBANs and numbers, and edited with the
/// same caret rules.
///
/// ```swift
/// /// "dd.mm.yyyy" typed as digits; the value is the eight digits.
/// struct GermanDate: ValueFormatter {
///     func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>) -> ValueInsertion {
///         var raw = raw
///         raw.removeSubrange(range)
///         var caret = range.lowerBound
///         var rejected = 0
///         for character in inserted {
///             if character == "." { continue }                       // a literal: pasting "01.02.2025" works
///             guard character.isASCII, character.isWholeNumber, raw.count < 8 else { rejected += 1; continue }
///             raw.insert(character, at: caret)
///             caret += 1
///         }
///         return ValueInsertion(raw: raw, caret: caret, rejected: rejected,
///                               reason: rejected > 0 ? .invalidCharacter("", expected: .digit) : nil)
///     }
///     func render(_ raw: [Character]) -> ValueRendering {
///         var builder = ValueRenderingBuilder()
///         for (index, digit) in raw.enumerated() {
///             if index == 2 || index == 4 { builder.appendLiteral(".") }
///             builder.appendValue(digit)
///         }
///         return builder.build()
///     }
/// }
/// let birthday = TextFormat.custom(CustomFormat("germanDate", GermanDate()))
/// ```
public struct CustomFormat: Sendable, Hashable {
    /// Identifies the format: two formats with the same name are the same format.
    public let name: String
    private let insertion: @Sendable ([Character], [Character], Range<Int>) -> ValueInsertion
    private let normalization: @Sendable ([Character], Int) -> (raw: [Character], caret: Int)
    private let refitting: @Sendable ([Character], Int) -> (raw: [Character], dropped: Int)
    private let rendering: @Sendable ([Character]) -> ValueRendering
    private let committedRendering: @Sendable ([Character]) -> ValueRendering
    private let committing: @Sendable ([Character]) -> [Character]
    private let parsing: @Sendable (String) -> [Character]
    private let valuing: @Sendable ([Character]) -> String

    /// Wraps a formatter under a name.
    public init<Formatter: ValueFormatter>(_ name: String, _ formatter: Formatter) {
        self.name = name
        insertion = { formatter.insert($0, into: $1, replacing: $2) }
        normalization = { formatter.normalize($0, caret: $1) }
        refitting = { formatter.refit($0, from: $1) }
        rendering = { formatter.render($0) }
        committedRendering = { formatter.renderCommitted($0) }
        committing = { formatter.committedRaw($0) }
        parsing = { formatter.parse($0) }
        valuing = { formatter.value(of: $0) }
    }

    public static func == (lhs: CustomFormat, rhs: CustomFormat) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension CustomFormat: ValueFormatter {
    public func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>) -> ValueInsertion {
        insertion(inserted, raw, range)
    }
    public func normalize(_ raw: [Character], caret: Int) -> (raw: [Character], caret: Int) { normalization(raw, caret) }
    public func refit(_ raw: [Character], from index: Int) -> (raw: [Character], dropped: Int) { refitting(raw, index) }
    public func render(_ raw: [Character]) -> ValueRendering { rendering(raw) }
    public func renderCommitted(_ raw: [Character]) -> ValueRendering { committedRendering(raw) }
    public func committedRaw(_ raw: [Character]) -> [Character] { committing(raw) }
    public func parse(_ text: String) -> [Character] { parsing(text) }
    public func value(of raw: [Character]) -> String { valuing(raw) }
}
