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
