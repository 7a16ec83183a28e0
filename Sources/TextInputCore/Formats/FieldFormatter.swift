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
