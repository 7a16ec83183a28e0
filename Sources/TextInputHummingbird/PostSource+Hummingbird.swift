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
