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

/// Holds a formatter by reference, so that dispatching through
/// ``FieldFormatter`` copies one reference rather than every array, string
/// and closure of the formatter on each call (a keystroke makes several).
final class FormatterBox<Formatter: ValueFormatter>: Sendable {
    let formatter: Formatter

    init(_ formatter: Formatter) {
        self.formatter = formatter
    }
}

/// The formatter of a field, dispatched statically: the built-in formats
/// and yours, with no value of protocol type (the engine also runs in
/// Embedded Swift, which has none).
enum FieldFormatter: Sendable, ValueFormatter {
    case grouped(FormatterBox<GroupedValueFormatter>)
    case number(FormatterBox<NumberValueFormatter>)
    case phone(FormatterBox<PhoneValueFormatter>)
    case custom(FormatterBox<CustomFormat>)

    /// Wraps a built-in grouped format.
    static func grouped(_ formatter: GroupedValueFormatter) -> FieldFormatter { .grouped(FormatterBox(formatter)) }
    /// Wraps a number format.
    static func number(_ formatter: NumberValueFormatter) -> FieldFormatter { .number(FormatterBox(formatter)) }
    /// Wraps a phone format.
    static func phone(_ formatter: PhoneValueFormatter) -> FieldFormatter { .phone(FormatterBox(formatter)) }
    /// Wraps a custom format.
    static func custom(_ formatter: CustomFormat) -> FieldFormatter { .custom(FormatterBox(formatter)) }

    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>) -> ValueInsertion {
        switch self {
        case let .grouped(box): return box.formatter.insert(inserted, into: raw, replacing: range)
        case let .number(box): return box.formatter.insert(inserted, into: raw, replacing: range)
        case let .phone(box): return box.formatter.insert(inserted, into: raw, replacing: range)
        case let .custom(box): return box.formatter.insert(inserted, into: raw, replacing: range)
        }
    }

    func normalize(_ raw: [Character], caret: Int) -> (raw: [Character], caret: Int) {
        switch self {
        case let .grouped(box): return box.formatter.normalize(raw, caret: caret)
        case let .number(box): return box.formatter.normalize(raw, caret: caret)
        case let .phone(box): return box.formatter.normalize(raw, caret: caret)
        case let .custom(box): return box.formatter.normalize(raw, caret: caret)
        }
    }

    func refit(_ raw: [Character], from index: Int) -> (raw: [Character], dropped: Int) {
        switch self {
        case let .grouped(box): return box.formatter.refit(raw, from: index)
        case let .number(box): return box.formatter.refit(raw, from: index)
        case let .phone(box): return box.formatter.refit(raw, from: index)
        case let .custom(box): return box.formatter.refit(raw, from: index)
        }
    }

    func render(_ raw: [Character]) -> ValueRendering {
        switch self {
        case let .grouped(box): return box.formatter.render(raw)
        case let .number(box): return box.formatter.render(raw)
        case let .phone(box): return box.formatter.render(raw)
        case let .custom(box): return box.formatter.render(raw)
        }
    }

    /// Inserts into `raw`, whose rendering is `rendering` (the phone format
    /// reads its digit limit from what the rendering kept).
    func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>,
                rendering: ValueRendering) -> ValueInsertion {
        guard case let .phone(box) = self else { return insert(inserted, into: raw, replacing: range) }
        return box.formatter.insert(inserted, into: raw, replacing: range, memo: rendering.memo)
    }

    /// Renders `raw`, resuming from what the previous rendering kept (the
    /// phone format types only the digits after the first one that changed).
    func render(_ raw: [Character], after previous: ValueRendering?) -> ValueRendering {
        guard case let .phone(box) = self else { return render(raw) }
        return box.formatter.render(raw, after: previous?.memo)
    }

    /// The grouped formatter (masks, cards, IBANs), whose literals the user
    /// may type: the editor tracks how far into a run of literals the caret stands.
    var grouped: GroupedValueFormatter? {
        guard case let .grouped(box) = self else { return nil }
        return box.formatter
    }

    /// Whether this is the phone format.
    var isPhone: Bool {
        if case .phone = self { return true } else { return false }
    }

    func renderCommitted(_ raw: [Character]) -> ValueRendering {
        switch self {
        case let .grouped(box): return box.formatter.renderCommitted(raw)
        case let .number(box): return box.formatter.renderCommitted(raw)
        case let .phone(box): return box.formatter.renderCommitted(raw)
        case let .custom(box): return box.formatter.renderCommitted(raw)
        }
    }

    func committedRaw(_ raw: [Character]) -> [Character] {
        switch self {
        case let .grouped(box): return box.formatter.committedRaw(raw)
        case let .number(box): return box.formatter.committedRaw(raw)
        case let .phone(box): return box.formatter.committedRaw(raw)
        case let .custom(box): return box.formatter.committedRaw(raw)
        }
    }

    func parse(_ text: String) -> [Character] {
        switch self {
        case let .grouped(box): return box.formatter.parse(text)
        case let .number(box): return box.formatter.parse(text)
        case let .phone(box): return box.formatter.parse(text)
        case let .custom(box): return box.formatter.parse(text)
        }
    }

    func value(of raw: [Character]) -> String {
        switch self {
        case let .grouped(box): return box.formatter.value(of: raw)
        case let .number(box): return box.formatter.value(of: raw)
        case let .phone(box): return box.formatter.value(of: raw)
        case let .custom(box): return box.formatter.value(of: raw)
        }
    }
}
