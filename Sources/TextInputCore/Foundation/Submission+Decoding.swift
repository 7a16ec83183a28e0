#if canImport(Foundation)
import Foundation

extension Submission {
    /// Decodes the submission into the app's own `Decodable` type, one
    /// property per field, keyed by field id: a property matches the id
    /// itself (`"email"`) or its camel case (`firstName` for `"first-name"`,
    /// `creditLimit` for `"credit-limit"`), so most types need no
    /// `CodingKeys`.
    ///
    /// ```swift
    /// struct Signup: Decodable {
    ///     var email: String
    ///     var firstName: String          // "first-name"
    ///     var amount: Decimal?           // exact; nil when left empty
    ///     var phone: String?             // E.164 ("+4930123456")
    ///     var seats: Int
    ///     var newsletter: Bool
    /// }
    /// let signup = try submission.decode(Signup.self)
    /// ```
    ///
    /// Values: `String` is the field's value as ``Submission/subscript(_:)``
    /// gives it (text as typed, grouped characters without literals, the
    /// canonical number, a phone's E.164); `Decimal` is exact; integers and
    /// floating-point numbers read a number field or digits; `Bool` reads
    /// `true`/`false`, `yes`/`no`, `on`/`off`, `1`/`0` (nothing is false).
    /// An optional is nil for a field left empty or not submitted (a
    /// disabled field); a non-optional number or a missing field is an error.
    ///
    /// - Throws: ``SubmissionDecodingError`` naming the field and the type,
    ///   and what to change.
    public func decode<T: Decodable>(_ type: T.Type) throws(SubmissionDecodingError) -> T {
        try decode(type, otherValues: [])
    }

    /// Decodes the submission with the post's other name–value pairs (the
    /// app's own controls beside the fields: a checkbox, radio buttons, a
    /// select): a property no field has is read from them by its name or
    /// the name in camel case (`send-newsletter` → `sendNewsletter`), as a
    /// field's value is (`Bool` true for a posted checkbox, false for one
    /// not posted; `String`, numbers, dates); `[String]` takes every value
    /// posted under a name (checkboxes that share one). Fields come first: a
    /// pair cannot stand in for a field.
    ///
    /// - Throws: ``SubmissionDecodingError`` naming the property and the
    ///   type, and what to change.
    public func decode<T: Decodable>(_ type: T.Type, otherValues: [(name: String, value: String)]) throws(SubmissionDecodingError) -> T {
        let owned = Set(entries.map(\.id))
        let others = otherValues.filter { !owned.contains($0.name) }.map { Entry(id: $0.name, value: $0.value) }
        do {
            return try T(from: SubmissionDecoder(submission: self, others: others))
        } catch let error as SubmissionDecodingError {
            throw error
        } catch {
            throw SubmissionDecodingError(field: "", type: String(describing: T.self), message: "\(error)")
        }
    }

    /// The entry a coding key names: the id itself, else the id whose camel case the key is.
    func entry(forKey key: String) -> Entry? {
        entries.first { $0.id == key } ?? entries.first { Self.propertyName(forFieldID: $0.id) == key }
    }

    /// Every value among `others` a coding key names (by the name itself, else by the name whose camel case it is).
    static func values(forKey key: String, in others: [Entry]) -> [String] {
        let named = others.filter { $0.id == key }
        return (named.isEmpty ? others.filter { propertyName(forFieldID: $0.id) == key } : named).map(\.value)
    }

    /// The property name ``decode(_:)`` also matches a field id with: its
    /// camel case (`first-name` → `firstName`, `credit_limit` →
    /// `creditLimit`, `email` → `email`).
    public static func propertyName(forFieldID id: String) -> String {
        var result = ""
        var upper = false
        for character in id {
            if character == "-" || character == "_" || character == " " || character == "." {
                upper = !result.isEmpty
                continue
            }
            result += upper ? character.uppercased() : String(character)
            upper = false
        }
        return result
    }
}

extension Submission {
    /// Whether `text` is a plain decimal number: an optional "-", ASCII digits, at most one ".".
    static func isPlainNumber(_ text: String) -> Bool {
        let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return !body.isEmpty && parts.count <= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
#endif
