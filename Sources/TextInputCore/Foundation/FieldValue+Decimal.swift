#if canImport(Foundation)
import Foundation

extension FieldValue {
    /// A number field's value as a `Decimal`; nil for other fields and empty numbers.
    public var decimal: Decimal? {
        if case let .number(number?) = self { return Decimal(number) }
        return nil
    }
}
#endif
