/// Options of a date field (``TextFormat/date(_:)``): typed in the
/// locale's order, separators, digits and calendar (``DateTemplate``), with a
/// real-day check at blur and optional bounds. Its value is the ISO 8601
/// date (`2026-12-31`) once the digits make a real day, else the digits
/// typed.
///
/// ```swift
/// let due = TextFormat.date(DateFormat(minimum: CalendarDate(iso: "2026-01-01")))
/// ```
public struct DateFormat: Sendable, Hashable {
    /// The earliest date, checked at blur; nil for none.
    public var minimum: CalendarDate?
    /// The latest date, checked at blur; nil for none.
    public var maximum: CalendarDate?

    /// Creates date options.
    public init(minimum: CalendarDate? = nil, maximum: CalendarDate? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }
}
