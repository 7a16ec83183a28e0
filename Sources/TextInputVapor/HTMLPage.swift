import NIOCore
import TextInputCore
import TextInputWeb
import Vapor

/// Responses for HTML pages with TextInputKit forms.
public enum HTMLPage {
    /// An HTML response (`text/html; charset=utf-8`, not cached).
    public static func response(_ html: String, status: HTTPResponseStatus = .ok) -> Response {
        Response(status: status,
                 headers: ["Content-Type": WebAssets.htmlContentType, "Cache-Control": "no-store"],
                 body: Response.Body(string: html))
    }
}
