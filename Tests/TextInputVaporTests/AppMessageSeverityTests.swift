import Foundation
import NIOCore
import Testing
import TextInputVapor
import Vapor
import VaporTesting

/// #47: an app's messages of every severity after a post, through the Vapor integration (the Hummingbird
/// integration's AppMessageSeverityTests, the same form and messages).
/// What the test app reads of a post.
struct VaporProfile: Decodable {
    var vat: String
    var email: String
    var limit: String
    var code: String
}

@Suite struct VaporAppMessageSeverityTests {
    static let profile = WebForm(id: "profile", action: "/profile", fields: [
        FieldConfiguration(id: "vat", label: "VAT number"),
        FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, on: .blur)]),
        FieldConfiguration(id: "limit", label: "Credit limit"),
        FieldConfiguration(id: "code", label: "Customer code"),
    ], localeIdentifier: "de_DE", submitLabel: "Speichern")

    func configure(_ app: Application, assets: WebAssets) throws {
        app.addTextInputRoutes(assets: assets)
        app.post("profile") { request async throws -> Response in
            var result = try await Self.profile.submit(request)
            guard let values = try result.decode(VaporProfile.self) else {
                return HTMLPage.response(try Self.profile.html(assets: assets, showing: result), status: result.responseStatus, for: request)
            }
            try result.setMessage("USt-IdNr. geprüft.", severity: .success, onField: "vat")
            if values.email.hasSuffix("@gmial.com") {
                try result.setMessage("Meinten Sie ada@gmail.com?", severity: .warning, onField: "email")
            }
            try result.setMessage("Limits über 10.000 prüft die Buchhaltung.", severity: .information, onField: "limit")
            if values.code == "C-1" { try result.setMessage("Diese Kundennummer ist vergeben.", severity: .error, onField: "code") }
            return HTMLPage.response(try Self.profile.html(assets: assets, showing: result), status: result.responseStatus, for: request)
        }
    }

    @Test func everySeverityIsShownAndOnlyAnErrorRefusesThePost() async throws {
        let assets = try WebAssets()
        try await withApp(configure: { try configure($0, assets: assets) }) { app in
            var form = HTTPHeaders()
            form.contentType = .urlEncodedForm
            try await app.testing().test(.POST, "profile", headers: form,
                                         body: ByteBuffer(string: "vat=DE136695976&email=ada%40gmial.com&limit=20000&code=C-1")) { response in
                #expect(response.status == .unprocessableEntity, "the app's error refuses the post")
                let html = response.body.string
                for (kind, tone) in [("success", "positive"), ("warning", "critical"), ("information", "informative"), ("error", "negative")] {
                    #expect(html.contains("tik-msg tik-msg-\(kind) tik-tone-\(tone)"), "\(kind)")
                }
                #expect(html.contains("Warnung: Meinten Sie ada@gmail.com?"), "spoken with its word, in the form's language")
                #expect(html.components(separatedBy: "aria-invalid=\"true\"").count == 2, "aria-invalid only on the error's field")
                #expect(html.contains("tik-summary tik-summary-"), "the summary lists the messages")
            }
            try await app.testing().test(.POST, "profile", headers: form,
                                         body: ByteBuffer(string: "vat=DE136695976&email=ada%40example.com&limit=20000&code=C-2")) { response in
                #expect(response.status == .ok, "success and information leave the post accepted")
                let html = response.body.string
                #expect(html.contains("tik-msg-success") && html.contains("tik-msg-information") && !html.contains("tik-msg-warning"))
            }
        }
    }
}
