import Foundation
import TextInputCore
import TextInputHTML
import TextInputWeb

/// What a post to `/customers` comes to, decided the same way by both apps before they store anything.
public enum CustomerPost {
    /// The form's token was missing or malformed: a 400 with this page.
    case expired(html: String)
    /// A field is invalid: a 422 with the form again, showing the core's messages; or another site's page sent the
    /// post: a 403 with the form as it starts, saying so (`result.responseStatus` tells them apart).
    case invalid(html: String, result: WebForm.PostResult)
    /// Valid: store the profile unless a customer with this token exists (then 409 with
    /// ``alreadySubmittedPage(assets:)``) or with this email (then 422 with ``emailTakenPage(assets:count:)``); when
    /// the database does not answer, 503 with ``notSavedPage(assets:count:)``. `result` is the post's, to show the
    /// form again.
    case valid(CustomerProfile, token: String, result: WebForm.PostResult)

    /// Decides a posted body's name-value pairs (``FormPost/parse(bytes:)``); `count` is how many customers there are.
    public static func decide(_ pairs: [(String, String)], from source: PostSource, assets: WebAssets,
                              count: () async -> Int?) async throws -> CustomerPost {
        let posted = pairs.first { $0.0 == "token" }?.1 ?? ""
        let token = posted.isEmpty || posted.count > 64 ? CustomerPages.newToken() : posted
        let result = try CustomerPages.form(token: token).submit(pairs: pairs, from: source)
        if result.isCrossSite {
            // Another site's page sent it: nothing in it is read, its token included (the form comes with a new one).
            return .invalid(html: try CustomerPages.formPage(assets: assets, token: CustomerPages.newToken(), result: result,
                                                             count: await count()), result: result)
        }
        guard token == posted else {
            return .expired(html: CustomerPages.messagePage(assets: assets, title: "Form expired",
                                                            message: "Open the form again and submit it from there."))
        }
        // The fields decode by id ("first-name" into firstName, "credit-limit" into an exact Decimal?), the app's own
        // controls by name ("customer-type" into customerType, the "newsletter" checkbox into a Bool).
        let decoded = Result { () throws(SubmissionDecodingError) in try result.decode(CustomerProfile.self) }
        if case let .failure(error) = decoded, error.field == "customerType" {
            // A type that is neither of the form's: said for the whole form, nothing stored.
            var refused = result
            refused.setFormMessage(CustomerPages.customerTypeMessage)
            return .invalid(html: try CustomerPages.formPage(assets: assets, token: token, result: refused, count: await count()),
                            result: refused)
        }
        guard let profile = try decoded.get() else {
            return .invalid(html: try CustomerPages.formPage(assets: assets, token: token, result: result, count: await count()),
                            result: result)
        }
        return .valid(profile, token: token, result: result)
    }

    /// The form again with ``CustomerPages/emailTakenMessage`` on Email (422): nothing was stored.
    public static func emailTakenPage(_ result: WebForm.PostResult, token: String, assets: WebAssets, count: Int?) throws -> String {
        var result = try checked(result)
        try result.setError(CustomerPages.emailTakenMessage, onField: "email")
        return try CustomerPages.formPage(assets: assets, token: token, result: result, count: count)
    }

    /// The form again with every value and ``CustomerPages/notSavedMessage`` (503): the database did not answer.
    /// The same token: once the database is back, the same Create stores the customer once.
    public static func notSavedPage(_ result: WebForm.PostResult, token: String, assets: WebAssets, count: Int?) throws -> String {
        var result = try checked(result)
        result.setFormMessage(CustomerPages.notSavedMessage)
        return try CustomerPages.formPage(assets: assets, token: token, result: result, count: count)
    }

    /// A valid post shown again with what the server confirmed and what the user should know: the phone number as
    /// the server read it (success: "Checked: +1 201-555-0123") and, for a credit limit above
    /// ``CustomerPages/reviewedCreditLimit``, that Finance reviews it (information). Neither blocks the next Create.
    static func checked(_ result: WebForm.PostResult) throws -> WebForm.PostResult {
        var result = result
        guard let submission = result.submission else { return result }
        if case let .phone(number)? = submission.typedValue(of: "phone"), !number.e164.isEmpty {
            try result.setMessage("Checked: " + PhoneNumberData.international(number.e164), severity: .success, onField: "phone")
        }
        if case let .number(limit?)? = submission.typedValue(of: "credit-limit"), limit > CustomerPages.reviewedCreditLimit {
            try result.setMessage(CustomerPages.creditReviewMessage, severity: .information, onField: "credit-limit")
        }
        return result
    }

    /// The page for a replayed post.
    public static func alreadySubmittedPage(assets: WebAssets) -> String {
        CustomerPages.messagePage(assets: assets, title: "Already created",
                                  message: "This form was submitted before; the customer was created then.")
    }
}
