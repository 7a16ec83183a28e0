import Foundation
import Testing
@testable import TextInputScan
import TextInputTestSupport

/// A generator exited with an error.
struct ToolFailed: Error, CustomStringConvertible {
    let command: [String]
    let status: Int32
    let standardError: String
    var description: String { "\(command.joined(separator: " ")) exited with \(status): \(standardError)" }
}

/// A temporary directory for generated images, removed when the test's reference goes away.
final class Scratch {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("TextInputScanTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Runs `tool` with `arguments`; throws ``SystemTool/Missing`` if it is not installed.
    func run(_ tool: SystemTool, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try tool.path())
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailed(command: [tool.name] + arguments, status: process.terminationStatus,
                             standardError: String(decoding: message, as: UTF8.self))
        }
    }

    /// A QR code PNG made by qrencode, 6 pixels per module.
    func qrCode(_ text: String, name: String = "qr.png") throws -> String {
        let output = path(name)
        try run(.qrencode, ["-o", output, "-s", "6", text])
        return output
    }

    /// A QR code PNG of arbitrary bytes (qrencode reads them from a file, in 8-bit mode).
    func qrCode(data: [UInt8], name: String) throws -> String {
        let input = try write(data, name: name + ".bin")
        let output = path(name)
        try run(.qrencode, ["-8", "-r", input, "-o", output, "-s", "6"])
        return output
    }

    /// A barcode PNG made by zint; `symbology` is zint's `-b` number (13 EAN, 20 Code 128).
    func zint(_ symbology: Int, _ data: String, name: String, extra: [String] = []) throws -> String {
        let output = path(name)
        try run(.zint, ["-b", String(symbology), "-d", data, "--scale=2", "-o", output] + extra)
        return output
    }

    /// A JPEG made by cjpeg from a frame: grayscale, or coloured (dark blue on pale yellow) when `colour` is set.
    func jpeg(from frame: GrayscaleFrame, colour: Bool, name: String) throws -> String {
        let input = path(name + (colour ? ".ppm" : ".pgm"))
        var netpbm = Array("\(colour ? "P6" : "P5")\n\(frame.width) \(frame.height)\n255\n".utf8)
        for value in frame.pixels {
            if colour {
                let dark = value < 128
                netpbm += dark ? [20, 30, 110] : [250, 245, 190]
            } else {
                netpbm.append(value)
            }
        }
        try Data(netpbm).write(to: URL(fileURLWithPath: input))
        let output = path(name)
        try run(.cjpeg, ["-quality", "90", "-outfile", output, input])
        return output
    }

    func write(_ bytes: [UInt8], name: String) throws -> String {
        let output = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: output))
        return output
    }
}

/// The scanner, or a failure that says how to install libzbar.
func makeScanner() throws -> BarcodeScanner {
    do {
        return try BarcodeScanner()
    } catch {
        Issue.record("\(error) — run scripts/install-scan-deps.sh")
        throw error
    }
}

func readBytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

extension GrayscaleFrame {
    /// The frame turned a quarter turn clockwise: the left column becomes the top row.
    func rotatedClockwise() throws -> GrayscaleFrame {
        var rotated = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width {
                // (x, y) goes to column height-1-y, row x of a height-wide frame.
                rotated[x * height + (height - 1 - y)] = pixels[y * width + x]
            }
        }
        return try GrayscaleFrame(width: height, height: width, pixels: rotated)
    }

    /// Black and white squeezed into `range` (a washed-out photo).
    func remapped(to range: ClosedRange<UInt8>) throws -> GrayscaleFrame {
        let low = Int(range.lowerBound), span = Int(range.upperBound) - low
        return try GrayscaleFrame(width: width, height: height,
                                  pixels: pixels.map { UInt8(low + Int($0) * span / 255) })
    }

    /// `self` and `other` side by side on white, `gap` pixels apart, top-aligned.
    func besides(_ other: GrayscaleFrame, gap: Int) throws -> GrayscaleFrame {
        let newWidth = width + gap + other.width, newHeight = max(height, other.height)
        var combined = [UInt8](repeating: 255, count: newWidth * newHeight)
        for y in 0..<height {
            combined.replaceSubrange(y * newWidth..<(y * newWidth + width), with: pixels[y * width..<(y + 1) * width])
        }
        let offset = width + gap
        for y in 0..<other.height {
            let row = y * newWidth + offset
            combined.replaceSubrange(row..<(row + other.width), with: other.pixels[y * other.width..<(y + 1) * other.width])
        }
        return try GrayscaleFrame(width: newWidth, height: newHeight, pixels: combined)
    }
}

/// The EAN-13 check digit of 12 digits (weights 1, 3, 1, 3, … from the left).
func ean13CheckDigit(_ digits: String) -> Character {
    let sum = digits.compactMap(\.wholeNumberValue).enumerated().reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 1 : 3) }
    return Character(String((10 - sum % 10) % 10))
}

/// PNG's CRC-32 (ISO 3309), to re-sign a chunk the tests modify.
func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

func bigEndian32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
