/// A number template as plain JSON: how the native side hands a locale's
/// layout to a core without Foundation (`"template"` in a `number` format,
/// docs/driver.md).
extension NumberTemplate {
    /// The keys of the JSON object, in the order ``jsonValue`` writes them.
    static let jsonKeys = ["style", "currencyCode", "positivePrefix", "positiveSuffix", "negativeLead", "minus",
                           "negativeTrail", "negativeSuffix", "digits", "decimalSeparator", "groupingSeparator",
                           "primaryGroupSize", "secondaryGroupSize", "minimumGroupingDigits", "currencyFractionDigits",
                           "affixCharacters", "verified"]

    /// The template as a JSON object (digits and affix characters as strings).
    public var jsonValue: JSONValue {
        var affixes = Array(affixCharacters)
        affixes.sort { String($0).utf8.lexicographicallyPrecedes(String($1).utf8) }
        return .object([
            ("style", .string(style.rawValue)),
            ("currencyCode", currencyCode.map { .string($0) } ?? .null),
            ("positivePrefix", .string(positivePrefix)),
            ("positiveSuffix", .string(positiveSuffix)),
            ("negativeLead", .string(negativeLead)),
            ("minus", minus.map { .string(String($0)) } ?? .null),
            ("negativeTrail", .string(negativeTrail)),
            ("negativeSuffix", .string(negativeSuffix)),
            ("digits", .string(String(digits))),
            ("decimalSeparator", .string(decimalSeparator)),
            ("groupingSeparator", .string(groupingSeparator)),
            ("primaryGroupSize", .number(Double(primaryGroupSize))),
            ("secondaryGroupSize", .number(Double(secondaryGroupSize))),
            ("minimumGroupingDigits", .number(Double(minimumGroupingDigits))),
            ("currencyFractionDigits", .number(Double(currencyFractionDigits))),
            ("affixCharacters", .string(String(affixes))),
            ("verified", .bool(isVerified)),
        ])
    }

    /// Reads a template written by ``jsonValue``.
    init(_ members: Members) throws(MessageError) {
        try members.allowOnly(Self.jsonKeys)
        let styleName = try members.choice("style", ["decimal", "percent", "currency"]) ?? "decimal"
        let digits = Array(try members.requiredString("digits"))
        guard digits.count == 10 else {
            throw MessageError("\"\(members.path).digits\" must be the ten digit glyphs, such as \"0123456789\"")
        }
        let minusText = try members.string("minus")
        if let minusText, minusText.count != 1 {
            throw MessageError("\"\(members.path).minus\" must be one character or null")
        }
        self.init(
            style: NumberFormat.Style(rawValue: styleName) ?? .decimal,
            currencyCode: try members.string("currencyCode"),
            positivePrefix: try members.string("positivePrefix") ?? "",
            positiveSuffix: try members.string("positiveSuffix") ?? "",
            negativeLead: try members.string("negativeLead") ?? "",
            minus: minusText?.first,
            negativeTrail: try members.string("negativeTrail") ?? "",
            negativeSuffix: try members.string("negativeSuffix") ?? "",
            digits: digits,
            decimalSeparator: try members.requiredString("decimalSeparator"),
            groupingSeparator: try members.string("groupingSeparator") ?? "",
            primaryGroupSize: try members.int("primaryGroupSize", in: 0...9) ?? 3,
            secondaryGroupSize: try members.int("secondaryGroupSize", in: 1...9) ?? 3,
            minimumGroupingDigits: try members.int("minimumGroupingDigits", in: 1...9) ?? 1,
            currencyFractionDigits: try members.int("currencyFractionDigits", in: 0...10) ?? 0,
            affixCharacters: Set(try members.string("affixCharacters") ?? ""),
            isVerified: try members.bool("verified") ?? false
        )
    }
}
