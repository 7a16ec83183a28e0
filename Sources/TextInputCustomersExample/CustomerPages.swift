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
        // A likely misspelled domain ("gmial.com") is a warning on blur: the address may be right, so it never blocks.
        email.validation = [Validation(.email, on: .blur), Validation(.emailTypo, on: .blur, severity: .warning)]
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
        // A company picked among the suggestions posts its key beside its name.
        form.choiceKeyNames = ["company": "company-id"]
        // The app's own controls in the form: posted with the fields, handed back with them when the form comes
        // back with a message (as the user left them), decoded into the profile with them.
        form.appHTML = [
            WebForm.AppHTML(.beforeSection(0)) { values in
                WebForm.radioButtons(name: "customer-type", legend: "Customer type",
                                     options: CustomerType.allCases.map { ($0.rawValue, $0.label) },
                                     selected: values.selected("customer-type", default: CustomerType.person.rawValue))
            },
            WebForm.AppHTML(.afterSection(0)) { values in
                WebForm.checkbox(name: "newsletter", label: "Send the newsletter", isChecked: values.isChecked("newsletter"),
                                 hint: "A monthly email with product news; the customer can unsubscribe from any issue.")
            },
        ]
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

    /// The information on Credit Limit when a valid post is shown again with a limit above ``reviewedCreditLimit``.
    public static let creditReviewMessage = "Credit limits above $10,000 are reviewed by Finance before they apply."

    /// The credit limit above which Finance reviews it.
    public static let reviewedCreditLimit = DecimalNumber("10000")!

    /// The form's message when a post's customer type is neither of the form's (a page from before it had one, or
    /// a post made by hand).
    public static let customerTypeMessage = "Choose whether the customer is a person or a company, then create the customer again."

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
                + "<th scope=\"col\">Credit limit</th><th scope=\"col\">Type</th><th scope=\"col\">Newsletter</th></tr></thead><tbody>"
            for customer in listing.customers {
                body += "<tr><td>\(HTML.escape(customer.firstName + " " + customer.lastName))</td><td>\(HTML.escape(customer.email))</td>"
                    + "<td>\(HTML.escape(PhoneNumberData.international(customer.phone)))</td><td>\(HTML.escape(customer.company))</td>"
                    + "<td>\(HTML.escape(customer.country))</td>"
                    + "<td>\(customer.creditLimit.map { HTML.escape("\($0) USD") } ?? "")</td>"
                    + "<td>\(customer.customerType.label)</td><td>\(customer.newsletter ? "Yes" : "No")</td></tr>"
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
