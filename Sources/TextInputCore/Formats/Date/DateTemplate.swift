/// How a locale writes a date with digits, as plain data: the order of day,
/// month and year, the separators around them, the locale's digits, the
/// calendar people type in and the month names a pasted long date may use.
///
/// Natively it is read from Foundation for the field's locale
/// (`DateTemplate(localeIdentifier:)`); a core without Foundation (the
/// WebAssembly module) is handed it in the field's configuration
/// (``FieldConfiguration/Input/dateTemplate``, the driver's
/// `{"date": {"template": …}}`), as number fields get their ``NumberTemplate``.
///
/// ```swift
/// let german = DateTemplate(order: [.day, .month, .year], separators: ["", ".", ".", ""])
/// // types 31.12.2026
/// ```
public struct DateTemplate: Sendable, Hashable {
    /// A part of a date.
    public enum Part: String, Sendable, Hashable, CaseIterable {
        case day, month, year

        /// How many digits the part has: 2 for day and month, 4 for the year.
        public var width: Int { self == .year ? 4 : 2 }
        /// The part's letter in ``DateTemplate/json`` (`d`, `m`, `y`).
        var letter: Character { self == .day ? "d" : self == .month ? "m" : "y" }
    }

    /// Day, month and year, each once, in the order the locale writes them.
    public var order: [Part]
    /// Four texts: before the first part, between the first and second,
    /// between the second and third, after the last ("", ".", ".", "").
    public var separators: [String]
    /// The locale's ten digits, zero first ("0123456789", "٠١٢٣٤٥٦٧٨٩").
    public var digits: String
    /// The calendar the date is typed in.
    public var calendar: DateCalendar
    /// The calendar's twelve month names in the locale ("January", …), which
    /// a pasted long date ("31 December 2026") is read with; may be empty.
    public var monthNames: [String]

    /// Creates a template.
    public init(order: [Part], separators: [String], digits: String = "0123456789", calendar: DateCalendar = .gregorian,
                monthNames: [String] = []) {
        self.order = order
        self.separators = separators
        self.digits = digits
        self.calendar = calendar
        self.monthNames = monthNames
    }

    /// Month, day, year with "/" (en_US), for a core given no template.
    public static let monthDayYear = DateTemplate(order: [.month, .day, .year], separators: ["", "/", "/", ""])

    /// Why the template cannot be used, or nil.
    var problem: String? {
        guard order.count == 3, Set(order).count == 3 else { return "its order must name day, month and year once each" }
        guard separators.count == 4 else { return "it needs four separators (before, between the parts, after)" }
        guard digits.count == 10 else { return "it needs ten digits" }
        guard monthNames.isEmpty || monthNames.count == 12 else { return "it needs twelve month names or none" }
        guard separators.allSatisfy({ !$0.contains(where: { $0.isNumber }) }) else { return "its separators must not hold digits" }
        return nil
    }

    /// The mask of the template: `#` for each digit, the separators as
    /// literals (`##.##.####`).
    var maskPattern: String {
        var pattern = escaped(separators[0])
        for (index, part) in order.enumerated() {
            pattern += String(repeating: "#", count: part.width)
            pattern += escaped(separators[index + 1])
        }
        return pattern
    }

    /// The pattern shown as the placeholder, with the language's letters for
    /// day, month and year (`letters` "DMY" gives "MM/DD/YYYY" in en_US, "TMJ"
    /// gives "TT.MM.JJJJ" in German).
    func placeholder(letters: String) -> String {
        let three = Array(letters)
        var text = separators[0]
        for (index, part) in order.enumerated() {
            let letter: Character = three.count == 3 ? three[part == .day ? 0 : part == .month ? 1 : 2] : part.letter
            text += String(repeating: letter, count: part.width) + separators[index + 1]
        }
        return text
    }

    private func escaped(_ literal: String) -> String {
        var out = ""
        for character in literal {
            if character == "#" || character == "@" || character == "*" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

/// A ``DateTemplate`` held by reference (configurations are copied often).
final class DateTemplateBox: Sendable, Hashable {
    let template: DateTemplate

    init(_ template: DateTemplate) {
        self.template = template
    }

    static func == (left: DateTemplateBox, right: DateTemplateBox) -> Bool {
        left === right || left.template == right.template
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(template)
    }
}
