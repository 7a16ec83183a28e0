import Foundation
import Testing
@testable import TextInputScan
import TextInputTestSupport

@Suite struct DecodingTests {
    @Test(.requires(.qrencode, .libzbar, .libpng))
    func qrCodeWithUTF8Text() throws {
        let scratch = try Scratch()
        let text = "Grüße 👋"
        let symbols = try makeScanner().scan(imageAt: scratch.qrCode(text))
        #expect(symbols.count == 1)
        let symbol = try #require(symbols.first)
        #expect(symbol.text == text)
        #expect(symbol.bytes == Array(text.utf8))
        #expect(symbol.symbology == .qrCode)
        #expect(symbol.symbologyName == "QR-Code")
        #expect(symbol.orientation == .up)
    }

    @Test(.requires(.qrencode, .libzbar, .libpng))
    func qrCodeInLatin1IsConvertedToUTF8() throws {
        let scratch = try Scratch()
        // "Grüße" in ISO-8859-1: libzbar sees bytes that are not UTF-8 and converts them.
        let path = try scratch.qrCode(data: [0x47, 0x72, 0xFC, 0xDF, 0x65], name: "latin1.png")
        let symbols = try makeScanner().scan(imageAt: path)
        #expect(symbols.map(\.text) == ["Grüße"])
        #expect(symbols.map(\.bytes) == [Array("Grüße".utf8)])
    }

    @Test(.requires(.qrencode, .libzbar, .libpng))
    func qrCodeFromImageData() throws {
        let scratch = try Scratch()
        let url = "https://example.com/items?id=42&lang=de"
        let symbols = try makeScanner().scan(imageData: readBytes(scratch.qrCode(url)))
        #expect(symbols.map(\.text) == [url])
    }

    @Test(.requires(.zint, .libzbar, .libpng))
    func ean13GetsItsCheckDigit() throws {
        let scratch = try Scratch()
        let digits = "590123412345"
        let symbols = try makeScanner().scan(imageAt: scratch.zint(13, digits, name: "ean13.png"))
        let symbol = try #require(symbols.first)
        #expect(symbols.count == 1)
        #expect(symbol.symbology == .ean13)
        #expect(symbol.symbologyName == "EAN-13")
        #expect(symbol.text == digits + String(ean13CheckDigit(digits)))
        #expect(symbol.text == "5901234123457")
    }

    @Test(.requires(.zint, .libzbar, .libpng))
    func bookBarcodeIsReportedAsEAN13() throws {
        let scratch = try Scratch()
        let symbols = try makeScanner().scan(imageAt: scratch.zint(13, "978316148410", name: "isbn.png"))
        #expect(symbols.map(\.symbology) == [.ean13])
        #expect(symbols.map(\.text) == ["9783161484100"])
    }

    @Test(.requires(.zint, .libzbar, .libpng))
    func ean8() throws {
        let scratch = try Scratch()
        let symbols = try makeScanner().scan(imageAt: scratch.zint(13, "9638507", name: "ean8.png"))
        #expect(symbols.map(\.symbology) == [.ean8])
        #expect(symbols.map(\.text) == ["96385074"])
    }

    @Test(.requires(.zint, .libzbar, .libpng))
    func code128() throws {
        let scratch = try Scratch()
        let data = "TextInputKit-128/ok"
        let symbols = try makeScanner().scan(imageAt: scratch.zint(20, data, name: "code128.png"))
        #expect(symbols.map(\.symbology) == [.code128])
        #expect(symbols.map(\.text) == [data])
        #expect(symbols.first?.orientation == .up)
    }

    @Test(.requires(.zint, .libzbar, .libpng))
    func code39() throws {
        let scratch = try Scratch()
        let symbols = try makeScanner().scan(imageAt: scratch.zint(8, "PART-42", name: "code39.png"))
        #expect(symbols.map(\.symbology) == [.code39])
        #expect(symbols.map(\.text) == ["PART-42"])
    }

    @Test(.requires(.qrencode, .zint, .libzbar, .libpng))
    func rotatedBarcodeAndQRCode() throws {
        let scratch = try Scratch()
        let scanner = try makeScanner()

        let barcode = try GrayscaleFrame(imageAt: scratch.zint(20, "ROTATED-128", name: "code128.png"))
        let turned = try barcode.rotatedClockwise()
        #expect(turned.width == barcode.height && turned.height == barcode.width)
        let symbols = try scanner.scan(turned)
        #expect(symbols.map(\.text) == ["ROTATED-128"])
        #expect(symbols.first?.orientation == .right)

        let upsideDown = try turned.rotatedClockwise()
        #expect(try scanner.scan(upsideDown).map(\.orientation) == [.down])

        let qr = try GrayscaleFrame(imageAt: scratch.qrCode("turned QR"))
        #expect(try scanner.scan(qr.rotatedClockwise()).map(\.text) == ["turned QR"])
    }

    @Test(.requires(.qrencode, .zint, .libzbar, .libpng))
    func lowContrast() throws {
        let scratch = try Scratch()
        let scanner = try makeScanner()
        let qr = try GrayscaleFrame(imageAt: scratch.qrCode("faint"))
        let faint = try qr.remapped(to: 100...160)
        #expect(faint.pixels.min() == 100 && faint.pixels.max() == 160)
        #expect(try scanner.scan(faint).map(\.text) == ["faint"])

        let ean = try GrayscaleFrame(imageAt: scratch.zint(13, "400638133393", name: "ean.png"))
        #expect(try scanner.scan(ean.remapped(to: 100...160)).map(\.text) == ["4006381333931"])
    }

    @Test(.requires(.qrencode, .cjpeg, .libzbar, .libpng, .libturbojpeg), arguments: [false, true])
    func jpeg(colour: Bool) throws {
        let scratch = try Scratch()
        let scanner = try makeScanner()
        let qr = try GrayscaleFrame(imageAt: scratch.qrCode("from a JPEG"))
        let path = try scratch.jpeg(from: qr, colour: colour, name: "qr.jpg")
        #expect(ImageFormat(detecting: try readBytes(path)) == .jpeg)
        let decoded = try GrayscaleFrame(imageAt: path)
        #expect(decoded.width == qr.width && decoded.height == qr.height)
        #expect(try scanner.scan(imageAt: path).map(\.text) == ["from a JPEG"])
    }

    @Test(.requires(.qrencode, .cjpeg, .libpng, .libturbojpeg))
    func truncatedJPEGDataDecodesAsFarAsItGoes() throws {
        let scratch = try Scratch()
        let qr = try GrayscaleFrame(imageAt: scratch.qrCode("cut"))
        let bytes = try readBytes(scratch.jpeg(from: qr, colour: false, name: "qr.jpg"))
        // Cut in the entropy-coded data: libjpeg warns ("Premature end of JPEG file") and fills the rest gray.
        let cut = try GrayscaleFrame(imageData: Array(bytes.prefix(bytes.count * 2 / 3)))
        #expect(cut.width == qr.width && cut.height == qr.height)
        #expect(cut.pixels.suffix(qr.width) == ArraySlice(repeating: 128, count: qr.width))
    }

    @Test(.requires(.qrencode, .libzbar, .libpng))
    func severalCodesInOneFrame() throws {
        let scratch = try Scratch()
        let left = try GrayscaleFrame(imageAt: scratch.qrCode("left code", name: "left.png"))
        let right = try GrayscaleFrame(imageAt: scratch.qrCode("right code", name: "right.png"))
        let both = try left.besides(right, gap: 40)
        let symbols = try makeScanner().scan(both)
        #expect(symbols.count == 2)
        #expect(Set(symbols.map(\.text)) == ["left code", "right code"])
        #expect(symbols.allSatisfy { $0.symbology == .qrCode })
    }

    @Test(.requires(.zint, .libzbar, .libpng))
    func transparentBackgroundIsWhite() throws {
        let scratch = try Scratch()
        // zint writes a palette PNG whose white entry is fully transparent (tRNS alpha 0).
        let transparent = try GrayscaleFrame(imageAt: scratch.zint(20, "SEE-THROUGH", name: "clear.png", extra: ["--bg=FFFFFF00"]))
        let opaque = try GrayscaleFrame(imageAt: scratch.zint(20, "SEE-THROUGH", name: "opaque.png"))
        #expect(opaque.pixels.contains(255))
        #expect(transparent.width == opaque.width && transparent.height == opaque.height)
        let differingPixels = zip(transparent.pixels, opaque.pixels).filter { $0 != $1 }.count
        #expect(differingPixels == 0)
        #expect(try makeScanner().scan(transparent).map(\.text) == ["SEE-THROUGH"])
    }

    @Test(.requires(.libzbar))
    func blankFrameIsNoResultNotAnError() throws {
        let white = try GrayscaleFrame(width: 320, height: 240, pixels: [UInt8](repeating: 255, count: 320 * 240))
        #expect(try makeScanner().scan(white).isEmpty)
        let tiny = try GrayscaleFrame(width: 1, height: 1, pixels: [0])
        #expect(try makeScanner().scan(tiny).isEmpty)
    }

    @Test(.requires(.qrencode, .libzbar, .libpng))
    func scannersWorkFromConcurrentTasks() async throws {
        let scratch = try Scratch()
        let frame = try GrayscaleFrame(imageAt: scratch.qrCode("in parallel"))
        let scanner = try makeScanner()
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { try scanner.scan(frame).map(\.text) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: ["in parallel"], count: 8))
    }

    @Test func textFallsBackToLatin1ForInvalidUTF8() {
        #expect(ScannedSymbol.text(from: Array("Grüße 👋".utf8)) == "Grüße 👋")
        #expect(ScannedSymbol.text(from: [0x47, 0xFC, 0xDF, 0xFF]) == "G\u{FC}\u{DF}\u{FF}")
        #expect(ScannedSymbol.text(from: []) == "")
    }

    #if arch(x86_64) || arch(arm64)
    @Test func pngImageLayoutMatchesPngH() {
        // sizeof(png_image) and offsetof(png_image, …) from png.h (libpng 1.6) on 64-bit platforms.
        #expect(PNGImage.size == 104)
        #expect(PNGImage.versionOffset == 8)
        #expect(PNGImage.widthOffset == 12)
        #expect(PNGImage.heightOffset == 16)
        #expect(PNGImage.formatOffset == 20)
        #expect(PNGImage.messageOffset == 36)
    }
    #endif

    @Test func zbarTypesMapToSymbologies() {
        let expected: [CInt: Symbology] = [
            2: .ean2, 5: .ean5, 8: .ean8, 9: .upcE, 10: .isbn10, 12: .upcA, 13: .ean13, 14: .isbn13,
            15: .composite, 25: .i25, 34: .dataBar, 35: .dataBarExpanded, 38: .codabar, 39: .code39,
            57: .pdf417, 64: .qrCode, 80: .sqCode, 93: .code93, 128: .code128,
        ]
        for (type, symbology) in expected {
            #expect(Symbology(zbarType: type) == symbology)
        }
        #expect(Set(expected.values).count == Symbology.allCases.count - 1)
        #expect(Symbology(zbarType: 0) == .unknown)
        #expect(Symbology(zbarType: 200) == .unknown)
    }
}
