#if canImport(Foundation)
import Foundation

extension DecimalNumber {
    /// The same number as a `DecimalNumber`; nil for NaN.
    public init?(_ decimal: Decimal) {
        guard !decimal.isNaN else { return nil }
        self.init(decimal.description)
    }
}
#endif
