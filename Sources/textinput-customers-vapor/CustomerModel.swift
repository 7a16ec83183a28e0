import Fluent
import Foundation
import SQLKit
import Vapor
import TextInputCustomersExample

/// A stored customer (Fluent), in SQLite or PostgreSQL.
final class CustomerModel: Model, @unchecked Sendable {
    static let schema = "customers"

    @ID(key: .id) var id: UUID?
    @Field(key: "first_name") var firstName: String
    @Field(key: "last_name") var lastName: String
    @Field(key: "email") var email: String
    /// The email's folded key (``CustomerKey/fold(_:)``), unique: one customer per email, kept by the database.
    @OptionalField(key: "email_key") var emailKey: String?
    /// The phone number in E.164 ("+12025550143").
    @Field(key: "phone") var phone: String
    @Field(key: "company") var company: String
    /// The company's folded key, which suggestions match.
    @OptionalField(key: "company_key") var companyKey: String?
    @Field(key: "country") var country: String
    @Field(key: "notes") var notes: String
    /// The credit limit's exact decimal text ("12345.67"), "" for none: text keeps every digit in both databases.
    @Field(key: "credit_limit") var creditLimit: String
    /// The token of the form page that created this customer: a replayed post carries the same one (unique).
    @Field(key: "submission_token") var submissionToken: String
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    init() {}

    /// A new customer from a valid profile.
    init(_ profile: CustomerProfile, token: String) {
        firstName = profile.firstName
        lastName = profile.lastName
        email = profile.email
        emailKey = CustomerKey.fold(profile.email)
        phone = profile.phone
        company = profile.company
        companyKey = CustomerKey.fold(profile.company)
        country = profile.country
        notes = profile.notes
        creditLimit = profile.creditLimitText
        submissionToken = token
    }

    /// The profile as the pages show it.
    var profile: CustomerProfile {
        CustomerProfile(firstName: firstName, lastName: lastName, email: email, phone: phone, company: company,
                        country: country, notes: notes, creditLimit: CustomerProfile.creditLimit(fromText: creditLimit))
    }
}

/// The customers table, created at start when missing (`autoMigrate`).
struct CreateCustomers: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(CustomerModel.schema)
            .id()
            .field("first_name", .string, .required)
            .field("last_name", .string, .required)
            .field("email", .string, .required)
            .field("phone", .string, .required)
            .field("company", .string, .required)
            .field("country", .string, .required)
            .field("notes", .string, .required)
            .field("credit_limit", .string, .required)
            .field("submission_token", .string, .required)
            .field("created_at", .datetime)
            .unique(on: "submission_token")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(CustomerModel.schema).delete()
    }
}

/// The folded keys of the email and the company (``CustomerKey/fold(_:)``), computed in Swift so that SQLite and
/// PostgreSQL (whatever its collation) hold the same ones; a unique index on the email's, an index on the company's,
/// and one on (created_at, id) for the list's pages. On an older database it fills the keys of every customer; when
/// more than one customer has an email it stops with those emails listed (the transaction is rolled back: nothing
/// is changed) for the operator to merge or change them.
struct AddCustomerKeys: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.transaction { db in
            try await db.schema(CustomerModel.schema).field("email_key", .string).update()
            try await db.schema(CustomerModel.schema).field("company_key", .string).update()
            guard let sql = db as? any SQLDatabase else { throw Abort(.internalServerError, reason: "the customers' database is not SQL") }
            for row in try await sql.raw("SELECT id, email, company FROM customers").all() {
                let id = try row.decode(column: "id", as: UUID.self)
                let email = try row.decode(column: "email", as: String.self), company = try row.decode(column: "company", as: String.self)
                try await sql.raw("""
                    UPDATE customers SET email_key = \(bind: CustomerKey.fold(email)), company_key = \(bind: CustomerKey.fold(company))
                    WHERE id = \(bind: id)
                    """).run()
            }
            let duplicates = try await sql.raw("""
                SELECT email_key, count(*) AS customers FROM customers GROUP BY email_key HAVING count(*) > 1 ORDER BY email_key
                """).all()
            if !duplicates.isEmpty {
                var shared: [(email: String, customers: String)] = []
                for row in duplicates {
                    let key = try row.decode(column: "email_key", as: String.self)
                    let ids = try await sql.raw("SELECT id FROM customers WHERE email_key = \(bind: key) ORDER BY created_at").all()
                        .map { try $0.decode(column: "id", as: UUID.self).uuidString }
                    shared.append((key, ids.joined(separator: ", ")))
                }
                throw CustomerKeyError(description: CustomerKey.sharedEmailsMessage(shared))
            }
            try await sql.raw("CREATE UNIQUE INDEX customers_email_key ON customers (email_key)").run()
            try await sql.raw("CREATE INDEX customers_company_key ON customers (company_key)").run()
            try await sql.raw("CREATE INDEX customers_created ON customers (created_at, id)").run()
        }
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for index in ["customers_email_key", "customers_company_key", "customers_created"] {
            try await sql.raw("DROP INDEX IF EXISTS \(ident: index)").run()
        }
        try await database.schema(CustomerModel.schema).deleteField("company_key").update()
        try await database.schema(CustomerModel.schema).deleteField("email_key").update()
    }
}

/// Why the customers' database cannot be prepared, with what to do.
struct CustomerKeyError: Error, CustomStringConvertible {
    var description: String
}

extension CustomerModel {
    /// Stores a valid customer unless its form was submitted before or a customer has its email. The unique indexes
    /// on the token and on the folded email decide, however posts interleave: a violation is a replay when the
    /// token is stored, else the email's. `writes` serialises SQLite's writes (its connections would otherwise
    /// collide: "database is locked"); PostgreSQL passes nil.
    static func add(_ profile: CustomerProfile, token: String, on database: any Database, writes: WriteQueue?) async throws -> AddResult {
        @Sendable func stored() async throws -> Bool {
            try await CustomerModel.query(on: database).filter(\.$submissionToken == token).count() > 0
        }
        @Sendable func insert() async throws -> AddResult {
            if try await stored() { return .alreadySubmitted }
            let key = CustomerKey.fold(profile.email)
            // Checked first only to answer without a failed statement; the index decides. A customer with the email
            // may be this form's, stored since the token was looked up (PostgreSQL: posts run side by side).
            if try await CustomerModel.query(on: database).filter(\.$emailKey == key).count() > 0 {
                return try await stored() ? .alreadySubmitted : .emailTaken
            }
            do {
                try await CustomerModel(profile, token: token).create(on: database)
            } catch let error as any DatabaseError where error.isConstraintFailure {
                return try await stored() ? .alreadySubmitted : .emailTaken
            }
            return .added
        }
        guard let writes else { return try await insert() }
        return try await writes.run(insert)
    }
}

extension CustomerModel {
    /// The stored companies whose name contains `text` (without case: their folded keys), those with the most
    /// customers first.
    static func companies(matching text: String, on database: any Database) async throws -> [StoredCompany] {
        guard let sql = database as? any SQLDatabase else { throw Abort(.internalServerError, reason: "the customers' database is not SQL") }
        let rows = try await sql.raw("""
            SELECT max(company) AS company, count(*) AS customers FROM customers
            WHERE company_key <> '' AND company_key LIKE \(bind: StoredCompany.pattern(text)) ESCAPE '\\'
            GROUP BY company_key ORDER BY customers DESC, company LIMIT \(literal: StoredCompany.limit)
            """).all()
        return try rows.map { StoredCompany(name: try $0.decode(column: "company", as: String.self),
                                            customers: try $0.decode(column: "customers", as: Int.self)) }
    }

    /// A page of customers, newest first (created_at, then id), from `position`: keyset paging on the index
    /// (created_at, id); a cursor is a customer's id, whose row the next page starts beside.
    static func page(at position: ListPosition, on database: any Database) async throws -> CustomerListing {
        guard let sql = database as? any SQLDatabase else { throw Abort(.internalServerError, reason: "the customers' database is not SQL") }
        let limit = CustomerListing.pageSize + 1
        let rows: [CustomerModel]
        switch position {
        case .newest:
            rows = try await CustomerModel.query(on: database).sort(\.$createdAt, .descending).sort(\.$id, .descending)
                .limit(limit).all()
        case let .olderThan(cursor), let .newerThan(cursor):
            guard let id = UUID(uuidString: cursor) else { return CustomerListing(rows: [], at: position) }
            let older = position.readsNewestFirst
            rows = try await sql.raw("""
                SELECT * FROM customers WHERE (created_at, id) \(unsafeRaw: older ? "<" : ">")
                    (SELECT created_at, id FROM customers WHERE id = \(bind: id))
                ORDER BY created_at \(unsafeRaw: older ? "DESC" : "ASC"), id \(unsafeRaw: older ? "DESC" : "ASC")
                LIMIT \(literal: limit)
                """).all(decodingFluent: CustomerModel.self)
        }
        return CustomerListing(rows: rows.map { (cursor: $0.id?.uuidString ?? "", customer: $0.profile) }, at: position)
    }
}

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
