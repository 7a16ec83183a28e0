import Foundation
import Hummingbird
import TextInputCore
import TextInputHTML
import TextInputHummingbird
import TextInputWeb

// The README's Hummingbird example, as a new app would paste it, plus the lines that run it.
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

let router = Router()
router.middlewares.add(TextInputSecurityHeaders())
router.addTextInputRoutes(assets: assets)          // script, stylesheet, WebAssembly core, scan decoder
router.get("/signup") { _, _ in
    HTMLPage.response(page(try signup.html(assets: assets)))
}
router.post("/signup") { request, _ -> Response in
    let result = try await signup.submit(request)   // the native core checks everything again
    guard let submission = result.submission else {
        return HTMLPage.response(page(try signup.html(assets: assets, state: result.form, status: result.status)),
                                 status: .unprocessableContent)
    }
    let amount: Decimal? = submission.decimal("amount")   // exact, from "1.234,50 €"
    return HTMLPage.response(page("<p>Welcome, \(HTML.escape(submission["email"] ?? "")): \(amount ?? 0)</p>"))
}

if let missing = assets.missingModuleMessage { FileHandle.standardOutput.write(Data("warning: \(missing)\n".utf8)) }
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                      onServerRunning: { channel in
                          let port = channel.localAddress?.port ?? 0
                          FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)/signup\n".utf8))
                      })
try await app.runService()
