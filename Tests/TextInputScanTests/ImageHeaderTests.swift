import Testing
@testable import TextInputScan
import TextInputTestSupport

// #49: the scan route counts an image's decoded size from its header before decoding it. The header's size against
// the decoders' own (libpng, libjpeg-turbo) on images made by qrencode and cjpeg, and headers that lie or stop short.
@Suite struct ImageHeaderTests {
    @Test(arguments: [(97, 31), (1, 1), (640, 480), (1201, 1599)])
    func theHeaderGivesTheSizeTheDecodersDecode(width: Int, height: Int) throws {
        let scratch = try Scratch()
        let pixels = (0..<(width * height)).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let frame = try GrayscaleFrame(width: width, height: height, pixels: pixels)
        for colour in [false, true] {
            let jpeg = try readBytes(try scratch.jpeg(from: frame, colour: colour, name: "i\(colour).jpg"))
            let decoded = try GrayscaleFrame(imageData: jpeg)
            #expect(ImageHeader(reading: jpeg) == ImageHeader(width: decoded.width, height: decoded.height))
            #expect(ImageHeader(reading: jpeg) == ImageHeader(width: width, height: height))
        }
    }

    @Test func aPNGsHeaderIsItsIHDR() throws {
        let scratch = try Scratch()
        let png = try readBytes(try scratch.qrCode("https://example.com/ä"))
        let decoded = try GrayscaleFrame(imageData: png)
        #expect(ImageHeader(reading: png) == ImageHeader(width: decoded.width, height: decoded.height))
        // A declared size far past the limit is read as declared (the route refuses it before decoding).
        var huge = png
        huge.replaceSubrange(16..<24, with: [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30])   // 30000 × 30000
        #expect(ImageHeader(reading: huge)?.pixelCount == 900_000_000)
    }

    @Test func metadataBeforeTheFrameIsSkippedAndCutHeadersAreNil() throws {
        // SOI, an APP1 segment holding bytes that look like a frame header, then SOF0 of 300 × 200.
        let app1: [UInt8] = [0xFF, 0xE1, 0x00, 0x0B, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x7F, 0xFF, 0x7F, 0xFF]
        let sof0: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0xC8, 0x01, 0x2C, 0x03]
        let jpeg: [UInt8] = [0xFF, 0xD8] + app1 + sof0
        #expect(ImageHeader(reading: jpeg) == ImageHeader(width: 300, height: 200))
        for cut in [3, 10, 16, 20] {
            #expect(ImageHeader(reading: Array(jpeg.prefix(cut))) == nil, "cut at \(cut)")
        }
        #expect(ImageHeader(reading: [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]) == nil, "scan data before a frame")
        #expect(ImageHeader(reading: Array("GIF89a".utf8)) == nil)
        #expect(ImageHeader(reading: []) == nil)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1]
        #expect(ImageHeader(reading: png) == nil)
    }
}
