import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import TextInputTestSupport
import Testing
import TextInputHummingbird

// The README's "In your own Hummingbird app" example, verbatim: it must compile and work.

struct Signup: Decodable {
    var email: String
    var amount: Decimal?   // exact, from "1.234,50 €"; nil when left empty
}

func signupRouter(assets: WebAssets) -> Router<BasicRequestContext> {
    let signup = WebForm(id: "signup", action: "/signup", fields: [
        FieldConfiguration(id: "email", label: "Email", isRequired: true, keyboard: .email, validation: [.init(.email, on: .blur)]),
        FieldConfiguration(id: "amount", label: "Amount", format: .number(.init(style: .currency, currency: "EUR"))),
    ], localeIdentifier: "de_DE", submitLabel: "Sign up")
    let registered: Set<String> = ["ada@example.com"]   // what only the app knows

    @Sendable func page(_ content: String, forms: [WebForm] = []) -> String {
        "<!DOCTYPE html><html lang=\"de\" class=\"tik-theme-light\"><head><meta charset=\"utf-8\">"
            + assets.headHTML(for: forms) + "</head><body>" + content + WebForm.liveRegion + "</body></html>"
    }

    let router = Router(options: .autoGenerateHeadEndpoints)   // HEAD wherever GET is
    router.middlewares.add(TextInputSecurityHeaders(assets: assets))   // security headers; every error a page
    router.addTextInputRoutes(assets: assets)          // script, stylesheet, WebAssembly core, scan decoder
    router.get("/signup") { _, _ in
        HTMLPage.response(page(try signup.html(assets: assets), forms: [signup]))
    }
    router.post("/signup") { request, _ -> Response in
        var result = try await signup.submit(request)   // the native core checks it again; other sites' posts are refused
        if let new = try result.decode(Signup.self), registered.contains(new.email) {
            try result.setError("This email is already registered. Sign in instead.", onField: "email")
        }
        guard result.isAccepted, let new = try result.decode(Signup.self) else {
            return HTMLPage.response(page(try signup.html(assets: assets, showing: result), forms: [signup]), status: result.responseStatus)
        }
        return HTMLPage.response(page("<p>Welcome, \(HTML.escape(new.email)): \(new.amount ?? 0)</p>"))
    }
    router.addMethodNotAllowedRoutes()   // after the routes: 405 with Allow for a method a path does not take
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
            // What only the app knows: the message on Email, the form again with every value.
            try await client.execute(uri: "/signup", method: .post, headers: form,
                                     body: ByteBuffer(string: "email=ada%40example.com&amount=5")) { response in
                #expect(response.status == .unprocessableContent)
                let html = String(buffer: response.body)
                #expect(html.contains("This email is already registered. Sign in instead."))
                #expect(html.contains("value=\"ada@example.com\""))
                #expect(html.contains("data-tik-announce="))
            }
            // Another site's page made the browser post: refused, nothing read.
            for (name, value) in [("Sec-Fetch-Site", "cross-site"), ("Origin", "https://evil.example")] {
                var forged = form
                forged[HTTPField.Name(name)!] = value
                try await client.execute(uri: "/signup", method: .post, headers: forged,
                                         body: ByteBuffer(string: "email=jo%40example.com&amount=1")) { response in
                    #expect(response.status == .forbidden, "\(name): \(value)")
                    let html = String(buffer: response.body)
                    #expect(html.contains("Dieses Formular wurde von einer anderen Website gesendet"))
                    #expect(!html.contains("Welcome") && !html.contains("jo@example.com"))
                }
            }
            var sameOrigin = form
            sameOrigin[.origin] = "http://localhost"
            sameOrigin[HTTPField.Name("Sec-Fetch-Site")!] = "same-origin"
            try await client.execute(uri: "/signup", method: .post, headers: sameOrigin,
                                     body: ByteBuffer(string: "email=jo%40example.com&amount=1")) { response in
                #expect(response.status == .ok, "the router test client's own origin")
            }
            try await client.execute(uri: "/textinput/scan", method: .post, body: ByteBuffer(string: "not an image")) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).hasPrefix("{\"error\":"))
            }
        }
    }
}

/// The README's block starting with `import Hummingbird`, as this file compiles it: the lines after the imports,
/// less the declarations this file keeps outside the function (`Signup`, `assets`), unindented.
@Suite struct ReadmeExampleIsCompiledTests {
    @Test func readmeShowsTheCompiledExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift\nimport Hummingbird\n").dropFirst().first?
            .components(separatedBy: "```").first)
        #expect(ReadmeBlock.body(block) == ReadmeBlock.function(source, named: "func signupRouter(assets: WebAssets) -> Router<BasicRequestContext> {",
                                                                 dropping: ["    return router"]))
    }
}
