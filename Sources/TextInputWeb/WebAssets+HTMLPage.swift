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
