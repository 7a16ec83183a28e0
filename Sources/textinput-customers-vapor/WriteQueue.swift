import Fluent
import Foundation
import SQLKit
import Vapor
import TextInputCustomersExample

/// One write at a time, in the order they came (SQLite: one writer; Fluent's connections do not wait for each
/// other, so concurrent writes failed with "database is locked" and valid posts were answered 503).
actor WriteQueue {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` when no other write runs.
    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        return try await body()
    }
}
