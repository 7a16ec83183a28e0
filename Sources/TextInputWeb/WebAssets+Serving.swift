import TextInputCore

// What every server integration (TextInputHummingbird, TextInputVapor) decides the same way about serving, without a
// server framework: which copy of an asset to send and the security headers (the limits of a posted form are
// WebForm's, the scan route's answers ScanEndpoint's). Each integration only moves these values into its own request
// and response types.

extension WebAssets.Asset {
    /// The bytes to send for a request and the headers that go with them.
    public struct Encoded: Sendable, Equatable {
        /// The `Content-Encoding` header: `"dcz"`, `"br"`, `"gzip"` or nil (the bytes as they are).
        public var contentEncoding: String?
        /// The body.
        public var body: [UInt8]
        /// Whether the response depends on `Accept-Encoding` (send `Vary: Accept-Encoding`): true when the
        /// asset has a compressed copy.
        public var variesByEncoding: Bool
        /// Whether the response also depends on `Available-Dictionary`: true for every answer of an asset that
        /// has ``WebAssets/Asset/dictionaryDeltas`` (RFC 9842 section 6.2), so that no cache hands a difference
        /// to a client without its dictionary.
        public var variesByDictionary = false

        /// The `Vary` header to send, or nil: `Accept-Encoding, Available-Dictionary`, `Accept-Encoding` or none.
        public var vary: String? {
            variesByDictionary ? "Accept-Encoding, Available-Dictionary" : variesByEncoding ? "Accept-Encoding" : nil
        }
    }

    /// The copy to send to a client whose `Accept-Encoding` header lines are
    /// `acceptEncoding` and whose `Available-Dictionary` header lines are
    /// `availableDictionary`: the difference against that dictionary
    /// (`dcz`) when the asset has one for it and `dcz` is named with a
    /// quality above zero, else the Brotli copy where `br` is allowed, else
    /// the gzip copy where gzip is, else the bytes themselves. An
    /// `Available-Dictionary` that is malformed, or names a version the
    /// asset has no difference against, is ignored.
    ///
    /// ```swift
    /// let sent = asset.encoded(acceptEncoding: ["gzip, deflate, br"])   // contentEncoding "br" when it has one
    /// let delta = asset.encoded(acceptEncoding: ["gzip, deflate, br, zstd, dcb, dcz"],
    ///                           availableDictionary: [":pZGm1Av0IEBKARczz7exkNYsZb8LzaMrV7J32a2fFG4=:"])   // "dcz" when it has one
    /// ```
    public func encoded(acceptEncoding: [String], availableDictionary: [String] = []) -> Encoded {
        let variesByDictionary = !dictionaryDeltas.isEmpty
        if variesByDictionary, let hash = DictionaryTransport.availableDictionary(availableDictionary),
           let delta = dictionaryDeltas.first(where: { $0.dictionaryHash == hash }),
           ContentCoding.names("dcz", acceptEncoding) {
            return Encoded(contentEncoding: "dcz", body: delta.body, variesByEncoding: true, variesByDictionary: true)
        }
        guard brotliBody != nil || gzipBody != nil || variesByDictionary else {
            return Encoded(contentEncoding: nil, body: body, variesByEncoding: false)
        }
        if let brotliBody, ContentCoding.accepts("br", acceptEncoding) {
            return Encoded(contentEncoding: "br", body: brotliBody, variesByEncoding: true, variesByDictionary: variesByDictionary)
        }
        if let gzipBody, ContentCoding.accepts("gzip", acceptEncoding, alias: "x-gzip") {
            return Encoded(contentEncoding: "gzip", body: gzipBody, variesByEncoding: true, variesByDictionary: variesByDictionary)
        }
        return Encoded(contentEncoding: nil, body: body, variesByEncoding: true, variesByDictionary: variesByDictionary)
    }

    /// The headers of the asset's response other than the encoding's:
    /// `Content-Type`, `Cache-Control` and, for an asset that later versions
    /// are compressed against, `Use-As-Dictionary` (``dictionaryMatch``).
    public var headers: [(name: String, value: String)] {
        [("Content-Type", contentType), ("Cache-Control", cacheControl)]
            + (dictionaryMatch.map { [(DictionaryTransport.useAsDictionaryHeader, "match=\"\($0)\"")] } ?? [])
    }
}

extension WebAssets {
    /// The headers pages with TextInputKit forms are safe with: `policy` as the
    /// Content-Security-Policy (``contentSecurityPolicy`` by default: scripts
    /// and WebAssembly only from the server, no inline script), `nosniff`, no
    /// framing, no referrer to other sites (`same-origin`: the browser then
    /// names the page's own origin on its posts, which ``PostSource`` checks),
    /// same-origin opener and resources.
    public static func securityHeaders(policy: String = contentSecurityPolicy) -> [(name: String, value: String)] {
        [
            ("Content-Security-Policy", policy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "same-origin"),
            ("X-Frame-Options", "DENY"),
            ("Cross-Origin-Opener-Policy", "same-origin"),
            ("Cross-Origin-Resource-Policy", "same-origin"),
        ]
    }

    /// The `Content-Type` of an HTML page: `text/html; charset=utf-8`; pages
    /// go with `Cache-Control: no-store`, as they may hold what a user typed.
    public static let htmlContentType = "text/html; charset=utf-8"
}
