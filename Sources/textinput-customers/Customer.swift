import Foundation
import GRDB
import TextInputCustomersExample

/// A customer as stored: the profile's values and the one-time token of the form it came from.
struct Customer: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "customer"

    var id: Int64?
    var firstName: String
    var lastName: String
    var email: String
    /// The email's folded key (``CustomerKey/fold(_:)``), unique: one customer per email, kept by the database.
    var emailKey: String
    /// The phone number in E.164 ("+12025550143").
    var phone: String
    var company: String
    /// The company's folded key, which suggestions match.
    var companyKey: String
    /// The company's key ("" for no company): customers of one company share it; two companies may share a name.
    var companyID: String
    var country: String
    var notes: String
    /// The credit limit's exact decimal text ("12345.67"), "" for none: text keeps every digit (a REAL would not).
    var creditLimit: String
    /// "person" or "company" (``CustomerType``).
    var customerType: String
    /// Whether the customer gets the newsletter.
    var newsletter: Bool
    /// The token of the form page that created this customer: a replayed post carries the same one.
    var submissionToken: String
    var createdAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// A new row for a valid profile.
    init(_ profile: CustomerProfile, token: String) {
        self.init(id: nil, firstName: profile.firstName, lastName: profile.lastName, email: profile.email,
                  phone: profile.phone, company: profile.company, country: profile.country, notes: profile.notes,
                  creditLimit: profile.creditLimitText, customerType: profile.customerType.rawValue,
                  newsletter: profile.newsletter, submissionToken: token, createdAt: Date())
    }

    init(id: Int64?, firstName: String, lastName: String, email: String, phone: String, company: String, country: String,
         notes: String, creditLimit: String, customerType: String = CustomerType.person.rawValue, newsletter: Bool = false,
         submissionToken: String, createdAt: Date) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        emailKey = CustomerKey.fold(email)
        self.phone = phone
        self.company = company
        companyKey = CustomerKey.fold(company)
        companyID = ""
        self.country = country
        self.notes = notes
        self.creditLimit = creditLimit
        self.customerType = customerType
        self.newsletter = newsletter
        self.submissionToken = submissionToken
        self.createdAt = createdAt
    }

    /// The profile as the pages show it.
    var profile: CustomerProfile {
        CustomerProfile(firstName: firstName, lastName: lastName, email: email, phone: phone, company: company,
                        country: country, notes: notes, creditLimit: CustomerProfile.creditLimit(fromText: creditLimit),
                        customerType: CustomerType(rawValue: customerType) ?? .person, newsletter: newsletter)
    }
}
