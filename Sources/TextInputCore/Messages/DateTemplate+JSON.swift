extension DateTemplate {
    /// The template as plain data (the driver's `{"date": {"template": …}}`):
    /// `{"order": "mdy", "separators": ["", "/", "/", ""], "digits":
    /// "0123456789", "calendar": "gregorian", "months": [...]}`.
    public var jsonValue: JSONValue {
        .object([
            ("order", .string(String(order.map { $0.letter }))),
            ("separators", .array(separators.map(JSONValue.string))),
            ("digits", .string(digits)),
            ("calendar", .string(calendar.rawValue)),
            ("months", .array(monthNames.map(JSONValue.string))),
        ])
    }

    /// Reads a template written by ``jsonValue``.
    init(_ members: Members) throws(MessageError) {
        try members.allowOnly(["order", "separators", "digits", "calendar", "months"])
        let letters = Array(try members.requiredString("order"))
        var order: [Part] = []
        for letter in letters {
            switch letter {
            case "d": order.append(.day)
            case "m": order.append(.month)
            case "y": order.append(.year)
            default: break
            }
        }
        func strings(_ key: String) throws(MessageError) -> [String] {
            guard let list = try members.array(key) else { return [] }
            var out: [String] = []
            for item in list {
                guard case let .string(text) = item else { throw MessageError("\"\(members.path).\(key)\" must be an array of strings") }
                out.append(text)
            }
            return out
        }
        let calendar = try members.choice("calendar", DateCalendar.allCases.map { $0.rawValue }).flatMap(DateCalendar.init(rawValue:))
        self.init(order: order, separators: try strings("separators"), digits: try members.string("digits") ?? "0123456789",
                  calendar: calendar ?? .gregorian, monthNames: try strings("months"))
        if let problem {
            throw MessageError("\"\(members.path)\" is not a date template: \(problem); write it with DateTemplate.jsonValue")
        }
    }
}
