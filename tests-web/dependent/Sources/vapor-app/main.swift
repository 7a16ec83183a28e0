import Foundation
import TextInputCore
import TextInputHTML
import TextInputVapor
import TextInputWeb
import Vapor

let app = try await Application.make(Environment(name: "development", arguments: ["vapor-app"]))

// The README's Vapor example, as a new app would paste it into configure(_:).
let assets = try WebAssets()   // script, stylesheet and WebAssembly module, from TextInputWeb's resources
var email = FieldConfiguration(id: "email", label: "Email")
email.isRequired = true
email.keyboard = .email
email.validation = [Validation(.email, on: .blur)]
var amount = FieldConfiguration(id: "amount", label: "Amount")
amount.format = .number(NumberFormat(style: .currency, currency: "EUR"))
let signup = WebForm(id: "signup", action: "/signup", fields: [email, amount], localeIdentifier: "de_DE",
                     submitLabel: "Sign up")

@Sendable func page(_ content: String) -> String {
    "<!DOCTYPE html><html lang=\"de\" class=\"tik-theme-light\"><head><meta charset=\"utf-8\">"
        + assets.headHTML + "</head><body>" + content + WebForm.liveRegion + "</body></html>"
}

app.middleware.use(TextInputSecurityHeaders())
app.addTextInputRoutes(assets: assets)             // script, stylesheet, WebAssembly core, scan decoder
app.get("signup") { _ in
    HTMLPage.response(page(try signup.html(assets: assets)))
}
app.on(.POST, "signup", body: .stream) { request async throws -> Response in
    let result = try await signup.submit(request)   // the native core checks everything again
    guard let submission = result.submission else {
        return HTMLPage.response(page(try signup.html(assets: assets, state: result.form, status: result.status)),
                                 status: .unprocessableEntity)
    }
    let amount: Decimal? = submission.decimal("amount")   // exact, from "1.234,50 €"
    return HTMLPage.response(page("<p>Welcome, \(HTML.escape(submission["email"] ?? "")): \(amount ?? 0)</p>"))
}

// The lines that run it on a free port and say where (until the process is stopped).
if let missing = assets.missingModuleMessage { FileHandle.standardOutput.write(Data("warning: \(missing)\n".utf8)) }
func serve(_ app: Application) async throws {
    try await app.server.start(address: .hostname("127.0.0.1", port: 0))
    let port = app.http.server.shared.localAddress?.port ?? 0
    FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)/signup\n".utf8))
    while true { try await Task.sleep(for: .seconds(3600)) }
}
try await serve(app)
