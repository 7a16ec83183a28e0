import Fluent
import Foundation
import SQLKit
import Vapor
import TextInputCustomersExample

/// Why the customers' database cannot be prepared, with what to do.
struct CustomerKeyError: Error, CustomStringConvertible {
    var description: String
}
