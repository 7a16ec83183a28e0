#if canImport(Foundation)
import Foundation

/// Why a submission could not be decoded into the app's type: the field and
/// the type, and what to change.
public struct SubmissionDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The field's id (or the key the type asked for when no field has it).
    public var field: String
    /// The Swift type the app asked for.
    public var type: String
    /// What is wrong and what to change.
    public var message: String

    /// Creates an error.
    public init(field: String, type: String, message: String) {
        self.field = field
        self.type = type
        self.message = message
    }

    public var description: String { "field \"\(field)\" as \(type): \(message)" }
}

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
        do {
            return try T(from: SubmissionDecoder(submission: self))
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

/// The decoder behind ``Submission/decode(_:)``: one keyed container of the fields' values.
private struct SubmissionDecoder: Decoder {
    let submission: Submission
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(FieldsContainer<Key>(submission: submission))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SubmissionDecodingError(field: "", type: "an array", message: "a submission is one value per field id; decode it into a struct with a property per field")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw SubmissionDecodingError(field: "", type: "a single value", message: "a submission is one value per field id; decode it into a struct with a property per field")
    }
}

private struct FieldsContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let submission: Submission
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { submission.entries.compactMap { Key(stringValue: $0.id) ?? Key(stringValue: Submission.propertyName(forFieldID: $0.id)) } }

    func contains(_ key: Key) -> Bool { submission.entry(forKey: key.stringValue) != nil }

    /// True for a field left empty or not submitted: an optional property is nil.
    func decodeNil(forKey key: Key) throws -> Bool {
        guard let entry = submission.entry(forKey: key.stringValue) else { return true }
        return entry.typedValue.isEmpty
    }

    func entry<T>(_ key: Key, _ type: T.Type) throws -> Submission.Entry {
        guard let entry = submission.entry(forKey: key.stringValue) else {
            let ids = submission.entries.map { "\"\($0.id)\"" }.joined(separator: ", ")
            throw SubmissionDecodingError(field: key.stringValue, type: String(describing: T.self),
                                          message: "no field has this id (or this id in camel case); the submission has \(ids.isEmpty ? "no fields" : ids). "
                                              + "Make the property optional if the field may be left out (a disabled field), or name it after a field.")
        }
        return entry
    }

    func fail<T>(_ entry: Submission.Entry, _ type: T.Type, _ message: String) -> SubmissionDecodingError {
        SubmissionDecodingError(field: entry.id, type: String(describing: T.self), message: message)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try entry(key, type).value }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        guard let entry = submission.entry(forKey: key.stringValue) else { return false }
        switch entry.value.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0", "": return false
        default: throw fail(entry, type, "\"\(entry.value.prefix(40))\" is not true or false (true/false, yes/no, on/off, 1/0)")
        }
    }

    /// The field's number as exact decimal text ("1234.5"): a number field's value, or digits typed elsewhere.
    func numberText<T>(_ key: Key, _ type: T.Type) throws -> String {
        let entry = try entry(key, type)
        switch entry.typedValue {
        case .number(nil):
            throw fail(entry, type, "the field is empty; declare the property as \(String(describing: T.self))? to accept an empty field")
        case let .number(number?):
            return number.description
        case .phone:
            throw fail(entry, type, "a phone number is not a number to compute with; decode it as a String (E.164)")
        case let .text(text), let .grouped(text):
            guard !text.isEmpty else {
                throw fail(entry, type, "the field is empty; declare the property as \(String(describing: T.self))? to accept an empty field")
            }
            return text
        }
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, forKey key: Key) throws -> T {
        let text = try numberText(key, type)
        guard let value = T(text) else {
            let entry = try entry(key, type)
            if Submission.isPlainNumber(text), !text.contains(".") {
                throw fail(entry, type, "\(text) does not fit \(String(describing: T.self)) (\(T.min) to \(T.max)); use a wider type or Decimal")
            }
            throw fail(entry, type, "\"\(text.prefix(40))\" is not a whole number; decode it as Decimal, or give the field a number format with no fraction digits")
        }
        return value
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, forKey: key) }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        let text = try numberText(key, type)
        guard Submission.isPlainNumber(text), let value = Double(text), value.isFinite else {
            throw fail(try entry(key, type), type, "\"\(text.prefix(40))\" is not a number")
        }
        return value
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let value = Float(try decode(Double.self, forKey: key))
        guard value.isFinite else { throw fail(try entry(key, type), type, "the number does not fit Float; decode it as Double or Decimal") }
        return value
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if type == Decimal.self {
            let text = try numberText(key, type)
            if let exact = try entry(key, type).typedValue.decimal { return exact as! T }
            guard Submission.isPlainNumber(text), let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                throw fail(try entry(key, type), type, "\"\(text.prefix(40))\" is not a number; give the field a number format")
            }
            return value as! T
        }
        let entry = try entry(key, type)
        throw fail(entry, type, "a field's value decodes as String, Decimal, an integer, Double, Bool or an optional of one; "
                       + "decode \(String(describing: T.self)) from one of those yourself")
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw SubmissionDecodingError(field: key.stringValue, type: "a nested type", message: "a submission is flat: one value per field id")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw SubmissionDecodingError(field: key.stringValue, type: "an array", message: "a submission is flat: one value per field id")
    }

    func superDecoder() throws -> any Decoder { SubmissionDecoder(submission: submission) }
    func superDecoder(forKey key: Key) throws -> any Decoder { SubmissionDecoder(submission: submission) }
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
