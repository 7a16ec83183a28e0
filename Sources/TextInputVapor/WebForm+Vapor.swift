import NIOCore
import TextInputCore
import TextInputWeb
import Vapor

extension WebForm {
    /// Reads a posted form (`application/x-www-form-urlencoded`) and checks it
    /// with the native core (``WebForm/submit(pairs:from:)``: other sites'
    /// posts are refused): the counterpart of TextInputHummingbird's `submit(_:)`.
    ///
    /// ```swift
    /// app.post("signup") { request async throws -> Response in
    ///     let result = try await signup.submit(request)
    ///     guard result.isAccepted, let submission = result.submission else {
    ///         return HTMLPage.response(page(try signup.html(assets: assets, showing: result)), status: result.responseStatus)
    ///     }
    ///     let email = submission["email"]                    // String
    ///     let amount = submission.decimal("amount")          // exact Decimal
    ///     …
    /// }
    /// ```
    ///
    /// Vapor collects a route's body up to its `defaultMaxBodySize` (16 KB)
    /// before the handler runs; register the route with `body: .stream` (or
    /// `.collect(maxSize: "64kb")`) for forms with long notes, and this reads
    /// up to `maxBodyBytes`.
    ///
    /// - Throws: `Abort(.payloadTooLarge)` above `maxBodyBytes` (inclusive limit),
    ///   `Abort(.badRequest)` for a body that is not URL-encoded UTF-8.
    public func submit(_ request: Request, maxBodyBytes: Int = WebForm.defaultMaxBodyBytes) async throws -> PostResult {
        let pairs = try await FormPost.pairs(of: request, maxBodyBytes: maxBodyBytes)
        return try Self.check(self, pairs: pairs, from: PostSource(request))
    }

    /// The check of ``submit(pairs:from:)`` as a separate synchronous function with untyped throws. Swift 6.3.1's
    /// optimiser crashed (signal 11 in LLVM's coroutine passes, `emitSetAndGetSwiftErrorValueAround`, "While
    /// splitting coroutine" / "correlated-propagation" on a "suspend resume partial function for closure") when a
    /// typed-throws call was inlined into an app's async route closure (docs/decisions.md, #49).
    @inline(never)
    static func check(_ form: WebForm, pairs: [(String, String)], from source: PostSource) throws -> PostResult {
        try form.submit(pairs: pairs, from: source)
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
