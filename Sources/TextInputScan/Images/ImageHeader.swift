/// The pixel size a PNG or JPEG declares in its header, read without decoding anything: what a server counts an
/// image's decoded size by before it decodes it (the scan route's memory budget).
public struct ImageHeader: Sendable, Equatable {
    /// The declared width in pixels.
    public let width: Int
    /// The declared height in pixels.
    public let height: Int

    /// The declared pixel count (width × height; `Int.max` on overflow).
    public var pixelCount: Int {
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? .max : count
    }

    /// Creates a header from known dimensions.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads the header of PNG (its `IHDR`, the first chunk) or JPEG (its first start-of-frame marker, reached
    /// segment by segment so that markers inside metadata are skipped) bytes; nil for anything else or a header cut
    /// short. The decoders read the same fields, so an image decodes to this size or not at all.
    public init?(reading data: [UInt8]) {
        switch ImageFormat(detecting: data) {
        case .png:
            // Signature (8), IHDR's length (4) and type (4), then width and height, big-endian.
            guard data.count >= 24, data[12..<16].elementsEqual([0x49, 0x48, 0x44, 0x52]) else { return nil }
            self.init(width: Self.bigEndian(data, at: 16, count: 4), height: Self.bigEndian(data, at: 20, count: 4))
        case .jpeg:
            var index = 2
            while index + 4 <= data.count {
                guard data[index] == 0xFF else { return nil }
                let marker = data[index + 1]
                if marker == 0xFF { index += 1; continue }   // fill byte
                // Markers without a length: TEM, RSTn, SOI, EOI.
                if marker == 0x01 || (0xD0...0xD9).contains(marker) { index += 2; continue }
                let length = Self.bigEndian(data, at: index + 2, count: 2)
                guard length >= 2 else { return nil }
                // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC).
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    // Length (2), precision (1), height (2), width (2).
                    guard index + 9 <= data.count else { return nil }
                    self.init(width: Self.bigEndian(data, at: index + 7, count: 2), height: Self.bigEndian(data, at: index + 5, count: 2))
                    return
                }
                if marker == 0xDA { return nil }   // image data before any frame header
                index += 2 + length
            }
            return nil
        case .empty, .other:
            return nil
        }
    }

    private static func bigEndian(_ data: [UInt8], at index: Int, count: Int) -> Int {
        data[index..<(index + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
