import Foundation
import NIOCore
import Testing
import TextInputVapor
import Vapor
import TextInputTestSupport
import VaporTesting

// The README's "In your own Vapor app" example, verbatim: it must compile and work.

struct Signup: Decodable {
    var email: String
    var amount: Decimal?   // exact, from "1.234,50 €"; nil when left empty
}

func configureSignup(_ app: Application, assets: WebAssets) throws {
    let signup = WebForm(id: "signup", action: "/signup", fields: [
        FieldConfiguration(id: "email", label: "Email", isRequired: true, keyboard: .email, validation: [.init(.email, on: .blur)]),
        FieldConfiguration(id: "amount", label: "Amount", format: .number(.init(style: .currency, currency: "EUR"))),
    ], localeIdentifier: "de_DE", submitLabel: "Sign up")
    let registered: Set<String> = ["ada@example.com"]   // what only the app knows

    @Sendable func page(_ content: String, forms: [WebForm] = []) -> String {
        "<!DOCTYPE html><html lang=\"de\" class=\"tik-theme-light\"><head><meta charset=\"utf-8\">"
            + assets.headHTML(for: forms) + "</head><body>" + content + WebForm.liveRegion + "</body></html>"
    }

    app.useTextInputConnectionLimits()   // a stalled request head or body closes its connection (30 s)
    app.middleware.use(TextInputSecurityHeaders(assets: assets))   // security headers; every error a page
    app.addTextInputRoutes(assets: assets)             // script, stylesheet, WebAssembly core, scan decoder
    app.get("signup") { _ in
        HTMLPage.response(page(try signup.html(assets: assets), forms: [signup]))
    }
    app.on(.POST, "signup", body: .stream) { request async throws -> Response in
        var result = try await signup.submit(request)   // the native core checks it again; other sites' posts are refused
        if let new = try result.decode(Signup.self), registered.contains(new.email) {
            try result.setError("This email is already registered. Sign in instead.", onField: "email")
        }
        guard result.isAccepted, let new = try result.decode(Signup.self) else {
            return HTMLPage.response(page(try signup.html(assets: assets, showing: result), forms: [signup]), status: result.responseStatus)
        }
        return HTMLPage.response(page("<p>Welcome, \(HTML.escape(new.email)): \(new.amount ?? 0)</p>"))
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
            // What only the app knows: the message on Email, the form again with every value.
            try await app.testing().test(.POST, "signup", headers: form,
                                         body: ByteBuffer(string: "email=ada%40example.com&amount=5")) { response in
                #expect(response.status == .unprocessableEntity)
                let html = response.body.string
                #expect(html.contains("This email is already registered. Sign in instead."))
                #expect(html.contains("value=\"ada@example.com\""))
            }
            // Another site's page made the browser post: refused, nothing read.
            for (name, value) in [("Sec-Fetch-Site", "cross-site"), ("Origin", "https://evil.example")] {
                var forged = form
                forged.replaceOrAdd(name: name, value: value)
                try await app.testing().test(.POST, "signup", headers: forged,
                                             body: ByteBuffer(string: "email=jo%40example.com&amount=1")) { response in
                    #expect(response.status == .forbidden, "\(name): \(value)")
                    #expect(response.body.string.contains("Dieses Formular wurde von einer anderen Website gesendet"))
                    #expect(!response.body.string.contains("Welcome"))
                }
            }
            var sameOrigin = form
            sameOrigin.replaceOrAdd(name: .host, value: "shop.example")
            sameOrigin.replaceOrAdd(name: .origin, value: "https://shop.example")
            try await app.testing().test(.POST, "signup", headers: sameOrigin,
                                         body: ByteBuffer(string: "email=jo%40example.com&amount=1")) { response in
                #expect(response.status == .ok, "the request's own origin")
            }
            try await app.testing().test(.POST, "textinput/scan", body: ByteBuffer(string: "not an image")) { response in
                #expect(response.status == .ok)
                #expect(response.body.string.hasPrefix("{\"error\":"))
            }
        }
    }
}

/// The README's block starting with `import TextInputVapor`, as this file compiles it: the lines after the imports,
/// less the declarations this file keeps outside the function (`Signup`, `assets`), unindented.
@Suite struct VaporReadmeExampleIsCompiledTests {
    @Test func readmeShowsTheCompiledExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift\nimport TextInputVapor   // re-exports TextInputCore, TextInputHTML and TextInputWeb\n").dropFirst().first?
            .components(separatedBy: "```").first)
        #expect(ReadmeBlock.body(block) == ReadmeBlock.function(source, named: "func configureSignup(_ app: Application, assets: WebAssets) throws {",
                                                                 dropping: []))
    }
}
