import Foundation
import TextInputHTML

/// Where a page of the customer list starts: the newest customers, or those just older or just newer than a
/// customer the last page showed (keyset paging: a page costs the same at 50,000 customers as at 100, and a customer
/// added meanwhile neither repeats nor hides one).
public enum ListPosition: Sendable, Equatable {
    /// The newest customers.
    case newest
    /// The customers older than the one `cursor` names, newest first.
    case olderThan(String)
    /// The customers newer than the one `cursor` names (the page before), newest first.
    case newerThan(String)

    /// The position a list URL's query asks for: `?before=CURSOR`, `?after=CURSOR`, else the newest. A cursor is
    /// at most 80 characters of letters, digits, "-", "." and "_"; anything else reads as the newest (a link that
    /// was cut or edited shows the start of the list, not an error).
    public init(before: String?, after: String?) {
        func valid(_ cursor: String?) -> String? {
            guard let cursor, !cursor.isEmpty, cursor.count <= 80,
                  cursor.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-._".unicodeScalars.contains($0)) })
            else { return nil }
            return cursor
        }
        if let before = valid(before) {
            self = .olderThan(before)
        } else if let after = valid(after) {
            self = .newerThan(after)
        } else {
            self = .newest
        }
    }

    /// The order to read the rows in: newest first, except for the page before (oldest first, then turned round).
    public var readsNewestFirst: Bool {
        if case .newerThan = self { return false }
        return true
    }
}

/// One page of the customer list, newest first, with the cursors of the pages beside it.
public struct CustomerListing: Sendable, Equatable {
    /// The customers on this page, newest first.
    public var customers: [CustomerProfile]
    /// The cursor for the page of newer customers, nil on the first page.
    public var newer: String?
    /// The cursor for the page of older customers, nil on the last page.
    public var older: String?

    public init(customers: [CustomerProfile], newer: String?, older: String?) {
        self.customers = customers
        self.newer = newer
        self.older = older
    }

    /// How many customers a page shows.
    public static let pageSize = 50

    /// The page from rows a store read at `position`: at most ``pageSize`` + 1 rows as `(cursor, customer)`, in
    /// the position's order (``ListPosition/readsNewestFirst``). The extra row only says that there is a page beyond.
    public init(rows: [(cursor: String, customer: CustomerProfile)], at position: ListPosition) {
        let more = rows.count > Self.pageSize
        var page = Array(rows.prefix(Self.pageSize))
        if !position.readsNewestFirst { page.reverse() }
        customers = page.map(\.customer)
        switch position {
        case .newest:
            newer = nil
            older = more ? page.last?.cursor : nil
        case let .olderThan(cursor):
            // Past the end (the last customers were removed meanwhile): the newer page still starts at the cursor.
            newer = page.first?.cursor ?? cursor
            older = more ? page.last?.cursor : nil
        case let .newerThan(cursor):
            newer = more ? page.first?.cursor : nil
            older = page.last?.cursor ?? cursor
        }
    }
}

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
