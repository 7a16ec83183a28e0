#if canImport(Foundation)
/// Handing locale data to a core without Foundation.
extension MessageSession {
    /// Returns `line` with the native number template added to every
    /// `number` format that has none, so that a core without Foundation (the
    /// WebAssembly module) formats numbers exactly as this one does.
    ///
    /// A `configure` line and each field of a `form` line are completed with
    /// the template their locale (the field's, else the form's, else
    /// "en_US") gets here from `FormatStyle`. Lines that are not JSON, have
    /// no number format, or whose number format is invalid come back
    /// unchanged: the core then reports the problem itself.
    ///
    /// ```swift
    /// let line = #"{"configure": {"format": {"number": {"style": "currency", "currency": "EUR"}}, "locale": "de_DE"}}"#
    /// let completed = MessageSession.handingOverNumberTemplates(line: Array(line.utf8))
    /// // {"configure": {"format": {"number": {..., "template": {"positiveSuffix": " €", ...}}}, ...}}
    /// ```
    public static func handingOverNumberTemplates(line: [UInt8]) -> [UInt8] {
        // Event lines, the host's hot path, are passed on without being parsed a second time.
        guard contains(line, Array(#""number""#.utf8)) || contains(line, Array(#""date""#.utf8)),
              case let .object(members)? = try? JSONValue.parse(line) else { return line }
        var changed = false
        let completed = members.map { key, value -> (String, JSONValue) in
            switch key {
            case "configure":
                return (key, Self.completingField(value, defaultLocale: "en_US", changed: &changed))
            case "form":
                guard case let .object(form) = value else { return (key, value) }
                var locale = "en_US"
                if case let .string(identifier)? = value["locale"] { locale = identifier }
                return (key, .object(form.map { formKey, formValue -> (String, JSONValue) in
                    guard formKey == "fields", case let .array(fields) = formValue else { return (formKey, formValue) }
                    return (formKey, .array(fields.map { Self.completingField($0, defaultLocale: locale, changed: &changed) }))
                }))
            default:
                return (key, value)
            }
        }
        return changed ? Array(JSONValue.object(completed).serialized.utf8) : line
    }

    /// Whether `bytes` contain `pattern`.
    private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { start in
            bytes[start] == pattern[0] && bytes[start..<(start + pattern.count)].elementsEqual(pattern)
        }
    }

    /// A field's configuration object with its number format's template.
    private static func completingField(_ field: JSONValue, defaultLocale: String, changed: inout Bool) -> JSONValue {
        if case let .object(fieldMembers) = field, let format = field["format"], case let .object(formatMembers) = format,
           let date = format["date"], case let .object(dateMembers) = date, date["template"] == nil {
            // A date format gets the locale's date template.
            var locale = defaultLocale
            if case let .string(identifier)? = field["locale"] { locale = identifier }
            guard MessageSession.isPlausibleLocale(locale) else { return field }
            changed = true
            let completedDate = JSONValue.object(dateMembers + [("template", DateTemplate(localeIdentifier: locale).jsonValue)])
            let completedFormat = JSONValue.object(formatMembers.map { $0.0 == "date" ? ($0.0, completedDate) : $0 })
            return .object(fieldMembers.map { $0.0 == "format" ? ($0.0, completedFormat) : $0 })
        }
        guard case let .object(fieldMembers) = field, let format = field["format"], case let .object(formatMembers) = format,
              let number = format["number"], case let .object(numberMembers) = number, number["template"] == nil,
              let parsed = try? parseFormat(Members(format, path: "format")), case let .number(numberFormat) = parsed
        else { return field }
        var locale = defaultLocale
        if case let .string(identifier)? = field["locale"] { locale = identifier }
        // The locale's layout does not depend on a stepper's step and bounds: a stepper the core refuses still gets its
        // template, so that a core without Foundation refuses it for the same reason.
        var layout = numberFormat
        layout.bounds = nil
        guard MessageSession.isPlausibleLocale(locale),
              let formatter = try? NumberValueFormatter(format: layout, localeIdentifier: locale)
        else { return field }
        changed = true
        let completedNumber = JSONValue.object(numberMembers + [("template", formatter.template.jsonValue)])
        let completedFormat = JSONValue.object(formatMembers.map { $0.0 == "number" ? ($0.0, completedNumber) : $0 })
        return .object(fieldMembers.map { $0.0 == "format" ? ($0.0, completedFormat) : $0 })
    }
}
#endif
