import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TextInputHummingbird

/// #40: the suggestion route in a Hummingbird app.
@Suite struct SuggestionRouteTests {
    @Test func theRouteAnswersWithTheAppsChoices() async throws {
        let router = Router()
        router.addTextInputRoutes(assets: try WebAssets()) { field, text in
            field == "company" ? [Choice("ACME Corporation", detail: "3 customers")].filter { $0.text.lowercased().contains(text) } : []
        }
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/textinput/suggest?field=company&text=acm", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(response.headers[.cacheControl] == "no-store")
                #expect(String(buffer: response.body) == #"{"choices":[{"text":"ACME Corporation","detail":"3 customers"}]}"#)
            }
            try await client.execute(uri: "/textinput/suggest?text=acm", method: .get) { response in
                #expect(response.status == .badRequest)
            }
            try await client.execute(uri: "/textinput/suggest?field=company&text=a", method: .get,
                                     headers: [HTTPField.Name("Sec-Fetch-Site")!: "cross-site"]) { response in
                #expect(response.status == .forbidden)
            }
        }
        let without = Router()
        without.addTextInputRoutes(assets: try WebAssets())
        try await Application(router: without).test(.router) { client in
            try await client.execute(uri: "/textinput/suggest?field=company&text=a", method: .get) { response in
                #expect(response.status == .notFound, "no route without the app's closure")
            }
        }
    }
}
