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
}
