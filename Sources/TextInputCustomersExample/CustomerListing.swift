import Foundation
import TextInputHTML

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
