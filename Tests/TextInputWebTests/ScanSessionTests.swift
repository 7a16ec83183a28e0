import Foundation
import Testing
import TextInputCore
import TextInputScan
@testable import TextInputHTML
import TextInputTestSupport
@testable import TextInputGallery
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

extension LiveFormDriver {
    /// Sends what the server's decoder found for field `id` (the page hands the codes to its core).
    mutating func scanFound(_ codes: [String], field id: String) -> JSONValue {
        send("scan", field: id, [("texts", .array(codes.map(JSONValue.string)))])
    }
}

@Suite struct ScanSessionTests {
    @Test func tappingScanAsksTheBrowserToOpenTheScanner() {
        var driver = LiveFormDriver(page: "scan")
        let answer = driver.send("tap", field: "serial", [("accessory", .string("scan"))])
        #expect(answer["scan"]?["f"]?.intValue == driver.index(of: "serial"))
        #expect(answer["scan"]?["open"] == .bool(true))
        #expect(answer["scan"]?["kind"]?.stringValue == "barcode", "what the dialog asks the server to read (#46)")
        #expect(answer["status"] == nil)
        let text = driver.send("tap", field: "scan-iban", [("accessory", .string("scan"))])
        #expect(text["scan"]?["kind"]?.stringValue == "text")
    }

    @Test func oneCodeFillsTheFieldThroughItsFormat() throws {
        var driver = LiveFormDriver(page: "scan")
        let answer = driver.scanFound(["sn-4711"], field: "serial")
        #expect(answer["s"]?.intValue == driver.sequence)
        #expect(answer["scan"]?["done"] == .bool(true))
        // The field's format (upper case) applies to scanned text as to typed text.
        #expect(answer.field(driver.index(of: "serial"))?["v"]?.stringValue == "SN-4711")
        // The value stays editable afterwards.
        driver.send("type", field: "serial", [("text", .string("x"))])
        #expect(driver.presentation("serial").text == "SN-4711X")
    }

    @Test func severalCodesAreOfferedAndThePickGoesThroughTheField() throws {
        var driver = LiveFormDriver(page: "scan")
        let answer = driver.scanFound(["abc", "def", "abc"], field: "serial")
        #expect(answer["scan"]?["choices"]?.arrayValue.compactMap(\.stringValue) == ["abc", "def"])
        #expect(answer["scan"]?["prompt"]?.stringValue == "Several codes found. Choose one:")
        #expect(driver.presentation("serial").text == "")
        let picked = driver.send("chooseScanned", field: "serial", [("index", .int(1))])
        #expect(picked.field(driver.index(of: "serial"))?["v"]?.stringValue == "DEF")
        #expect(picked["scan"]?["done"] == .bool(true), "the core's choice ended: the dialog closes")
        #expect(driver.presentation("serial").scanChoices == nil)
    }

    /// #31: a code that holds several lines (a QR code's address block) is offered on one line, as the terminal
    /// shows it; the pick is by index, so the field gets the code itself (through its own rules).
    @Test func choicesAreOfferedOnOneLine() throws {
        var driver = LiveFormDriver(page: "scan")
        let offered = driver.scanFound(["line one\nline two", "b\tc"], field: "serial")
        #expect(offered["scan"]?["choices"]?.arrayValue.compactMap(\.stringValue) == ["line one line two", "b c"])
        #expect(driver.presentation("serial").scanChoices?.codes == ["line one\nline two", "b\tc"])
        #expect(ScanChoices.oneLine("a\u{2028}b\rc") == "a b c")
    }

    /// #31: the dialog's Escape (or Close) tells the core, which ends the choice; a later Enter in the field then
    /// fills nothing, in the page as in the terminal.
    @Test func escapeInTheDialogEndsTheCoresChoice() throws {
        var driver = LiveFormDriver(page: "scan")
        _ = driver.send("focus", field: "serial", [])
        _ = driver.send("blur", field: "serial", [])
        let offered = driver.scanFound(["left-1", "right-2"], field: "serial")
        #expect(offered["scan"]?["choices"]?.arrayValue.count == 2)
        let escaped = driver.send("escape", field: "serial", [])
        #expect(escaped["scan"]?["done"] == .bool(true))
        #expect(driver.presentation("serial").scanChoices == nil)
        _ = driver.send("focus", field: "serial", [])
        _ = driver.send("enter", field: "serial", [])
        #expect(driver.presentation("serial").text == "")
        let again = driver.send("escape", field: "serial", [])
        #expect(again["scan"] == nil, "no choice, nothing for the dialog")
    }

    @Test func nothingFoundIsAMessageInTheFieldsLanguage() throws {
        var driver = LiveFormDriver(page: "scan", locale: .de)
        let none = driver.scanFound([], field: "serial")
        #expect(none["scan"]?["error"]?.stringValue?.hasPrefix("Kein Barcode gefunden.") == true)
        #expect(none["scan"]?["none"] == .bool(true))
        #expect(driver.presentation("serial").text == "")
    }

    @Test func readOnlyAndDisabledFieldsRefuseScans() {
        var driver = LiveFormDriver(page: "states")
        for id in ["company-readonly", "company-disabled"] {
            let answer = driver.scanFound(["evil"], field: id)
            #expect(answer["announce"]?.stringValue == "This field cannot be edited.")
            #expect(answer["scan"]?["done"] == nil || driver.presentation(id).text == "SAP SE")
            let picked = driver.send("scan", field: id, [("text", .string("evil"))])
            #expect(picked["announce"] != nil)
        }
        #expect(driver.session.form.fields[driver.index(of: "company-readonly")].value == "SAP SE")
    }

    @Test func onlyPagesWithAScanFieldCarryTheLocalizedDialog() {
        let catalog = GalleryCatalog(includeTestPages: true)
        func html(_ page: String, _ locale: GalleryLocale) -> String {
            let options = GalleryOptions(page: page, locale: locale)
            let model = catalog.model(for: options)!
            return PageRenderer.page(model: model, options: options, pageIDs: catalog.pageIDs, assets: try! WebAssets())
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
        guard case let .failed(error) = WebScan.decode(Array("not an image".utf8)) else {
            Issue.record("garbage was not reported")
            return
        }
        #expect(error.description.contains("Cannot scan this image"), "the operator's English detail")
        #expect(ScanEndpoint.userMessage(for: error, Localizer(localeIdentifier: "de_DE"))
                    == "Dieses Bild kann nicht gescannt werden. Wählen Sie ein PNG- oder JPEG-Bild.")
    }
}
