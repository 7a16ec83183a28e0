import Synchronization

/// How much of something is in use at once, against a limit, counted
/// without a lock: the scan route's images and their memory, the suggestion
/// route's running closures. One rule for both routes: every ``enter(_:)``
/// is matched by a ``leave(_:)``, whether it was admitted or not, so that a
/// refused request never holds a place.
///
/// ```swift
/// let admitted = running.enter()
/// defer { running.leave() }
/// guard admitted else { return .busy("The server is busy. Try again in a moment.") }
/// ```
final class AdmissionCounter: Sendable {
    /// The most in use at once.
    let limit: Int
    private let inUse = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts `amount` more in use; whether the total stays within ``limit``.
    func enter(_ amount: Int = 1) -> Bool {
        inUse.wrappingAdd(amount, ordering: .relaxed).newValue <= limit
    }

    /// Counts `amount` fewer in use (after ``enter(_:)``, admitted or not).
    func leave(_ amount: Int = 1) {
        inUse.wrappingSubtract(amount, ordering: .relaxed)
    }
}
