import Foundation
import Testing
import TextInputVapor
import Vapor
import VaporTesting

/// #40: the suggestion route in a Vapor app.
@Suite struct VaporSuggestionRouteTests {
    @Test func theRouteAnswersWithTheAppsChoices() async throws {
        let assets = try WebAssets()
        try await withApp(configure: { app in
            app.addTextInputRoutes(assets: assets) { field, text in
                field == "company" ? [Choice("ACME Corporation", detail: "3 customers")].filter { $0.text.lowercased().contains(text) } : []
            }
        }) { app in
            try await app.testing().test(.GET, "textinput/suggest?field=company&text=acm") { response in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .cacheControl) == "no-store")
                #expect(response.body.string == #"{"choices":[{"text":"ACME Corporation","detail":"3 customers"}]}"#)
            }
            try await app.testing().test(.GET, "textinput/suggest?text=acm") { response in
                #expect(response.status == .badRequest)
            }
            try await app.testing().test(.GET, "textinput/suggest?field=company&text=a",
                                         headers: ["Sec-Fetch-Site": "cross-site"]) { response in
                #expect(response.status == .forbidden)
            }
        }
    }
}
