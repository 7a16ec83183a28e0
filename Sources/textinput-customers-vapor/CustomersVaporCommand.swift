import ArgumentParser
import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import SQLKit
import TextInputCore
import TextInputCustomersExample
import TextInputVapor
import TextInputWeb
import Vapor

/// `textinput-customers-vapor`: the New Customer Profile app of `textinput-customers` on Vapor and Fluent, built only
/// on TextInputKit's public API: the same pages and behaviour, customers in SQLite (a file) or PostgreSQL.
@main
struct CustomersVaporCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textinput-customers-vapor",
        abstract: "Serves a New Customer Profile form on Vapor; valid customers are stored with Fluent and listed at /customers.")

    @ArgumentParser.Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @ArgumentParser.Option(help: "The port to listen on; 0 picks a free port. The address is printed when the server is ready.")
    var port = 8082

    @ArgumentParser.Option(help: ArgumentHelp("Where customers are kept: a SQLite file (created on first start), or a PostgreSQL URL.",
                               discussion: "postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require]"))
    var database = "customers-vapor.sqlite"

    @ArgumentParser.Option(help: "The TextInputWeb.wasm to serve (default: the checkout's .build/wasm/TextInputWeb.wasm, else the bundled one).")
    var wasm: String?

    @ArgumentParser.Option(help: "Seconds a request's head, or the next piece of its body, may keep the server waiting before the connection is closed.")
    var requestTimeout = 30.0

    func validate() throws {
        guard requestTimeout.isFinite, requestTimeout > 0, requestTimeout <= ConnectionLimits.maxTimeoutSeconds else {
            throw ArgumentParser.ValidationError("--request-timeout must be a number of seconds above 0 and at most \(Int(ConnectionLimits.maxTimeoutSeconds)) (a day), such as 30.")
        }
        guard (0...65_535).contains(port) else { throw ArgumentParser.ValidationError("--port must be from 0 to 65535.") }
        if isPostgres, URL(string: database)?.host == nil || URL(string: database)?.user == nil {
            throw ArgumentParser.ValidationError("--database \(database) is not a PostgreSQL URL; write postgres://USER@HOST/DATABASE.")
        }
    }

    var isPostgres: Bool { database.hasPrefix("postgres://") || database.hasPrefix("postgresql://") }

    func run() async throws {
        let app = try await Application.make(Environment(name: "production", arguments: ["textinput-customers-vapor"]))
        do {
            try await serve(app)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }

    func serve(_ app: Application) async throws {
        let assets: WebAssets
        do {
            assets = try WebAssets.forServer(modulePath: wasm) { app.logger.warning("\($0)") }
        } catch {
            throw ArgumentParser.ValidationError(error.description)
        }
        if isPostgres {
            do {
                app.databases.use(try .postgres(url: database), as: .psql)
            } catch {
                throw ArgumentParser.ValidationError("--database \(database) is not a PostgreSQL URL (\(error)); write postgres://USER@HOST/DATABASE.")
            }
        } else {
            app.databases.use(.sqlite(.file(database)), as: .sqlite)
        }
        app.migrations.add(CreateCustomers())
        app.migrations.add(AddCustomerKeys())
        app.migrations.add(AddCustomerType())
        app.migrations.add(AddCompanyKeys())
        // SQLite: WAL (readers never wait for the writer; kept in the file) and one write at a time in this app.
        let writes = isPostgres ? nil : WriteQueue()
        do {
            if !isPostgres, let sql = app.db as? any SQLDatabase {
                try await sql.raw("PRAGMA journal_mode = WAL").run()
            }
            try await app.autoMigrate()
        } catch let error as CustomerKeyError {
            throw ArgumentParser.ValidationError("cannot prepare the database \(database): \(error.description)")
        } catch {
            throw ArgumentParser.ValidationError("cannot prepare the database \(database): \(String(reflecting: error))")
        }

        app.useTextInputConnectionLimits(ConnectionLimits(timeoutSeconds: requestTimeout))
        app.middleware.use(TextInputSecurityHeaders(assets: assets))
        app.addTextInputRoutes(assets: assets) { [app] field, text in
            // Stored companies for Company; a database that does not answer in time suggests nothing.
            guard field == "company" else { return [] }
            let db = app.db
            return try await withDeadline(seconds: CustomerPages.countDeadline) { try await CustomerModel.companies(matching: text, on: db) }
                .map(\.choice)
        }
        // Every answer that needs the database gets it within the deadline or says so: pages keep coming while
        // the database is away, and a post that could not be stored comes back with every value.
        let deadline = CustomerPages.storeDeadline
        @Sendable func count(_ request: Request) async -> Int? {
            let db = request.db
            return try? await withDeadline(seconds: CustomerPages.countDeadline) { try await CustomerModel.query(on: db).count() }
        }
        app.get { request async throws -> Response in
            HTMLPage.response(try CustomerPages.formPage(assets: assets, token: CustomerPages.newToken(), count: await count(request)))
        }
        app.on(.POST, "customers", body: .stream) { request async throws -> Response in
            let db = request.db
            let answer = try await CustomerPost.answer(try await FormPost.pairs(of: request), from: PostSource(request),
                                                       assets: assets, count: { await count(request) },
                                                       store: { profile, token in try await CustomerModel.add(profile, token: token, on: db, writes: writes) },
                                                       failed: { request.logger.error("a valid customer was not stored: \(String(reflecting: $0))") })
            switch answer {
            case let .page(html, status):
                return HTMLPage.response(html, status: HTTPStatus(statusCode: status))
            case let .redirect(path):
                return request.redirect(to: path, redirectType: .normal)
            }
        }
        app.get("customers") { request async throws -> Response in
            let db = request.db
            let position = ListPosition(before: request.query[String.self, at: "before"], after: request.query[String.self, at: "after"])
            do {
                let listing = try await withDeadline(seconds: deadline) { try await CustomerModel.page(at: position, on: db) }
                return HTMLPage.response(CustomerPages.listPage(assets: assets, listing: listing, count: await count(request)))
            } catch {
                request.logger.error("the customers could not be read: \(String(reflecting: error))")
                return HTMLPage.response(CustomerPages.unavailablePage(assets: assets), status: .serviceUnavailable)
            }
        }

        try await app.server.start(address: .hostname(host, port: port))
        let bound = app.http.server.shared.localAddress?.port ?? port
        FileHandle.standardOutput.write(Data("TextInputKit customers (Vapor): http://\(host):\(bound)/\n".utf8))
        // Serve until the process is stopped (SIGINT or SIGTERM), then shut down cleanly.
        let (signals, continuation) = AsyncStream<Void>.makeStream()
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber)
            source.setEventHandler { continuation.yield() }
            source.resume()
            sources.append(source)
        }
        for await _ in signals { break }
        sources.forEach { $0.cancel() }
        await app.server.shutdown()
        try await app.asyncShutdown()
    }
}
