/// The files the gallery serves besides pages, with their content types.
public enum Assets {
    /// A served file.
    public struct Asset: Sendable {
        /// The `Content-Type` header.
        public var contentType: String
        /// The body.
        public var body: String
    }

    /// The asset at `path`, or nil.
    public static func asset(at path: String) -> Asset? {
        switch path {
        case PageRenderer.stylesheetPath: return Asset(contentType: "text/css; charset=utf-8", body: Stylesheet.css)
        case PageRenderer.scriptPath: return Asset(contentType: "text/javascript; charset=utf-8", body: ClientScript.source)
        case PageRenderer.iconPath: return Asset(contentType: "image/svg+xml", body: icon)
        default: return nil
        }
    }

    /// The gallery's icon: a text field with a caret, in the Horizon tint.
    static let icon = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\"><rect x=\"2\" y=\"8\" width=\"28\" height=\"16\" rx=\"4\" fill=\"#fff\" stroke=\"#0070F2\" stroke-width=\"2\"/><rect x=\"8\" y=\"12\" width=\"2\" height=\"8\" fill=\"#0070F2\"/></svg>"

    /// The Content-Security-Policy every response carries: scripts, styles
    /// and connections only from the server itself; no inline script or
    /// style, no plug-ins, no framing, forms post only to the server.
    public static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        + "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
}
