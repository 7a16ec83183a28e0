#if canImport(Foundation)
import Foundation

extension CalendarDate {
    /// The date's first moment in UTC (what `decode` gives a `Date` property of a date field).
    public var startOfDayUTC: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }
}

extension CalendarDate: Codable {
    /// Reads an ISO 8601 date string (`"2026-12-31"`).
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text.prefix(40))\" is not an ISO date such as 2026-12-31"))
        }
        self = date
    }

    /// Writes the ISO 8601 date string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
#endif
