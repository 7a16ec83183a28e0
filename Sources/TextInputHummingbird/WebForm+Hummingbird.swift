import HTTPTypes
import Hummingbird
import NIOCore
import TextInputCore
import TextInputWeb

extension WebForm {
    /// Reads a posted form (`application/x-www-form-urlencoded`) and checks it
    /// with the native core (``WebForm/submit(pairs:)``).
    ///
    /// ```swift
    /// router.post("/signup") { request, _ -> Response in
    ///     let result = try await signup.submit(request)
    ///     guard let submission = result.submission else {
    ///         return HTMLPage.response(page(try signup.html(assets: assets, state: result.form, status: result.status)),
    ///                                  status: .unprocessableContent)
    ///     }
    ///     let email = submission["email"]                    // String
    ///     let amount = submission.decimal("amount")          // exact Decimal
    ///     …
    /// }
    /// ```
    ///
    /// - Throws: `HTTPError(.contentTooLarge)` above `maxBodyBytes`,
    ///   `HTTPError(.badRequest)` for a body that is not URL-encoded UTF-8.
    public func submit(_ request: Request, maxBodyBytes: Int = WebForm.defaultMaxBodyBytes) async throws -> PostResult {
        try submit(pairs: try await FormPost.pairs(of: request, maxBodyBytes: maxBodyBytes), from: PostSource(request))
    }
}
