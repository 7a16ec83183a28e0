import HTTPTypes
import Hummingbird
import NIOCore
import TextInputCore
import TextInputWeb

/// Responses for HTML pages with TextInputKit forms.
public enum HTMLPage {
    /// An HTML response (`text/html; charset=utf-8`, not cached).
    public static func response(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status,
                 headers: [.contentType: WebAssets.htmlContentType, .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// An HTML response for `request`: as ``response(_:status:)``, gzipped
    /// when the request's `Accept-Encoding` allows it
    /// (``WebAssets/htmlPage(_:acceptEncoding:)``, which says when not to).
    public static func response(_ html: String, status: HTTPResponse.Status = .ok, for request: Request) -> Response {
        let sent = WebAssets.htmlPage(html, acceptEncoding: request.headers[values: .acceptEncoding])
        var headers: HTTPFields = [.contentType: WebAssets.htmlContentType, .cacheControl: "no-store"]
        if let vary = sent.vary { headers[.vary] = vary }
        if let encoding = sent.contentEncoding { headers[.contentEncoding] = encoding }
        headers[.contentLength] = String(sent.body.count)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: sent.body)))
    }
}
