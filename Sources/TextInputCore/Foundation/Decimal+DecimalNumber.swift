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

extension DecimalNumber {
    /// The same number as a `DecimalNumber`; nil for NaN.
    public init?(_ decimal: Decimal) {
        guard !decimal.isNaN else { return nil }
        self.init(decimal.description)
    }
}

extension FieldValue {
    /// A number field's value as a `Decimal`; nil for other fields and empty numbers.
    public var decimal: Decimal? {
        if case let .number(number?) = self { return Decimal(number) }
        return nil
    }
}

extension Submission {
    /// The value of the number field with this id as an exact `Decimal`; nil
    /// for other fields, an empty number or an id that was not submitted.
    ///
    /// ```swift
    /// submission.decimal("amount")   // 1234.50
    /// ```
    public func decimal(_ id: String) -> Decimal? {
        typedValue(of: id)?.decimal
    }
}
#endif
