import HTTPTypes
import Hummingbird
import NIOCore
import TextInputWeb

extension JSONAnswer {
    /// The answer as a response: its status, `application/json`, not cached, and `Retry-After` when busy (the scan
    /// and suggestion routes).
    var response: Response {
        var headers: HTTPFields = [.contentType: "application/json", .cacheControl: "no-store"]
        if let retryAfter { headers[.retryAfter] = retryAfter }
        return Response(status: HTTPResponse.Status(code: status), headers: headers,
                        body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }
}
