import Foundation
import GRDB
import TextInputCustomersExample

/// Where the app keeps customers: a SQLite file (GRDB) or PostgreSQL (PostgresNIO).
protocol CustomerStore: Sendable {
    /// Stores a customer unless its form was submitted before.
    func add(_ profile: CustomerProfile, token: String) async throws -> AddResult
    /// How many customers there are.
    func count() async throws -> Int
    /// A page of customers, newest first, from `position` (keyset paging on the row id).
    func page(at position: ListPosition) async throws -> CustomerListing
    /// The stored companies whose name contains `text` (without case), those with the most customers first.
    func companies(matching text: String) async throws -> [StoredCompany]
}
