#if canImport(Foundation)
import Foundation

// The Foundation edge of exact numbers: the engine speaks DecimalNumber;
// apps on platforms with Foundation convert to and from Decimal here.

extension Decimal {
    /// The same number as a `Decimal` (exact up to the 38 significant digits
    /// a `Decimal` holds; a number field never holds more).
    public init(_ number: DecimalNumber) {
        self = Decimal(string: number.description, locale: Locale(identifier: "en_US_POSIX")) ?? .zero
    }
}
#endif
