import Foundation
import GRDB
import TextInputCustomersExample

/// The customers, in SQLite through GRDB: a pool in WAL mode (readers never wait for a write; GRDB serialises the
/// writes), which waits up to ``busyTimeout`` for another process's write before it says the database is away.
final class SQLiteCustomerStore: CustomerStore {
    private let queue: DatabasePool

    /// How long a write waits for another process that holds the database (a backup, a second app): less than the
    /// app's deadline, so that a post gets its answer (503 with every value) in time.
    static let busyTimeout = 3.0

    /// Opens (or creates) the database at `path` and brings its schema up to date.
    /// - Throws: `StoreError` listing the emails that more than one customer has (an older database, before emails
    ///   were unique), to merge or change before the app starts; nothing is changed then.
    init(path: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        queue = try DatabasePool(path: path, configuration: configuration)
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
        migrator.registerMigration("v3: folded keys") { db in
            try db.alter(table: Customer.databaseTableName) { table in
                table.add(column: "emailKey", .text).notNull().defaults(to: "")
                table.add(column: "companyKey", .text).notNull().defaults(to: "")
            }
            let rows = try Row.fetchAll(db, sql: "SELECT id, email, company FROM customer")
            let statement = try db.makeStatement(sql: "UPDATE customer SET emailKey = ?, companyKey = ? WHERE id = ?")
            for row in rows {
                try statement.execute(arguments: [CustomerKey.fold(row["email"]), CustomerKey.fold(row["company"]), row["id"] as Int64])
            }
            let shared = try Row.fetchAll(db, sql: """
                SELECT emailKey, group_concat(id, ', ') AS ids FROM customer GROUP BY emailKey HAVING count(*) > 1 ORDER BY min(id)
                """).map { (email: $0["emailKey"] as String, customers: $0["ids"] as String) }
            // The migration's transaction is rolled back: the database stays as it was.
            if !shared.isEmpty { throw StoreError(CustomerKey.sharedEmailsMessage(shared)) }
            try db.create(index: "customer_emailKey", on: Customer.databaseTableName, columns: ["emailKey"], unique: true)
            try db.create(index: "customer_companyKey", on: Customer.databaseTableName, columns: ["companyKey"])
        }
        migrator.registerMigration("v4: customer type and newsletter") { db in
            try db.alter(table: Customer.databaseTableName) { table in
                table.add(column: "customerType", .text).notNull().defaults(to: CustomerType.person.rawValue)
                table.add(column: "newsletter", .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("v5: company keys") { db in
            try db.alter(table: Customer.databaseTableName) { table in
                table.add(column: "companyID", .text).notNull().defaults(to: "")
            }
            // Before keys, one company per folded name.
            try db.execute(sql: "UPDATE customer SET companyID = 'k:' || companyKey WHERE companyKey <> ''")
            try db.create(index: "customer_companyID", on: Customer.databaseTableName, columns: ["companyID"])
        }
        try migrator.migrate(queue)
    }

    func add(_ profile: CustomerProfile, token: String) async throws -> AddResult {
        try await queue.write { db in
            if try Customer.filter(Column("submissionToken") == token).fetchCount(db) > 0 {
                return .alreadySubmitted
            }
            // The unique index on the folded email decides (another process may write between a check and the
            // insert); checked first only to answer without a failed statement.
            let key = CustomerKey.fold(profile.email)
            if try Customer.filter(Column("emailKey") == key).fetchCount(db) > 0 {
                return .emailTaken
            }
            var stored = Customer(profile, token: token)
            let companies = try Row.fetchAll(db, sql: """
                SELECT companyID, max(country = ?) AS sameCountry FROM customer WHERE companyKey = ? AND companyID <> ''
                GROUP BY companyID ORDER BY companyID
                """, arguments: [profile.country, CustomerKey.fold(profile.company)])
            stored.companyID = StoredCompany.key(for: profile, named: companies.map { $0["companyID"] as String },
                                                 sameCountry: companies.filter { ($0["sameCountry"] as Int? ?? 0) == 1 }
                                                     .map { $0["companyID"] as String })
            do {
                try stored.insert(db)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                return try Customer.filter(Column("submissionToken") == token).fetchCount(db) > 0 ? .alreadySubmitted : .emailTaken
            }
            return .added
        }
    }

    func count() async throws -> Int {
        try await queue.read { db in try Customer.fetchCount(db) }
    }

    func companies(matching text: String) async throws -> [StoredCompany] {
        try await queue.read { db in
            // The stored folded key (SQLite's lower() folds ASCII only): "ö" finds "Österreich AG".
            try Row.fetchAll(db, sql: """
                SELECT companyID, max(company) AS company, count(*) AS customers, max(country) AS country FROM customer
                WHERE companyID <> '' AND companyKey LIKE ? ESCAPE '\\'
                GROUP BY companyID ORDER BY customers DESC, company, companyID LIMIT ?
                """, arguments: [StoredCompany.pattern(text), StoredCompany.limit])
                .map { StoredCompany(id: $0["companyID"], name: $0["company"], customers: $0["customers"], country: $0["country"] ?? "") }
        }
    }

    func page(at position: ListPosition) async throws -> CustomerListing {
        try await queue.read { db in
            let limit = CustomerListing.pageSize + 1
            let rows: [Customer]
            switch position {
            case .newest:
                rows = try Customer.order(Column("id").desc).limit(limit).fetchAll(db)
            case let .olderThan(cursor):
                rows = try Customer.filter(Column("id") < (Int64(cursor) ?? 0)).order(Column("id").desc).limit(limit).fetchAll(db)
            case let .newerThan(cursor):
                rows = try Customer.filter(Column("id") > (Int64(cursor) ?? .max)).order(Column("id").asc).limit(limit).fetchAll(db)
            }
            return CustomerListing(rows: rows.map { (cursor: String($0.id ?? 0), customer: $0.profile) }, at: position)
        }
    }
}
