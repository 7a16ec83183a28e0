import Foundation
import GRDB
import TextInputCustomersExample

/// A customer as stored: the profile's values and the one-time token of the form it came from.
struct Customer: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "customer"

    var id: Int64?
    var firstName: String
    var lastName: String
    var email: String
    /// The phone number in E.164 ("+12025550143").
    var phone: String
    var company: String
    var country: String
    var notes: String
    /// The credit limit's exact decimal text ("12345.67"), "" for none: text keeps every digit (a REAL would not).
    var creditLimit: String
    /// The token of the form page that created this customer: a replayed post carries the same one.
    var submissionToken: String
    var createdAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// A new row for a valid profile.
    init(_ profile: CustomerProfile, token: String) {
        self.init(id: nil, firstName: profile.firstName, lastName: profile.lastName, email: profile.email,
                  phone: profile.phone, company: profile.company, country: profile.country, notes: profile.notes,
                  creditLimit: profile.creditLimitText, submissionToken: token, createdAt: Date())
    }

    init(id: Int64?, firstName: String, lastName: String, email: String, phone: String, company: String, country: String,
         notes: String, creditLimit: String, submissionToken: String, createdAt: Date) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phone = phone
        self.company = company
        self.country = country
        self.notes = notes
        self.creditLimit = creditLimit
        self.submissionToken = submissionToken
        self.createdAt = createdAt
    }

    /// The profile as the pages show it.
    var profile: CustomerProfile {
        CustomerProfile(firstName: firstName, lastName: lastName, email: email, phone: phone, company: company,
                        country: country, notes: notes, creditLimit: CustomerProfile.creditLimit(fromText: creditLimit))
    }
}

/// Where the app keeps customers: a SQLite file (GRDB) or PostgreSQL (PostgresNIO).
protocol CustomerStore: Sendable {
    /// Stores a customer unless its form was submitted before.
    func add(_ profile: CustomerProfile, token: String) async throws -> AddResult
    /// How many customers there are.
    func count() async throws -> Int
    /// Every customer, newest first.
    func all() async throws -> [CustomerProfile]
    /// The stored companies whose name contains `text` (without case), those with the most customers first.
    func companies(matching text: String) async throws -> [StoredCompany]
}

/// The customers, in SQLite through GRDB.
final class SQLiteCustomerStore: CustomerStore {
    private let queue: DatabaseQueue

    /// Opens (or creates) the database at `path` and brings its schema up to date.
    init(path: String) throws {
        queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: Customer.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("firstName", .text).notNull()
                table.column("lastName", .text).notNull()
                table.column("email", .text).notNull()
                table.column("phone", .text).notNull()
                table.column("company", .text).notNull()
                table.column("country", .text).notNull()
                table.column("notes", .text).notNull()
                table.column("submissionToken", .text).notNull().unique()
                table.column("createdAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v2: credit limit") { db in
            try db.alter(table: Customer.databaseTableName) { table in
                table.add(column: "creditLimit", .text).notNull().defaults(to: "")
            }
        }
        try migrator.migrate(queue)
    }

    func add(_ profile: CustomerProfile, token: String) async throws -> AddResult {
        try await queue.write { db in
            if try Customer.filter(Column("submissionToken") == token).fetchCount(db) > 0 {
                return .alreadySubmitted
            }
            // In the same write transaction: no other post can store the email in between.
            if try Customer.filter(Column("email").lowercased == profile.email.lowercased()).fetchCount(db) > 0 {
                return .emailTaken
            }
            var stored = Customer(profile, token: token)
            try stored.insert(db)
            return .added
        }
    }

    func count() async throws -> Int {
        try await queue.read { db in try Customer.fetchCount(db) }
    }

    func companies(matching text: String) async throws -> [StoredCompany] {
        try await queue.read { db in
            // GRDB's Unicode lower-casing (SQLite's lower() folds ASCII only): "ö" finds "Österreich AG".
            try Row.fetchAll(db, sql: """
                SELECT company, count(*) AS customers FROM customer
                WHERE company <> '' AND swiftLowercaseString(company) LIKE ? ESCAPE '\\'
                GROUP BY company ORDER BY customers DESC, company LIMIT ?
                """, arguments: [StoredCompany.pattern(text), StoredCompany.limit])
                .map { StoredCompany(name: $0["company"], customers: $0["customers"]) }
        }
    }

    func all() async throws -> [CustomerProfile] {
        try await queue.read { db in
            try Customer.order(Column("createdAt").desc, Column("id").desc).fetchAll(db).map(\.profile)
        }
    }
}
