import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import TextInputCore
import TextInputHTML
import TextInputHummingbird
import TextInputGallery
import TextInputWeb

/// The gallery's HTTP server on Hummingbird, built on `TextInputHummingbird`'s public API. It keeps no state per
/// visitor: pages are rendered from the shared catalog, keystrokes are decided in the browser, and posted forms
/// are checked with the native core.
///
/// - `GET /?locale=&layout=&theme=`: the front page, each page's first figure live; `POST /?show={page}&…`: one
///   of those figures, submitted. `GET /p/{page}?locale=&layout=&theme=`: a page.
/// - `POST /p/{page}`: a submitted form, checked on the server (with or without JavaScript).
/// - `GET /assets/...`: the script, stylesheet, icon and WebAssembly module, content-hashed.
/// - `POST /scan`: an image for the scan dialog, decoded with libzbar.
struct GalleryServer: Sendable {
    let catalog: GalleryCatalog
    let assets: WebAssets
    let logger: Logger

    func application(host: String, port: Int, ready: @escaping @Sendable (String) -> Void) -> some ApplicationProtocol {
        // HEAD wherever GET is; errors as pages in the browser's language, styled (TextInputSecurityHeaders).
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.middlewares.add(TextInputSecurityHeaders(assets: assets))
        router.addTextInputRoutes(assets: assets, scanPath: "/scan")
        router.get("/") { request, _ in
            let options = try indexOptions(request).options
            return HTMLPage.response(PageRenderer.index(options: options, pageIDs: Gallery.pageIDs, catalog: catalog, assets: assets),
                                     for: request)
        }
        router.post("/") { request, _ in
            // A figure of the front page, posted (`show` names its page): checked and shown in place.
            let (options, shown) = try indexOptions(request)
            var target = options
            target.page = shown ?? ""
            guard let model = catalog.showcaseModel(for: target) else { throw HTTPError(.notFound) }
            let result = try await model.webForm.submit(request)
            return HTMLPage.response(PageRenderer.index(options: options, pageIDs: Gallery.pageIDs, catalog: catalog, assets: assets,
                                                        result: (target.page, result)),
                                     status: result.responseStatus, for: request)
        }
        router.get("/p/:page") { request, context in
            let (model, options) = try resolve(request, context)
            return HTMLPage.response(PageRenderer.page(model: model, options: options, pageIDs: Gallery.pageIDs, assets: assets),
                                     for: request)
        }
        router.post("/p/:page") { request, context in
            let (model, options) = try resolve(request, context)
            let result = try await model.webForm.submit(request)
            return HTMLPage.response(PageRenderer.page(model: model, options: options, pageIDs: Gallery.pageIDs, assets: assets,
                                                       result: result),
                                     status: result.responseStatus, for: request)
        }
        if catalog.includeTestPages { addTestRoutes(router) }
        router.addMethodNotAllowedRoutes()
        return Application(
            router: router,
            server: .textInputHTTP1(),
            configuration: .init(address: .hostname(host, port: port), serverName: "textinput-gallery"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                let shown = host.contains(":") ? "[\(host)]" : host
                ready("http://\(shown):\(bound)/")
            },
            logger: logger)
    }

    /// Test pages only: `POST /test/replay` with `{"page", "locale", "layout", "messages": [...]}` runs the
    /// messages a page's core got through the native core, from the same spec, and answers
    /// `{"answers": [...], "fields": [html, ...]}`: what the server says and renders for the same state.
    func addTestRoutes(_ router: Router<BasicRequestContext>) {
        router.post("/test/replay") { request, _ -> Response in
            var request = request
            let body = try await request.collectBody(upTo: 4 << 20)
            guard let value = try? JSONValue.parse(Array(buffer: body)),
                  case let .string(page)? = value["page"], case let .string(locale)? = value["locale"],
                  case let .string(layout)? = value["layout"], case let .array(messages)? = value["messages"],
                  let options = GalleryOptions(page: page, query: [("locale", locale), ("layout", layout)]),
                  let model = catalog.model(for: options) else {
                throw HTTPError(.badRequest)
            }
            var live = try LiveForm(json: Array(try model.webForm.spec.handingOverNumberTemplates().json.utf8))
            var answers: [JSONValue] = []
            for case let .string(message) in messages { answers.append(.string(live.handle(message))) }
            let fields = model.page.fields.indices.map { JSONValue.string(live.fieldHTML(at: $0)) }
            return Response(status: .ok, headers: [.contentType: "application/json"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: JSONValue.object([
                                ("answers", .array(answers)), ("fields", .array(fields)),
                            ]).serialized)))
        }
    }

    /// The front page's options and the figure a post is for (`show`), or a 400.
    func indexOptions(_ request: Request) throws -> (options: GalleryOptions, shown: String?) {
        guard let query = FormPost.parse(request.uri.query ?? ""), let options = GalleryOptions(page: "", query: query) else {
            throw HTTPError(.badRequest)
        }
        return (options, query.first { $0.0 == "show" }?.1)
    }

    /// The page model and options of a page request, or a 404 / 400.
    func resolve(_ request: Request, _ context: some RequestContext) throws -> (PageModel, GalleryOptions) {
        let id = context.parameters.get("page") ?? ""
        guard let query = FormPost.parse(request.uri.query ?? ""),
              let options = GalleryOptions(page: id, query: query) else {
            throw HTTPError(.badRequest)
        }
        guard let model = catalog.model(for: options) else { throw HTTPError(.notFound) }
        return (model, options)
    }
}
