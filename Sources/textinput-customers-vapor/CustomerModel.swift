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
    /// "person" or "company" (``CustomerType``); nil for customers stored before the form asked.
    @OptionalField(key: "customer_type") var customerType: String?
    /// Whether the customer gets the newsletter; nil for customers stored before the form asked.
    @OptionalField(key: "newsletter") var newsletter: Bool?
    /// The company's key ("" for no company): customers of one company share it; two companies may share a name.
    @OptionalField(key: "company_id") var companyID: String?
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
        customerType = profile.customerType.rawValue
        newsletter = profile.newsletter
        submissionToken = token
    }

    /// The profile as the pages show it.
    var profile: CustomerProfile {
        CustomerProfile(firstName: firstName, lastName: lastName, email: email, phone: phone, company: company,
                        country: country, notes: notes, creditLimit: CustomerProfile.creditLimit(fromText: creditLimit),
                        customerType: customerType.flatMap(CustomerType.init(rawValue:)) ?? .person, newsletter: newsletter ?? false)
    }
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
            let named = try await CustomerModel.query(on: database).filter(\.$companyKey == CustomerKey.fold(profile.company))
                .filter(\.$companyID != "").all()
            let customer = CustomerModel(profile, token: token)
            customer.companyID = StoredCompany.key(for: profile, named: Array(Set(named.compactMap(\.companyID))).sorted(),
                                                   sameCountry: Array(Set(named.filter { $0.country == profile.country }
                                                       .compactMap(\.companyID))).sorted())
            do {
                try await customer.create(on: database)
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
            SELECT company_id, max(company) AS company, count(*) AS customers, max(country) AS country FROM customers
            WHERE company_id <> '' AND company_key LIKE \(bind: StoredCompany.pattern(text)) ESCAPE '\\'
            GROUP BY company_id ORDER BY customers DESC, company, company_id LIMIT \(literal: StoredCompany.limit)
            """).all()
        return try rows.map { StoredCompany(id: try $0.decode(column: "company_id", as: String.self),
                                            name: try $0.decode(column: "company", as: String.self),
                                            customers: try $0.decode(column: "customers", as: Int.self),
                                            country: try $0.decode(column: "country", as: String.self)) }
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
