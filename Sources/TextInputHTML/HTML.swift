/// Escaping for HTML text and attribute values.
///
/// Every text slot of the gallery goes through one of these: labels, values,
/// placeholders, helper and error texts, suggestions, tooltips.
///
/// ```swift
/// HTML.escape("<b>\"Tom\" & 'Jerry'</b>")
/// // "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;"
/// ```
public enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references,
    /// safe in element content and in quoted attribute values. NUL becomes
    /// U+FFFD, as an HTML parser would make it.
    public static func escape(_ text: some StringProtocol) -> String {
        var needs = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 || byte == 0 {
            needs = true
            break
        }
        guard needs else { return String(text) }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\u{0}": output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// ` name="value"` with the value escaped, or nothing when `value` is nil.
    public static func attribute(_ name: String, _ value: String?) -> String {
        guard let value else { return "" }
        return " \(name)=\"\(escape(value))\""
    }

    /// ` name` when `present`, else nothing (a boolean attribute).
    public static func flag(_ name: String, _ present: Bool) -> String {
        present ? " \(name)" : ""
    }

    /// An identifier safe in `id` attributes and CSS selectors: ASCII letters,
    /// digits, `-` and `_`; anything else becomes `_` followed by its scalar
    /// value in hexadecimal, so distinct inputs stay distinct.
    public static func identifier(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" {
                output.unicodeScalars.append(scalar)
            } else {
                output += "_" + String(scalar.value, radix: 16)
            }
        }
        return output.isEmpty ? "_" : output
    }
}
