import Foundation
import TextInputCore
import TextInputHTML
import TextInputWeb

/// The "New Customer Profile" form and the pages around it, built only on TextInputKit's public API: shared by
/// `textinput-customers` (Hummingbird, GRDB) and `textinput-customers-vapor` (Vapor, Fluent), which differ only in
/// their server framework and where they keep customers.
public enum CustomerPages {
    /// The form's fields: the gallery's customer profile and a credit limit (an exact amount in US dollars).
    public static var fields: [FieldConfiguration] {
        var firstName = FieldConfiguration(id: "first-name", label: "First Name")
        firstName.isRequired = true
        firstName.placeholder = "Jane"
        firstName.contentType = .givenName
        var lastName = FieldConfiguration(id: "last-name", label: "Last Name")
        lastName.isRequired = true
        lastName.placeholder = "Miller"
        lastName.contentType = .familyName
        var email = FieldConfiguration(id: "email", label: "Email")
        email.isRequired = true
        email.placeholder = "name@example.com"
        email.keyboard = .email
        email.contentType = .email
        email.validation = [Validation(.email, on: .blur)]
        // A phone number of any country (national input for the form's region, the US; "+" for any other), stored
        // in E.164; the keyboard comes from the format.
        var phone = FieldConfiguration(id: "phone", label: "Phone")
        phone.format = .phone(PhoneFormat(region: "US"))
        phone.placeholder = PhoneNumberData.exampleNumber(region: "US")
        phone.contentType = .telephoneNumber
        var company = FieldConfiguration(id: "company", label: "Company")
        company.placeholder = "ACME Corporation"
        company.contentType = .organizationName
        // The companies already stored are suggested as the user types (the apps' suggestion route).
        company.choicesFromApp = true
        var country = FieldConfiguration(id: "country", label: "Country")
        country.choices = ["Australia", "Austria", "Brazil", "Canada", "France", "Germany", "India", "Japan", "Mexico",
                           "Spain", "Switzerland", "United Kingdom", "United States"]
        country.contentType = .countryName
        var notes = FieldConfiguration(id: "notes", label: "Notes")
        notes.kind = .note
        notes.placeholder = "Anything the account team should know"
        notes.limit = CharacterLimit(max: 200, policy: .allowOver)
        var creditLimit = FieldConfiguration(id: "credit-limit", label: "Credit Limit")
        creditLimit.format = .number(NumberFormat(style: .currency, currency: "USD"))
        creditLimit.placeholder = "$10,000.00"
        return [firstName, lastName, email, phone, company, country, notes, creditLimit]
    }

    /// The form, posting to /customers with a one-time token.
    public static func form(token: String) -> WebForm {
        var form = WebForm(id: "customer", action: "/customers", fields: fields, submitLabel: "Create",
                           submittedText: "The customer profile was created.")
        form.hiddenFields = [("token", token)]
        return form
    }

    /// A new one-time token for a form page.
    public static func newToken() -> String { UUID().uuidString }

    /// The page with the form: initially, or again as a post left it (the core's and the app's messages, every
    /// value). `count` is how many customers there are, nil when the database could not say.
    public static func formPage(assets: WebAssets, token: String, result: WebForm.PostResult? = nil, count: Int?) throws -> String {
        let form = form(token: token)
        let body = "<h1 class=\"tik-title\">New Customer Profile</h1>"
            + "<p class=\"tik-intro\">Every keystroke is checked in your browser; the server checks the whole form again "
            + "when you create the customer. <a class=\"tik-link\" href=\"/customers\">All customers"
            + (count.map { " (\($0))" } ?? "") + "</a></p>"
            + (try result.map { try form.html(assets: assets, showing: $0) } ?? form.html(assets: assets))
        return page(title: "New Customer Profile", assets: assets, body: body, forms: [form])
    }

    /// How long the apps give their database to answer before they say so (and keep every value): the issue's
    /// 5 s for the whole answer, with room for rendering.
    public static let storeDeadline = 4.0

    /// How long a page waits for the number of customers it shows beside its link: a page without the number is
    /// better than a page that waits while the database is away.
    public static let countDeadline = 1.0

    /// The message on Email when a customer with the email exists.
    public static let emailTakenMessage = "A customer with this email already exists. Enter another email, or find the customer in the list."

    /// The form's message when the database could not store a valid customer.
    public static let notSavedMessage = "The customer could not be saved right now. Nothing was lost: try again."

    /// A page of the list of customers (``CustomerListing``), with links to the newer and older pages that work
    /// without JavaScript; `count` is how many customers there are, nil when the database could not say.
    public static func listPage(assets: WebAssets, listing: CustomerListing, count: Int? = nil, notice: String? = nil) -> String {
        var body = "<h1 class=\"tik-title\">Customers" + (count.map { " (\($0))" } ?? "") + "</h1>"
        if let notice { body += "<p class=\"tik-status tik-status-ok\" role=\"status\">\(HTML.escape(notice))</p>" }
        body += "<p class=\"tik-intro\"><a class=\"tik-link\" href=\"/\">New customer</a></p>"
        if listing.customers.isEmpty {
            body += listing.newer == nil && listing.older == nil ? "<p class=\"tik-intro\">No customers yet.</p>"
                : "<p class=\"tik-intro\">No more customers.</p>"
        } else {
            body += "<table class=\"tik-table\" id=\"customers\"><thead><tr><th scope=\"col\">Name</th><th scope=\"col\">Email</th>"
                + "<th scope=\"col\">Phone</th><th scope=\"col\">Company</th><th scope=\"col\">Country</th>"
                + "<th scope=\"col\">Credit limit</th></tr></thead><tbody>"
            for customer in listing.customers {
                body += "<tr><td>\(HTML.escape(customer.firstName + " " + customer.lastName))</td><td>\(HTML.escape(customer.email))</td>"
                    + "<td>\(HTML.escape(PhoneNumberData.international(customer.phone)))</td><td>\(HTML.escape(customer.company))</td>"
                    + "<td>\(HTML.escape(customer.country))</td>"
                    + "<td>\(customer.creditLimit.map { HTML.escape("\($0) USD") } ?? "")</td></tr>"
            }
            body += "</tbody></table>"
        }
        if listing.newer != nil || listing.older != nil {
            body += "<nav class=\"tik-pages\" aria-label=\"Pages of customers\"><p class=\"tik-intro\">"
            if let newer = listing.newer {
                body += "<a class=\"tik-link\" href=\"/customers\" id=\"newest\">Newest</a> · "
                    + "<a class=\"tik-link\" rel=\"prev\" id=\"newer\" href=\"/customers?after=\(HTML.escape(newer))\">Newer customers</a>"
            }
            if let older = listing.older {
                if listing.newer != nil { body += " · " }
                body += "<a class=\"tik-link\" rel=\"next\" id=\"older\" href=\"/customers?before=\(HTML.escape(older))\">Older customers</a>"
            }
            body += "</p></nav>"
        }
        return page(title: "Customers", assets: assets, body: body)
    }

    /// The list's page while the database does not answer (503).
    public static func unavailablePage(assets: WebAssets) -> String {
        page(title: "Customers", assets: assets, body: "<h1 class=\"tik-title\">Customers</h1><p class=\"tik-intro\" role=\"status\">"
            + "The customers cannot be listed right now. Try again in a moment, or <a class=\"tik-link\" href=\"/\">create a customer</a>.</p>")
    }

    /// A short page that says what happened.
    public static func messagePage(assets: WebAssets, title: String, message: String) -> String {
        page(title: title, assets: assets, body: "<h1 class=\"tik-title\">\(HTML.escape(title))</h1><p class=\"tik-intro\">"
            + HTML.escape(message) + " <a class=\"tik-link\" href=\"/customers\">All customers</a></p>")
    }

    /// A whole page with `body`; `forms` are the forms it shows (their downloads start in its head).
    public static func page(title: String, assets: WebAssets, body: String, forms: [WebForm] = []) -> String {
        "<!DOCTYPE html><html lang=\"en\" dir=\"ltr\" class=\"tik-theme-light\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>\(HTML.escape(title))</title>"
            + (forms.isEmpty ? assets.headHTML : assets.headHTML(for: forms)) + "</head><body><main class=\"tik-main\" id=\"tik-main\">" + body + WebForm.liveRegion
            + "</main></body></html>"
    }
}

/// A company the apps suggest: its name and how many customers it has.
public struct StoredCompany: Sendable, Equatable {
    public var name: String
    public var customers: Int

    public init(name: String, customers: Int) {
        self.name = name
        self.customers = customers
    }

    /// The suggestion: the name, and "1 customer" / "3 customers" as its second line.
    public var choice: Choice { Choice(name, detail: customers == 1 ? "1 customer" : "\(customers) customers") }

    /// The LIKE pattern that finds `text` anywhere in a company's folded name (``CustomerKey/fold(_:)``), `\`
    /// escaping `%`, `_` and `\`.
    public static func pattern(_ text: String) -> String {
        var escaped = ""
        for character in CustomerKey.fold(text) {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "%" + escaped + "%"
    }

    /// How many companies a suggestion list shows.
    public static let limit = 8
}

/// A customer's profile as the form gives it: the values the server's core checked, typed.
public struct CustomerProfile: Sendable, Equatable, Decodable {
    public var firstName: String
    public var lastName: String
    public var email: String
    /// The phone number in E.164 ("+12025550143"), or "" when none was given.
    public var phone: String
    public var company: String
    public var country: String
    public var notes: String
    /// The credit limit, exact (from "$12,345.67" → 12345.67), or nil when none was given.
    public var creditLimit: Decimal?

    /// A profile from its values.
    public init(firstName: String, lastName: String, email: String, phone: String = "", company: String = "",
                country: String = "", notes: String = "", creditLimit: Decimal? = nil) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phone = phone
        self.company = company
        self.country = country
        self.notes = notes
        self.creditLimit = creditLimit
    }


    /// The credit limit as stored: the exact decimal's text ("12345.67"), or "" for none.
    public var creditLimitText: String { creditLimit.map { "\($0)" } ?? "" }

    /// Reads ``creditLimitText`` back; nil for "" (or text that is not a decimal number).
    public static func creditLimit(fromText text: String) -> Decimal? {
        text.isEmpty ? nil : Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}

/// What storing a valid customer did, in either app's store.
public enum AddResult: Sendable, Equatable {
    /// Stored.
    case added
    /// The form with this token was submitted before: nothing was stored again.
    case alreadySubmitted
    /// A customer with this email (compared without case) exists: nothing was stored.
    case emailTaken
}

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
        // The fields decode by id ("first-name" into firstName, "credit-limit" into an exact Decimal?).
        guard let profile = try result.decode(CustomerProfile.self) else {
            return .invalid(html: try CustomerPages.formPage(assets: assets, token: token, result: result, count: await count()),
                            result: result)
        }
        return .valid(profile, token: token, result: result)
    }

    /// The form again with ``CustomerPages/emailTakenMessage`` on Email (422): nothing was stored.
    public static func emailTakenPage(_ result: WebForm.PostResult, token: String, assets: WebAssets, count: Int?) throws -> String {
        var result = result
        try result.setError(CustomerPages.emailTakenMessage, onField: "email")
        return try CustomerPages.formPage(assets: assets, token: token, result: result, count: count)
    }

    /// The form again with every value and ``CustomerPages/notSavedMessage`` (503): the database did not answer.
    /// The same token: once the database is back, the same Create stores the customer once.
    public static func notSavedPage(_ result: WebForm.PostResult, token: String, assets: WebAssets, count: Int?) throws -> String {
        var result = result
        result.setFormMessage(CustomerPages.notSavedMessage)
        return try CustomerPages.formPage(assets: assets, token: token, result: result, count: count)
    }

    /// The page for a replayed post.
    public static func alreadySubmittedPage(assets: WebAssets) -> String {
        CustomerPages.messagePage(assets: assets, title: "Already created",
                                  message: "This form was submitted before; the customer was created then.")
    }
}
