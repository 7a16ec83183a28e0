import HTTPTypes
import Hummingbird
import TextInputWeb

extension PostSource {
    /// Where a Hummingbird request comes from: its `Sec-Fetch-Site`,
    /// `Origin` and `Host` (or `:authority`) headers.
    public init(_ request: Request) {
        self.init(secFetchSite: request.headers[HTTPField.Name("Sec-Fetch-Site")!],
                  origin: request.headers[HTTPField.Name("Origin")!],
                  host: request.head.authority ?? request.headers[HTTPField.Name("Host")!])
    }
}

extension WebForm.PostResult {
    /// The status to answer with: 200 for an accepted post, 403 for a
    /// cross-site one (``isCrossSite``), 422 for a form shown again with
    /// messages (503 is the app's to choose when it could not act on a
    /// valid post).
    public var responseStatus: HTTPResponse.Status {
        isAccepted ? .ok : isCrossSite ? .forbidden : .unprocessableContent
    }
}
