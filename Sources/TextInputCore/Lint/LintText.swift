/// Word-level analysis of English UI text for ``ContentLint``.
struct LintText {
    /// How a word is capitalised.
    enum Shape: Equatable {
        /// No cased letters (numbers, symbols, CJK).
        case uncased
        /// All cased letters lower case: "email".
        case lower
        /// An upper-case first letter and lower case after it: "Email".
        case capitalised
        /// All cased letters upper case: "IBAN", "ID", "I".
        case acronym
        /// Left alone: digits ("3D"), addresses and paths ("name@example.com"),
        /// mixed case ("iPhone", "McDonald").
        case exempt
    }

    /// One run of non-whitespace characters.
    struct Token {
        /// The whole run, punctuation included.
        var range: Range<String.Index>
        /// The run without leading and trailing punctuation (may be empty).
        var core: Range<String.Index>
        /// Inside parentheses: "(optional)", "(kg)".
        var inParentheses: Bool
        /// Inside quotation marks, such as the name of a button: “Scan Barcode”.
        var isQuoted: Bool
        /// Ends a sentence or clause (".", "!", "?", ":"), so the next word may be capitalised.
        var endsSentence: Bool
    }

    let text: String
    let tokens: [Token]

    init(_ text: String) {
        self.text = text
        var tokens: [Token] = []
        var depth = 0
        var quoteDepth = 0
        var straightQuoteOpen = false
        var index = text.startIndex
        while index < text.endIndex {
            guard !text[index].isWhitespace else {
                index = text.index(after: index)
                continue
            }
            let start = index
            while index < text.endIndex, !text[index].isWhitespace { index = text.index(after: index) }
            let run = text[start..<index]
            let coreStart = run.firstIndex(where: Self.isWordCharacter) ?? index
            let coreEnd = run.lastIndex(where: Self.isWordCharacter).map { run.index(after: $0) } ?? index
            let opens = run.filter { $0 == "(" }.count
            let closes = run.filter { $0 == ")" }.count
            // ’ is also an apostrophe ("don’t"): it closes a quote only at the end of a word.
            let quoteOpens = run.filter { "“‘«".contains($0) }.count
            let quoteCloses = run.filter { "”»".contains($0) }.count
                + (run[coreEnd...].contains("’") ? 1 : 0)
            let straightQuotes = run.filter { $0 == "\"" }.count
            let trailing = run[coreEnd...]
            tokens.append(Token(
                range: start..<index,
                core: coreStart..<max(coreStart, coreEnd),
                inParentheses: depth > 0 || opens > 0,
                isQuoted: quoteDepth > 0 || quoteOpens > 0 || straightQuoteOpen || straightQuotes > 0,
                endsSentence: trailing.contains { ".!?:".contains($0) }
            ))
            depth = max(0, depth + opens - closes)
            quoteDepth = max(0, quoteDepth + quoteOpens - quoteCloses)
            if straightQuotes % 2 == 1 { straightQuoteOpen.toggle() }
        }
        self.tokens = tokens
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The word of a token without surrounding punctuation.
    func word(_ token: Token) -> Substring { text[token.core] }

    /// Whether the text has any cased letter (Latin, Greek, Cyrillic, …).
    var hasCasedLetters: Bool { text.contains { $0.isCased } }

    /// How a word is capitalised.
    static func shape(of word: Substring) -> Shape {
        let cased = word.filter { $0.isCased }
        guard let first = cased.first else { return .uncased }
        if word.contains(where: { $0.isNumber }) || word.contains(where: { "@/\\_.:#".contains($0) }) { return .exempt }
        if cased.allSatisfy({ $0.isUppercase }) { return .acronym }
        if cased.allSatisfy({ $0.isLowercase }) { return .lower }
        if first.isUppercase, cased.dropFirst().allSatisfy({ $0.isLowercase }) { return .capitalised }
        return .exempt
    }

    /// The text with some tokens' words replaced, whitespace and punctuation kept.
    func rewriting(_ transform: (Int, Substring) -> String?) -> String {
        var result = ""
        var last = text.startIndex
        for (offset, token) in tokens.enumerated() {
            guard let replacement = transform(offset, word(token)) else { continue }
            result += text[last..<token.core.lowerBound]
            result += replacement
            last = token.core.upperBound
        }
        result += text[last...]
        return result
    }

    /// A word with its first cased letter in upper case.
    static func capitalising(_ word: Substring) -> String {
        guard let index = word.firstIndex(where: { $0.isCased }) else { return String(word) }
        return String(word[..<index]) + word[index].uppercased() + word[word.index(after: index)...]
    }

    /// The tokens' words, lower-cased, for matching phrases.
    var lowercasedWords: [String] {
        tokens.map { word($0).lowercased() }.filter { !$0.isEmpty }
    }

    /// The text trimmed, lower-cased, with inner whitespace collapsed and
    /// trailing ".", "…", "!" and ":" removed: "Tap here…" → "tap here".
    var normalized: String {
        var words = tokens.map { String(text[$0.range]) }.joined(separator: " ").lowercased()
        while let last = words.last, ".…!:".contains(last) { words.removeLast() }
        return Self.trimmed(words)
    }

    /// `text` without leading and trailing whitespace.
    static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[first...last])
    }
}
