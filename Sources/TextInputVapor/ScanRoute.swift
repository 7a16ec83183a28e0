import NIOCore
import NIOPosix
import TextInputCore
import TextInputWeb
import Vapor

/// The scan decoder's route on Vapor: the request's body and query handed to
/// ``ScanEndpoint`` (which holds the rules: sizes, kinds, how many at once,
/// the answers), decoding on NIO's thread pool.
public final class ScanRoute: Sendable {
    /// The largest image accepted (``ScanEndpoint/maxImageBytes``).
    public static let maxImageBytes = ScanEndpoint.maxImageBytes
    private let endpoint: ScanEndpoint

    /// A route that decodes at most `maxConcurrent` images at once, for this site's pages and those of
    /// `trustedOrigins` (``TextInputWeb/ScanEndpoint/trustedOrigins``).
    public init(maxConcurrent: Int, trustedOrigins: [String] = []) {
        endpoint = ScanEndpoint(maxConcurrent: maxConcurrent, trustedOrigins: trustedOrigins)
    }

    /// Decodes the request's body (register the route with `body: .stream`, or a
    /// collecting strategy that allows ``maxImageBytes``).
    public func respond(to request: Request) async throws -> Response {
        // nil: over the limit (the stream stopped, or a body collected before was larger); [] for no body.
        // Vapor's stream refuses a body that reaches `max`, so one byte more lets exactly the limit through.
        let image: [UInt8]?
        do {
            let buffer = try await request.body.collect(max: Self.maxImageBytes + 1).get()
            image = buffer.map { $0.readableBytes <= Self.maxImageBytes ? [UInt8](buffer: $0) : nil } ?? []
        } catch let error as any AbortError where error.status == .payloadTooLarge {
            image = nil
        }
        let answer = await endpoint.answer(image: image, kind: request.query[String.self, at: "kind"],
                                           locale: request.query[String.self, at: "locale"], source: PostSource(request)) { work in
            try await NIOThreadPool.singleton.runIfActive(work)
        }
        return answer.response
    }
}
