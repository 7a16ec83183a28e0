import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TextInputCore
import TextInputHTML
import TextInputHummingbird
import TextInputWeb

// The README's "In your own Hummingbird app" example, verbatim: it must compile and work.

func signupRouter(assets: WebAssets) -> Router<BasicRequestContext> {
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
    return router
}

@Suite struct ReadmeExampleTests {
    @Test func theExampleServesChecksAndTypesValues() async throws {
        let assets = try WebAssets()
        let app = Application(router: signupRouter(assets: assets))
        try await app.test(.router) { client in
            try await client.execute(uri: "/signup", method: .get) { response in
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                #expect(html.contains("<form class=\"tik-form\" method=\"post\" novalidate id=\"tik-form-signup\" action=\"/signup\""))
                #expect(html.contains("<script type=\"application/json\" id=\"tik-spec-signup\">"))
                #expect(response.headers[.contentSecurityPolicy]?.contains("'wasm-unsafe-eval'") == true)
            }
            try await client.execute(uri: assets.script.path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl]?.contains("immutable") == true)
                #expect(String(buffer: response.body).contains("ti_form_handle"))
            }
            let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            try await client.execute(uri: "/signup", method: .post, headers: form, body: ByteBuffer(string: "email=jo%40example&amount=12")) { response in
                #expect(response.status == .unprocessableContent)
                let html = String(buffer: response.body)
                #expect(html.contains("aria-invalid=\"true\""))
                #expect(html.contains("Geben Sie eine E-Mail-Adresse"), "the field's messages in the form's language")
            }
            try await client.execute(uri: "/signup", method: .post, headers: form,
                                     body: ByteBuffer(string: "email=jo%40example.com&amount=1.234%2C50+%E2%82%AC")) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Welcome, jo@example.com: 1234.5"))
            }
            try await client.execute(uri: "/textinput/scan", method: .post, body: ByteBuffer(string: "not an image")) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).hasPrefix("{\"error\":"))
            }
        }
    }
}
