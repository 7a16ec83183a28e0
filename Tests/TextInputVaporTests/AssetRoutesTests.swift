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

/// A port that was free a moment ago on 127.0.0.1 (for a live server in a test).
func freePort() throws -> Int {
    let channel = try ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .bind(host: "127.0.0.1", port: 0).wait()
    let port = channel.localAddress?.port ?? 0
    try channel.close().wait()
    return port
}

@Suite struct VaporAssetRoutesTests {
    @Test func assetsGoInTheCopyTheClientAcceptsAndHEADHasNoBody() async throws {
        let assets = try WebAssets()
        let module = try #require(assets.module, "the bundled module is missing")
        try await withApp(configure: { app in
            app.http.server.configuration.hostname = "127.0.0.1"
            app.addTextInputRoutes(assets: assets)
        }) { app in
            let live = try app.testing(method: .running(hostname: "127.0.0.1", port: freePort()))
            for asset in [module, assets.script, assets.stylesheet] {
                for (header, encoding, body) in [("gzip, deflate, br", "br", asset.brotliBody), ("gzip", "gzip", asset.gzipBody),
                                                 ("identity", nil, asset.body), ("br;q=0, *", "gzip", asset.gzipBody)]
                        as [(String, String?, [UInt8]?)] {
                    try await live.test(.GET, asset.path, headers: ["Accept-Encoding": header]) { response in
                        #expect(response.status == .ok)
                        #expect(response.headers.first(name: .contentEncoding) == encoding, "\(asset.path) \(header)")
                        #expect(response.headers.first(name: .vary) == "Accept-Encoding")
                        #expect(response.headers.first(name: .contentType) == asset.contentType)
                        #expect(response.headers.first(name: .cacheControl) == asset.cacheControl)
                        #expect(Array(response.body.readableBytesView) == body, "\(asset.path) \(header)")
                    }
                    try await live.test(.HEAD, asset.path, headers: ["Accept-Encoding": header]) { response in
                        #expect(response.status == .ok, "HEAD \(asset.path)")
                        #expect(response.headers.first(name: .contentEncoding) == encoding, "HEAD \(asset.path) \(header)")
                        #expect(response.headers.first(name: .contentLength) == String(body?.count ?? -1), "HEAD \(asset.path) \(header)")
                        #expect(response.body.readableBytes == 0)
                    }
                }
            }
            try await live.test(.GET, assets.icon.path, headers: ["Accept-Encoding": "gzip"]) { response in
                #expect(response.headers.first(name: .contentEncoding) == nil)
                #expect(response.headers.first(name: .vary) == nil)
                #expect(Array(response.body.readableBytesView) == assets.icon.body)
            }
        }
    }

    @Test func theScanRouteAnswersWithJSONAndItsLimits() async throws {
        try await withApp(configure: { app in app.addTextInputRoutes(assets: try WebAssets(), scanPath: "/scan") }) { app in
            try await app.testing().test(.POST, "scan") { response in
                #expect(response.status == .badRequest)
                #expect(response.body.string.contains("Send the image's PNG or JPEG bytes"))
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
            let live = try app.testing(method: .running(hostname: "127.0.0.1", port: freePort()))
            let atLimit = "name=" + String(repeating: "y", count: 95)
            try await live.test(.POST, "f", headers: headers, body: ByteBuffer(string: atLimit)) { response in
                #expect(response.status == .ok)
                #expect(response.body.string == String(repeating: "y", count: 95))
            }
            try await live.test(.POST, "f", headers: headers, body: ByteBuffer(string: atLimit + "y")) { response in
                #expect(response.status == .payloadTooLarge)
            }
            for body in [ByteBuffer(bytes: [0x6E, 0x3D, 0xFF, 0xFE]), ByteBuffer(string: "name=%FF%FE")] {
                try await app.testing().test(.POST, "f", headers: headers, body: body) { response in
                    #expect(response.status == .badRequest, "bytes that are not UTF-8 are refused, never repaired")
                }
            }
        }
    }
}
