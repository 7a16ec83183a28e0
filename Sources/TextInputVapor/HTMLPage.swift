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

    /// An HTML response for `request`: as ``response(_:status:)``, gzipped
    /// when the request's `Accept-Encoding` allows it
    /// (``WebAssets/htmlPage(_:acceptEncoding:)``, which says when not to).
    public static func response(_ html: String, status: HTTPResponseStatus = .ok, for request: Request) -> Response {
        let sent = WebAssets.htmlPage(html, acceptEncoding: request.headers[.acceptEncoding])
        var headers: HTTPHeaders = ["Content-Type": WebAssets.htmlContentType, "Cache-Control": "no-store"]
        if let vary = sent.vary { headers.replaceOrAdd(name: .vary, value: vary) }
        if let encoding = sent.contentEncoding { headers.replaceOrAdd(name: .contentEncoding, value: encoding) }
        return Response(status: status, headers: headers, body: Response.Body(buffer: ByteBuffer(bytes: sent.body)))
    }
}
