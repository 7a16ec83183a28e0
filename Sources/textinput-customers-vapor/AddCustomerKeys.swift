import Fluent
import Foundation
import SQLKit
import Vapor
import TextInputCustomersExample

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
