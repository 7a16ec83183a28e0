/// Where a post comes from, as the browser says in its headers: what a form
/// needs to refuse a post that another site's page made the user's browser
/// send (cross-site request forgery).
///
/// The server integrations read it from a request (`PostSource(request)`);
/// ``WebForm/submit(pairs:from:)`` checks it before anything else.
///
/// ```swift
/// let source = PostSource(secFetchSite: "cross-site", origin: "https://evil.example", host: "shop.example")
/// source.refusal(trusting: [])          // "Sec-Fetch-Site: cross-site"
/// PostSource(secFetchSite: nil, origin: nil, host: "shop.example").refusal(trusting: [])   // nil: curl, old browsers
/// ```
public struct PostSource: Sendable, Equatable {
    /// The `Sec-Fetch-Site` header: `same-origin`, `same-site`, `cross-site` or `none`.
    public var secFetchSite: String?
    /// The `Origin` header: `https://shop.example` (or `null` for an opaque origin).
    public var origin: String?
    /// The `Host` header (or HTTP/2's `:authority`): `shop.example`, `127.0.0.1:8081`.
    public var host: String?

    /// A source from the request's headers.
    public init(secFetchSite: String?, origin: String?, host: String?) {
        self.secFetchSite = secFetchSite
        self.origin = origin
        self.host = host
    }

    /// Why the post is refused (the origin it names, or the `Sec-Fetch-Site`
    /// verdict), or nil when it is accepted.
    ///
    /// A browser that sends Fetch Metadata is taken at its word:
    /// `Sec-Fetch-Site: same-origin` (the app's own page) and `none` (the
    /// user's own navigation) are accepted; `same-site` and `cross-site` are
    /// refused unless `Origin` is one of `trustedOrigins`. Without the header
    /// (a site on plain HTTP other than localhost, where browsers send no
    /// Fetch Metadata; browsers before 2023), an `Origin` that is neither the
    /// request's own host nor trusted is refused, `null` included (a
    /// sandboxed frame's); a post without `Origin` (curl, a server's own
    /// client) is accepted. A page must not send `Referrer-Policy:
    /// no-referrer`, under which browsers say `null` for its own posts: the
    /// security headers say `same-origin`. Origins compare without case and
    /// without a scheme's default port (`https://shop.example`).
    public func refusal(trusting trustedOrigins: [String]) -> String? {
        let origin = self.origin.map { Self.normalize($0) }.flatMap { $0.isEmpty ? nil : $0 }
        let trusted = origin.map { posted in trustedOrigins.contains { Self.normalize($0) == posted } } ?? false
        if let site = secFetchSite?.trimmingASCIIBlanks.lowercased(), !site.isEmpty {
            if site == "same-origin" || site == "none" || trusted { return nil }
            return "Sec-Fetch-Site: " + site
        }
        guard let origin, !trusted else { return nil }
        guard let own = host.map({ Self.hostAndPort($0) }), let posted = Self.authority(ofOrigin: origin),
              posted == own || posted == Self.leavingDefaultPortOut(own, for: origin) else {
            return origin
        }
        return nil
    }

    /// An origin lower-cased, without a trailing slash and without its scheme's default port.
    static func normalize(_ origin: String) -> String {
        var text = origin.trimmingASCIIBlanks.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        for (scheme, port) in [("http://", ":80"), ("https://", ":443")] where text.hasPrefix(scheme) && text.hasSuffix(port) {
            text.removeLast(port.count)
        }
        return text
    }

    /// `host[:port]` of a normalized origin (`https://shop.example:8443` → `shop.example:8443`), nil for `null`.
    static func authority(ofOrigin origin: String) -> String? {
        guard let range = origin.range(of: "://") else { return nil }
        let rest = origin[range.upperBound...]
        return rest.isEmpty ? nil : String(rest)
    }

    /// A Host header lower-cased, without spaces.
    static func hostAndPort(_ host: String) -> String {
        host.trimmingASCIIBlanks.lowercased()
    }

    /// A host header without the default port of the origin's scheme (`shop.example:443` for https → `shop.example`).
    static func leavingDefaultPortOut(_ host: String, for origin: String) -> String {
        let port = origin.hasPrefix("https://") ? ":443" : ":80"
        return host.hasSuffix(port) ? String(host.dropLast(port.count)) : host
    }
}
