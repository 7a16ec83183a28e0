import HTTPTypes
import Hummingbird
import NIOCore
import TextInputWeb

extension FormPost {
    /// The name-value pairs of a posted form's body (``FormPost/parse(bytes:)``), read up to `maxBodyBytes`. What
    /// ``WebForm/submit(_:maxBodyBytes:)`` reads, for handlers that look at other fields (a one-time token) before
    /// checking the form with ``WebForm/submit(pairs:from:)``.
    ///
    /// - Throws: `HTTPError(.contentTooLarge)` above `maxBodyBytes`, `HTTPError(.badRequest)` for a body that is not
    ///   URL-encoded UTF-8.
    public static func pairs(of request: Request, maxBodyBytes: Int = WebForm.defaultMaxBodyBytes) async throws -> [(String, String)] {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: maxBodyBytes)
        } catch is NIOTooManyBytesError {
            throw HTTPError(.contentTooLarge, message: "The form body is larger than \(maxBodyBytes) bytes.")
        }
        guard let pairs = FormPost.parse(bytes: buffer.readableBytesView) else {
            throw HTTPError(.badRequest, message: WebForm.badBodyMessage)
        }
        return pairs
    }
}
