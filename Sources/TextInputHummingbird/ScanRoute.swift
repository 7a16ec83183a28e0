import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOPosix
import TextInputCore
import TextInputWeb

/// The scan decoder's route on Hummingbird: the request's body and query
/// handed to ``ScanEndpoint`` (which holds the rules: sizes, kinds, how many
/// at once, the answers), decoding on NIO's thread pool.
public final class ScanRoute: Sendable {
    /// The largest image accepted (``ScanEndpoint/maxImageBytes``).
    public static let maxImageBytes = ScanEndpoint.maxImageBytes
    private let endpoint: ScanEndpoint

    /// A route that decodes at most `maxConcurrent` images at once, for this site's pages and those of
    /// `trustedOrigins` (``TextInputWeb/ScanEndpoint/trustedOrigins``).
    public init(maxConcurrent: Int, trustedOrigins: [String] = []) {
        endpoint = ScanEndpoint(maxConcurrent: maxConcurrent, trustedOrigins: trustedOrigins)
    }

    /// Decodes the request's body.
    public func respond(to request: Request) async throws -> Response {
        var request = request
        let image: [UInt8]?
        do {
            image = [UInt8](buffer: try await request.collectBody(upTo: Self.maxImageBytes))
        } catch is NIOTooManyBytesError {
            image = nil
        }
        let answer = await endpoint.answer(image: image, kind: request.uri.queryParameters.get("kind"),
                                           locale: request.uri.queryParameters.get("locale"), source: PostSource(request)) { work in
            try await NIOThreadPool.singleton.runIfActive(work)
        }
        return answer.response
    }
}
