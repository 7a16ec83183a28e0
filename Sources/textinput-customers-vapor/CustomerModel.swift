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
    /// The phone number in E.164 ("+12025550143").
    @Field(key: "phone") var phone: String
    @Field(key: "company") var company: String
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
        phone = profile.phone
        company = profile.company
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

extension CustomerModel {
    /// Stores a valid customer unless its form was submitted before or a customer has its email, in one
    /// transaction.
    static func add(_ profile: CustomerProfile, token: String, on database: any Database) async throws -> AddResult {
        try await database.transaction { db in
            if try await CustomerModel.query(on: db).filter(\.$submissionToken == token).count() > 0 {
                return .alreadySubmitted
            }
            guard let sql = db as? any SQLDatabase else { throw Abort(.internalServerError, reason: "the customers' database is not SQL") }
            let taken = try await sql.raw("SELECT count(*) AS n FROM customers WHERE lower(email) = lower(\(bind: profile.email))")
                .first(decodingColumn: "n", as: Int.self) ?? 0
            if taken > 0 { return .emailTaken }
            do {
                try await CustomerModel(profile, token: token).create(on: db)
            } catch let error as any DatabaseError where error.isConstraintFailure {
                // Two posts of one form at once: the unique token lets only one in.
                return .alreadySubmitted
            }
            return .added
        }
    }
}

extension CustomerModel {
    /// The stored companies whose name contains `text` (without case), those with the most customers first.
    static func companies(matching text: String, on database: any Database) async throws -> [StoredCompany] {
        guard let sql = database as? any SQLDatabase else { throw Abort(.internalServerError, reason: "the customers' database is not SQL") }
        let rows = try await sql.raw("""
            SELECT company, count(*) AS customers FROM customers
            WHERE company <> '' AND lower(company) LIKE \(bind: StoredCompany.pattern(text)) ESCAPE '\\'
            GROUP BY company ORDER BY customers DESC, company LIMIT \(literal: StoredCompany.limit)
            """).all()
        return try rows.map { StoredCompany(name: try $0.decode(column: "company", as: String.self),
                                            customers: try $0.decode(column: "customers", as: Int.self)) }
    }
}
