/// A day of the Gregorian calendar, as ISO 8601 writes it (`2026-12-31`):
/// the value of a date field (``TextFormat/date(_:)``) and its bounds.
/// Compared by day; no time, no time zone.
///
/// ```swift
/// let due = CalendarDate(iso: "2026-12-31")!
/// due.description          // "2026-12-31"
/// due < CalendarDate(year: 2027, month: 1, day: 1)!   // true
/// CalendarDate(year: 2027, month: 2, day: 29)         // nil: 2027 is no leap year
/// ```
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The day as one number, `yyyymmdd` (small to copy, ordered as days are).
    let number: Int32

    /// The year, 1 to 9999.
    public var year: Int { Int(number / 10_000) }
    /// The month, 1 to 12.
    public var month: Int { Int(number / 100 % 100) }
    /// The day of the month, 1 to 28–31.
    public var day: Int { Int(number % 100) }

    /// The date, or nil when the day does not exist (31 April, 29 February 2027) or the year is not 1 to 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        number = Int32(year * 10_000 + month * 100 + day)
    }

    /// Reads `yyyy-mm-dd` (ASCII digits, a real day); nil for anything else.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `yyyy-mm-dd`.
    public var description: String {
        Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    }

    public static func < (left: CalendarDate, right: CalendarDate) -> Bool {
        left.number < right.number
    }

    /// Whether `year` of the Gregorian calendar has a 29 February.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The days of a Gregorian month.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The Julian day number (days since 1 January 4713 BC, Julian calendar),
    /// the count calendars convert through.
    var julianDay: Int {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        return day + (153 * m + 2) / 5 + 365 * y + y / 4 - y / 100 + y / 400 - 32045
    }

    /// The Gregorian date of a Julian day number, nil outside the years 1 to 9999.
    init?(julianDay: Int) {
        let a = julianDay + 32044
        let b = (4 * a + 3) / 146097
        let c = a - 146097 * b / 4
        let d = (4 * c + 3) / 1461
        let e = c - 1461 * d / 4
        let m = (5 * e + 2) / 153
        self.init(year: 100 * b + d - 4800 + m / 10, month: m + 3 - 12 * (m / 10), day: e - (153 * m + 2) / 5 + 1)
    }

    /// `value` with leading zeros to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
