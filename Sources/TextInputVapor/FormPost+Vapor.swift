import NIOCore
import TextInputCore
import TextInputWeb
import Vapor

extension FormPost {
    /// The name-value pairs of a posted form's body (``FormPost/parse(bytes:)``), read up to `maxBodyBytes`
    /// (inclusive); no body is no pairs. What ``WebForm/submit(_:maxBodyBytes:)`` reads, for handlers that look
    /// at other fields (a one-time token) before checking the form.
    ///
    /// - Throws: `Abort(.payloadTooLarge)` above `maxBodyBytes`, `Abort(.badRequest)` for a body that is not
    ///   URL-encoded UTF-8; errors reading the body as they come.
    public static func pairs(of request: Request, maxBodyBytes: Int = WebForm.defaultMaxBodyBytes) async throws -> [(String, String)] {
        let buffer: ByteBuffer?
        do {
            // Vapor's stream refuses a body that reaches `max`: one byte more lets exactly the limit through.
            buffer = try await request.body.collect(max: maxBodyBytes + 1).get()
        } catch let error as any AbortError where error.status == .payloadTooLarge {
            throw Abort(.payloadTooLarge, reason: "The form body is larger than \(maxBodyBytes) bytes.")
        }
        let body = buffer ?? ByteBuffer()
        guard body.readableBytes <= maxBodyBytes else {
            throw Abort(.payloadTooLarge, reason: "The form body is larger than \(maxBodyBytes) bytes.")
        }
        guard let pairs = FormPost.parse(bytes: body.readableBytesView) else {
            throw Abort(.badRequest, reason: WebForm.badBodyMessage)
        }
        return pairs
    }
}
