import PropertyBased
import Testing
import TextInputCore
import TextInputTestSupport

/// Random edit sequences against every format: whatever the user does, the
/// caret stays in bounds and on a grapheme boundary, a stop limit holds,
/// formatting is idempotent and a field configured with its own value shows
/// the same text.
@Suite struct EditingPropertyTests {
    static let pieces = [
        "a", "5", "12", "(555) 123-4567", "é", "e\u{301}", "\u{301}", "👨‍👩‍👧‍👦", "🇺🇸", "🇩", "\n", "\r\n", "\t",
        "\u{202E}", " ", "1,234.5", "1.234,5", "-", ".", ",", "DE89 3704", "x", "\u{0}", "日本", "4111111111111111",
        "abc def", "٣٤", "0", "00", "%", "$", "€", "\u{FFFD}", "gb82west", "+7 (123) 456 78 90", "7", "A-", "A-xy-12",
        // A mask's own literals, typed and pasted (#28).
        "(", ")", "/", "+", "+79998887766", "11/11", "+12", "Rs. 1,234", "12.34.2024",
    ]

    static let configurations: [(String, EditorConfiguration)] = [
        ("plain", .init()),
        ("note", .init(isMultiline: true, limit: .init(max: 12, policy: .allowOver))),
        ("stop", .init(limit: .init(max: 6, policy: .stop))),
        ("note stop", .init(isMultiline: true, limit: .init(max: 9, policy: .stop))),
        ("affixes", .init(prefix: "€ ", suffix: " kg", limit: .init(max: 5, policy: .stop))),
        ("upper", .init(format: .letterCase(.upper))),
        ("secure", .init(isSecure: true)),
        ("phone", .init(format: .mask("(###) ###-####"))),
        ("phone stop", .init(format: .mask("(###) ###-####"), limit: .init(max: 7, policy: .stop))),
        ("code", .init(format: .mask("@@-**\\#"))),
        // Literals that are also slot characters: formatted pastes must not shift.
        ("phone +7", .init(format: .mask("+7 (###) ### ## ##"))),
        ("letters in literals", .init(format: .mask("A-@@-##"))),
        ("date", .init(format: .mask("##/####"))),
        ("phone +7 tight", .init(format: .mask("+7(###)###-##-##"))),
        ("digits in the leading literal", .init(format: .mask("+12#"))),
        ("number with letter affixes", .init(format: .number(.init(style: .decimal)), prefix: "Rs. ", suffix: " Sq. ft")),
        ("card", .init(format: .card)),
        ("iban", .init(format: .iban)),
        ("usd", .init(format: .number(.init(style: .currency, currency: "USD")))),
        ("eur de", .init(format: .number(.init(style: .currency, currency: "EUR")), localeIdentifier: "de_DE")),
        ("inr hi", .init(format: .number(.init(style: .currency, currency: "INR")), localeIdentifier: "hi_IN")),
        ("jpy", .init(format: .number(.init(style: .currency, currency: "JPY")), localeIdentifier: "ja_JP")),
        ("percent fr", .init(format: .number(.init(style: .percent)), localeIdentifier: "fr_FR")),
        ("decimal ar", .init(format: .number(.init(style: .decimal)), prefix: "≈", localeIdentifier: "ar_EG")),
    ]

    /// Turns a random integer into an intent.
    static func intent(_ seed: Int, length: Int) -> EditIntent {
        let piece = pieces[(seed / 32) % pieces.count]
        let a = (seed / 7) % (length + 3) - 1
        let b = (seed / 13) % (length + 3) - 1
        switch seed % 32 {
        case 0...9: return .insert(String(piece.first ?? "a"))
        case 10...12: return .paste(piece)
        case 13, 14: return .deleteBackward(.character)
        case 15: return .deleteBackward(.word)
        case 16: return .deleteForward(.character)
        case 17: return .deleteForward(.word)
        case 18, 19: return .select(anchor: a, focus: b)
        case 20: return .selectAll
        case 21: return .move(.backward(seed % 2 == 0 ? .character : .word), extend: seed % 3 == 0)
        case 22: return .move(.forward(.character), extend: seed % 3 == 0)
        case 23: return .undo
        case 24: return .redo
        case 25: return .setComposition(piece)
        case 26: return .commitComposition(nil)
        case 27: return .commit
        case 28: return .clear
        case 29: return .replaceAll(piece)
        case 30: return .setTextHidden(seed % 2 == 0)
        default: return .cancelComposition
        }
    }

    /// UTF-16 offsets of grapheme boundaries in `text`.
    static func boundaries(_ text: String) -> Set<Int> {
        var result: Set<Int> = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            result.insert(offset)
        }
        return result
    }

    static func check(_ name: String, _ configuration: EditorConfiguration, seeds: [Int]) throws {
        var editor = try FieldEditor(configuration: configuration)
        for seed in seeds {
            let before = editor.characterCount
            let intent = intent(seed, length: editor.text.utf16.count)
            editor.apply(intent)
            let text = editor.text
            let selection = editor.selection
            #expect(selection.lowerBound >= 0 && selection.upperBound <= text.utf16.count, "\(name) \(intent): \(selection) in \(text.debugDescription)")
            let valid = boundaries(text)
            #expect(valid.contains(selection.lowerBound) && valid.contains(selection.upperBound), "\(name) \(intent): \(selection) splits \(text.debugDescription)")
            if case .plain = configuration.format {
                // The rope's Character count agrees with an independent count.
                #expect(editor.characterCount == editor.value.count, "\(name) \(intent): count \(editor.characterCount) for \(editor.value.debugDescription)")
            }
            if let limit = configuration.limit, limit.policy == .stop, before <= limit.max {
                #expect(editor.characterCount <= limit.max, "\(name) \(intent): stop limit exceeded")
            }
        }
        // Configuring with the field's own value reproduces the value (and the
        // committed text, except that a number's value drops the trailing
        // zeros its text keeps); its own formatted text reproduces both.
        var committed = editor
        committed.apply(.commit)
        committed.apply(.setTextHidden(configuration.isSecure))
        let fromValue = try FieldEditor(configuration: configuration, value: committed.value)
        #expect(fromValue.value == committed.value, "\(name): value \(committed.value.debugDescription)")
        if case .number = configuration.format {} else {
            #expect(fromValue.text == committed.text, "\(name): value \(committed.value.debugDescription)")
        }
        let fromText = try FieldEditor(configuration: configuration, value: committed.bodyText)
        #expect(fromText.text == committed.text, "\(name): text \(committed.bodyText.debugDescription)")
        #expect(fromText.value == committed.value, "\(name): value of text \(committed.bodyText.debugDescription)")
    }

    @Test(arguments: configurations.map(\.0))
    func randomEditSequences(name: String) async throws {
        let configuration = try #require(Self.configurations.first(where: { $0.0 == name })?.1)
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000).array(of: 1...40)) { seeds in
            do {
                try Self.check(name, configuration, seeds: seeds)
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
    }
}
