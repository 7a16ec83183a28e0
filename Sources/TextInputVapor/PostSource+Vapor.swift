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
    /// The status to answer with: 200 for an accepted post, 403 for a
    /// cross-site one (``isCrossSite``), 422 for a form shown again with
    /// messages (503 is the app's to choose when it could not act on a
    /// valid post).
    public var responseStatus: HTTPStatus {
        isAccepted ? .ok : isCrossSite ? .forbidden : .unprocessableEntity
    }
}
