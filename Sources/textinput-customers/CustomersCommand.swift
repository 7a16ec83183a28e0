import ArgumentParser
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import TextInputCore
import TextInputCustomersExample
import TextInputHummingbird
import TextInputWeb

/// `textinput-customers`: a small app built only on TextInputKit's public API. A "New Customer Profile" form whose
/// valid submissions are stored in SQLite (GRDB) and listed on a second page.
@main
struct CustomersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textinput-customers",
        abstract: "Serves a New Customer Profile form; valid customers are stored in SQLite and listed at /customers.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free port. The address is printed when the server is ready.")
    var port = 8081

    @Option(help: ArgumentHelp("Where customers are kept: a SQLite file (created when missing), or a PostgreSQL URL.",
                               discussion: "postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require]"))
    var database = "customers.sqlite"

    @Option(help: "The TextInputWeb.wasm to serve (default: the checkout's .build/wasm/TextInputWeb.wasm, else the bundled one).")
    var wasm: String?

    @Option(help: "Seconds a request's head, or the next piece of its body, may keep the server waiting before the connection is closed.")
    var requestTimeout = 30.0

    func validate() throws {
        guard requestTimeout.isFinite, requestTimeout > 0, requestTimeout <= ConnectionLimits.maxTimeoutSeconds else {
            throw ValidationError("--request-timeout must be a number of seconds above 0 and at most \(Int(ConnectionLimits.maxTimeoutSeconds)) (a day), such as 30.")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535.") }
    }

    func run() async throws {
        let logger = Logger(label: "textinput-customers")
        let assets: WebAssets
        do {
            assets = try WebAssets.forServer(modulePath: wasm) { logger.warning("\($0)") }
        } catch {
            throw ValidationError(error.description)
        }
        let store: any CustomerStore
        var postgres: PostgresCustomerStore?
        do {
            if database.hasPrefix("postgres://") || database.hasPrefix("postgresql://") {
                postgres = try PostgresCustomerStore(url: database, logger: logger)
                store = postgres!
            } else {
                store = try SQLiteCustomerStore(path: database)
            }
        } catch {
            throw ValidationError("cannot open the database \(database): \(error)")
        }

        // HEAD wherever GET is; every error a page (TextInputSecurityHeaders), 405 for a method a path does not take.
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.middlewares.add(TextInputSecurityHeaders(assets: assets))
        router.addTextInputRoutes(assets: assets) { field, text in
            // Stored companies for Company; a database that does not answer in time suggests nothing.
            guard field == "company" else { return [] }
            return try await withDeadline(seconds: CustomerPages.countDeadline) { try await store.companies(matching: text) }
                .map(\.choice)
        }
        // Every answer that needs the database gets it within the deadline or says so: pages keep coming while
        // the database is away, and a post that could not be stored comes back with every value.
        let deadline = CustomerPages.storeDeadline
        let count: @Sendable () async -> Int? = {
            try? await withDeadline(seconds: CustomerPages.countDeadline) { try await store.count() }
        }
        router.get("/") { _, _ in
            HTMLPage.response(try CustomerPages.formPage(assets: assets, token: CustomerPages.newToken(), count: await count()))
        }
        router.post("/customers") { request, _ -> Response in
            let answer = try await CustomerPost.answer(try await FormPost.pairs(of: request), from: PostSource(request),
                                                       assets: assets, count: count,
                                                       store: { profile, token in try await store.add(profile, token: token) },
                                                       failed: { logger.error("a valid customer was not stored: \(String(reflecting: $0))") })
            switch answer {
            case let .page(html, status):
                return HTMLPage.response(html, status: HTTPResponse.Status(code: status))
            case let .redirect(path):
                return Response(status: .seeOther, headers: [.location: path])
            }
        }
        router.get("/customers") { request, _ in
            let position = ListPosition(before: request.uri.queryParameters["before"].map(String.init),
                                        after: request.uri.queryParameters["after"].map(String.init))
            do {
                let listing = try await withDeadline(seconds: deadline) { try await store.page(at: position) }
                return HTMLPage.response(CustomerPages.listPage(assets: assets, listing: listing, count: await count()))
            } catch {
                logger.error("the customers could not be read: \(String(reflecting: error))")
                return HTMLPage.response(CustomerPages.unavailablePage(assets: assets), status: .serviceUnavailable)
            }
        }
        router.addMethodNotAllowedRoutes()
        let app = Application(
            router: router,
            server: .textInputHTTP1(limits: ConnectionLimits(timeoutSeconds: requestTimeout)),
            configuration: .init(address: .hostname(host, port: port), serverName: "textinput-customers"),
            onServerRunning: { [host, port] channel in
                let bound = channel.localAddress?.port ?? port
                FileHandle.standardOutput.write(Data("TextInputKit customers: http://\(host):\(bound)/\n".utf8))
            },
            logger: logger)
        guard let postgres else {
            try await app.runService()
            return
        }
        // PostgreSQL: the pool runs beside the server; the table exists before the server takes a request, and a
        // database that cannot be prepared stops the app with the reason.
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await postgres.client.run() }
            do {
                // The pool retries a server it cannot reach without end: give up after 15 s with the reason.
                try await withThrowingTaskGroup(of: Void.self) { timed in
                    timed.addTask { try await postgres.migrate() }
                    timed.addTask {
                        try await Task.sleep(for: .seconds(15))
                        throw StoreError("no answer within 15 s; check that PostgreSQL runs there and accepts the URL's user")
                    }
                    try await timed.next()
                    timed.cancelAll()
                }
            } catch let error as StoreError {
                throw ValidationError("cannot prepare the database \(database): \(error.description)")
            } catch {
                throw ValidationError("cannot prepare the database \(database): \(String(reflecting: error))")
            }
            try await app.runService()
            group.cancelAll()
        }
    }
}
