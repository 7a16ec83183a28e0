import Fluent
import SQLKit
import TextInputCustomersExample

/// The customer type (person or company) and the newsletter choice the form asks for, beside the fields: two
/// columns, empty for customers stored before (they list as a person without the newsletter).
struct AddCustomerType: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite alters a table one column at a time.
        try await database.schema(CustomerModel.schema).field("customer_type", .string).update()
        try await database.schema(CustomerModel.schema).field("newsletter", .bool).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(CustomerModel.schema).deleteField("newsletter").update()
        try await database.schema(CustomerModel.schema).deleteField("customer_type").update()
    }
}

/// The company's key: customers of one company share it, and two companies of one name stay two (a suggestion
/// picked posts it). Customers stored before get one key per folded company name, as companies were before.
struct AddCompanyKeys: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.transaction { db in
            try await db.schema(CustomerModel.schema).field("company_id", .string).update()
            guard let sql = db as? any SQLDatabase else { return }
            try await sql.raw("UPDATE customers SET company_id = CASE WHEN company_key = '' THEN '' ELSE 'k:' || company_key END").run()
            try await sql.raw("CREATE INDEX customers_company_id ON customers (company_id)").run()
        }
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase { try await sql.raw("DROP INDEX IF EXISTS customers_company_id").run() }
        try await database.schema(CustomerModel.schema).deleteField("company_id").update()
    }
}
