import TextInputWeb

extension CustomerPost {
    /// The whole post, decided once for both apps: the checks of
    /// ``decide(_:from:assets:count:)``, then `store` within
    /// ``CustomerPages/storeDeadline`` and the page each outcome shows (the
    /// list after a customer was added; 409 for a replayed form; 422 when the
    /// email is taken; 503 with every value kept when the database did not
    /// answer, after `failed` was told why, for the app's log).
    public static func answer(_ pairs: [(String, String)], from source: PostSource, assets: WebAssets,
                              count: () async -> Int?,
                              store: @escaping @Sendable (CustomerProfile, String) async throws -> AddResult,
                              failed: (any Error) -> Void) async throws -> CustomerAnswer {
        switch try await decide(pairs, from: source, assets: assets, count: count) {
        case let .expired(html):
            return .page(html: html, status: 400)
        case let .invalid(html, result):
            return .page(html: html, status: result.statusCode)
        case let .valid(profile, token, result):
            let added: AddResult
            do {
                added = try await withDeadline(seconds: CustomerPages.storeDeadline) { try await store(profile, token) }
            } catch {
                failed(error)
                return .page(html: try notSavedPage(result, token: token, assets: assets, count: nil), status: 503)
            }
            switch added {
            case .added:
                return .redirect(to: "/customers")
            case .alreadySubmitted:
                return .page(html: alreadySubmittedPage(assets: assets), status: 409)
            case .emailTaken:
                return .page(html: try emailTakenPage(result, token: token, assets: assets, count: await count()), status: 422)
            }
        }
    }
}
