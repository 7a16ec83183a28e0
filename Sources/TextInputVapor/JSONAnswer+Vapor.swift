import TextInputWeb
import Vapor

extension JSONAnswer {
    /// The answer as a response: its status, `application/json`, not cached, and `Retry-After` when busy (the scan
    /// and suggestion routes).
    var response: Response {
        var headers: HTTPHeaders = ["Content-Type": "application/json", "Cache-Control": "no-store"]
        if let retryAfter { headers.replaceOrAdd(name: .retryAfter, value: retryAfter) }
        return Response(status: HTTPResponseStatus(statusCode: status), headers: headers, body: Response.Body(string: json))
    }
}
