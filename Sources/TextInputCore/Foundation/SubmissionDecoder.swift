#if canImport(Foundation)
import Foundation

/// The decoder behind ``Submission/decode(_:)``: one keyed container of the fields' values.
struct SubmissionDecoder: Decoder {
    let submission: Submission
    /// The post's other pairs (the app's own controls), each as an entry: read for keys no field has.
    var others: [Submission.Entry] = []
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(FieldsContainer<Key>(submission: submission, others: others))
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
    /// The post's other pairs, read for keys no field has.
    var others: [Submission.Entry] = []
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] {
        (submission.entries + others).compactMap { Key(stringValue: $0.id) ?? Key(stringValue: Submission.propertyName(forFieldID: $0.id)) }
    }

    /// A field's entry, else the first of the other pairs the key names.
    func lookup(_ key: String) -> Submission.Entry? {
        if let entry = submission.entry(forKey: key) { return entry }
        guard let value = Submission.values(forKey: key, in: others).first else { return nil }
        return Submission.Entry(id: key, value: value)
    }

    func contains(_ key: Key) -> Bool { lookup(key.stringValue) != nil }

    /// True for a field left empty or not submitted: an optional property is nil.
    func decodeNil(forKey key: Key) throws -> Bool {
        guard let entry = lookup(key.stringValue) else { return true }
        return entry.typedValue.isEmpty
    }

    func entry<T>(_ key: Key, _ type: T.Type) throws -> Submission.Entry {
        guard let entry = lookup(key.stringValue) else {
            let ids = submission.entries.map { "\"\($0.id)\"" }.joined(separator: ", ")
            let names = Set(others.map(\.id)).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw SubmissionDecodingError(field: key.stringValue, type: String(describing: T.self),
                                          message: "no field has this id (or this id in camel case); the submission has \(ids.isEmpty ? "no fields" : ids)"
                                              + (names.isEmpty ? "" : " and the other posted names \(names)") + ". "
                                              + "Make the property optional if the field may be left out (a disabled field, a control the page may not post), or name it after a field.")
        }
        return entry
    }

    func fail<T>(_ entry: Submission.Entry, _ type: T.Type, _ message: String) -> SubmissionDecodingError {
        SubmissionDecodingError(field: entry.id, type: String(describing: T.self), message: message)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try entry(key, type).value }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        guard let entry = lookup(key.stringValue) else { return false }
        // A checkbox of the app's own posts its value ("on" unless it has another) only when checked.
        if submission.entry(forKey: key.stringValue) == nil { return !["false", "no", "off", "0"].contains(entry.value.lowercased()) }
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
        if type == [String].self {
            // Every value of one of the app's own names (checkboxes that share it, a multiple select); a field's one value.
            if let entry = submission.entry(forKey: key.stringValue) { return [entry.value] as! T }
            return Submission.values(forKey: key.stringValue, in: others) as! T
        }
        if type == Decimal.self {
            let text = try numberText(key, type)
            if let exact = try entry(key, type).typedValue.decimal { return exact as! T }
            guard Submission.isPlainNumber(text), let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                throw fail(try entry(key, type), type, "\"\(text.prefix(40))\" is not a number; give the field a number format")
            }
            return value as! T
        }
        if type == CalendarDate.self || type == Date.self {
            // A date field's value: the ISO date once the user typed a real day (the field's own rule says so at blur).
            let entry = try entry(key, type)
            guard let date = CalendarDate(iso: entry.value) else {
                throw fail(entry, type, "\"\(entry.value.prefix(40))\" is not a whole date; give the field a date format, whose value is an ISO date such as 2026-12-31")
            }
            if type == CalendarDate.self { return date as! T }
            return date.startOfDayUTC as! T
        }
        let entry = try entry(key, type)
        // A type that decodes itself from one value, such as an enum with String raw values (a radio group's choice).
        do {
            return try T(from: ValueDecoder(fields: self, key: key))
        } catch let error as SubmissionDecodingError {
            throw error
        } catch DecodingError.dataCorrupted(let context) {
            throw fail(entry, type, "\"\(entry.value.prefix(40))\" is not a \(String(describing: T.self)): \(context.debugDescription)")
        } catch {
            throw fail(entry, type, "a field's value decodes as String, Decimal, an integer, Double, Bool, a date (CalendarDate, "
                           + "Date), a type that decodes from one of those (an enum with String raw values) or an optional "
                           + "of one; decode \(String(describing: T.self)) from one of those yourself")
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw SubmissionDecodingError(field: key.stringValue, type: "a nested type", message: "a submission is flat: one value per field id")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw SubmissionDecodingError(field: key.stringValue, type: "an array", message: "a submission is flat: one value per field id")
    }

    func superDecoder() throws -> any Decoder { SubmissionDecoder(submission: submission, others: others) }
    func superDecoder(forKey key: Key) throws -> any Decoder { SubmissionDecoder(submission: submission, others: others) }
}

/// One value of a submission as a decoder of its own, for a type that decodes itself from a single value (an enum
/// with raw values): its single-value container reads the value as ``FieldsContainer`` reads it.
struct ValueDecoder<Key: CodingKey>: Decoder, SingleValueDecodingContainer {
    let fields: FieldsContainer<Key>
    let key: Key
    var codingPath: [any CodingKey] { [key] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw SubmissionDecodingError(field: key.stringValue, type: "a nested type", message: "a submission is flat: one value per field id")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SubmissionDecodingError(field: key.stringValue, type: "an array", message: "a submission is flat: one value per field id")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { (try? fields.decodeNil(forKey: key)) ?? true }
    func decode(_ type: Bool.Type) throws -> Bool { try fields.decode(type, forKey: key) }
    func decode(_ type: String.Type) throws -> String { try fields.decode(type, forKey: key) }
    func decode(_ type: Double.Type) throws -> Double { try fields.decode(type, forKey: key) }
    func decode(_ type: Float.Type) throws -> Float { try fields.decode(type, forKey: key) }
    func decode(_ type: Int.Type) throws -> Int { try fields.decode(type, forKey: key) }
    func decode(_ type: Int8.Type) throws -> Int8 { try fields.decode(type, forKey: key) }
    func decode(_ type: Int16.Type) throws -> Int16 { try fields.decode(type, forKey: key) }
    func decode(_ type: Int32.Type) throws -> Int32 { try fields.decode(type, forKey: key) }
    func decode(_ type: Int64.Type) throws -> Int64 { try fields.decode(type, forKey: key) }
    func decode(_ type: UInt.Type) throws -> UInt { try fields.decode(type, forKey: key) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try fields.decode(type, forKey: key) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try fields.decode(type, forKey: key) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try fields.decode(type, forKey: key) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try fields.decode(type, forKey: key) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // Only the types the keyed container reads itself: anything else would come back here.
        guard type == Decimal.self || type == CalendarDate.self || type == Date.self || type == [String].self else {
            throw SubmissionDecodingError(field: key.stringValue, type: String(describing: T.self),
                                          message: "a value decodes as String, Decimal, an integer, Double, Bool or a date")
        }
        return try fields.decode(type, forKey: key)
    }
}
#endif
