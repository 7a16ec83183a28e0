import Foundation
import Testing
import TextInputCore
@testable import TextInputScan
import TextInputTestSupport

/// The OCR images drawn by scripts/ocr/make-test-images.py (a slip with an IBAN among other numbers, a receipt,
/// a card front, a business card, the slip photographed as a turned, grainy JPEG), read by the real Tesseract,
/// and the core's policy picking each field's value from the lines.
@Suite(.requires(.libtesseract, .tesseractEnglish, .libpng, .libturbojpeg, .pillow, .dejaVuSans), .serialized)
struct TextRecognizerTests {
    /// The images, drawn once per run.
    static let images: Result<URL, any Error> = Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("TextInputOCR-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try SystemTool.pillow.path())
        process.arguments = [SystemTool.packageRoot + "/scripts/ocr/make-test-images.py", directory.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailed(command: ["python3", "scripts/ocr/make-test-images.py"], status: process.terminationStatus, standardError: "")
        }
        return directory
    }

    func image(_ name: String) throws -> String { try Self.images.get().appendingPathComponent(name).path }

    static let recognizer = Result { () throws(ScanError) in try TextRecognizer() }

    func read(_ name: String, locale: String = "en_US") throws -> [RecognizedLine] {
        let text = try Self.recognizer.get().recognize(imageAt: image(name), localeIdentifier: locale)
        return text.lines.map { RecognizedLine(text: $0.text, confidence: $0.confidence) }
    }

    func decide(_ lines: [RecognizedLine], _ target: TextScanPolicy.Target) -> TextScanPolicy.Decision {
        TextScanPolicy.decide(TextScanPolicy.candidates(in: lines, for: target))
    }

    @Test func theSlipsIBANAmongOtherNumbers() throws {
        let lines = try read("slip.png", locale: "de_DE")
        #expect(lines.contains { $0.text.contains("Beneficiary") })
        #expect(decide(lines, .iban) == .fill("DE89370400440532013000"), "\(lines)")
        let amount = TextScanPolicy.Target.amount(decimalSeparator: ",", groupingSeparator: ".", currencyMarks: ["€", "EUR"])
        #expect(decide(lines, amount) == .fill("1250,00"), "\(lines)")
    }

    @Test func theSlipPhotographedTurnedAndGrainy() throws {
        let lines = try read("slip-photo.jpg", locale: "de_DE")
        #expect(decide(lines, .iban) == .fill("DE89370400440532013000"), "\(lines)")
    }

    @Test func theReceiptsTotal() throws {
        let lines = try read("receipt.png")
        let amount = TextScanPolicy.Target.amount(decimalSeparator: ".", groupingSeparator: ",", currencyMarks: ["$", "USD"])
        #expect(decide(lines, amount) == .fill("11.20"), "\(lines)")
    }

    @Test func theCardFront() throws {
        let lines = try read("card.png")
        #expect(decide(lines, .card) == .fill("4242424242424242"), "\(lines)")
    }

    @Test func theBusinessCard() throws {
        let lines = try read("business-card.png")
        #expect(decide(lines, .email) == .fill("ada.lovelace@engines.example.com"), "\(lines)")
        #expect(decide(lines, .mask(try MaskPattern("(###) ###-####"))) == .fill("5551234567"), "\(lines)")
        guard case let .choose(names) = decide(lines, .text) else {
            Issue.record("a plain field offers the card's lines")
            return
        }
        #expect(names.contains("Ada Lovelace"))
    }

    @Test func linesHaveWordsWithConfidencesAndBoxesInTheImagesPixels() throws {
        let text = try Self.recognizer.get().recognize(imageAt: image("slip.png"))
        #expect(text.language == "eng")
        let iban = try #require(text.lines.first { $0.text.hasPrefix("IBAN") })
        #expect(iban.words.count == 7)
        #expect(iban.confidence > 0.8 && iban.confidence <= 1)
        // The slip draws the line at y = 144 with 28 px type, x from 30.
        #expect(abs(iban.box.left - 30) < 12 && abs(iban.box.top - 150) < 20)
        #expect(iban.box.right < 900 && iban.box.bottom < 200)
        #expect(text.lines.count == 5)
    }

    @Test func theLocaleChoosesInstalledLanguageData() throws {
        let recognizer = try Self.recognizer.get()
        #expect(recognizer.language(forLocale: "de_DE") == "deu")
        #expect(recognizer.language(forLocale: "en-US") == "eng")
        #expect(recognizer.language(forLocale: "xx_YY") == "eng", "unknown: English")
        #expect(recognizer.version.hasPrefix("5."))
    }

    @Test func aBlankImageHasNoLinesAndBadImagesSayWhy() throws {
        let blank = try GrayscaleFrame(width: 300, height: 200, pixels: [UInt8](repeating: 255, count: 300 * 200))
        #expect(try Self.recognizer.get().recognize(blank).lines.isEmpty)
        #expect(throws: ScanError.self) { try Self.recognizer.get().recognize(imageData: Array("not an image".utf8)) }
        do {
            _ = try Self.recognizer.get().recognize(imageData: [])
            Issue.record("an empty image was read")
        } catch {
            #expect("\(error)".contains("empty"))
        }
    }

    @Test func aDecompressionBombIsRefusedBeforeAnyPixelIsRead() throws {
        var bytes = try readBytes(image("slip.png"))
        // IHDR: width and height at bytes 16..<24, its CRC after the 13 data bytes.
        bytes.replaceSubrange(16..<24, with: bigEndian32(30_000) + bigEndian32(30_000))
        bytes.replaceSubrange(29..<33, with: bigEndian32(crc32(bytes[12..<29])))
        #expect(throws: ScanError.imageTooLarge(reason: "30000 × 30000 pixels is more than the limit of 50 megapixels")) {
            try Self.recognizer.get().recognize(imageData: bytes)
        }
    }

    @Test func aDeadlineStopsRecognition() throws {
        let impatient = try TextRecognizer(deadline: 1, poolSize: 0)
        do {
            _ = try impatient.recognize(imageAt: image("slip.png"))
            Issue.record("the slip was read within 1 ms")
        } catch let error as ScanError {
            #expect(error == .deadlineExceeded(milliseconds: 1))
            #expect(error.description.contains("longer than 1 ms"))
        }
    }

    @Test func concurrentRecognitionsUseSeparateHandles() async throws {
        let recognizer = try Self.recognizer.get()
        let path = try image("card.png")
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<4 {
                group.addTask { try recognizer.recognize(imageAt: path).lines.map(\.text).joined(separator: "\n") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(results).count == 1, "every reading is the same")
    }
}
