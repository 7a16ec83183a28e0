import NIOCore
import Testing
import TextInputCore
import TextInputVapor
import TextInputWeb
import Vapor
import VaporTesting

// #49: every error raised below TextInputSecurityHeaders (by Vapor, TextInputKit or the app) is a page for a
// browser and JSON for a script, in the browser's language, with the security headers of every other response;
// a path that other methods take answers 405 with Allow; HEAD is answered wherever GET is.
@Suite struct ErrorPageTests {
    static let browser: HTTPHeaders = ["Accept": "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
                                       "Accept-Language": "de-CH, de;q=0.9, en;q=0.5"]

    func withErrorApp(_ body: (Application) async throws -> Void) async throws {
        let form = WebForm(id: "f", action: "/f", fields: [FieldConfiguration(id: "name", label: "Name")])
        try await withApp(configure: { app in
            app.middleware.use(TextInputSecurityHeaders())
            app.get("page") { _ in HTMLPage.response("<p>page</p>") }
            app.on(.POST, "f", body: .stream) { request async throws -> Response in
                let result = try await form.submit(request, maxBodyBytes: 100)
                return HTMLPage.response(result.submission?["name"] ?? "invalid")
            }
            app.get("fails") { _ -> String in throw CancellationError() }
        }, body)
    }

    static func expectSecurityHeaders(_ response: TestingHTTPResponse) {
        for (name, value) in WebAssets.securityHeaders() {
            #expect(response.headers.first(name: name) == value, "\(name) on \(response.status)")
        }
        #expect(response.headers.first(name: .cacheControl) == "no-store")
    }

    @Test func errorsArePagesForBrowsersWithTheSecurityHeaders() async throws {
        try await withErrorApp { app in
            try await app.testing().test(.GET, "nothing/here", headers: Self.browser) { response in
                #expect(response.status == .notFound)
                #expect(response.headers.first(name: .contentType) == WebAssets.htmlContentType)
                #expect(response.body.string.contains("<html lang=\"de\" dir=\"ltr\""))
                #expect(response.body.string.contains("<h1 class=\"tik-title\">Seite nicht gefunden</h1>"))
                Self.expectSecurityHeaders(response)
            }
            var post = Self.browser
            post.contentType = .urlEncodedForm
            try await app.testing().test(.POST, "f", headers: post, body: ByteBuffer(string: "name=" + String(repeating: "x", count: 200))) { response in
                #expect(response.status == .payloadTooLarge)
                #expect(response.headers.first(name: .connection) == "close", "the rest of the body is not read")
                #expect(response.body.string.contains("Zu viele Daten"))
                Self.expectSecurityHeaders(response)
            }
            try await app.testing().test(.POST, "f", headers: post, body: ByteBuffer(bytes: [0x6E, 0x3D, 0xFF])) { response in
                #expect(response.status == .badRequest)
                #expect(response.body.string.contains("<html lang=\"de\""))
                Self.expectSecurityHeaders(response)
            }
            try await app.testing().test(.GET, "fails", headers: ["Accept": "text/html"]) { response in
                #expect(response.status == .internalServerError)
                #expect(response.body.string.contains("Something went wrong"))
                #expect(!response.body.string.contains("CancellationError"), "the page says nothing about the server")
                Self.expectSecurityHeaders(response)
            }
        }
    }

    @Test func scriptsGetJSON() async throws {
        try await withErrorApp { app in
            try await app.testing().test(.GET, "nothing", headers: ["Accept": "application/json"]) { response in
                #expect(response.status == .notFound)
                #expect(response.headers.first(name: .contentType) == "application/json; charset=utf-8")
                let value = try JSONValue.parse(Array(response.body.readableBytesView))
                #expect(value["error"]?["status"] == .int(404))
                Self.expectSecurityHeaders(response)
            }
        }
    }

    @Test func anotherMethodIs405WithAllowAndHeadIsAnswered() async throws {
        try await withErrorApp { app in
            try await app.testing().test(.POST, "page", headers: Self.browser) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers.first(name: .allow) == "GET, HEAD")
                #expect(response.body.string.contains("Diese Seite kann so nicht verwendet werden"))
                Self.expectSecurityHeaders(response)
            }
            try await app.testing().test(.GET, "f", headers: Self.browser) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers.first(name: .allow) == "POST")
            }
            // HEAD over a real connection (Vapor's server leaves the body out; in memory it is still there).
            try await withLiveServer(app) { base in
                let head = try await app.client.send(.HEAD, to: URI(string: base + "/page"))
                #expect(head.status == .ok)
                #expect(head.body == nil || head.body?.readableBytes == 0)
                #expect(head.headers.first(name: .contentType) == WebAssets.htmlContentType)
            }
        }
    }
}
