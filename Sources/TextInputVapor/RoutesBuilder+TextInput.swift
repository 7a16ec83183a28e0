import NIOCore
import NIOPosix
import TextInputCore
import TextInputWeb
import Vapor

extension RoutesBuilder {
    /// Serves what pages with TextInputKit forms load (the client script, the
    /// stylesheet, the icon and the WebAssembly module, each at its
    /// content-hashed address and cached for a year) and the scan decoder:
    /// the counterpart of TextInputHummingbird's `Router.addTextInputRoutes`.
    ///
    /// An asset with a ``WebAssets/Asset/brotliBody`` or
    /// ``WebAssets/Asset/gzipBody`` (the module, the script and the stylesheet)
    /// goes Brotli-compressed to clients whose `Accept-Encoding` allows `br`,
    /// else gzip-compressed where it allows gzip, else as it is, with
    /// `Vary: Accept-Encoding`. The module and its Unicode data are also
    /// compression dictionaries for their next versions (`Use-As-Dictionary`):
    /// a browser that names an earlier version it keeps
    /// (`Available-Dictionary`, `dcz` in `Accept-Encoding`) gets only the
    /// difference (``WebAssets/Asset/dictionaryDeltas``, `Content-Encoding: dcz`),
    /// and their answers vary by `Accept-Encoding, Available-Dictionary`. HEAD
    /// is answered for every asset with the headers GET would send, without
    /// the body (Vapor answers HEAD from the GET route).
    ///
    /// ```swift
    /// let assets = try WebAssets()
    /// app.addTextInputRoutes(assets: assets)            // an Application, or a group with middleware only
    /// app.get("signup") { _ in HTMLPage.response(myPage(head: assets.headHTML, form: try signup.html(assets: assets))) }
    /// ```
    ///
    /// The routes are registered at the assets' absolute addresses (``WebAssets/prefix``, `/assets` by
    /// default) and at `scanPath`, which pages name as they are: call this on the application or on a group
    /// that only adds middleware, not on a group with a path prefix (`app.grouped("admin")`), whose routes
    /// would not be where the pages look.
    ///
    /// - Parameters:
    ///   - scanPath: where scan dialogs post images (``WebForm/scanPath``):
    ///     PNG or JPEG bytes up to ``ScanEndpoint/maxImageBytes``, answered with
    ///     `{"codes": [...]}`, `{"lines": [...]}` (`?kind=text`) or
    ///     `{"error": "..."}`. Decoding runs on NIO's thread pool, at most
    ///     `maxConcurrentScans` at once (503 beyond).
    ///   - suggestPath: where pages ask for a combo box's choices as the user
    ///     types (``WebForm/suggestPath``), for fields with
    ///     ``FieldConfiguration/choicesFromApp``: `GET …?field=ID&text=TEXT`,
    ///     answered with `{"choices": [{"text", "detail"}]}` (``SuggestionEndpoint``:
    ///     at most `maxConcurrentSuggestions` at once, 503 beyond; other sites'
    ///     requests refused with 403). Registered only with `suggestions`.
    ///   - suggestions: the app's choices for a field's text, such as the
    ///     companies it stores that start with it; a choice may have a second
    ///     line (`Choice("ACME Corporation", detail: "3 customers")`). Typing
    ///     never waits for it, and when it is slow or throws the field goes on
    ///     without suggestions, with no error shown.
    ///   - trustedOrigins: origins besides the request's own whose pages may
    ///     send images and ask for suggestions, as ``WebForm/trustedOrigins``
    ///     for posts (`["https://shop.example"]`); other sites' requests are
    ///     refused with 403.
    public func addTextInputRoutes(assets: WebAssets, scanPath: String = "/textinput/scan", maxConcurrentScans: Int = 8,
                                   suggestPath: String = "/textinput/suggest", maxConcurrentSuggestions: Int = 16,
                                   suggestions: (@Sendable (_ fieldID: String, _ text: String) async throws -> [Choice])? = nil,
                                   trustedOrigins: [String] = []) {
        for asset in assets.served {
            on(.GET, Self.pathComponents(asset.path)) { request -> Response in
                assetResponse(asset, acceptEncoding: request.headers[.acceptEncoding],
                              availableDictionary: request.headers[DictionaryTransport.availableDictionaryHeader])
            }
        }
        let scans = ScanRoute(maxConcurrent: maxConcurrentScans, trustedOrigins: trustedOrigins)
        on(.POST, Self.pathComponents(scanPath), body: .stream) { request -> Response in
            try await scans.respond(to: request)
        }
        if let suggestions {
            let endpoint = SuggestionEndpoint(maxConcurrent: maxConcurrentSuggestions, trustedOrigins: trustedOrigins,
                                              suggest: suggestions)
            on(.GET, Self.pathComponents(suggestPath)) { request -> Response in
                await endpoint.answer(field: request.query[String.self, at: "field"],
                                      text: request.query[String.self, at: "text"], source: PostSource(request)).response
            }
        }
    }

    /// A path such as "/assets/client.3f2a….js" as constant components (never parameters or wildcards).
    static func pathComponents(_ path: String) -> [PathComponent] {
        path.split(separator: "/").map { .constant(String($0)) }
    }
}
