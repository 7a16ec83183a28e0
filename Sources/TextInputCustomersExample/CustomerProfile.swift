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
