import ArgumentParser
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import TextInputCore
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

    @Option(help: "The SQLite database file (created when missing).")
    var database = "customers.sqlite"

    @Option(help: "The TextInputWeb.wasm to serve (default: .build/wasm/TextInputWeb.wasm, built when missing).")
    var wasm: String?

    func validate() throws {
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
        let store: CustomerStore
        do {
            store = try CustomerStore(path: database)
        } catch {
            throw ValidationError("cannot open the database \(database): \(error)")
        }

        let router = Router()
        router.middlewares.add(TextInputSecurityHeaders())
        router.addTextInputRoutes(assets: assets)
        router.get("/") { _, _ in
            HTMLPage.response(try CustomerPages.formPage(assets: assets, token: CustomerPages.newToken(), count: try store.count()))
        }
        router.post("/customers") { request, _ -> Response in
            var request = request
            let body = try await request.collectBody(upTo: WebForm.defaultMaxBodyBytes)
            guard let pairs = FormPost.parse(String(buffer: body)) else { throw HTTPError(.badRequest) }
            let token = pairs.first { $0.0 == "token" }?.1 ?? ""
            guard !token.isEmpty, token.count <= 64 else {
                return HTMLPage.response(CustomerPages.messagePage(assets: assets, title: "Form expired",
                                                                   message: "Open the form again and submit it from there."),
                                         status: .badRequest)
            }
            let result = try CustomerPages.form(token: token).submit(pairs: pairs)
            guard let submission = result.submission else {
                return HTMLPage.response(try CustomerPages.formPage(assets: assets, token: token, state: result.form,
                                                                    status: result.status, count: try store.count()),
                                         status: .unprocessableContent)
            }
            let customer = Customer(id: nil, firstName: submission["first-name"] ?? "", lastName: submission["last-name"] ?? "",
                                    email: submission["email"] ?? "", phone: submission["phone"] ?? "",
                                    company: submission["company"] ?? "", country: submission["country"] ?? "",
                                    notes: submission["notes"] ?? "", submissionToken: token, createdAt: Date())
            switch try store.add(customer) {
            case .added:
                return Response(status: .seeOther, headers: [.location: "/customers"])
            case .alreadySubmitted:
                return HTMLPage.response(CustomerPages.messagePage(assets: assets, title: "Already created",
                                                                   message: "This form was submitted before; the customer was created then."),
                                         status: .conflict)
            }
        }
        router.get("/customers") { _, _ in
            HTMLPage.response(CustomerPages.listPage(assets: assets, customers: try store.all()))
        }
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "textinput-customers"),
            onServerRunning: { [host, port] channel in
                let bound = channel.localAddress?.port ?? port
                FileHandle.standardOutput.write(Data("TextInputKit customers: http://\(host):\(bound)/\n".utf8))
            },
            logger: logger)
        try await app.runService()
    }
}
