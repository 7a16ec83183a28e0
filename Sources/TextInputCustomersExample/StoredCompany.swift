import Foundation
import TextInputCore
import TextInputHTML
import TextInputWeb

/// A company the apps suggest: its key, its name, how many customers it has and the country of its latest one.
public struct StoredCompany: Sendable, Equatable {
    /// The company's key: what a picked suggestion posts (`company-id`), so that two companies of one name stay two.
    public var id: String
    public var name: String
    public var customers: Int
    /// Its customers' country (the greatest, "" when none gave one): the second line tells two companies of one name
    /// apart.
    public var country: String

    public init(id: String, name: String, customers: Int, country: String = "") {
        self.id = id
        self.name = name
        self.customers = customers
        self.country = country
    }

    /// The suggestion: the key, the name, and "1 customer" / "3 customers · Germany" as its second line.
    public var choice: Choice {
        let count = customers == 1 ? "1 customer" : "\(customers) customers"
        return Choice(id: id, text: name, detail: country.isEmpty ? count : count + " · " + country)
    }

    /// The key a new customer's company gets: the picked company's (the posted key) when that company has the
    /// profile's company name (folded); for a name typed without a pick, the one company of that name whose customers
    /// are in the profile's country when there is exactly one, else a new company (so "ACME" in Germany and "ACME"
    /// in France are two, told apart by their second line); "" for no company. `named` lists the keys of the
    /// companies whose folded name is the profile's, `sameCountry` those of them with a customer in its country.
    public static func key(for profile: CustomerProfile, named: [String], sameCountry: [String]) -> String {
        guard !profile.company.isEmpty else { return "" }
        if let picked = profile.companyId, named.contains(picked) { return picked }
        return sameCountry.count == 1 ? sameCountry[0] : "c-" + UUID().uuidString.lowercased()
    }

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
