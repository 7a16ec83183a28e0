#if canImport(Foundation)
import Foundation

extension DateTemplate {
    /// How `localeIdentifier` writes a date with digits, read from
    /// Foundation: the order and separators of its numeric date pattern
    /// (`DateFormatter.dateFormat(fromTemplate: "ddMMyyyy", …)`), its
    /// digits, and its calendar's month names.
    ///
    /// The calendar: Persian (Solar Hijri) where the locale's own calendar is
    /// (fa_IR, fa_AF: what people there write), else Gregorian, also where the
    /// locale's default is another (Saudi Arabia's Umm al-Qura, Thailand's
    /// Buddhist era, Japan's era names): business forms there take Gregorian
    /// dates, and the value is a Gregorian ISO date either way
    /// (docs/decisions.md).
    public init(localeIdentifier: String) {
        let base = Locale(identifier: localeIdentifier)
        let calendar: DateCalendar = base.calendar.identifier == .persian ? .persian : .gregorian
        var components = Locale.Components(locale: base)
        components.calendar = calendar == .persian ? .persian : .gregorian
        let locale = Locale(components: components)
        let pattern = DateFormatter.dateFormat(fromTemplate: "ddMMyyyy", options: 0, locale: locale) ?? "MM/dd/yyyy"
        var order: [Part] = []
        var separators = [""]
        var inQuote = false
        var previous: Character?
        for character in pattern {
            if character == "'" { inQuote.toggle(); previous = nil; continue }
            let part: Part? = inQuote ? nil : character == "d" ? .day : character == "M" || character == "L" ? .month
                : character == "y" || character == "u" ? .year : nil
            if let part {
                if previous != character, !order.contains(part) {
                    order.append(part)
                    separators.append("")
                }
                previous = character
            } else {
                separators[separators.count - 1].append(character)
                previous = nil
            }
        }
        if order.count != 3 || Set(order).count != 3 {
            order = [.month, .day, .year]
            separators = ["", "/", "/", ""]
        }
        let numbers = NumberFormatter()
        numbers.locale = locale
        let digits = (0...9).map { numbers.string(from: NSNumber(value: $0)) ?? String($0) }
        let names = DateFormatter()
        names.locale = locale
        names.calendar = Calendar(identifier: calendar == .persian ? .persian : .gregorian)
        let months: [String] = names.monthSymbols
        self.init(order: order, separators: separators,
                  digits: digits.allSatisfy({ $0.count == 1 }) ? digits.joined() : "0123456789",
                  calendar: calendar, monthNames: months.count == 12 ? months : [])
    }
}
#endif
