import Foundation
import TextInputCore
import TextInputHTML
import TextInputWeb

/// A company the apps suggest: its name and how many customers it has.
public struct StoredCompany: Sendable, Equatable {
    public var name: String
    public var customers: Int

    public init(name: String, customers: Int) {
        self.name = name
        self.customers = customers
    }

    /// The suggestion: the name, and "1 customer" / "3 customers" as its second line.
    public var choice: Choice { Choice(name, detail: customers == 1 ? "1 customer" : "\(customers) customers") }

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
