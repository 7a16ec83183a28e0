import Foundation
import TextInputCore
import TextInputHTML
import TextInputWeb

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
    /// A person or a company: the form's radio buttons, the app's own control beside the fields (posted as
    /// `customer-type`, decoded with them).
    public var customerType: CustomerType
    /// Whether the customer gets the newsletter: the form's own checkbox (`newsletter`, not posted when unchecked).
    public var newsletter: Bool
    /// The key of the company picked among the suggestions (`company-id`, posted beside Company), nil when the user
    /// typed the name: the stores keep the customer with that company, not with another of the same name.
    public var companyId: String?

    /// A profile from its values.
    public init(firstName: String, lastName: String, email: String, phone: String = "", company: String = "",
                country: String = "", notes: String = "", creditLimit: Decimal? = nil, customerType: CustomerType = .person,
                newsletter: Bool = false, companyId: String? = nil) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phone = phone
        self.company = company
        self.country = country
        self.notes = notes
        self.creditLimit = creditLimit
        self.customerType = customerType
        self.newsletter = newsletter
        self.companyId = companyId
    }


    private enum CodingKeys: String, CodingKey {
        case firstName, lastName, email, phone, company, country, notes, creditLimit, customerType, newsletter, companyId
    }

    /// Decodes a post's profile (``WebForm/PostResult/decode(_:)``): the fields by id, the customer type and the
    /// newsletter from the app's own controls. A post without a customer type (a client that posts the fields
    /// alone) is a person, as the form shows by default; one that is neither fails with the property's name.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        firstName = try values.decode(String.self, forKey: .firstName)
        lastName = try values.decode(String.self, forKey: .lastName)
        email = try values.decode(String.self, forKey: .email)
        phone = try values.decode(String.self, forKey: .phone)
        company = try values.decode(String.self, forKey: .company)
        country = try values.decode(String.self, forKey: .country)
        notes = try values.decode(String.self, forKey: .notes)
        creditLimit = try values.decodeIfPresent(Decimal.self, forKey: .creditLimit)
        customerType = try values.decodeIfPresent(CustomerType.self, forKey: .customerType) ?? .person
        newsletter = try values.decode(Bool.self, forKey: .newsletter)
        companyId = try values.decodeIfPresent(String.self, forKey: .companyId)
    }

    /// The credit limit as stored: the exact decimal's text ("12345.67"), or "" for none.
    public var creditLimitText: String { creditLimit.map { "\($0)" } ?? "" }

    /// Reads ``creditLimitText`` back; nil for "" (or text that is not a decimal number).
    public static func creditLimit(fromText text: String) -> Decimal? {
        text.isEmpty ? nil : Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}

/// Whether a customer is a person or a company (stored as its raw value).
public enum CustomerType: String, Sendable, Equatable, Decodable, CaseIterable {
    case person
    case company

    /// What the form and the list call it.
    public var label: String {
        switch self {
        case .person: return "Person"
        case .company: return "Company"
        }
    }
}
