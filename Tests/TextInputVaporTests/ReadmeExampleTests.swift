import Foundation
import NIOCore
import Testing
import TextInputCore
import TextInputHTML
import TextInputVapor
import TextInputWeb
import Vapor
import VaporTesting

// The README's "In your own Vapor app" example, verbatim: it must compile and work.

func configureSignup(_ app: Application, assets: WebAssets) throws {
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
}

@Suite struct VaporReadmeExampleTests {
    @Test func theExampleServesChecksAndTypesValues() async throws {
        let assets = try WebAssets()
        try await withApp(configure: { try configureSignup($0, assets: assets) }) { app in
            try await app.testing().test(.GET, "signup") { response in
                #expect(response.status == .ok)
                #expect(response.headers.contentType?.description.hasPrefix("text/html") == true)
                let html = response.body.string
                #expect(html.contains("<form class=\"tik-form\" method=\"post\" novalidate id=\"tik-form-signup\" action=\"/signup\""))
                #expect(html.contains("<script type=\"application/json\" id=\"tik-spec-signup\">"))
                #expect(response.headers.first(name: "Content-Security-Policy")?.contains("'wasm-unsafe-eval'") == true)
                #expect(response.headers.first(name: "X-Frame-Options") == "DENY")
            }
            try await app.testing().test(.GET, assets.script.path) { response in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .cacheControl)?.contains("immutable") == true)
                #expect(response.body.string.contains("ti_form_handle"))
            }
            var form = HTTPHeaders()
            form.contentType = .urlEncodedForm
            try await app.testing().test(.POST, "signup", headers: form, body: ByteBuffer(string: "email=jo%40example&amount=12")) { response in
                #expect(response.status == .unprocessableEntity)
                let html = response.body.string
                #expect(html.contains("aria-invalid=\"true\""))
                #expect(html.contains("Geben Sie eine E-Mail-Adresse"), "the field's messages in the form's language")
            }
            try await app.testing().test(.POST, "signup", headers: form,
                                         body: ByteBuffer(string: "email=jo%40example.com&amount=1.234%2C50+%E2%82%AC")) { response in
                #expect(response.status == .ok)
                #expect(response.body.string.contains("Welcome, jo@example.com: 1234.5"))
            }
            try await app.testing().test(.POST, "textinput/scan", body: ByteBuffer(string: "not an image")) { response in
                #expect(response.status == .ok)
                #expect(response.body.string.hasPrefix("{\"error\":"))
            }
        }
    }
}
