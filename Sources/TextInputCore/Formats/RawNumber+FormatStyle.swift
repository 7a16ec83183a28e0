#if canImport(Foundation)
import Foundation
import Synchronization

extension RawNumber {
    /// The exact `Decimal` of the value × 10^`exponent` (zero without digits).
    func decimalValue(scaledBy exponent: Int = 0) -> Decimal {
        let text = canonical(scaledBy: exponent)
        guard !text.isEmpty else { return .zero }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .zero
    }
}
#endif
