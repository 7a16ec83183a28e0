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

    /// Creates the table when it is missing and brings an older one up to date: the folded email and company keys
    /// (``CustomerKey/fold(_:)``, computed here so that they do not depend on the database's collation), a unique
    /// index on the email's, an index on the company's. Run once the client runs.
    /// - Throws: `StoreError` listing the emails that more than one customer has (a table from before emails were
    ///   unique), to merge or change before the app starts; the transaction is rolled back, nothing is changed.
    func migrate() async throws {
        do {
            try await migrateInTransaction()
        } catch let error as PostgresTransactionError {
            // Say why, not where: the reason is the closure's error (the customers that share an email).
            if let reason = error.closureError as? StoreError { throw reason }
            throw error
        }
    }

    private func migrateInTransaction() async throws {
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("""
                CREATE TABLE IF NOT EXISTS customers (
                    id BIGSERIAL PRIMARY KEY,
                    first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
                    company TEXT NOT NULL, country TEXT NOT NULL, notes TEXT NOT NULL,
                    credit_limit TEXT NOT NULL DEFAULT '',
                    submission_token TEXT NOT NULL UNIQUE,
                    created_at TIMESTAMPTZ NOT NULL DEFAULT now())
                """, logger: logger)
            // Two apps starting at once: the second waits here for the first's migration.
            try await connection.query("LOCK TABLE customers IN SHARE ROW EXCLUSIVE MODE", logger: logger)
            try await connection.query("ALTER TABLE customers ADD COLUMN IF NOT EXISTS email_key TEXT", logger: logger)
            try await connection.query("ALTER TABLE customers ADD COLUMN IF NOT EXISTS company_key TEXT", logger: logger)
            var unkeyed: [(Int64, String, String)] = []
            let rows = try await connection.query("SELECT id, email, company FROM customers WHERE email_key IS NULL OR company_key IS NULL",
                                                  logger: logger)
            for try await row in rows.decode((Int64, String, String).self) { unkeyed.append(row) }
            for (id, email, company) in unkeyed {
                try await connection.query("UPDATE customers SET email_key = \(CustomerKey.fold(email)), company_key = \(CustomerKey.fold(company)) WHERE id = \(id)",
                                           logger: logger)
            }
            var shared: [(email: String, customers: String)] = []
            let duplicates = try await connection.query("""
                SELECT email_key, string_agg(id::text, ', ' ORDER BY id) FROM customers
                GROUP BY email_key HAVING count(*) > 1 ORDER BY min(id)
                """, logger: logger)
            for try await (email, ids) in duplicates.decode((String, String).self) { shared.append((email, ids)) }
            if !shared.isEmpty { throw StoreError(CustomerKey.sharedEmailsMessage(shared)) }
            try await connection.query("ALTER TABLE customers ALTER COLUMN email_key SET NOT NULL", logger: logger)
            try await connection.query("ALTER TABLE customers ALTER COLUMN company_key SET NOT NULL", logger: logger)
            try await connection.query("CREATE UNIQUE INDEX IF NOT EXISTS customers_email_key ON customers (email_key)", logger: logger)
            try await connection.query("CREATE INDEX IF NOT EXISTS customers_company_key ON customers (company_key)", logger: logger)
            try await connection.query("ALTER TABLE customers ADD COLUMN IF NOT EXISTS customer_type TEXT NOT NULL DEFAULT 'person'",
                                       logger: logger)
            try await connection.query("ALTER TABLE customers ADD COLUMN IF NOT EXISTS newsletter BOOLEAN NOT NULL DEFAULT false",
                                       logger: logger)
            try await connection.query("ALTER TABLE customers ADD COLUMN IF NOT EXISTS company_id TEXT", logger: logger)
            // Before keys, one company per folded name.
            try await connection.query("""
                UPDATE customers SET company_id = CASE WHEN company_key = '' THEN '' ELSE 'k:' || company_key END
                WHERE company_id IS NULL
                """, logger: logger)
            // Rows written without it (an import, another tool) belong to no company.
            try await connection.query("ALTER TABLE customers ALTER COLUMN company_id SET DEFAULT ''", logger: logger)
            try await connection.query("ALTER TABLE customers ALTER COLUMN company_id SET NOT NULL", logger: logger)
            try await connection.query("CREATE INDEX IF NOT EXISTS customers_company_id ON customers (company_id)", logger: logger)
        }
    }

    func add(_ profile: CustomerProfile, token: String) async throws -> AddResult {
        // A replayed post first (its customer has this email too), then the insert: the unique indexes on the token
        // and on the folded email decide however posts interleave (a check before the insert would not: under READ
        // COMMITTED two posts both pass it). A violation is a replay when the token is stored, else the email's.
        if try await isStored(token: token) { return .alreadySubmitted }
        var named: [String] = [], sameCountry: [String] = []
        let keys = try await client.query("""
            SELECT company_id, bool_or(country = \(profile.country)) FROM customers
            WHERE company_key = \(CustomerKey.fold(profile.company)) AND company_id <> '' GROUP BY company_id ORDER BY company_id
            """, logger: logger)
        for try await (key, same) in keys.decode((String, Bool).self) {
            named.append(key)
            if same { sameCountry.append(key) }
        }
        let companyID = StoredCompany.key(for: profile, named: named, sameCountry: sameCountry)
        do {
            try await client.query("""
                INSERT INTO customers (first_name, last_name, email, email_key, phone, company, company_key, country, notes,
                                       credit_limit, customer_type, newsletter, company_id, submission_token)
                VALUES (\(profile.firstName), \(profile.lastName), \(profile.email), \(CustomerKey.fold(profile.email)),
                        \(profile.phone), \(profile.company), \(CustomerKey.fold(profile.company)), \(profile.country),
                        \(profile.notes), \(profile.creditLimitText), \(profile.customerType.rawValue), \(profile.newsletter),
                        \(companyID), \(token))
                """, logger: logger)
            return .added
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresError.Code.uniqueViolation.raw {
            return try await isStored(token: token) ? .alreadySubmitted : .emailTaken
        }
    }

    private func isStored(token: String) async throws -> Bool {
        let rows = try await client.query("SELECT 1 FROM customers WHERE submission_token = \(token)", logger: logger)
        for try await _ in rows.decode(Int.self) { return true }
        return false
    }

    func count() async throws -> Int {
        let rows = try await client.query("SELECT count(*) FROM customers", logger: logger)
        for try await count in rows.decode(Int.self) { return count }
        return 0
    }

    func companies(matching text: String) async throws -> [StoredCompany] {
        let rows = try await client.query("""
            SELECT company_id, max(company), count(*)::bigint, max(country) FROM customers
            WHERE company_id <> '' AND company_key LIKE \(StoredCompany.pattern(text)) ESCAPE '\\'
            GROUP BY company_id ORDER BY 3 DESC, 2, 1 LIMIT \(StoredCompany.limit)
            """, logger: logger)
        var companies: [StoredCompany] = []
        for try await (id, name, customers, country) in rows.decode((String, String, Int64, String?).self) {
            companies.append(StoredCompany(id: id, name: name, customers: Int(customers), country: country ?? ""))
        }
        return companies
    }

    func page(at position: ListPosition) async throws -> CustomerListing {
        let limit = CustomerListing.pageSize + 1
        let query: PostgresQuery
        switch position {
        case .newest:
            query = "SELECT id, first_name, last_name, email, phone, company, country, notes, credit_limit, customer_type, newsletter FROM customers ORDER BY id DESC LIMIT \(limit)"
        case let .olderThan(cursor):
            query = """
                SELECT id, first_name, last_name, email, phone, company, country, notes, credit_limit, customer_type, newsletter FROM customers
                WHERE id < \(Int64(cursor) ?? 0) ORDER BY id DESC LIMIT \(limit)
                """
        case let .newerThan(cursor):
            query = """
                SELECT id, first_name, last_name, email, phone, company, country, notes, credit_limit, customer_type, newsletter FROM customers
                WHERE id > \(Int64(cursor) ?? .max) ORDER BY id ASC LIMIT \(limit)
                """
        }
        let rows = try await client.query(query, logger: logger)
        var read: [(cursor: String, customer: CustomerProfile)] = []
        for try await (id, first, last, email, phone, company, country, notes, credit, type, newsletter)
            in rows.decode((Int64, String, String, String, String, String, String, String, String, String, Bool).self) {
            read.append((String(id), CustomerProfile(firstName: first, lastName: last, email: email, phone: phone, company: company,
                                                     country: country, notes: notes,
                                                     creditLimit: CustomerProfile.creditLimit(fromText: credit),
                                                     customerType: CustomerType(rawValue: type) ?? .person, newsletter: newsletter)))
        }
        return CustomerListing(rows: read, at: position)
    }
}
