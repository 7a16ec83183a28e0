import Foundation
import Testing
@testable import TextInputScan
import TextInputTestSupport

@Suite struct ErrorTests {
    @Test func missingLibraryNamesThePackage() {
        #expect(throws: ScanError.libraryMissing(
            library: "libzbar-not-here.so.0",
            hint: "Scanning needs libzbar: install it with `apt-get install libzbar0` (Debian/Ubuntu)"
        )) {
            try ZBar.load(from: ["libzbar-not-here.so.0", "libzbar-not-here.so"])
        }
        let error = ScanError.libraryMissing(library: "libzbar.so.0", hint: LibraryNames.zbarHint)
        #expect(error.description == "Scanning needs libzbar: install it with `apt-get install libzbar0` (Debian/Ubuntu)")
    }

    @Test(.requires(.libpng))
    func libraryWithoutTheFunctionsIsReported() throws {
        // libpng is a real library, but not libzbar: the missing function is named.
        do {
            _ = try ZBar.load(from: ["libpng16.so.16"])
            Issue.record("loading libpng as libzbar succeeded")
        } catch {
            guard case let .libraryMissing(library, hint) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(library == "libpng16.so.16")
            #expect(hint.contains("lacks zbar_image_scanner_create"))
            #expect(hint.contains("apt-get install libzbar0"))
        }
    }

    @Test(.requires(.libzbar))
    func garbageBytesAreNotAnImage() throws {
        let scanner = try makeScanner()
        #expect(throws: ScanError.unsupportedImage(reason: "not a PNG or JPEG image")) {
            try scanner.scan(imageData: Array("GIF89a, or just text".utf8))
        }
        #expect(throws: ScanError.unsupportedImage(reason: "not a PNG or JPEG image")) {
            try scanner.scan(imageData: [0x89, 0x50, 0x4E])
        }
    }

    @Test(.requires(.libzbar))
    func emptyFile() throws {
        let scratch = try Scratch()
        let path = try scratch.write([], name: "empty.png")
        #expect(throws: ScanError.unsupportedImage(reason: "the image is empty (0 bytes)")) {
            try makeScanner().scan(imageAt: path)
        }
    }

    @Test(.requires(.libzbar))
    func missingPathAndDirectory() throws {
        let scratch = try Scratch()
        let missing = scratch.path("nowhere.png")
        #expect(throws: ScanError.unreadableFile(path: missing, reason: "No such file or directory")) {
            try makeScanner().scan(imageAt: missing)
        }
        #expect(throws: ScanError.unreadableFile(path: scratch.directory.path, reason: "it is a directory, not an image file")) {
            try makeScanner().scan(imageAt: scratch.directory.path)
        }
    }

    @Test(.requires(.qrencode, .libzbar, .libpng), arguments: [8, 33, 100, 0])
    func truncatedPNG(keeping count: Int) throws {
        let scratch = try Scratch()
        let bytes = try readBytes(scratch.qrCode("truncated"))
        let kept = count == 0 ? bytes.count - 20 : count  // 0: everything but the end (IDAT cut, IEND gone)
        let path = try scratch.write(Array(bytes.prefix(kept)), name: "cut.png")
        let scanner = try makeScanner()
        do {
            _ = try scanner.scan(imageAt: path)
            Issue.record("a PNG cut to \(kept) of \(bytes.count) bytes was accepted")
        } catch {
            guard case let .corruptImage(reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason.hasPrefix("libpng: "))
            #expect(reason.count > "libpng: ".count)
        }
    }

    @Test(.requires(.qrencode, .libpng))
    func damagedPNGChecksum() throws {
        let scratch = try Scratch()
        var bytes = try readBytes(scratch.qrCode("flipped"))
        bytes[16] ^= 0xFF  // inside IHDR: the CRC no longer matches
        #expect {
            try GrayscaleFrame(imageData: bytes)
        } throws: { error in
            guard let error = error as? ScanError, case .corruptImage = error else { return false }
            return true
        }
    }

    @Test(.requires(.qrencode, .cjpeg, .libpng, .libturbojpeg))
    func truncatedJPEGHeader() throws {
        let scratch = try Scratch()
        let qr = try GrayscaleFrame(imageAt: scratch.qrCode("jpeg"))
        let bytes = try readBytes(scratch.jpeg(from: qr, colour: false, name: "qr.jpg"))
        #expect {
            try GrayscaleFrame(imageData: Array(bytes.prefix(40)))
        } throws: { error in
            guard let error = error as? ScanError, case let .corruptImage(reason) = error else { return false }
            return reason.hasPrefix("libjpeg: ")
        }
    }

    @Test(.requires(.qrencode, .libpng))
    func hugePNGIsRejectedBeforeDecoding() throws {
        let scratch = try Scratch()
        var bytes = try readBytes(scratch.qrCode("huge"))
        // IHDR data starts at byte 16: width, height (big-endian); its CRC follows the 13 data bytes.
        bytes.replaceSubrange(16..<24, with: bigEndian32(20_000) + bigEndian32(20_000))
        bytes.replaceSubrange(29..<33, with: bigEndian32(crc32(bytes[12..<29])))
        #expect(throws: ScanError.imageTooLarge(reason: "20000 × 20000 pixels is more than the limit of 50 megapixels")) {
            try GrayscaleFrame(imageData: bytes)
        }
    }

    @Test(.requires(.qrencode, .cjpeg, .libpng, .libturbojpeg))
    func hugeJPEGIsRejectedBeforeDecoding() throws {
        let scratch = try Scratch()
        let qr = try GrayscaleFrame(imageAt: scratch.qrCode("huge"))
        var bytes = try readBytes(scratch.jpeg(from: qr, colour: false, name: "qr.jpg"))
        let sof = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) })
        // SOF: marker, length (2), precision (1), height (2), width (2).
        bytes.replaceSubrange(sof + 5..<sof + 9, with: [0xFD, 0xE8, 0xFD, 0xE8])  // 65000 × 65000
        #expect(throws: ScanError.imageTooLarge(reason: "65000 × 65000 pixels is more than the limit of 50 megapixels")) {
            try GrayscaleFrame(imageData: bytes)
        }
    }

    @Test func framesAreValidated() {
        #expect(throws: ScanError.invalidFrame(reason: "4 × 3 needs 12 pixels (one byte each), but 11 were given")) {
            try GrayscaleFrame(width: 4, height: 3, pixels: [UInt8](repeating: 0, count: 11))
        }
        #expect(throws: ScanError.invalidFrame(reason: "width and height must be positive, got 0 × 3")) {
            try GrayscaleFrame(width: 0, height: 3, pixels: [])
        }
        #expect(throws: ScanError.invalidFrame(reason: "width and height must be positive, got 5 × -1")) {
            try GrayscaleFrame(width: 5, height: -1, pixels: [])
        }
        #expect(throws: ScanError.imageTooLarge(reason: "10000 × 6000 pixels is more than the limit of 50 megapixels")) {
            try GrayscaleFrame(width: 10_000, height: 6_000, pixels: [])
        }
        #expect(throws: ScanError.imageTooLarge(reason: "\(Int.max) × 2 pixels is more than the limit of 50 megapixels")) {
            try GrayscaleFrame(width: .max, height: 2, pixels: [])
        }
    }

    @Test func descriptionsSayWhatToDo() {
        #expect(ScanError.unsupportedImage(reason: "not a PNG or JPEG image").description
            == "Cannot scan this image: not a PNG or JPEG image. Use a PNG image, or an RGB or grayscale JPEG image.")
        #expect(ScanError.unreadableFile(path: "/x.png", reason: "Permission denied").description
            == "Cannot read the image file /x.png: Permission denied. Check the path and the file's permissions.")
        #expect(ScanError.invalidFrame(reason: "r").description == "Invalid grayscale frame: r.")
    }
}
