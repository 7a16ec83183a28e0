import TextInputCore
import TextInputZlib

extension WebAssets {
    /// The bytes of an HTML page for a client whose `Accept-Encoding` header
    /// lines are `acceptEncoding`: gzipped (zlib, level 6) where the client
    /// allows gzip and the page is 1 KiB or more, else its UTF-8 bytes as
    /// they are. The answer varies by `Accept-Encoding` either way.
    ///
    /// A form's page is mostly markup that repeats (under a third of its
    /// size gzipped): on slow 4G the New Customer Profile's 20 KB take
    /// 0.1 s, which the page's core waits for too (docs/performance.md, #45).
    /// Compress only pages that hold no secret beside text an attacker can
    /// put in them (BREACH): TextInputKit's forms carry no credential, but a
    /// page of the app's may.
    ///
    /// ```swift
    /// let sent = WebAssets.htmlPage(html, acceptEncoding: ["gzip, deflate, br"])   // contentEncoding "gzip"
    /// ```
    public static func htmlPage(_ html: String, acceptEncoding: [String]) -> Asset.Encoded {
        let bytes = Array(html.utf8)
        guard bytes.count >= 1024, ContentCoding.accepts("gzip", acceptEncoding, alias: "x-gzip"),
              let compressed = Gzip.compress(bytes) else {
            return Asset.Encoded(contentEncoding: nil, body: bytes, variesByEncoding: true)
        }
        return Asset.Encoded(contentEncoding: "gzip", body: compressed, variesByEncoding: true)
    }
}

/// gzip (RFC 1952) through zlib.
enum Gzip {
    /// `bytes` gzipped at `level` (1 fastest … 9 smallest), or nil when zlib refuses (out of memory).
    static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        var stream = z_stream()
        // Window bits 15 + 16: a gzip header and trailer around the deflate stream.
        guard deflateInit2_(&stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(output.prefix(Int(stream.total_out)))
    }
}
