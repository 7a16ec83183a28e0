import Foundation
import Testing
import TextInputCore
import TextInputDriver
import TextInputTestSupport
@testable import TextInputWeb

/// A QR code PNG of `text`, made with qrencode (installed by scripts/install-scan-deps.sh).
func qrPNG(_ text: String) throws -> [UInt8] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tik-scan-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try SystemTool.qrencode.path())
    process.arguments = ["-o", output.path, "-s", "6", "-m", "4", text]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "qrencode failed: run scripts/install-scan-deps.sh")
    return [UInt8](try Data(contentsOf: output))
}

extension SessionDriver {
    /// Sends a `scan` intent with `image` for field `id` and returns the session's reply.
    mutating func sendScan(_ image: [UInt8], field id: String) -> SessionReply {
        sequence += 1
        now = now.advanced(by: .milliseconds(20))
        let message = JSONValue.object([("s", .int(sequence)), ("scanImage", .string(Data(image).base64EncodedString())),
                                        ("field", .int(index(of: id)))]).serialized
        return session.handle(message, now: now)
    }

    /// Finishes a scan request with `outcome` and parses the answer.
    mutating func finish(_ reply: SessionReply, _ outcome: ScanOutcome) throws -> JSONValue {
        let request = try #require(reply.scan)
        return try JSONValue.parse(Data(session.finishScan(request, outcome: outcome).utf8))
    }
}

@Suite struct ScanSessionTests {
    @Test func tappingScanAsksTheBrowserToOpenTheScanner() {
        var driver = SessionDriver(page: "scan")
        let answer = driver.send("tap", field: "serial", [("accessory", .string("scan"))])
        #expect(answer["scan"]?["f"]?.intValue == driver.index(of: "serial"))
        #expect(answer["scan"]?["open"] == .bool(true))
        #expect(answer["status"] == nil)
    }

    @Test func oneCodeFillsTheFieldThroughItsFormat() throws {
        var driver = SessionDriver(page: "scan")
        let reply = driver.sendScan([1, 2, 3], field: "serial")
        #expect(reply.message == nil)
        #expect(reply.scan?.image == [1, 2, 3])
        let answer = try driver.finish(reply, .found(["sn-4711"]))
        #expect(answer["s"]?.intValue == driver.sequence)
        #expect(answer["scan"]?["done"] == .bool(true))
        // The field's format (upper case) applies to scanned text as to typed text.
        #expect(answer.field(driver.index(of: "serial"))?["v"]?.stringValue == "SN-4711")
        // The value stays editable afterwards.
        driver.send("type", field: "serial", [("text", .string("x"))])
        #expect(driver.presentation("serial").text == "SN-4711X")
    }

    @Test func severalCodesAreOfferedAndThePickGoesThroughTheField() throws {
        var driver = SessionDriver(page: "scan")
        let answer = try driver.finish(driver.sendScan([1], field: "serial"), .found(["abc", "def", "abc"]))
        #expect(answer["scan"]?["choices"]?.arrayValue.compactMap(\.stringValue) == ["abc", "def"])
        #expect(answer["scan"]?["prompt"]?.stringValue == "Several codes found. Choose one:")
        #expect(driver.presentation("serial").text == "")
        let picked = driver.send("scan", field: "serial", [("text", .string("def"))])
        #expect(picked.field(driver.index(of: "serial"))?["v"]?.stringValue == "DEF")
    }

    @Test func nothingFoundAndDecoderErrorsAreMessages() throws {
        var driver = SessionDriver(page: "scan", locale: .de)
        let none = try driver.finish(driver.sendScan([1], field: "serial"), .found([]))
        #expect(none["scan"]?["error"]?.stringValue?.hasPrefix("Kein Barcode gefunden.") == true)
        #expect(none["scan"]?["none"] == .bool(true))
        let failed = try driver.finish(driver.sendScan([1], field: "serial"), .failed("Scanning needs libzbar"))
        #expect(failed["scan"]?["error"]?.stringValue == "Scanning needs libzbar")
        #expect(driver.presentation("serial").text == "")
    }

    @Test func readOnlyAndDisabledFieldsRefuseScans() {
        var driver = SessionDriver(page: "states")
        for id in ["company-readonly", "company-disabled"] {
            let reply = driver.sendScan([1], field: id)
            #expect(reply.scan == nil)
            let answer = reply.message.flatMap { try? JSONValue.parse(Data($0.utf8)) }
            #expect(answer?["refused"]?.stringValue == "This field cannot be edited.")
            let picked = driver.send("scan", field: id, [("text", .string("evil"))])
            #expect(picked["refused"] != nil)
        }
        #expect(driver.session.form.fields[driver.index(of: "company-readonly")].value == "SAP SE")
    }

    @Test func onlyScanMessagesMayBeLargeAndTheyAreBoundedToo() {
        let limits = SessionLimits(maxMessageBytes: 1024, maxScanMessageBytes: 8192)
        var driver = SessionDriver(page: "scan", limits: limits)
        #expect(driver.sendScan([UInt8](repeating: 7, count: 3000), field: "serial").scan?.image.count == 3000)
        #expect(driver.sendScan([UInt8](repeating: 7, count: 7000), field: "serial").close?.code == 1009)
        var paste = SessionDriver(page: "scan", limits: limits)
        let big = #"{"s":1,"event":"paste","field":0,"text":""# + String(repeating: "a", count: 2000) + "\"}"
        #expect(paste.session.handle(big, now: paste.now).close?.code == 1009)
        let bad = paste.send("scan", [("scanImage", .string("not base64!")), ("field", .int(paste.index(of: "serial")))])
        #expect(bad["error"]?.stringValue?.contains("base64") == true)
    }

    @Test func onlyPagesWithAScanFieldCarryTheLocalizedDialog() {
        let catalog = GalleryCatalog(includeTestPages: true)
        func html(_ page: String, _ locale: GalleryLocale) -> String {
            let options = GalleryOptions(page: page, locale: locale)
            let model = catalog.model(for: options)!
            return PageRenderer.page(model: model, form: model.initialForm, options: options, pageIDs: catalog.pageIDs)
        }
        let scan = html("scan", .de)
        #expect(scan.contains("id=\"tik-scan\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"tik-scan-title\""))
        #expect(scan.contains(">Barcode scannen</h2>"))
        #expect(scan.contains("data-no-camera=\"Keine Kamera verfügbar. Wählen Sie stattdessen ein Bild aus.\""))
        #expect(scan.contains("<input type=\"file\" class=\"tik-scan-file\" id=\"tik-scan-file\" accept=\"image/png,image/jpeg\">"))
        #expect(!html("simple", .en).contains("tik-scan"))
    }

    @Test(.requires(.qrencode, .libzbar, .libpng))
    func realQRCodeIsDecodedAndGarbageGivesAMessage() throws {
        let outcome = WebScan.decode(try qrPNG("sn-4711"))
        #expect(outcome == .found(["sn-4711"]))
        guard case let .failed(message) = WebScan.decode(Array("not an image".utf8)) else {
            Issue.record("garbage was not reported")
            return
        }
        #expect(message.contains("Cannot scan this image"))
    }
}
