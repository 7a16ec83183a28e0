import Fluent
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
