#if canImport(Foundation)
import Foundation

/// The decoder behind ``Submission/decode(_:)``: one keyed container of the fields' values.
struct SubmissionDecoder: Decoder {
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

struct FieldsContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
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
#endif
