/// Compact JSON written straight into bytes, member by member: the one
/// answer writer, for a driver session's answers (``MessageSession``) and a
/// page's (`LiveForm` in TextInputHTML), instead of building a ``JSONValue``
/// tree first (the tree's arrays and their release cost a keystroke more
/// than the edit did). Small members that change rarely go in as values
/// (``value(_:)``). The output is the same as ``JSONValue/serialized``.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("selection")
/// writer.range(2..<4)
/// writer.endObject()
/// // writer.bytes is {"selection":[2,4]}
/// ```
package struct JSONWriter {
    /// The JSON text so far, UTF-8.
    package private(set) var bytes: [UInt8] = []
    /// Whether nothing has been written yet in the innermost open container.
    private var first = true
    /// Whether a key was just written (its value needs no comma).
    private var afterKey = false

    package init(capacity: Int = 512) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A comma before a value, unless it is the first or follows its key.
    private mutating func separate() {
        if afterKey {
            afterKey = false
        } else if !first {
            bytes.append(UInt8(ascii: ","))
        }
        first = false
    }

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        first = true
    }

    package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        first = false
    }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        first = true
    }

    package mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        first = false
    }

    /// An object member's key made at run time (escaped as needed); the next
    /// value written is its value.
    package mutating func key(computed key: String) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        JSONValue.writeString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    /// An object member's key written in the source: plain ASCII that needs
    /// no escaping (checked in debug builds), copied as it is. The next value
    /// written is its value.
    package mutating func key(_ key: StaticString) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        bytes.append(UInt8(ascii: "\""))
        let utf8 = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        assert(utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C })
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    package mutating func string(_ value: String) {
        separate()
        JSONValue.writeString(value, to: &bytes)
    }

    /// A string, or `null` for nil.
    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    package mutating func int(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // Digits from the last, into a small buffer, then in order.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// A number as ``JSONValue`` writes it (`null` for NaN and infinities).
    package mutating func number(_ value: Double) {
        separate()
        bytes.append(contentsOf: (JSONValue.numberText(value) ?? "null").utf8)
    }

    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    /// A range as `[lower, upper]`, or `null` for nil.
    package mutating func range(_ value: Range<Int>?) {
        guard let value else { return null() }
        beginArray()
        int(value.lowerBound)
        int(value.upperBound)
        endArray()
    }

    /// A value built as a tree.
    package mutating func value(_ value: JSONValue) {
        separate()
        value.write(to: &bytes)
    }

    /// Where the output stands, to go back to with ``rollBack(to:)``.
    package struct Mark {
        fileprivate let count: Int
        fileprivate let first: Bool
        fileprivate let afterKey: Bool
    }

    package var mark: Mark { Mark(count: bytes.count, first: first, afterKey: afterKey) }

    /// Forgets everything written since `mark`.
    package mutating func rollBack(to mark: Mark) {
        bytes.removeSubrange(mark.count...)
        first = mark.first
        afterKey = mark.afterKey
    }
}
