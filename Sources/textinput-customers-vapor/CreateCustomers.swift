import Fluent
import Foundation
import SQLKit
import Vapor
import TextInputCustomersExample

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
