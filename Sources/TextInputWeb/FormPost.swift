import TextInputCore

/// The no-JavaScript path: a page's form posted as
/// `application/x-www-form-urlencoded`, validated by the core and rendered
/// again with its messages.
public enum FormPost {
    /// The result of a post: the validated form and the status line to show.
    public struct Result: Sendable {
        /// The form after ``InputForm/Event/submit``.
        public var form: InputForm
        /// The status line's HTML.
        public var status: String
        /// The submitted values, in field order, when every field was valid.
        public var submitted: Submission?
    }

    /// Decodes a URL-encoded body into name–value pairs (`+` is a space;
    /// invalid percent escapes are kept as written). Nil when the body is not
    /// UTF-8 after decoding.
    public static func parse(_ body: String) -> [(String, String)]? {
        var pairs: [(String, String)] = []
        for item in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else { return nil }
            pairs.append((name, value))
        }
        return pairs
    }

    static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(0x20)
            } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
                      let high = hex(iterator[iterator.startIndex]), let low = hex(iterator[iterator.startIndex + 1]) {
                bytes.append(high << 4 | low)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Validates posted values on a page. Read-only and disabled fields keep
    /// the page's values whatever was posted; a posted text that still shows a
    /// field's prefix and suffix (the input displays them) has them removed.
    public static func submit(_ model: PageModel, pairs: [(String, String)]) throws(ConfigurationError) -> Result {
        let page = model.page
        var posted: [String: String] = [:]
        for (name, value) in pairs where posted[name] == nil {
            posted[name] = value
        }
        var values: [String: String] = [:]
        for configuration in page.fields {
            if configuration.isReadOnly || configuration.isDisabled {
                values[configuration.id] = page.values[configuration.id]
                continue
            }
            values[configuration.id] = configuration.value(fromDisplayedText: posted[configuration.id] ?? "")
        }
        var form = try InputForm(fields: page.fields, values: values, localeIdentifier: model.locale.rawValue,
                                 width: model.layout.layoutUnits, measurer: FieldMeasurer(WebMeasurer()))
        form.send(.submit)
        let submitted = form.submission
        let text = submitted != nil ? page.successText : form.localizer.string(.formInvalid)
        return Result(form: form, status: PageRenderer.status(page.id, text: text, ok: submitted != nil), submitted: submitted)
    }
}
