import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TextInputHummingbird
@testable import TextInputWeb

// Returning visitors download a difference (#45, RFC 9842): the module is a compression dictionary for its next
// versions, and a browser that names an earlier version it keeps gets the new one compressed against it (`dcz`),
// from the deltas scripts/wasm/dictionaries.py writes beside the module. The server never decodes them: it checks
// what it can read (the header's hash against the file name, the Zstandard frame's recorded size and checksum flag,
// the .dcz.sum the script wrote after decoding), so the deltas here are headers with opaque bytes behind them.

/// 32 bytes standing for the SHA-256 of an earlier version (the server reads it from the delta, never computes it).
private func dictionaryHash(_ seed: UInt8) -> [UInt8] { (0..<32).map { UInt8(truncatingIfNeeded: Int($0) * 7 + Int(seed)) } }

/// A dcz body as the server reads it: the signature, the dictionary's hash, a Zstandard frame header (`descriptor`:
/// by default single segment, a content checksum and a 4-byte content size) recording `contentSize`, opaque bytes.
private func dcz(hash: [UInt8], contentSize: Int, descriptor: UInt8 = 0xA4, dictionaryID: [UInt8] = []) -> [UInt8] {
    let size = (0..<4).map { UInt8(truncatingIfNeeded: contentSize >> (8 * $0)) }
    return WebAssets.DictionaryDelta.signature + hash + [0x28, 0xB5, 0x2F, 0xFD, descriptor] + dictionaryID + size
        + [0x15, 0x00, 0x00] + Array(repeating: 0x5A, count: 40)
}

/// The sum line dictionaries.py writes beside a delta: CRC-32 in hex and length of the bytes it decodes to.
private func sum(_ bytes: [UInt8]) -> String { String(format: "%08x %d\n", WebAssets.crc32(bytes), bytes.count) }

private func fileName(_ hash: [UInt8]) -> String { "TextInputWeb.wasm.\(WebAssets.hex(hash).prefix(16)).dcz" }

/// Loads assets whose module (opaque bytes) is written with `files` beside it to a fresh temporary folder, which
/// is removed again.
private func loadAssets(module: [UInt8], files: [String: [UInt8]], prefix: String = "/assets") throws -> WebAssets {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tik-dictionaries-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(module).write(to: folder.appendingPathComponent("TextInputWeb.wasm"))
    for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
    return try WebAssets(modulePath: folder.appendingPathComponent("TextInputWeb.wasm").path, prefix: prefix)
}

@Suite struct DictionaryTransportTests {
    let module: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00] + (0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
    let brotli: [UInt8] = [0x8B, 0x02, 0x80, 0x01, 0x02]
    let offer = "gzip, deflate, br, zstd, dcb, dcz"

    /// The module with a Brotli copy and deltas against two earlier versions.
    func assets() throws -> (WebAssets, [[UInt8]]) {
        let deltas = [dcz(hash: dictionaryHash(1), contentSize: module.count), dcz(hash: dictionaryHash(2), contentSize: module.count)]
        var files: [String: [UInt8]] = ["TextInputWeb.wasm.br": brotli, "TextInputWeb.wasm.br.sum": Array(sum(module).utf8)]
        for (index, delta) in deltas.enumerated() {
            files[fileName(dictionaryHash(UInt8(index + 1)))] = delta
            files[fileName(dictionaryHash(UInt8(index + 1))) + ".sum"] = Array(sum(module).utf8)
        }
        return (try loadAssets(module: module, files: files), deltas)
    }

    func available(_ hash: [UInt8]) -> String { ":" + Data(hash).base64EncodedString() + ":" }

    @Test func aBrowserThatNamesAnEarlierVersionGetsTheDifference() async throws {
        let (assets, deltas) = try assets()
        let served = try #require(assets.module)
        #expect(served.dictionaryDeltas.map(\.body) == deltas)
        #expect(served.dictionaryMatch == "/assets/TextInputWeb.*.wasm")
        let router = Router()
        router.addTextInputRoutes(assets: assets)
        try await Application(router: router).test(.router) { client in
            for method in [HTTPRequest.Method.get, .head] {
                try await client.execute(uri: served.path, method: method,
                                         headers: [.acceptEncoding: offer, availableDictionaryField: available(dictionaryHash(2))]) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentEncoding] == "dcz")
                    #expect(response.headers[.vary] == "Accept-Encoding, Available-Dictionary")
                    #expect(response.headers[HTTPField.Name("Use-As-Dictionary")!] == "match=\"/assets/TextInputWeb.*.wasm\"")
                    #expect(response.headers[.contentType] == "application/wasm")
                    #expect(response.headers[.contentLength] == String(deltas[1].count))
                    #expect([UInt8](buffer: response.body) == (method == .get ? deltas[1] : []))
                }
            }
        }
    }

    @Test func everyOtherRequestGetsTheUsualCopyWithTheSameHeaders() async throws {
        let (assets, _) = try assets()
        let served = try #require(assets.module)
        let known = available(dictionaryHash(1))
        let cases: [(acceptEncoding: String, dictionary: [String], encoding: String?, body: [UInt8])] = [
            (offer, [], "br", brotli),                                            // no dictionary
            (offer, [available(dictionaryHash(9))], "br", brotli),                 // one the server has no delta against
            ("gzip, deflate, br, zstd", [known], "br", brotli),                    // dcz not offered
            ("gzip, br, dcz;q=0", [known], "br", brotli),                          // dcz refused
            ("*", [known], "br", brotli),                                          // * is no offer of dcz
            (offer, [String(known.dropFirst().dropLast())], "br", brotli),         // not a byte sequence
            (offer, [":" + Data(dictionaryHash(1).dropLast()).base64EncodedString() + ":"], "br", brotli),   // 31 bytes
            (offer, [known, known], "br", brotli),                                 // two header lines
            (offer, [known + ";id=1"], "br", brotli),                              // parameters
            (offer, [":" + String(repeating: "*", count: 44) + ":"], "br", brotli),   // not base64
            (offer, [""], "br", brotli),
            ("identity", [known], nil, module),
        ]
        let router = Router()
        router.addTextInputRoutes(assets: assets)
        try await Application(router: router).test(.router) { client in
            for (acceptEncoding, dictionary, encoding, body) in cases {
                var headers: HTTPFields = [.acceptEncoding: acceptEncoding]
                for value in dictionary { headers.append(HTTPField(name: availableDictionaryField, value: value)) }
                try await client.execute(uri: served.path, method: .get, headers: headers) { response in
                    #expect(response.headers[.contentEncoding] == encoding, "\(acceptEncoding) \(dictionary)")
                    #expect(response.headers[.vary] == "Accept-Encoding, Available-Dictionary", "\(acceptEncoding) \(dictionary)")
                    #expect(response.headers[HTTPField.Name("Use-As-Dictionary")!] == "match=\"/assets/TextInputWeb.*.wasm\"")
                    let same = [UInt8](buffer: response.body) == body
                    #expect(same, "\(acceptEncoding) \(dictionary): \(response.body.readableBytes) bytes")
                }
            }
            // The script has no earlier versions to speak of: no dictionary headers at all.
            try await client.execute(uri: assets.script.path, method: .get, headers: [.acceptEncoding: offer, availableDictionaryField: known]) { response in
                #expect(response.headers[.vary] == "Accept-Encoding")
                #expect(response.headers[HTTPField.Name("Use-As-Dictionary")!] == nil)
            }
        }
    }

    @Test func aModuleWithoutDeltasIsStillADictionaryForTheNextVersion() throws {
        let assets = try loadAssets(module: module, files: ["TextInputWeb.wasm.br": brotli, "TextInputWeb.wasm.br.sum": Array(sum(module).utf8)])
        let served = try #require(assets.module)
        #expect(served.dictionaryDeltas.isEmpty)
        #expect(served.headers.contains { $0 == ("Use-As-Dictionary", "match=\"/assets/TextInputWeb.*.wasm\"") })
        let sent = served.encoded(acceptEncoding: [offer], availableDictionary: [available(dictionaryHash(1))])
        #expect(sent.contentEncoding == "br")
        #expect(sent.vary == "Accept-Encoding", "nothing depends on the dictionary offered")
    }

    @Test func onlyDeltasThatCheckOutAreKept() throws {
        let hash = dictionaryHash(3)
        let good = dcz(hash: hash, contentSize: module.count)
        var otherModule = module
        otherModule[99] ^= 1
        var wrongSignature = good
        wrongSignature[4] = 0x21
        var wrongFrame = good
        wrongFrame[40] = 0x29
        let broken: [(String, [UInt8], String)] = [
            ("the sum names other bytes", good, sum(otherModule)),
            ("another length recorded", dcz(hash: hash, contentSize: module.count - 1), sum(module)),
            ("no content checksum", dcz(hash: hash, contentSize: module.count, descriptor: 0xA0), sum(module)),
            ("no content size", dcz(hash: hash, contentSize: module.count, descriptor: 0x04), sum(module)),
            ("a formatted dictionary's ID", dcz(hash: hash, contentSize: module.count, descriptor: 0xA5, dictionaryID: [7]), sum(module)),
            ("the reserved bit", dcz(hash: hash, contentSize: module.count, descriptor: 0xAC), sum(module)),
            ("another signature", wrongSignature, sum(module)),
            ("no Zstandard frame", wrongFrame, sum(module)),
            ("too short", Array(good.prefix(44)), sum(module)),
            ("no sum line", good, "not a sum"),
        ]
        for (why, delta, line) in broken {
            let assets = try loadAssets(module: module, files: [fileName(hash): delta, fileName(hash) + ".sum": Array(line.utf8)])
            #expect(assets.module?.dictionaryDeltas == [], "\(why)")
        }
        // Named for another dictionary than its header's, not hex, or without its .sum: ignored.
        for files in [[fileName(dictionaryHash(4)): good, fileName(dictionaryHash(4)) + ".sum": Array(sum(module).utf8)],
                      ["TextInputWeb.wasm.0123456789ABCDEF.dcz": good, "TextInputWeb.wasm.0123456789ABCDEF.dcz.sum": Array(sum(module).utf8)],
                      [fileName(hash): good]] {
            #expect(try loadAssets(module: module, files: files).module?.dictionaryDeltas == [])
        }
        let kept = try loadAssets(module: module, files: [fileName(hash): good, fileName(hash) + ".sum": Array(sum(module).utf8)])
        #expect(kept.module?.dictionaryDeltas == [WebAssets.DictionaryDelta(dcz: good, holding: module, sum: sum(module))!])
        #expect(kept.module?.dictionaryDeltas.first?.dictionaryHash == hash)
    }

    /// The content sizes of RFC 8878's frame header: 1 byte in a single segment, 2 bytes (plus 256), 4 and 8, after
    /// the window byte of a frame that is not a single segment and a zero dictionary ID.
    @Test func theFrameHeadersContentSizeIsRead() {
        let frame = WebAssets.DictionaryDelta.frameContentSize
        #expect(frame([0x24, 200], 0) == 200)
        #expect(frame([0x44, 0x50, 0x10, 0x01], 0) == 0x0110 + 256)
        #expect(frame([0x84, 0x50, 0x01, 0x02, 0x03, 0x00], 0) == 0x0003_0201)
        #expect(frame([0xC4, 0x50] + [1, 0, 0, 0, 0, 0, 0, 1], 0) == 0x0100_0000_0000_0001)
        #expect(frame([0x85, 0x50, 0x00, 0x01, 0x02, 0x03, 0x00], 0) == 0x0003_0201, "a dictionary ID of 0")
        #expect(frame([0x84, 0x50, 0x01, 0x02], 0) == nil, "cut short")
    }

    @Test func thePatternNamesEveryLaterVersionAndOnlyPlainPrefixesGetOne() throws {
        #expect(WebAssets.dictionaryMatch(prefix: "/assets", name: "TextInputWeb", ext: "wasm") == "/assets/TextInputWeb.*.wasm")
        #expect(WebAssets.dictionaryMatch(prefix: "/static/v1.2", name: "TextInputWeb-unicode", ext: "bin")
            == "/static/v1.2/TextInputWeb-unicode.*.bin")
        #expect(WebAssets.dictionaryMatch(prefix: "", name: "TextInputWeb", ext: "wasm") == "/TextInputWeb.*.wasm")
        for prefix in ["/a:b", "/a b", "/a*", "/a(x)", "/a\"", "/ä", "/a?b", "/a#b", "/a+b", "/a{b}"] {
            #expect(WebAssets.dictionaryMatch(prefix: prefix, name: "TextInputWeb", ext: "wasm") == nil, "\(prefix)")
        }
        let delta = dcz(hash: dictionaryHash(5), contentSize: module.count)
        let files = [fileName(dictionaryHash(5)): delta, fileName(dictionaryHash(5)) + ".sum": Array(sum(module).utf8)]
        let odd = try loadAssets(module: module, files: files, prefix: "/a:b")
        #expect(odd.module?.dictionaryMatch == nil && odd.module?.dictionaryDeltas == [])
        #expect(odd.module?.headers.contains { $0.name == "Use-As-Dictionary" } == false)
        let other = try loadAssets(module: module, files: files, prefix: "/static")
        #expect(other.module?.dictionaryMatch == "/static/TextInputWeb.*.wasm")
        #expect(other.module?.dictionaryDeltas.count == 1)
    }

    @Test(arguments: [
        (":AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=:", true), (" \t:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=: ", true),
        ("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=", false), (":AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8:", false),
        (":AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHg==:", false), ("::", false), (":", false),
        (":AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=:;a=1", false), ("\"AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=\"", false),
    ])
    func availableDictionaryIsOneByteSequenceOf32Bytes(value: String, valid: Bool) {
        #expect(DictionaryTransport.availableDictionary([value]) == (valid ? Array(0..<32) : nil))
    }

    @Test func dczMustBeNamed() {
        #expect(ContentCoding.names("dcz", ["gzip, deflate, br, zstd, dcb, dcz"]))
        #expect(ContentCoding.names("dcz", ["br", "DCZ;q=0.5"]))
        #expect(!ContentCoding.names("dcz", ["*"]))
        #expect(!ContentCoding.names("dcz", ["dcz;q=0, *"]))
        #expect(!ContentCoding.names("dcz", ["gzip, br, dcb"]))
        #expect(!ContentCoding.names("dcz", []))
    }

    /// The bundled module carries a delta against each shipped version scripts/wasm/shipped keeps (commit them
    /// with the module: scripts/build-wasm.sh writes both), each checked as above.
    @Test func theBundledModuleHasADifferenceAgainstEachKeptVersion() throws {
        let url = try #require(WebAssets.resourceURL("TextInputWeb", "wasm"), "TextInputWeb.wasm is missing from the bundle")
        let module = try #require(try WebAssets(modulePath: url.path).module)
        let index = try String(contentsOfFile: WebAssets.packageRoot + "/scripts/wasm/shipped/versions.txt", encoding: .utf8)
        let lines: [[Substring]] = index.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ") }
        let kept: [String] = lines.filter { $0.first == "TextInputWeb.wasm" }.map { String($0[3]) }
        #expect(!kept.isEmpty)
        #expect(module.dictionaryDeltas.map { WebAssets.hex($0.dictionaryHash) }.sorted() == kept.sorted(),
                "run bash scripts/build-wasm.sh and commit Sources/TextInputWeb/Resources with scripts/wasm/shipped")
        for delta in module.dictionaryDeltas {
            // Smaller than the Brotli copy, or it would not be worth sending (the split into parts, #45, made the first
            // module's differences from the whole modules before it about half its Brotli size).
            #expect(delta.body.count < (module.brotliBody?.count ?? 0), "a difference is smaller than the Brotli copy")
        }
    }
}
