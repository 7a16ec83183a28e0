/// The calendar a date field is typed in. Its value is always the
/// Gregorian ISO 8601 date (``CalendarDate``), whatever calendar people
/// type it in.
public enum DateCalendar: String, Sendable, Hashable, CaseIterable {
    /// The Gregorian calendar.
    case gregorian
    /// The Solar Hijri calendar of Iran and Afghanistan, as ICU's
    /// `PersianCalendar` computes it (the 33-year arithmetic cycle): what
    /// people in Iran write (1405/10/10 is 2026-12-31).
    case persian

    /// The Gregorian date of a day written in this calendar, or nil when the
    /// day does not exist (such as 30 Esfand of a common year).
    public func date(year: Int, month: Int, day: Int) -> CalendarDate? {
        switch self {
        case .gregorian:
            return CalendarDate(year: year, month: month, day: day)
        case .persian:
            guard (1...9377).contains(year), (1...12).contains(month),
                  (1...Self.persianDaysInMonth(year: year, month: month)).contains(day) else { return nil }
            let monthStart = Self.persianEpoch - 1 + 365 * (year - 1) + Self.floorDivide(8 * year + 21, 33)
                + (month <= 6 ? 31 * (month - 1) : 30 * (month - 1) + 6)
            return CalendarDate(julianDay: monthStart + day)
        }
    }

    /// A Gregorian date's year, month and day in this calendar.
    public func fields(of date: CalendarDate) -> (year: Int, month: Int, day: Int) {
        switch self {
        case .gregorian:
            return (date.year, date.month, date.day)
        case .persian:
            let sinceEpoch = date.julianDay - Self.persianEpoch
            let year = 1 + Self.floorDivide(33 * sinceEpoch + 3, 12053)
            let farvardin1 = 365 * (year - 1) + Self.floorDivide(8 * year + 21, 33)
            let dayOfYear = sinceEpoch - farvardin1
            let month = dayOfYear < 216 ? dayOfYear / 31 : (dayOfYear - 6) / 30
            let monthStart = month < 6 ? 31 * month : 30 * month + 6
            return (year, month + 1, dayOfYear - monthStart + 1)
        }
    }

    /// The days of a month of this calendar.
    public func daysInMonth(year: Int, month: Int) -> Int {
        switch self {
        case .gregorian: return CalendarDate.daysInMonth(year: year, month: month)
        case .persian: return Self.persianDaysInMonth(year: year, month: month)
        }
    }

    /// Julian day number of 1 Farvardin 1 (ICU's `PERSIAN_EPOCH`).
    static let persianEpoch = 1_948_320

    static func persianDaysInMonth(year: Int, month: Int) -> Int {
        if month <= 6 { return 31 }
        if month <= 11 { return 30 }
        // Esfand has 30 days in a leap year of the 33-year cycle.
        return floorModulo(25 * year + 11, 33) < 8 ? 30 : 29
    }

    static func floorDivide(_ numerator: Int, _ denominator: Int) -> Int {
        let quotient = numerator / denominator
        return (numerator % denominator != 0 && (numerator < 0) != (denominator < 0)) ? quotient - 1 : quotient
    }

    static func floorModulo(_ numerator: Int, _ denominator: Int) -> Int {
        numerator - floorDivide(numerator, denominator) * denominator
    }
}
