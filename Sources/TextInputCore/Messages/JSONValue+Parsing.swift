extension JSONValue {
    /// The deepest nesting of arrays and objects a document may have.
    public static let maximumDepth = 512

    /// Parses one JSON document (RFC 8259) from UTF-8 bytes.
    ///
    /// A lone UTF-16 surrogate escape (`"\ud800"`), which a browser's
    /// `JSON.stringify` can write but a Swift string cannot hold, becomes
    /// U+FFFD, as a browser's USVString conversion does. Invalid UTF-8 is an
    /// error, and so is nesting deeper than ``maximumDepth``.
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("Unexpected text after the JSON value") }
        return value
    }

    /// Parses one JSON document from a string.
    public static func parse(_ text: String) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}
