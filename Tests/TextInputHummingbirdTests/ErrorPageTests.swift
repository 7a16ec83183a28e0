import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import TextInputCore
import TextInputHummingbird
import TextInputWeb

// #49: every error raised below TextInputSecurityHeaders (by Hummingbird, TextInputKit or the app) is a page for a
// browser and JSON for a script, in the browser's language, with the security headers of every other response;
// addMethodNotAllowedRoutes() answers 405 with Allow; HEAD is answered wherever GET is (autoGenerateHeadEndpoints).
@Suite struct ErrorPageTests {
    static let browser: HTTPFields = [.accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
                                      .acceptLanguage: "ar-EG, ar;q=0.9, en;q=0.5"]

    func errorApp() -> some ApplicationProtocol {
        let form = WebForm(id: "f", action: "/f", fields: [FieldConfiguration(id: "name", label: "Name")])
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.middlewares.add(TextInputSecurityHeaders())
        router.get("/page") { _, _ in HTMLPage.response("<p>page</p>") }
        router.post("/f") { request, _ -> Response in
            let result = try await form.submit(request, maxBodyBytes: 100)
            return HTMLPage.response(result.submission?["name"] ?? "invalid")
        }
        router.get("/fails") { _, _ -> String in throw CancellationError() }
        router.addMethodNotAllowedRoutes()
        return Application(router: router)
    }

    static func expectSecurityHeaders(_ response: TestResponse) {
        for (name, value) in WebAssets.securityHeaders() {
            #expect(response.headers[HTTPField.Name(name)!] == value, "\(name) on \(response.status)")
        }
        #expect(response.headers[.cacheControl] == "no-store")
    }

    @Test func errorsArePagesForBrowsersWithTheSecurityHeaders() async throws {
        try await errorApp().test(.router) { client in
            try await client.execute(uri: "/nothing/here", method: .get, headers: Self.browser) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == WebAssets.htmlContentType)
                let html = String(buffer: response.body)
                #expect(html.contains("<html lang=\"ar\" dir=\"rtl\""))
                #expect(html.contains("الصفحة غير موجودة"))
                Self.expectSecurityHeaders(response)
            }
            var post = Self.browser
            post[.contentType] = "application/x-www-form-urlencoded"
            try await client.execute(uri: "/f", method: .post, headers: post,
                                     body: ByteBuffer(string: "name=" + String(repeating: "x", count: 200))) { response in
                #expect(response.status == .contentTooLarge)
                #expect(response.headers[.connection] == "close", "the rest of the body is not read")
                Self.expectSecurityHeaders(response)
            }
            try await client.execute(uri: "/f", method: .post, headers: [.accept: "text/html", .contentType: "application/x-www-form-urlencoded"],
                                     body: ByteBuffer(bytes: [0x6E, 0x3D, 0xFF])) { response in
                #expect(response.status == .badRequest)
                let html = String(buffer: response.body)
                #expect(html.contains("The request could not be read") && html.contains(WebForm.badBodyMessage))
                Self.expectSecurityHeaders(response)
            }
            try await client.execute(uri: "/fails", method: .get, headers: [.accept: "text/html"]) { response in
                #expect(response.status == .internalServerError)
                #expect(String(buffer: response.body).contains("Something went wrong"))
                #expect(!String(buffer: response.body).contains("CancellationError"), "the page says nothing about the server")
                Self.expectSecurityHeaders(response)
            }
        }
    }

    @Test func scriptsGetJSON() async throws {
        try await errorApp().test(.router) { client in
            try await client.execute(uri: "/nothing", method: .get, headers: [.accept: "application/json"]) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let value = try JSONValue.parse(Array(response.body.readableBytesView))
                #expect(value["error"]?["status"] == .int(404))
                Self.expectSecurityHeaders(response)
            }
        }
    }

    @Test func anotherMethodIs405WithAllowAndHeadIsAnswered() async throws {
        try await errorApp().test(.router) { client in
            try await client.execute(uri: "/page", method: .post, headers: Self.browser) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
                #expect(String(buffer: response.body).contains("لا يمكن استخدام هذه الصفحة بهذه الطريقة"))
                Self.expectSecurityHeaders(response)
            }
            try await client.execute(uri: "/f", method: .get, headers: Self.browser) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST")
            }
            try await client.execute(uri: "/page", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.contentType] == WebAssets.htmlContentType)
            }
        }
    }
}
