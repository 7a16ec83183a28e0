#if canImport(Foundation)
import Foundation

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
