import Foundation
import NIOCore
import Testing
import TextInputVapor
import Vapor
import VaporTesting

/// #48: the app's own controls in a TextInputKit form, through the Vapor integration (the Hummingbird integration's
/// AppControlsRouteTests): a post hands them to the app and decodes them with the fields; a refused post shows them
/// again as the user left them.
@Suite struct VaporAppControlsRouteTests {
    struct Signup: Decodable {
        var email: String
        var plan: String
        var newsletter: Bool
        var topics: [String]
    }

    static var signup: WebForm {
        var form = WebForm(id: "signup", action: "/signup", fields: [
            FieldConfiguration(id: "email", label: "E-Mail", validation: [.init(.email, on: .blur)]),
        ], localeIdentifier: "de_DE", submitLabel: "Anmelden")
        form.appHTML = [
            WebForm.AppHTML(.beforeSection(0)) { values in
                WebForm.radioButtons(name: "plan", legend: "Tarif", options: [("basic", "Basis"), ("pro", "Pro")],
                                     selected: values.selected("plan", default: "basic"))
            },
            WebForm.AppHTML(.beforeSubmit) { values in
                WebForm.checkbox(name: "newsletter", label: "Newsletter", isChecked: values.isChecked("newsletter", default: true))
                    + ["news", "offers"].map { topic in
                        WebForm.checkbox(name: "topics", label: topic, isChecked: values.contains("topics", value: topic), value: topic,
                                         id: "topic-" + topic)
                    }.joined()
            },
        ]
        return form
    }

    @Test func otherValuesArePostedDecodedAndKeptThroughARefusal() async throws {
        let assets = try WebAssets()
        try await withApp(configure: { app in
            app.post("signup") { request async throws -> Response in
                let result = try await Self.signup.submit(request)
                guard let signup = try result.decode(Signup.self) else {
                    return HTMLPage.response(try Self.signup.html(assets: assets, showing: result), status: result.responseStatus, for: request)
                }
                return Response(status: .ok, body: .init(string: "\(signup.email) \(signup.plan) \(signup.newsletter) \(signup.topics)"))
            }
        }) { app in
            var form = HTTPHeaders()
            form.contentType = .urlEncodedForm
            try await app.testing().test(.POST, "signup", headers: form,
                                         body: ByteBuffer(string: "email=ada&plan=pro&topics=offers")) { response in
                #expect(response.status == .unprocessableEntity)
                let html = response.body.string
                #expect(html.contains(#"value="pro" checked"#) && !html.contains(#"value="basic" checked"#))
                #expect(!html.contains(#"name="newsletter" value="on" checked"#), "unchecked by the user, though checked by default")
                #expect(html.contains(#"value="offers" checked"#) && !html.contains(#"value="news" checked"#))
            }
            try await app.testing().test(.POST, "signup", headers: form,
                                         body: ByteBuffer(string: "email=ada%40example.com&plan=pro&newsletter=on&topics=news&topics=offers")) { response in
                #expect(response.status == .ok)
                #expect(response.body.string == #"ada@example.com pro true ["news", "offers"]"#)
            }
        }
    }
}
