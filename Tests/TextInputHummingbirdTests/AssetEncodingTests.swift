import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TextInputHummingbird
@testable import TextInputWeb

// The WebAssembly module is served gzip-compressed to browsers that accept it, from the `.gz` that
// scripts/build-wasm.sh writes beside it, and only when that `.gz` holds exactly the module.

/// A gzip member holding `bytes` in stored (uncompressed) deflate blocks: valid gzip that any client inflates,
/// made without a compressor so that the test needs no tool.
private func storedGzip(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
    var offset = 0
    repeat {
        let count = min(65_535, bytes.count - offset)
        let isLast = offset + count == bytes.count
        out.append(isLast ? 1 : 0)
        out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
        out += bytes[offset..<offset + count]
        offset += count
    } while offset < bytes.count
    func littleEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    return out + littleEndian(WebAssets.crc32(bytes)) + littleEndian(UInt32(bytes.count))
}

/// `bytes` inflated by gzip(1) at `tool`, the reference decoder; nil when it refuses them.
private func gunzip(_ bytes: [UInt8], with tool: String) throws -> [UInt8]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-d", "-c"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(bytes))
    try input.fileHandleForWriting.close()
    let inflated = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? [UInt8](inflated) : nil
}

/// Loads assets whose module (not a real module: the bytes are only served) is written to a fresh temporary folder,
/// with `gz` beside it; the folder is removed again.
private func loadAssets(module: [UInt8], gz: [UInt8]?, br: [UInt8]? = nil, brSum: String? = nil) throws -> WebAssets {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tik-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("TextInputWeb.wasm").path
    try Data(module).write(to: URL(fileURLWithPath: path))
    if let gz { try Data(gz).write(to: URL(fileURLWithPath: path + ".gz")) }
    if let br { try Data(br).write(to: URL(fileURLWithPath: path + ".br")) }
    if let brSum { try Data(brSum.utf8).write(to: URL(fileURLWithPath: path + ".br.sum")) }
    return try WebAssets(modulePath: path)
}

@Suite struct AssetEncodingTests {
    let module: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00] + (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }

    @Test func theCRCIsGzips() {
        #expect(WebAssets.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(WebAssets.crc32([]) == 0)
    }

    @Test func aMatchingGzIsServedToBrowsersThatAcceptIt() async throws {
        let compressed = storedGzip(module)
        let assets = try loadAssets(module: module, gz: compressed)
        let served = try #require(assets.module)
        #expect(served.body == module)
        #expect(served.gzipBody == compressed)

        let router = Router()
        router.addTextInputRoutes(assets: assets)
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: served.path, method: .get, headers: [.acceptEncoding: "gzip, deflate, br"]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.headers[.vary] == "Accept-Encoding")
                #expect(response.headers[.contentType] == "application/wasm")
                #expect([UInt8](buffer: response.body) == compressed)
            }
            try await client.execute(uri: served.path, method: .get) { response in
                #expect(response.headers[.contentEncoding] == nil)
                #expect(response.headers[.vary] == "Accept-Encoding")
                #expect([UInt8](buffer: response.body) == module)
            }
            try await client.execute(uri: served.path, method: .get, headers: [.acceptEncoding: "br, gzip;q=0"]) { response in
                #expect(response.headers[.contentEncoding] == nil)
                #expect([UInt8](buffer: response.body) == module)
            }
            // The icon has no compressed copy: always the bytes themselves.
            try await client.execute(uri: assets.icon.path, method: .get, headers: [.acceptEncoding: "gzip"]) { response in
                #expect(response.headers[.contentEncoding] == nil)
                #expect(response.headers[.vary] == nil)
                #expect([UInt8](buffer: response.body) == assets.icon.body)
            }
        }
    }

    @Test func aStaleOrBrokenGzIsIgnored() throws {
        var older = module
        older[100] ^= 0xFF
        let stale = try loadAssets(module: module, gz: storedGzip(older))
        #expect(stale.module?.body == module)
        #expect(stale.module?.gzipBody == nil)
        let shorter = try loadAssets(module: module, gz: storedGzip(Array(module.dropLast())))
        #expect(shorter.module?.gzipBody == nil)
        let notGzip = try loadAssets(module: module, gz: Array(repeating: 0x1F, count: 40))
        #expect(notGzip.module?.gzipBody == nil)
        let none = try loadAssets(module: module, gz: nil)
        #expect(none.module?.gzipBody == nil)
    }

    @Test(arguments: [
        ("gzip, deflate, br", true), ("GZIP", true), ("x-gzip", true), ("*", true), ("br;q=1.0, gzip;q=0.5", true),
        ("*;q=0, gzip", true), ("gzip;q=0, *", false), ("gzip;q=0", false), ("gzip ; q=0.000", false), ("*;q=0", false),
        ("identity", false), ("br, deflate", false), ("", false),
    ])
    func acceptEncodingIsRead(header: String, accepts: Bool) {
        #expect(acceptsGzip([header]) == accepts)
    }

    /// The sum line build-wasm.sh writes beside a Brotli copy: CRC-32 in hex and length of the module it holds.
    func sum(_ bytes: [UInt8]) -> String { String(format: "%08x %d\n", WebAssets.crc32(bytes), bytes.count) }

    @Test func brotliIsPreferredThenGzipThenIdentityAndHEADHasNoBody() async throws {
        // The server does not decode Brotli: build-wasm.sh checked the copy by decoding it and named the module in
        // the .sum, so opaque bytes stand in for it here.
        let brotli: [UInt8] = [0x8B, 0x02, 0x80] + Array(module.prefix(64))
        let gzip = storedGzip(module)
        let assets = try loadAssets(module: module, gz: gzip, br: brotli, brSum: sum(module))
        let served = try #require(assets.module)
        #expect(served.brotliBody == brotli)
        let router = Router()
        router.addTextInputRoutes(assets: assets)
        try await Application(router: router).test(.router) { client in
            for (header, encoding, body) in [("gzip, deflate, br, zstd", "br", brotli), ("gzip, br;q=0", "gzip", gzip),
                                             ("identity", nil, module), ("*", "br", brotli)] as [(String, String?, [UInt8])] {
                try await client.execute(uri: served.path, method: .get, headers: [.acceptEncoding: header]) { response in
                    #expect(response.headers[.contentEncoding] == encoding, "\(header)")
                    #expect(response.headers[.vary] == "Accept-Encoding")
                    #expect([UInt8](buffer: response.body) == body, "\(header)")
                }
                try await client.execute(uri: served.path, method: .head, headers: [.acceptEncoding: header]) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentEncoding] == encoding, "HEAD \(header)")
                    #expect(response.headers[.contentLength] == String(body.count))
                    #expect(response.headers[.contentType] == "application/wasm")
                    #expect(response.body.readableBytes == 0)
                }
            }
            for asset in [assets.script, assets.stylesheet, assets.icon, assets.phoneData] {
                try await client.execute(uri: asset.path, method: .head) { response in
                    #expect(response.status == .ok, "HEAD \(asset.path)")
                    #expect(response.headers[.contentType] == asset.contentType)
                    #expect(response.headers[.contentLength] == String(asset.body.count))
                    #expect(response.body.readableBytes == 0)
                }
            }
        }
    }

    @Test func aBrotliCopyIsKeptOnlyWhenItsSumNamesTheModule() throws {
        var older = module
        older[7] ^= 0x01
        #expect(try loadAssets(module: module, gz: nil, br: [1, 2, 3], brSum: sum(older)).module?.brotliBody == nil)
        #expect(try loadAssets(module: module, gz: nil, br: [1, 2, 3], brSum: sum(Array(module.dropLast()))).module?.brotliBody == nil)
        #expect(try loadAssets(module: module, gz: nil, br: [1, 2, 3], brSum: nil).module?.brotliBody == nil)
        #expect(try loadAssets(module: module, gz: nil, br: [1, 2, 3], brSum: "not a sum").module?.brotliBody == nil)
        #expect(try loadAssets(module: module, gz: nil, br: [1, 2, 3], brSum: sum(module)).module?.brotliBody == [1, 2, 3])
    }

    /// No preload of the module (WebKit would download it twice): one inline script, first in the head and allowed
    /// by its hash in the policy, starts its download; a page without a form can leave it out.
    @Test func theHeadStartsTheModulesDownloadWithoutAPreload() throws {
        let assets = try loadAssets(module: module, gz: nil)
        let path = try #require(assets.module?.path)
        #expect(!assets.headHTML.contains("preload"))
        #expect(assets.headHTML.hasPrefix("<script data-tik-wasm=\"\(path)\">\(WebAssets.moduleFetchScript)</script>"))
        #expect(assets.headHTML.contains("<script src=\"\(assets.script.path)\" defer></script>"))
        #expect(WebAssets.contentSecurityPolicy.contains(
            "script-src 'self' 'wasm-unsafe-eval' '\(WebAssets.moduleFetchScriptHash)' '\(WebAssets.earlyFetchScriptHash)' '\(WebAssets.contrastScriptHash)';"))
        #expect(!assets.headHTML(loadingModule: false).contains(path))
        #expect(assets.headHTML(loadingModule: false).contains(assets.script.path))
    }

    /// The script and the stylesheet travel with compressed copies committed beside them
    /// (scripts/compress-assets.sh): both must hold the current files, or browsers get them uncompressed.
    @Test func theScriptAndStylesheetAreServedCompressed() async throws {
        let assets = try WebAssets(modulePath: nil)
        for asset in [assets.script, assets.stylesheet] {
            let brotli = try #require(asset.brotliBody, "\(asset.path): the .br copy is stale; run bash scripts/compress-assets.sh")
            let gzip = try #require(asset.gzipBody, "\(asset.path): the .gz copy is stale; run bash scripts/compress-assets.sh")
            #expect(brotli.count * 3 < asset.body.count, "\(asset.path): \(brotli.count) bytes of Brotli for \(asset.body.count)")
            // gzip ships with every Debian: the copy must inflate to the served bytes exactly.
            let inflated = try gunzip(gzip, with: "/bin/gzip")
            #expect(inflated == asset.body, "\(asset.path)")
        }
        let router = Router()
        router.addTextInputRoutes(assets: assets)
        try await Application(router: router).test(.router) { client in
            for asset in [assets.script, assets.stylesheet] {
                for (header, encoding, body) in [("gzip, deflate, br", "br", asset.brotliBody), ("gzip", "gzip", asset.gzipBody),
                                                 ("identity", nil, asset.body)] as [(String, String?, [UInt8]?)] {
                    try await client.execute(uri: asset.path, method: .get, headers: [.acceptEncoding: header]) { response in
                        #expect(response.headers[.contentEncoding] == encoding, "\(asset.path) \(header)")
                        #expect(response.headers[.contentType] == asset.contentType)
                        #expect([UInt8](buffer: response.body) == body, "\(asset.path) \(header)")
                    }
                }
            }
        }
    }

    /// The page's module travels in the library's resource bundle, with both compressed copies, for apps that
    /// depend on TextInputKit (scripts/build-wasm.sh keeps it equal to what the sources build; CI checks that).
    @Test func theModuleIsAResourceWithItsCompressedCopies() throws {
        let url = try #require(WebAssets.resourceURL("TextInputWeb", "wasm"), "TextInputWeb.wasm is missing from the bundle")
        let assets = try WebAssets(modulePath: url.path)
        let module = try #require(assets.module)
        #expect(module.body.starts(with: [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]))
        #expect(module.brotliBody != nil, "the bundled .br does not hold the bundled module; run bash scripts/build-wasm.sh")
        #expect(module.gzipBody != nil, "the bundled .gz does not hold the bundled module; run bash scripts/build-wasm.sh")
        #expect(module.path.hasPrefix("/assets/TextInputWeb.") && module.path.hasSuffix(".wasm"))
        // Its Unicode data beside it (docs/wasm.md), served and named by the form for the page to fetch.
        let unicode = try #require(assets.unicodeData, "TextInputWeb-unicode.bin is missing beside the bundled module")
        #expect(unicode.body.starts(with: Array("TIU1".utf8)))
        #expect(unicode.brotliBody != nil, "the bundled Unicode data's .br does not hold it; run bash scripts/build-wasm.sh")
        #expect(unicode.gzipBody != nil)
        #expect(unicode.path.hasPrefix("/assets/TextInputWeb-unicode.") && unicode.path.hasSuffix(".bin"))
        #expect(assets.asset(at: unicode.path)?.body == unicode.body)
        let form = WebForm(id: "f", action: "/f", fields: [FieldConfiguration(id: "name", label: "Name")])
        #expect(try form.html(assets: assets).contains("data-unicode=\"\(unicode.path)\""))
    }

    /// A module without its Unicode data beside it is served without it, and the server says what is missing.
    @Test func aModuleWithoutItsUnicodeDataIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tik-unicode-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("TextInputWeb.wasm").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data([0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00])))
        var warnings: [String] = []
        let assets = try WebAssets.forServer(modulePath: path, warn: { warnings.append($0) })
        #expect(assets.module != nil && assets.unicodeData == nil)
        #expect(warnings.contains { $0.contains("TextInputWeb-unicode.bin was not found") })
        #expect(WebAssets.unicodeDataPath(besideModule: "/a/TextInputWeb.wasm") == "/a/TextInputWeb-unicode.bin")
    }

    @Test func severalAcceptEncodingLinesAreOneList() {
        #expect(acceptsGzip(["br", "gzip"]))
        #expect(!acceptsGzip([]))
    }

    /// An HTML page goes gzipped to a client that accepts gzip (zlib's encoder; the reference decoder is gzip(1)),
    /// as it is to one that does not, and a short page as it is; every answer varies by Accept-Encoding.
    @Test func aPageIsGzippedForClientsThatAcceptIt() async throws {
        let tool = ["/usr/bin/gzip", "/bin/gzip"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let html = "<!DOCTYPE html><html lang=\"ar\"><body>" + String(repeating: "<p class=\"tik-intro\">نص عربي · Ünïcödé 😀</p>", count: 200)
            + "</body></html>"
        let router = Router()
        router.get("/page") { request, _ in HTMLPage.response(html, status: .unprocessableContent, for: request) }
        router.get("/short") { request, _ in HTMLPage.response("<p>Hi</p>", for: request) }
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/page", method: .get, headers: [.acceptEncoding: "br;q=1, gzip;q=0.5"]) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.headers[.vary] == "Accept-Encoding")
                #expect(response.headers[.contentType] == WebAssets.htmlContentType)
                #expect(response.headers[.cacheControl] == "no-store")
                let body = Array(response.body.readableBytesView)
                #expect(body.count * 4 < html.utf8.count)
                if let tool {
                    let inflated = try gunzip(body, with: tool)
                    #expect(inflated.map { String(decoding: $0, as: UTF8.self) } == html)
                } else if ProcessInfo.processInfo.environment["CI"] != nil {
                    Issue.record("gzip(1) is needed to check the page's compression")
                }
            }
            for refused in ["identity", "gzip;q=0, br", ""] {
                try await client.execute(uri: "/page", method: .get, headers: refused.isEmpty ? [:] : [.acceptEncoding: refused]) { response in
                    #expect(response.headers[.contentEncoding] == nil)
                    #expect(response.headers[.vary] == "Accept-Encoding")
                    #expect(String(buffer: response.body) == html)
                }
            }
            try await client.execute(uri: "/short", method: .get, headers: [.acceptEncoding: "gzip"]) { response in
                #expect(response.headers[.contentEncoding] == nil)
                #expect(String(buffer: response.body) == "<p>Hi</p>")
            }
        }
    }
}
