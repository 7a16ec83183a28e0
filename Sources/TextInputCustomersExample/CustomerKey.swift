import Foundation
import TextInputHTML

/// The keys the stores compare emails and company names by: Unicode lower case of the canonical composition
/// ("Österreich" and "österreich", "ADA@Example.com" and "ada@example.com" are one key), computed here in Swift
/// so that SQLite and PostgreSQL (whatever its collation) store the same key; the email's is unique.
public enum CustomerKey {
    /// The folded form of `text`.
    public static func fold(_ text: String) -> String {
        text.lowercased().precomposedStringWithCanonicalMapping
    }

    /// Why an older database cannot get its unique email index: the emails that more than one customer has, with
    /// those customers' ids, and what to do. Nothing was changed; no customer is merged or removed by the app.
    public static func sharedEmailsMessage(_ shared: [(email: String, customers: String)]) -> String {
        let listed = shared.prefix(20).map { "\($0.email) (customers \($0.customers))" }.joined(separator: "; ")
        let more = shared.count > 20 ? "; and \(shared.count - 20) more" : ""
        return "\(shared.count == 1 ? "1 email belongs" : "\(shared.count) emails belong") to more than one customer: "
            + listed + more + ". Each email may belong to one customer only: merge those customers or change their emails "
            + "in the database, then start the app again (nothing was changed)."
    }
}
