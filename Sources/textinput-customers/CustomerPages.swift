import Foundation
import TextInputCore
import TextInputHTML
import TextInputWeb

/// The "New Customer Profile" form and the pages around it, built only on TextInputKit's public API.
enum CustomerPages {
    /// The form's fields: the gallery's customer profile.
    static var fields: [FieldConfiguration] {
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
        var phone = FieldConfiguration(id: "phone", label: "Phone")
        phone.format = .mask("(###) ###-####")
        phone.placeholder = "(555) 123-4567"
        phone.keyboard = .phone
        phone.contentType = .telephoneNumber
        var company = FieldConfiguration(id: "company", label: "Company")
        company.placeholder = "ACME Corporation"
        company.contentType = .organizationName
        var country = FieldConfiguration(id: "country", label: "Country")
        country.choices = ["Australia", "Austria", "Brazil", "Canada", "France", "Germany", "India", "Japan", "Mexico",
                           "Spain", "Switzerland", "United Kingdom", "United States"]
        country.contentType = .countryName
        var notes = FieldConfiguration(id: "notes", label: "Notes")
        notes.kind = .note
        notes.placeholder = "Anything the account team should know"
        notes.limit = CharacterLimit(max: 200, policy: .allowOver)
        return [firstName, lastName, email, phone, company, country, notes]
    }

    /// The form, posting to /customers with a one-time token.
    static func form(token: String) -> WebForm {
        var form = WebForm(id: "customer", action: "/customers", fields: fields, submitLabel: "Create",
                           submittedText: "The customer profile was created.")
        form.hiddenFields = [("token", token)]
        return form
    }

    /// A new one-time token for a form page.
    static func newToken() -> String { UUID().uuidString }

    /// The page with the form (initially, or again with the core's messages after a post).
    static func formPage(assets: WebAssets, token: String, state: LiveForm? = nil, status: String? = nil, count: Int) throws -> String {
        let body = "<h1 class=\"tik-title\">New Customer Profile</h1>"
            + "<p class=\"tik-intro\">Every keystroke is checked in your browser; the server checks the whole form again "
            + "when you create the customer. <a class=\"tik-link\" href=\"/customers\">All customers (\(count))</a></p>"
            + (try form(token: token).html(assets: assets, state: state, status: status))
        return page(title: "New Customer Profile", assets: assets, body: body)
    }

    /// The list of customers.
    static func listPage(assets: WebAssets, customers: [Customer], notice: String? = nil) -> String {
        var body = "<h1 class=\"tik-title\">Customers</h1>"
        if let notice { body += "<p class=\"tik-status tik-status-ok\" role=\"status\">\(HTML.escape(notice))</p>" }
        body += "<p class=\"tik-intro\"><a class=\"tik-link\" href=\"/\">New customer</a></p>"
        if customers.isEmpty {
            body += "<p class=\"tik-intro\">No customers yet.</p>"
        } else {
            body += "<table class=\"tik-table\" id=\"customers\"><thead><tr><th scope=\"col\">Name</th><th scope=\"col\">Email</th>"
                + "<th scope=\"col\">Phone</th><th scope=\"col\">Company</th><th scope=\"col\">Country</th></tr></thead><tbody>"
            for customer in customers {
                body += "<tr><td>\(HTML.escape(customer.firstName + " " + customer.lastName))</td><td>\(HTML.escape(customer.email))</td>"
                    + "<td>\(HTML.escape(customer.phone))</td><td>\(HTML.escape(customer.company))</td>"
                    + "<td>\(HTML.escape(customer.country))</td></tr>"
            }
            body += "</tbody></table>"
        }
        return page(title: "Customers", assets: assets, body: body)
    }

    /// A short page that says what happened.
    static func messagePage(assets: WebAssets, title: String, message: String) -> String {
        page(title: title, assets: assets, body: "<h1 class=\"tik-title\">\(HTML.escape(title))</h1><p class=\"tik-intro\">"
            + HTML.escape(message) + " <a class=\"tik-link\" href=\"/customers\">All customers</a></p>")
    }

    static func page(title: String, assets: WebAssets, body: String) -> String {
        "<!DOCTYPE html><html lang=\"en\" dir=\"ltr\" class=\"tik-theme-light\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>\(HTML.escape(title))</title>"
            + assets.headHTML + "</head><body><main class=\"tik-main\" id=\"tik-main\">" + body + WebForm.liveRegion
            + "</main></body></html>"
    }
}
