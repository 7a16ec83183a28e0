import Synchronization

/// Runs `operation` and answers with its result, or throws ``DeadlineExceeded`` once `seconds` have passed without
/// one, at once: the operation is cancelled, but the caller never waits for an operation that does not stop when
/// cancelled (a database that does not answer, a pool that keeps trying to connect).
///
/// ```swift
/// let result = try await withDeadline(seconds: 4) { try await store.add(profile, token: token) }
/// ```
public func withDeadline<T: Sendable>(seconds: Double, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    let outcome = Mutex<CheckedContinuation<T, any Error>?>(nil)
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        outcome.withLock { $0 = continuation }
        // The first to finish resumes the caller; the other finds nothing left to resume.
        let finish: @Sendable (Result<T, any Error>) -> Bool = { result in
            guard let waiting = outcome.withLock({ state -> CheckedContinuation<T, any Error>? in
                defer { state = nil }
                return state
            }) else { return false }
            waiting.resume(with: result)
            return true
        }
        let timer = Mutex<Task<Void, Never>?>(nil)
        let work = Task {
            do { _ = finish(.success(try await operation())) } catch { _ = finish(.failure(error)) }
            timer.withLock { $0?.cancel() }   // an answer in time: the timer has nothing left to do
        }
        timer.withLock { pending in
            pending = Task {
                try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                if finish(.failure(DeadlineExceeded(seconds: seconds))) { work.cancel() }
            }
        }
    }
}
