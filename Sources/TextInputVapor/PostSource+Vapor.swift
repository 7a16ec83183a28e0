import TextInputWeb
import Vapor

extension PostSource {
    /// Where a Vapor request comes from: its `Sec-Fetch-Site`, `Origin` and
    /// `Host` headers.
    public init(_ request: Request) {
        self.init(secFetchSite: request.headers.first(name: "Sec-Fetch-Site"),
                  origin: request.headers.first(name: .origin),
                  host: request.headers.first(name: .host))
    }
}

extension WebForm.PostResult {
    /// The status to answer with: ``TextInputWeb/WebForm/PostResult/statusCode``
    /// (200 accepted, 403 cross-site, 422 shown again with messages) as
    /// Vapor's type.
    public var responseStatus: HTTPStatus {
        HTTPStatus(statusCode: statusCode)
    }
}
