import Testing
import TextInputCore

/// The parts that replaced Foundation in the engine: patterns, exact
/// decimals, folding for suggestions, case mapping, the format extension point.
@Suite struct FoundationFreeTests {
    @Test(arguments: [
        ("[0-9]{5}", "69190", true), ("[0-9]{5}", "6919", false), ("[0-9]{5}", "691900", false),
        ("a|ab", "ab", true), ("(ab)+", "ababab", true), ("(ab)+", "aba", false),
        ("\\d{3}-\\d{4}", "555-1234", true), ("\\d+", "١٢٣", true), ("\\w+", "Größe_1", true),
        ("[^a-z]*", "ABC 123", true), ("[^a-z]*", "ABc", false), (".", "\n", false), (".", "👨‍👩‍👧", true),
        ("(?i)[a-f]+", "CAFE", true), ("(?i)hello", "HeLLo", true), ("^abc$", "abc", true),
        ("a{2,3}", "aaaa", false), ("a{2,}", "aaaaaa", true), ("a{,2}", "a{,2}", true),
        ("[A-Z]{2}\\d{2}[A-Z0-9]{1,30}", "DE89370400440532013000", true), ("x*?y", "xxy", true),
        ("\\.", ".", true), ("\\.", "a", false), ("[\\d.]+", "1.5", true), ("(?:ab|cd)e", "cde", true),
        ("(a*)*b", String(repeating: "a", count: 5000), false),
    ])
    func patterns(pattern: String, value: String, matches: Bool) throws {
        #expect(try ValidationPattern(pattern).matches(value) == matches, "\(pattern) ~ \(value)")
    }

    @Test(arguments: ["(ab", "ab)", "*a", "a{3,1}", "[a-", "\\1", "(?=a)", "[[:alpha:]]", "\\p{L}", "a\\", "[z-a]", "a++"])
    func badPatternsSayWhy(pattern: String) {
        #expect(throws: PatternError.self) { try ValidationPattern(pattern) }
        do {
            _ = try ValidationPattern(pattern)
        } catch {
            #expect(!error.message.isEmpty)
            #expect(error.description.contains("at character"))
        }
    }

    @Test func hugePatternsAreRefused() {
        #expect(throws: PatternError.self) { try ValidationPattern("(a{1000}){1000}") }
    }

    @Test func fieldRefusesAPatternItCannotCompile() {
        #expect(throws: ConfigurationError.self) {
            try InputField(FieldConfiguration(id: "p", validation: [.init(.pattern("(unclosed"))]))
        }
    }

    @Test func decimalNumbersAreExact() throws {
        let a = try #require(DecimalNumber("1234.50"))
        #expect(a.description == "1234.5")
        #expect(DecimalNumber("-0.000")?.description == "0")
        #expect(DecimalNumber("-0.001")?.description == "-0.001")
        #expect(DecimalNumber("1e3")?.description == "1000")
        #expect(DecimalNumber(".5")?.description == "0.5")
        #expect(DecimalNumber("12345678901234567890123456789012345678")?.significantDigitCount == 38)
        for bad in ["", "-", "1,5", "1.2.3", " 1", "0x10", "1e", "1e1234567", "abc"] {
            #expect(DecimalNumber(bad) == nil, "\(bad)")
        }
        let ordered = ["-10", "-2.5", "-2.25", "0", "0.1", "0.25", "1", "9.99", "10", "100.01"].compactMap { DecimalNumber($0) }
        #expect(ordered.count == 10)
        for (index, number) in ordered.enumerated() {
            for other in ordered[(index + 1)...] {
                #expect(number < other, "\(number) < \(other)")
                #expect(!(other < number))
            }
        }
        #expect(DecimalNumber("2.50") == DecimalNumber("2.5"))
        #expect(DecimalNumber("-3") ?? 0 < 0)
    }

    @Test func rangeBoundsAreExact() throws {
        let validator = try Validator(localizer: Localizer(localeIdentifier: "en"))
        let rule = Validation(.range(min: DecimalNumber("0.1"), max: DecimalNumber("0.3")))
        #expect(validator.failure(of: rule, value: "0.3") == nil)
        #expect(validator.failure(of: rule, value: "0.30000000000000000001") == "Enter a number from 0.1 to 0.3.")
        #expect(validator.failure(of: rule, value: "1,5") == "Enter a number.")
    }

    @Test func suggestionsIgnoreCaseAndDiacritics() throws {
        #expect(TextFolding.key("Zürich") == "zurich")
        #expect(TextFolding.key("ÉCOLE Ångström") == "ecole angstrom")
        #expect(TextFolding.key("Zu\u{308}rich") == "zurich")
        #expect(TextFolding.key("Straße") == "strasse" && TextFolding.key("STRAẞE") == "strasse", "ß as case folding writes it")
        var field = try InputField(FieldConfiguration(id: "c", label: "City", choices: ["Zürich", "Zug", "Genève", "Bern"]))
        field.send(.focus)
        field.send(.edit(.insert("zu")))
        #expect(field.suggestions.map(\.text) == ["Zürich", "Zug"])
        field.send(.edit(.clear))
        field.send(.edit(.insert("EVE")))
        #expect(field.suggestions.map(\.text) == ["Genève"])
    }

    /// Matching compares Unicode scalars: a query typed before the vowel sign that completes its last letter already
    /// finds the choice (by Characters, "क" is not a prefix of "कि"), in scripts with joined letters and marks alike.
    @Test func suggestionsMatchAsTheQueryIsTyped() throws {
        #expect(TextFolding.hasPrefix("किताब", "क"))
        #expect(TextFolding.hasPrefix("abc", ""))
        #expect(!TextFolding.hasPrefix("ab", "abc"))
        #expect(TextFolding.contains("नई किताब", "कि"))
        #expect(TextFolding.contains("नई किताब", "क"))
        #expect(!TextFolding.contains("zurich", "rix"))
        #expect(TextFolding.contains("zurich", "rich"))
        #expect(!TextFolding.contains("é", "\u{A9}"), "bytes compare whole scalars (U+00E9 and U+00A9 share no scalar)")
        var field = try InputField(FieldConfiguration(id: "b", label: "Book", choices: ["किताब", "कमल", "नई किताब"]))
        field.send(.focus)
        field.send(.edit(.insert("क")))
        #expect(field.suggestions.map(\.text) == ["किताब", "कमल", "नई किताब"])
        field.send(.edit(.insert("ि")))
        #expect(field.suggestions.map(\.text) == ["किताब", "नई किताब"])
    }

    @Test func caseTransformsFollowTurkish() throws {
        var english = try FieldEditor(configuration: .init(format: .letterCase(.upper)))
        english.apply(.insert("istanbul"))
        #expect(english.text == "ISTANBUL")
        var turkish = try FieldEditor(configuration: .init(format: .letterCase(.upper), localeIdentifier: "tr_TR"))
        turkish.apply(.insert("istanbul ılık"))
        #expect(turkish.text == "İSTANBUL ILIK")
        var lower = try FieldEditor(configuration: .init(format: .letterCase(.lower), localeIdentifier: "tr"))
        lower.apply(.insert("ISPARTA İZMİR"))
        #expect(lower.text == "ısparta izmir")
    }

    /// "dd.mm.yyyy" typed as digits: a custom format built like the library's own.
    struct GermanDate: ValueFormatter {
        func insert(_ inserted: [Character], into raw: [Character], replacing range: Range<Int>) -> ValueInsertion {
            var raw = raw
            raw.removeSubrange(range)
            var caret = range.lowerBound
            var rejected = 0
            for character in inserted {
                if character == "." { continue }
                guard character.isASCII, character.isWholeNumber, raw.count < 8 else { rejected += 1; continue }
                raw.insert(character, at: caret)
                caret += 1
            }
            return ValueInsertion(raw: raw, caret: caret, rejected: rejected,
                                  reason: rejected > 0 ? .invalidCharacter("", expected: .digit) : nil)
        }

        func render(_ raw: [Character]) -> ValueRendering {
            var builder = ValueRenderingBuilder()
            for (index, digit) in raw.enumerated() {
                if index == 2 || index == 4 { builder.appendLiteral(".") }
                builder.appendValue(digit)
            }
            return builder.build()
        }
    }

    @Test func customFormatsEditWithTheLibrarysCaretRules() throws {
        var date = try FieldEditor(configuration: .init(format: .custom(CustomFormat("germanDate", GermanDate()))))
        for key in "24122025" { date.apply(.insert(String(key))) }
        #expect(date.text == "24.12.2025")
        #expect(date.value == "24122025")
        date.apply(.select(anchor: 3, focus: 3))      // after "24."
        date.apply(.deleteBackward())                  // deletes the "4" before the literal
        #expect(date.text == "21.22.025")
        let outcome = date.apply(.insert("x"))
        #expect(outcome.rejection == .invalidCharacter("", expected: .digit))
        var pasted = try FieldEditor(configuration: .init(format: .custom(CustomFormat("germanDate", GermanDate()))), value: "01.02.2025")
        #expect(pasted.value == "01022025")
        pasted.apply(.undo)
        #expect(TextFormat.custom(CustomFormat("germanDate", GermanDate())) == .custom(CustomFormat("germanDate", GermanDate())))
    }
}

