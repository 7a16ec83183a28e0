import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Testing
import TextInputHummingbird

/// #48: the app's own controls in a TextInputKit form, through the Hummingbird integration: a post hands them to the
/// app and decodes them with the fields; a refused post shows them again as the user left them.
@Suite struct AppControlsRouteTests {
    struct Order: Decodable {
        enum Delivery: String, Decodable { case standard, express }
        var email: String
        var delivery: Delivery
        var giftWrap: Bool
    }

    static var order: WebForm {
        var form = WebForm(id: "order", action: "/order", fields: [
            FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, on: .blur)]),
        ], submitLabel: "Order")
        form.appHTML = [
            WebForm.AppHTML(.afterSection(0)) { values in
                WebForm.select(name: "delivery", label: "Delivery", options: [("standard", "Standard"), ("express", "Express")],
                               selected: values.selected("delivery", default: "standard"))
                    + WebForm.checkbox(name: "gift-wrap", label: "Gift wrap", isChecked: values.isChecked("gift-wrap"))
            },
        ]
        return form
    }

    @Test func otherValuesArePostedDecodedAndKeptThroughARefusal() async throws {
        let assets = try WebAssets()
        let router = Router()
        router.post("/order") { request, _ -> Response in
            let result = try await Self.order.submit(request)
            guard let order = try result.decode(Order.self) else {
                return HTMLPage.response(try Self.order.html(assets: assets, showing: result), status: result.responseStatus)
            }
            return HTMLPage.response("stored \(order.email) \(order.delivery.rawValue) \(order.giftWrap)")
        }
        let app = Application(router: router)
        let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        try await app.test(.router) { client in
            try await client.execute(uri: "/order", method: .post, headers: form,
                                     body: ByteBuffer(string: "email=ada%40example&delivery=express&gift-wrap=on")) { response in
                #expect(response.status == .unprocessableContent)
                let html = String(buffer: response.body)
                #expect(html.contains(#"<option value="express" selected>"#))
                #expect(html.contains(#"name="gift-wrap" value="on" checked"#))
                #expect(html.contains(#"value="ada@example""#))
            }
            try await client.execute(uri: "/order", method: .post, headers: form,
                                     body: ByteBuffer(string: "email=ada%40example.com&delivery=express&gift-wrap=on")) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("stored ada@example.com express true"))
            }
            try await client.execute(uri: "/order", method: .post, headers: form,
                                     body: ByteBuffer(string: "email=ada%40example.com&delivery=standard")) { response in
                #expect(String(buffer: response.body).contains("stored ada@example.com standard false"), "an unchecked box is not posted")
            }
        }
    }
}
