import Foundation
import Logging
import PostgresNIO
import TextInputCustomersExample

/// A store that cannot be opened, with what to do.
struct StoreError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
