import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Testing
import TextInputHummingbird

/// #47: an app's messages of every severity after a post, through the Hummingbird integration: only an error makes
/// the post not accepted; each is rendered with its severity's class, icon and spoken word, and the summary lists
/// them (errors first) when the form is shown again.
/// What the test app reads of a post.
struct Profile: Decodable {
    var vat: String
    var email: String
    var limit: String
    var code: String
}

@Suite struct AppMessageSeverityTests {
    static let profile = WebForm(id: "profile", action: "/profile", fields: [
        FieldConfiguration(id: "vat", label: "VAT number"),
        FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, on: .blur)]),
        FieldConfiguration(id: "limit", label: "Credit limit"),
        FieldConfiguration(id: "code", label: "Customer code"),
    ], localeIdentifier: "en_US", submitLabel: "Save")

    func router(assets: WebAssets) -> Router<BasicRequestContext> {
        let router = Router()
        router.addTextInputRoutes(assets: assets)
        router.post("/profile") { request, _ -> Response in
            var result = try await Self.profile.submit(request)
            guard let values = try result.decode(Profile.self) else {
                return HTMLPage.response(try Self.profile.html(assets: assets, showing: result), status: result.responseStatus)
            }
            try result.setMessage("VAT number verified.", severity: .success, onField: "vat")
            if values.email.hasSuffix("@gmial.com") {
                try result.setMessage("Did you mean ada@gmail.com?", severity: .warning, onField: "email")
            }
            try result.setMessage("Limits above 10,000 are reviewed by Finance.", severity: .information, onField: "limit")
            if values.code == "C-1" { try result.setMessage("This customer code is taken.", severity: .error, onField: "code") }
            return HTMLPage.response(try Self.profile.html(assets: assets, showing: result), status: result.responseStatus)
        }
        return router
    }

    @Test func everySeverityIsShownAndOnlyAnErrorRefusesThePost() async throws {
        let assets = try WebAssets()
        let app = Application(router: router(assets: assets))
        let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        try await app.test(.router) { client in
            try await client.execute(uri: "/profile", method: .post, headers: form,
                                     body: ByteBuffer(string: "vat=DE136695976&email=ada%40gmial.com&limit=20000&code=C-1")) { response in
                #expect(response.status == .unprocessableContent, "the app's error refuses the post")
                let html = String(buffer: response.body)
                for (kind, tone) in [("success", "positive"), ("warning", "critical"), ("information", "informative"), ("error", "negative")] {
                    #expect(html.contains("tik-msg tik-msg-\(kind) tik-tone-\(tone)"), "\(kind)")
                }
                #expect(html.contains("Warning: Did you mean ada@gmail.com?"), "spoken with its word")
                #expect(html.contains("Success: VAT number verified."))
                #expect(html.contains("Information: Limits above 10,000 are reviewed by Finance."))
                #expect(html.components(separatedBy: "aria-invalid=\"true\"").count == 2, "aria-invalid only on the error's field")
                let summary = try #require(html.range(of: "tik-summary tik-summary-").map { String(html[$0.lowerBound...]) })
                let links = ["#tik-i-code", "#tik-i-email", "#tik-i-vat", "#tik-i-limit"].compactMap { summary.range(of: $0)?.lowerBound }
                #expect(links.count == 4 && links == links.sorted(), "the summary links every message: errors, warnings, success, information")
            }
            try await client.execute(uri: "/profile", method: .post, headers: form,
                                     body: ByteBuffer(string: "vat=DE136695976&email=ada%40example.com&limit=20000&code=C-2")) { response in
                #expect(response.status == .ok, "success and information leave the post accepted")
                let html = String(buffer: response.body)
                #expect(html.contains("tik-msg-success") && html.contains("tik-msg-information") && !html.contains("tik-msg-warning"))
                #expect(!html.contains("aria-invalid=\"true\""))
            }
        }
    }
}
