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
