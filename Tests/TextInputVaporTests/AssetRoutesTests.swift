import Foundation
import NIOCore
import NIOPosix
import Testing
import TextInputCore
import TextInputVapor
import TextInputWeb
import Vapor
import VaporTesting

// The asset and scan routes on Vapor answer as TextInputHummingbird's do: the same copy for the same
// Accept-Encoding, the same headers, HEAD without a body, the scan route's limits and JSON.

/// Serves `app` on 127.0.0.1 on a port the system picks, for the length of `body` (given the server's base URL),
/// then stops it: one server for all of a test's requests (VaporTesting's `.running` binds a port again for every
/// request, which collided with other tests binding ports under load).
func withLiveServer(_ app: Application, _ body: (String) async throws -> Void) async throws {
    app.http.server.configuration.hostname = "127.0.0.1"
    app.http.server.configuration.port = 0
    try await app.server.start(address: .hostname("127.0.0.1", port: 0))
    guard let port = app.http.server.shared.localAddress?.port else {
        await app.server.shutdown()
        throw LiveServerError()
    }
    do {
        try await body("http://127.0.0.1:\(port)")
    } catch {
        await app.server.shutdown()
        throw error
    }
    await app.server.shutdown()
}

struct LiveServerError: Error, CustomStringConvertible {
    var description: String { "the live server reported no port" }
}

@Suite struct VaporAssetRoutesTests {
    @Test func assetsGoInTheCopyTheClientAcceptsAndHEADHasNoBody() async throws {
        let assets = try WebAssets()
        let module = try #require(assets.module, "the bundled module is missing")
        try await withApp(configure: { app in
            app.http.server.configuration.hostname = "127.0.0.1"
            app.addTextInputRoutes(assets: assets)
        }) { app in
            try await withLiveServer(app) { base in
                for asset in [module, assets.script, assets.stylesheet, assets.phoneData] {
                    for (header, encoding, body) in [("gzip, deflate, br", "br", asset.brotliBody), ("gzip", "gzip", asset.gzipBody),
                                                     ("identity", nil, asset.body), ("br;q=0, *", "gzip", asset.gzipBody)]
                            as [(String, String?, [UInt8]?)] {
                        let response = try await app.client.get(URI(string: base + asset.path), headers: ["Accept-Encoding": header])
                        #expect(response.status == .ok)
                        #expect(response.headers.first(name: .contentEncoding) == encoding, "\(asset.path) \(header)")
                        // The module is a compression dictionary for its next versions and has differences against
                        // earlier ones, so its answers also depend on Available-Dictionary.
                        #expect(response.headers.first(name: .vary)
                            == (asset.path == module.path ? "Accept-Encoding, Available-Dictionary" : "Accept-Encoding"))
                        #expect(response.headers.first(name: "Use-As-Dictionary")
                            == (asset.path == module.path ? "match=\"/assets/TextInputWeb.*.wasm\"" : nil))
                        #expect(response.headers.first(name: .contentType) == asset.contentType)
                        #expect(response.headers.first(name: .cacheControl) == asset.cacheControl)
                        #expect(response.body.map { Array($0.readableBytesView) } == body, "\(asset.path) \(header)")
                        let head = try await app.client.send(.HEAD, headers: ["Accept-Encoding": header], to: URI(string: base + asset.path))
                        #expect(head.status == .ok, "HEAD \(asset.path)")
                        #expect(head.headers.first(name: .contentEncoding) == encoding, "HEAD \(asset.path) \(header)")
                        #expect(head.headers.first(name: .contentLength) == String(body?.count ?? -1), "HEAD \(asset.path) \(header)")
                        #expect(head.body?.readableBytes ?? 0 == 0)
                    }
                }
                // A browser that keeps an earlier version of the module gets the difference (dcz), HEAD its headers.
                let delta = try #require(module.dictionaryDeltas.first, "the bundled module has no differences; run bash scripts/build-wasm.sh")
                let offer: HTTPHeaders = ["Accept-Encoding": "gzip, deflate, br, zstd, dcb, dcz",
                                          "Available-Dictionary": ":" + Data(delta.dictionaryHash).base64EncodedString() + ":"]
                let difference = try await app.client.get(URI(string: base + module.path), headers: offer)
                #expect(difference.headers.first(name: .contentEncoding) == "dcz")
                #expect(difference.headers.first(name: .vary) == "Accept-Encoding, Available-Dictionary")
                #expect(difference.body.map { Array($0.readableBytesView) } == delta.body)
                let differenceHead = try await app.client.send(.HEAD, headers: offer, to: URI(string: base + module.path))
                #expect(differenceHead.headers.first(name: .contentEncoding) == "dcz")
                #expect(differenceHead.headers.first(name: .contentLength) == String(delta.body.count))
                var unknown = offer
                unknown.replaceOrAdd(name: "Available-Dictionary", value: ":" + Data(repeating: 7, count: 32).base64EncodedString() + ":")
                let usual = try await app.client.get(URI(string: base + module.path), headers: unknown)
                #expect(usual.headers.first(name: .contentEncoding) == "br")
                #expect(usual.body.map { Array($0.readableBytesView) } == module.brotliBody)
                let icon = try await app.client.get(URI(string: base + assets.icon.path), headers: ["Accept-Encoding": "gzip"])
                #expect(icon.headers.first(name: .contentEncoding) == nil)
                #expect(icon.headers.first(name: .vary) == nil)
                #expect(icon.body.map { Array($0.readableBytesView) } == assets.icon.body)
            }
        }
    }

    @Test func theScanRouteAnswersWithJSONAndItsLimits() async throws {
        try await withApp(configure: { app in app.addTextInputRoutes(assets: try WebAssets(), scanPath: "/scan") }) { app in
            try await app.testing().test(.POST, "scan") { response in
                #expect(response.status == .badRequest)
                #expect(response.body.string.contains("This file is empty. Choose a PNG or JPEG image."))
                #expect(response.headers.first(name: .contentType) == "application/json")
            }
            let large = ByteBuffer(bytes: [UInt8](repeating: 0x89, count: ScanEndpoint.maxImageBytes + 1))
            try await app.testing().test(.POST, "scan", body: large) { response in
                #expect(response.status == .payloadTooLarge)
                #expect(response.body.string.contains("larger than 2 MB"))
            }
            try await app.testing().test(.POST, "scan?kind=text&locale=de_DE", body: ByteBuffer(string: "not an image")) { response in
                #expect(response.status == .ok)
                #expect(response.body.string.hasPrefix("{\"error\":"))
                #expect(response.headers.first(name: .cacheControl) == "no-store")
            }
        }
    }

    @Test func aPageIsGzippedForClientsThatAcceptIt() async throws {
        let html = "<!DOCTYPE html><p>" + String(repeating: "نص عربي · Ünïcödé ", count: 200) + "</p>"
        try await withApp(configure: { app in
            app.get("page") { request in HTMLPage.response(html, status: .unprocessableEntity, for: request) }
        }) { app in
            var headers = HTTPHeaders()
            headers.add(name: .acceptEncoding, value: "br;q=1, gzip;q=0.5")
            try await app.testing().test(.GET, "page", headers: headers) { response in
                #expect(response.status == .unprocessableEntity)
                #expect(response.headers.first(name: .contentEncoding) == "gzip")
                #expect(response.headers.first(name: .vary) == "Accept-Encoding")
                #expect(response.body.readableBytes * 4 < html.utf8.count)
                #expect(Array(response.body.readableBytesView.prefix(2)) == [0x1F, 0x8B])
            }
            try await app.testing().test(.GET, "page") { response in
                #expect(response.headers.first(name: .contentEncoding) == nil)
                #expect(response.body.string == html)
            }
        }
    }

    @Test func aFormBodyOverTheLimitOrNotURLEncodedIsRefused() async throws {
        let form = WebForm(id: "f", action: "/f", fields: [FieldConfiguration(id: "name", label: "Name")])
        try await withApp(configure: { app in
            app.on(.POST, "f", body: .stream) { request async throws -> Response in
                let result = try await form.submit(request, maxBodyBytes: 100)
                return HTMLPage.response(result.submission?["name"] ?? "invalid")
            }
        }) { app in
            var headers = HTTPHeaders()
            headers.contentType = .urlEncodedForm
            try await app.testing().test(.POST, "f", headers: headers, body: ByteBuffer(string: "name=Jane+Doe")) { response in
                #expect(response.status == .ok)
                #expect(response.body.string == "Jane Doe")
                #expect(response.headers.first(name: .cacheControl) == "no-store")
            }
            try await app.testing().test(.POST, "f", headers: headers, body: ByteBuffer(string: "name=" + String(repeating: "x", count: 200))) { response in
                #expect(response.status == .payloadTooLarge)
            }
            // Exactly the limit is allowed, also when the body streams in over a real connection.
            try await withLiveServer(app) { base in
                let atLimit = "name=" + String(repeating: "y", count: 95)
                let allowed = try await app.client.post(URI(string: base + "/f"), headers: headers) { request in
                    request.body = ByteBuffer(string: atLimit)
                }
                #expect(allowed.status == .ok)
                #expect(allowed.body.map { String(buffer: $0) } == String(repeating: "y", count: 95))
                let refused = try await app.client.post(URI(string: base + "/f"), headers: headers) { request in
                    request.body = ByteBuffer(string: atLimit + "y")
                }
                #expect(refused.status == .payloadTooLarge)
            }
            for body in [ByteBuffer(bytes: [0x6E, 0x3D, 0xFF, 0xFE]), ByteBuffer(string: "name=%FF%FE")] {
                try await app.testing().test(.POST, "f", headers: headers, body: body) { response in
                    #expect(response.status == .badRequest, "bytes that are not UTF-8 are refused, never repaired")
                }
            }
        }
    }
}
