/// Reading `Accept-Encoding` (RFC 9110 §12.5.3).
public enum ContentCoding {
    /// Whether `Accept-Encoding` header lines allow `coding` (or its `alias`):
    /// named, or `*`, with a quality above zero; the coding's own entry wins
    /// over `*`. Without the header RFC 9110 allows any coding; this answers
    /// false then, a cautious choice that costs browsers nothing (they always
    /// send it).
    ///
    /// ```swift
    /// ContentCoding.accepts("gzip", ["br;q=1.0, gzip;q=0.5"])   // true
    /// ContentCoding.accepts("gzip", ["gzip;q=0, *"])            // false
    /// ```
    public static func accepts(_ coding: String, _ values: [String], alias: String? = nil) -> Bool {
        let (named, any) = read(coding, values, alias: alias)
        return named ?? any ?? false
    }

    /// Whether `Accept-Encoding` header lines name `coding` itself with a
    /// quality above zero; `*` does not count. A dictionary-compressed answer
    /// (`dcz`) is only for clients that list it (browsers that offer a
    /// dictionary do).
    ///
    /// ```swift
    /// ContentCoding.names("dcz", ["gzip, deflate, br, zstd, dcb, dcz"])   // true
    /// ContentCoding.names("dcz", ["*"])                                    // false
    /// ```
    public static func names(_ coding: String, _ values: [String]) -> Bool {
        read(coding, values, alias: nil).named ?? false
    }

    /// Whether the lines name `coding` (or `alias`) and `*`, each accepted or refused; nil where absent.
    private static func read(_ coding: String, _ values: [String], alias: String?) -> (named: Bool?, any: Bool?) {
        var named: Bool?
        var any: Bool?
        for item in values.flatMap({ $0.split(separator: ",") }) {
            let parts = item.split(separator: ";").map { $0.trimmingASCIIBlanks.lowercased() }
            guard let name = parts.first else { continue }
            var accepted = true
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                accepted = (Double(parameter.dropFirst(2)) ?? 1) > 0
            }
            if name == coding || name == alias { named = accepted } else if name == "*" { any = accepted }
        }
        return (named, any)
    }
}
