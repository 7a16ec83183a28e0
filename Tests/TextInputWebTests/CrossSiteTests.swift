import Synchronization
import Testing
import TextInputCore
@testable import TextInputWeb

/// #40: posts that another site's page made the browser send are refused; the app's own, header-less and trusted
/// ones are not.
@Suite struct CrossSiteTests {
    func verdict(_ site: String?, _ origin: String?, host: String? = "shop.example", trusting: [String] = []) -> String? {
        PostSource(secFetchSite: site, origin: origin, host: host).refusal(trusting: trusting)
    }

    @Test func theBrowsersCrossSiteMarksAreRefused() {
        #expect(verdict("cross-site", nil) == "Sec-Fetch-Site: cross-site")
        #expect(verdict("Cross-Site ", nil) != nil)
        #expect(verdict(nil, "https://evil.example") == "https://evil.example")
        #expect(verdict("same-site", "https://sub.shop.example") == "Sec-Fetch-Site: same-site", "a sibling subdomain is another origin")
        #expect(verdict("cross-site", "null") != nil, "an opaque origin from another site")
        #expect(verdict("cross-site", "https://shop.example") != nil, "the browser's verdict counts over an Origin header")
        #expect(verdict(nil, "https://shop.example.evil.example") != nil)
        #expect(verdict(nil, "https://shop.example", host: nil) != nil, "no Host to compare with")
    }

    @Test func theAppsOwnHeaderlessAndTrustedPostsAreAccepted() {
        #expect(verdict("same-origin", "https://shop.example") == nil)
        #expect(verdict(nil, "http://127.0.0.1:8081", host: "127.0.0.1:8081") == nil)
        #expect(verdict(nil, "https://Shop.Example:443/", host: "shop.example") == nil, "case, default port, trailing slash")
        #expect(verdict(nil, "https://shop.example", host: "shop.example:443") == nil)
        #expect(verdict(nil, nil) == nil, "curl, old browsers")
        #expect(verdict("none", nil) == nil, "typed into the address bar")
        #expect(verdict("same-origin", nil) == nil)
        #expect(verdict("same-origin", "null") == nil, "the browser's verdict counts")
        #expect(verdict(nil, "null") == "null", "a sandboxed frame on a site without Fetch Metadata (plain HTTP)")
        #expect(verdict("cross-site", "https://partner.example", trusting: ["https://PARTNER.example/"]) == nil)
        #expect(verdict(nil, "https://partner.example:8443", trusting: ["https://partner.example"]) != nil, "another port")
    }

    @Test func aRefusedPostReadsNothingAndSaysWhyInTheFormsLanguage() throws {
        var form = WebForm(id: "f", action: "/f", fields: [FieldConfiguration(id: "name", label: "Name", isRequired: true)],
                           localeIdentifier: "ar_EG")
        let forged = PostSource(secFetchSite: "cross-site", origin: "https://evil.example", host: "shop.example")
        let refused = try form.submit(pairs: [("name", "Mallory")], from: forged)
        #expect(refused.isCrossSite && !refused.isAccepted && refused.submission == nil)
        #expect(try refused.liveForm.form.fields[0].value.isEmpty, "the posted text is not shown back")
        #expect(try refused.status.contains("أُرسل هذا النموذج من موقع آخر"))
        #expect(try refused.announcement == Localizer(localeIdentifier: "ar").string(ServerText.crossSitePost))
        form.trustedOrigins = ["https://evil.example"]
        #expect(try form.submit(pairs: [("name", "Mallory")], from: forged).submission?["name"] == "Mallory")
    }

    @Test func everyLanguageHasTheMessage() {
        let english = Localizer(localeIdentifier: "en").string(ServerText.crossSitePost)
        for language in Localizer.supportedLanguages where language != "en" {
            #expect(Localizer(localeIdentifier: language).string(ServerText.crossSitePost) != english, "\(language)")
        }
    }

    /// #46: the scan route honours the same rule and the same trusted origins as a post, before reading the image.
    @Test func theScanRouteRefusesOtherSitesPagesUnlessTrusted() async {
        let forged = PostSource(secFetchSite: "cross-site", origin: "https://partner.example", host: "shop.example")
        let decoded = Atomic<Int>(0)
        let refused = await ScanEndpoint(maxConcurrent: 1).answer(image: [1, 2, 3], kind: nil, locale: nil, source: forged) { work in
            decoded.add(1, ordering: .relaxed)
            return work()
        }
        #expect(refused.status == 403 && refused.json.contains("this site's own pages"))
        #expect(decoded.load(ordering: .relaxed) == 0, "nothing was decoded")
        let trusted = await ScanEndpoint(maxConcurrent: 1, trustedOrigins: ["https://partner.example"])
            .answer(image: [], kind: nil, locale: nil, source: forged) { work in work() }
        #expect(trusted.status == 400, "a trusted origin's request is read (and this one is empty)")
        let own = PostSource(secFetchSite: "same-origin", origin: "https://shop.example", host: "shop.example")
        #expect(await ScanEndpoint(maxConcurrent: 1).answer(image: [], kind: nil, locale: nil, source: own) { work in work() }.status == 400)
    }
}
