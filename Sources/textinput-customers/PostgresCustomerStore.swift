import Foundation
import Logging
import PostgresNIO
import TextInputCustomersExample

/// The customers in PostgreSQL, through PostgresNIO's connection pool (run ``client`` as a service of the app).
final class PostgresCustomerStore: CustomerStore {
    /// The pool; the app runs it (`Application(services: [store.client])`).
    let client: PostgresClient
    private let logger: Logger

    /// A store for `url` (`postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require]`).
    /// - Throws: a message saying what is wrong with the URL.
    init(url: String, logger: Logger) throws {
        guard let parts = URLComponents(string: url), ["postgres", "postgresql"].contains(parts.scheme ?? ""),
              let host = parts.host, !host.isEmpty, let user = parts.user, !user.isEmpty else {
            throw StoreError("\(url) is not a PostgreSQL URL; write postgres://USER@HOST/DATABASE")
        }
        let database = String(parts.path.drop { $0 == "/" })
        let tls: PostgresClient.Configuration.TLS
        switch parts.queryItems?.last(where: { ["sslmode", "tlsmode"].contains($0.name) })?.value ?? "prefer" {
        case "disable": tls = .disable
        case "prefer", "allow": tls = .prefer(.makeClientConfiguration())
        case "require", "verify-ca", "verify-full": tls = .require(.makeClientConfiguration())
        case let other: throw StoreError("sslmode \(other) is not one of disable, prefer, require")
        }
        let configuration = PostgresClient.Configuration(host: host, port: parts.port ?? 5432, username: user,
                                                         password: parts.password, database: database.isEmpty ? nil : database,
                                                         tls: tls)
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.logger = logger
    }

    /// Creates the table when it is missing (the app's migration; run once the client runs).
    func migrate() async throws {
        try await client.query("""
            CREATE TABLE IF NOT EXISTS customers (
                id BIGSERIAL PRIMARY KEY,
                first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
                company TEXT NOT NULL, country TEXT NOT NULL, notes TEXT NOT NULL,
                credit_limit TEXT NOT NULL DEFAULT '',
                submission_token TEXT NOT NULL UNIQUE,
                created_at TIMESTAMPTZ NOT NULL DEFAULT now())
            """, logger: logger)
    }

    func add(_ profile: CustomerProfile, token: String) async throws -> AddResult {
        do {
            // A replayed post first (its customer has this email too), then one statement that inserts only when no
            // customer has the email (compared without case).
            let replayed = try await client.query("SELECT 1 FROM customers WHERE submission_token = \(token)", logger: logger)
            for try await _ in replayed.decode(Int.self) { return .alreadySubmitted }
            let inserted = try await client.query("""
                INSERT INTO customers (first_name, last_name, email, phone, company, country, notes, credit_limit, submission_token)
                SELECT \(profile.firstName), \(profile.lastName), \(profile.email), \(profile.phone), \(profile.company),
                       \(profile.country), \(profile.notes), \(profile.creditLimitText), \(token)
                WHERE NOT EXISTS (SELECT 1 FROM customers WHERE lower(email) = lower(\(profile.email)))
                RETURNING id
                """, logger: logger)
            for try await _ in inserted.decode(Int64.self) { return .added }
            return .emailTaken
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresError.Code.uniqueViolation.raw {
            return .alreadySubmitted
        }
    }

    func count() async throws -> Int {
        let rows = try await client.query("SELECT count(*) FROM customers", logger: logger)
        for try await count in rows.decode(Int.self) { return count }
        return 0
    }

    func companies(matching text: String) async throws -> [StoredCompany] {
        let rows = try await client.query("""
            SELECT company, count(*)::bigint FROM customers
            WHERE company <> '' AND lower(company) LIKE \(StoredCompany.pattern(text)) ESCAPE '\\'
            GROUP BY company ORDER BY 2 DESC, company LIMIT \(StoredCompany.limit)
            """, logger: logger)
        var companies: [StoredCompany] = []
        for try await (name, customers) in rows.decode((String, Int64).self) {
            companies.append(StoredCompany(name: name, customers: Int(customers)))
        }
        return companies
    }

    func all() async throws -> [CustomerProfile] {
        let rows = try await client.query("""
            SELECT first_name, last_name, email, phone, company, country, notes, credit_limit
            FROM customers ORDER BY created_at DESC, id DESC
            """, logger: logger)
        var customers: [CustomerProfile] = []
        for try await (first, last, email, phone, company, country, notes, credit)
            in rows.decode((String, String, String, String, String, String, String, String).self) {
            customers.append(CustomerProfile(firstName: first, lastName: last, email: email, phone: phone, company: company,
                                             country: country, notes: notes,
                                             creditLimit: CustomerProfile.creditLimit(fromText: credit)))
        }
        return customers
    }
}

/// A store that cannot be opened, with what to do.
struct StoreError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
