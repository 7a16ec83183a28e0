/// Finds, in the lines an OCR engine recognised, the values that fit a
/// field's format, and decides what the field does with them: the one rule
/// of text scanning, which every renderer (terminal, web page, an app's own
/// camera view) applies by sending the lines to the field
/// (``FieldEvent/textRecognized(_:)``).
///
/// Each format knows what it looks for:
/// - **IBAN**: a country code, then as many letters and digits as that
///   country's IBANs have (groups of four may be spaced), passing mod-97.
///   Look-alikes are repaired only where the country's layout requires a
///   digit (O→0, I/l→1, S→5, B→8, Z→2) or a letter (the reverse), so a
///   reading is never "repaired" into a different valid IBAN.
/// - **Card**: 12 to 19 digits (groups may be spaced or hyphenated) passing Luhn.
/// - **Mask**: a run of value characters that fills the mask exactly (a phone
///   number inside a sentence), across the mask's own literals.
/// - **Number or currency**: amounts written with the field's locale
///   separators; one with a currency sign or code next to it, or a
///   "total"-like word on its line, ranks first.
/// - **Email**: an address.
/// - **Anything else**: the recognised lines themselves.
///
/// Candidates rank by validity, then (amounts) marking, then confidence, then
/// fewer repairs. ``decide(_:)``: one valid candidate at or above
/// ``confidenceThreshold`` fills the field; several, or one below the
/// threshold, open a choice (best first); none leaves the field as it was.
///
/// ```swift
/// let lines = [RecognizedLine(text: "Account: DE89 37O4 0044 0532 0130 00", confidence: 0.91)]
/// let found = TextScanPolicy.candidates(in: lines, for: .iban)
/// // [TextScanCandidate(value: "DE89370400440532013000", confidence: 0.91, isValid: true, repairs: 1)]
/// TextScanPolicy.decide(found)   // .fill("DE89370400440532013000")
/// ```
public enum TextScanPolicy {
    /// What a field looks for in recognised text.
    public enum Target: Sendable, Hashable {
        /// An IBAN.
        case iban
        /// A payment card number.
        case card
        /// A value that fills a mask.
        case mask(MaskPattern)
        /// An amount in the field's locale: its decimal and grouping
        /// separators, and the currency signs and codes that mark an amount.
        case amount(decimalSeparator: Character, groupingSeparator: Character?, currencyMarks: [String])
        /// An email address.
        case email
        /// A phone number: a run of digits, "+" and the punctuation numbers are written with.
        case phone
        /// Any text: the lines themselves.
        case text
    }

    /// What the field does with the candidates.
    public enum Decision: Sendable, Hashable {
        /// Fill the field with this value.
        case fill(String)
        /// Let the user choose among these values, best first.
        case choose([String])
        /// Nothing fits: the field stays as it was.
        case nothing
    }

    /// The confidence a single valid candidate needs to fill a field without
    /// asking (Tesseract reads clean print at 0.9 and above; blurred, rotated
    /// or noisy print falls below).
    public static let confidenceThreshold = 0.8

    /// The most candidates a choice offers.
    public static let maximumChoices = 8

    /// Every candidate for `target` in `lines`, best first, each value once.
    public static func candidates(in lines: [RecognizedLine], for target: Target) -> [TextScanCandidate] {
        var found: [TextScanCandidate] = []
        for line in lines {
            // Codes and amounts are read in any script's digits ("٠٥٥" is "055"); text and addresses as printed.
            let characters: [Character]
            switch target {
            case .iban, .card, .mask, .amount, .phone: characters = line.text.map { $0.foldedForCode }
            case .email, .text: characters = Array(line.text)
            }
            switch target {
            case .iban: found += ibans(in: characters, confidence: line.confidence)
            case .card: found += cards(in: characters, confidence: line.confidence)
            case let .mask(pattern): found += maskValues(in: characters, pattern: pattern, confidence: line.confidence)
            case let .amount(decimal, grouping, marks):
                found += amounts(in: characters, decimal: decimal, grouping: grouping, marks: marks, confidence: line.confidence)
            case .email: found += emails(in: characters, confidence: line.confidence)
            case .phone: found += phoneNumbers(in: characters, confidence: line.confidence)
            case .text:
                let text = collapsedSpaces(characters)
                if !text.isEmpty { found.append(TextScanCandidate(value: text, confidence: line.confidence, isValid: true)) }
            }
        }
        return ranked(found)
    }

    /// What a field does with `candidates` (as ``candidates(in:for:)``
    /// returns them, best first).
    public static func decide(_ candidates: [TextScanCandidate]) -> Decision {
        guard !candidates.isEmpty else { return .nothing }
        let valid = candidates.filter { $0.isValid }
        let marked = valid.filter { $0.isMarked }
        let contenders = marked.isEmpty ? valid : marked
        if contenders.count == 1, contenders[0].confidence >= confidenceThreshold {
            return .fill(contenders[0].value)
        }
        return .choose(candidates.prefix(maximumChoices).map { $0.value })
    }

    /// Sorts best first and keeps each value once (its best reading).
    static func ranked(_ candidates: [TextScanCandidate]) -> [TextScanCandidate] {
        // A stable insertion sort over a handful of candidates (no generic sort or hashed set in the page's module).
        var result: [TextScanCandidate] = []
        for candidate in candidates {
            if let index = result.firstIndex(where: { $0.value == candidate.value }) {
                guard ranksBefore(candidate, result[index]) else { continue }
                result.remove(at: index)
            }
            var position = result.count
            while position > 0, ranksBefore(candidate, result[position - 1]) { position -= 1 }
            result.insert(candidate, at: position)
        }
        return result
    }

    /// Whether `x` ranks strictly before `y`: validity, then marking, then confidence, then fewer repairs.
    static func ranksBefore(_ x: TextScanCandidate, _ y: TextScanCandidate) -> Bool {
        if x.isValid != y.isValid { return x.isValid }
        if x.isMarked != y.isMarked { return x.isMarked }
        if x.confidence != y.confidence { return x.confidence > y.confidence }
        return x.repairs < y.repairs
    }

    // MARK: - Characters

    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
    static func isLetter(_ c: Character) -> Bool { c.isASCII && c.isLetter }
    static func isAlphanumeric(_ c: Character) -> Bool { c.isASCII && (c.isNumber || c.isLetter) }

    /// The digit a letter (or bar) is mistaken for, if it is a common look-alike.
    static func digitLookAlike(_ c: Character) -> Character? {
        switch c {
        case "O", "o", "Q", "D": return "0"
        case "I", "l", "i", "|", "!": return "1"
        case "S", "s": return "5"
        case "B": return "8"
        case "Z", "z": return "2"
        default: return nil
        }
    }

    /// The letter a digit is mistaken for, if it is a common look-alike.
    static func letterLookAlike(_ c: Character) -> Character? {
        switch c {
        case "0": return "O"
        case "1": return "I"
        case "5": return "S"
        case "8": return "B"
        case "2": return "Z"
        default: return nil
        }
    }

    static func uppercased(_ c: Character) -> Character {
        guard let ascii = c.asciiValue, ascii >= 0x61, ascii <= 0x7A else { return c }
        return Character(Unicode.Scalar(ascii - 0x20))
    }

    static func isSpace(_ c: Character) -> Bool {
        c == " " || c == "\u{A0}" || c == "\u{202F}" || c == "\u{2009}" || c == "\t"
    }

    static func collapsedSpaces(_ characters: [Character]) -> String {
        var text = ""
        var pendingSpace = false
        for c in characters {
            if isSpace(c) || c == "\n" || c == "\r\n" || c == "\r" {
                pendingSpace = !text.isEmpty
            } else {
                if pendingSpace { text.append(" ") }
                pendingSpace = false
                text.append(c)
            }
        }
        return text
    }

    // MARK: - IBAN

    /// What each character of a country's IBAN must be: `n`, `a` or `c`.
    static func ibanLayout(country: String, length: Int) -> [Character] {
        var layout: [Character] = ["a", "a", "n", "n"]
        var count = 0
        let letters = Array(country.utf8)
        let key = letters.count == 2 ? UInt16(letters[0]) << 8 | UInt16(letters[1]) : 0
        for byte in IBAN.bbanLayout(forCountryKey: key) {
            if byte >= asciiZero, byte <= asciiZero + 9 {
                count = count * 10 + Int(byte - asciiZero)
            } else {
                layout += Array(repeating: Character(Unicode.Scalar(byte)), count: count)
                count = 0
            }
        }
        while layout.count < length { layout.append("c") }
        return Array(layout.prefix(length))
    }

    /// `c` upper-cased as an IBAN character of `kind` (`n` a digit, `a` a letter, `c` either), a look-alike
    /// repaired where the kind requires it; nil when it cannot be one.
    static func reading(_ c: Character, as kind: Character) -> (character: Character, repaired: Bool)? {
        let upper = uppercased(c)
        switch kind {
        case "n":
            if isDigit(upper) { return (upper, false) }
            return digitLookAlike(c).map { ($0, true) }
        case "a":
            if isLetter(upper) { return (upper, false) }
            return letterLookAlike(c).map { ($0, true) }
        default:
            return isAlphanumeric(upper) ? (upper, false) : nil
        }
    }

    static func ibans(in characters: [Character], confidence: Double) -> [TextScanCandidate] {
        var found: [TextScanCandidate] = []
        var start = 0
        while start + 1 < characters.count {
            defer { start += 1 }
            if start > 0, isAlphanumeric(characters[start - 1]) { continue }
            var read: [Character] = []
            var repairs = 0
            // The country: two letters (a digit that looks like one is repaired).
            for offset in 0..<2 {
                guard let (c, repaired) = reading(characters[start + offset], as: "a") else { break }
                read.append(c)
                if repaired { repairs += 1 }
            }
            guard read.count == 2, let length = IBAN.length(forCountry: String(read)) else { continue }
            let layout = ibanLayout(country: String(read), length: length)
            var index = start + 2
            var complete = true
            while read.count < length {
                guard index < characters.count else { complete = false; break }
                let c = characters[index]
                if isSpace(c) || c == "-" {
                    // Groups of four may be spaced; a space or hyphen between them, never two in a row.
                    guard index + 1 < characters.count, !isSpace(characters[index + 1]), characters[index + 1] != "-" else {
                        complete = false
                        break
                    }
                    index += 1
                    continue
                }
                guard let (character, repaired) = reading(c, as: layout[read.count]) else {
                    complete = false
                    break
                }
                read.append(character)
                if repaired { repairs += 1 }
                index += 1
            }
            // The IBAN ends where its word does: a longer run is something else (or a misreading to choose).
            guard complete else { continue }
            if index < characters.count, isAlphanumeric(characters[index]) { continue }
            let value = String(read)
            found.append(TextScanCandidate(value: value, confidence: confidence, isValid: IBAN.isValidChecksum(value),
                                           repairs: repairs))
        }
        return found
    }

    // MARK: - Cards

    /// Calls `body` for each run of digit groups (spaced or hyphenated) in `characters`: the run's digits, where each
    /// group ends in them, and how many look-alikes each group had repaired. A group may hold look-alike letters when
    /// real digits are the majority. (Flat arrays, not arrays of tuples: the page's WebAssembly module specialises
    /// the standard library for every element type.)
    static func forEachDigitRun(in characters: [Character], _ body: (_ digits: [Character], _ ends: [Int], _ repairs: [Int]) -> Void) {
        var digits: [Character] = []
        var ends: [Int] = []
        var repairs: [Int] = []
        func endRun() {
            if !ends.isEmpty { body(digits, ends, repairs) }
            digits.removeAll()
            ends.removeAll()
            repairs.removeAll()
        }
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if isSpace(c) || c == "-" {
                index += 1
                continue
            }
            // A word: all of it must be digits or look-alikes, with a real digit among them.
            var end = index
            while end < characters.count, !isSpace(characters[end]), characters[end] != "-" { end += 1 }
            let start = digits.count
            var repaired = 0
            var real = 0
            var numeric = true
            for c in characters[index..<end] {
                if isDigit(c) {
                    digits.append(c)
                    real += 1
                } else if let digit = digitLookAlike(c) {
                    digits.append(digit)
                    repaired += 1
                } else {
                    numeric = false
                    break
                }
            }
            if numeric, real > 0, repaired * 2 <= digits.count - start {
                ends.append(digits.count)
                repairs.append(repaired)
            } else {
                digits.removeSubrange(start...)
                endRun()
            }
            index = end
        }
        endRun()
    }

    static func cards(in characters: [Character], confidence: Double) -> [TextScanCandidate] {
        var found: [TextScanCandidate] = []
        forEachDigitRun(in: characters) { digits, ends, repairs in
            // Windows of whole groups holding 12 to 19 digits; the valid ones that no longer valid window contains.
            var valid: [Range<Int>] = []
            for first in ends.indices {
                let from = first == 0 ? 0 : ends[first - 1]
                for last in first..<ends.count {
                    let count = ends[last] - from
                    if count > 19 { break }
                    if count >= 12, Luhn.isValid(String(digits[from..<ends[last]])) { valid.append(first..<(last + 1)) }
                }
            }
            func candidate(_ groups: Range<Int>, isValid: Bool) -> TextScanCandidate {
                let from = groups.lowerBound == 0 ? 0 : ends[groups.lowerBound - 1]
                var repaired = 0
                for group in groups { repaired += repairs[group] }
                return TextScanCandidate(value: String(digits[from..<ends[groups.upperBound - 1]]), confidence: confidence,
                                         isValid: isValid, repairs: repaired)
            }
            var kept = 0
            for window in valid where !valid.contains(where: { $0 != window && $0.lowerBound <= window.lowerBound
                && $0.upperBound >= window.upperBound }) {
                found.append(candidate(window, isValid: true))
                kept += 1
            }
            // No valid window: the whole run, if it has a card's length, is offered as read.
            if kept == 0, digits.count >= 12, digits.count <= 19 { found.append(candidate(0..<ends.count, isValid: false)) }
        }
        return found
    }

    // MARK: - Masks

    static func maskValues(in characters: [Character], pattern: MaskPattern, confidence: Double) -> [TextScanCandidate] {
        let slots = pattern.slots
        guard !slots.isEmpty else { return [] }
        let literals = pattern.literals
        var found: [TextScanCandidate] = []
        // Tokens (runs of letters and digits, as ranges) of one run, which continues across spaces and the mask's
        // literals; anything else ends the run.
        var tokens: [Range<Int>] = []
        func endRun() {
            for first in tokens.indices {
                var value: [Character] = []
                for last in first..<tokens.count {
                    value += characters[tokens[last]]
                    if value.count > slots.count { break }
                    guard value.count == slots.count else { continue }
                    var fits = true
                    for (character, slot) in zip(value, slots) where !slot.accepts(character) { fits = false }
                    if fits { found.append(TextScanCandidate(value: String(value), confidence: confidence, isValid: true)) }
                }
            }
            tokens.removeAll()
        }
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if c.isLetter || isDigit(c) {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || isDigit(characters[end]) { end += 1 }
                tokens.append(index..<end)
                index = end
                continue
            }
            if !(isSpace(c) || literals.contains(c)) { endRun() }
            index += 1
        }
        endRun()
        return found
    }

    // MARK: - Amounts

    /// Words that mark the amount on a receipt's line, lower-cased.
    static let totalWords = ["total", "sum", "amount", "due", "gesamt", "summe", "betrag", "zu zahlen", "montant",
                             "importe", "totale", "importo", "合計", "合计", "总计", "المجموع", "الإجمالي", "סה\"כ", "סה״כ", "סך הכל"]

    /// Whether `text` contains `word` (Character by Character, without Foundation).
    static func contains(_ text: String, _ word: String) -> Bool {
        let haystack = Array(text)
        let needle = Array(word)
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    static func lowercasedASCII(_ characters: [Character]) -> String {
        var text = ""
        for c in characters {
            if let ascii = c.asciiValue, ascii >= 0x41, ascii <= 0x5A {
                text.append(Character(Unicode.Scalar(ascii + 0x20)))
            } else {
                text.append(c)
            }
        }
        return text
    }

    static func amounts(in characters: [Character], decimal: Character, grouping: Character?, marks: [String],
                        confidence: Double) -> [TextScanCandidate] {
        let spaceGroups = grouping.map(isSpace) ?? false
        let lower = lowercasedASCII(characters)
        let hasTotalWord = totalWords.contains { contains(lower, $0) }
        var found: [TextScanCandidate] = []
        var index = 0
        while index < characters.count {
            guard isDigit(characters[index]), index == 0 || !(isAlphanumeric(characters[index - 1])) else {
                index += 1
                continue
            }
            // The token: digits and separators, spaces only between digits when the locale groups with a space.
            var end = index
            while end < characters.count {
                let c = characters[end]
                if isDigit(c) || c == decimal || c == grouping || c == "." || c == "," || c == "'" || c == "\u{2019}" {
                    end += 1
                } else if spaceGroups, isSpace(c), end + 1 < characters.count, isDigit(characters[end + 1]), end > index,
                          isDigit(characters[end - 1]) {
                    end += 1
                } else {
                    break
                }
            }
            var tokenEnd = end
            // A sentence's full stop or comma after the number is not part of it.
            while tokenEnd > index, !isDigit(characters[tokenEnd - 1]) { tokenEnd -= 1 }
            let token = Array(characters[index..<tokenEnd])
            defer { index = max(end, index + 1) }
            if end < characters.count, isLetter(characters[end]) { continue }
            guard let value = parseAmount(token, decimal: decimal, grouping: grouping) else { continue }
            var negative = false
            if index > 0, characters[index - 1] == "-" || characters[index - 1] == "\u{2212}" { negative = true }
            let isMarked = hasTotalWord || isNextToMark(characters, range: index..<tokenEnd, marks: marks)
            found.append(TextScanCandidate(value: (negative ? "-" : "") + value, confidence: confidence, isValid: true,
                                           isMarked: isMarked))
        }
        return found
    }

    /// Digits with the locale's separators as the field takes them (grouping
    /// dropped), or nil when the token is not one amount in this locale.
    static func parseAmount(_ token: [Character], decimal: Character, grouping: Character?) -> String? {
        guard !token.isEmpty else { return nil }
        var integer: [Character] = []
        var fraction: [Character]?
        var groups: [Int] = []
        var current = 0
        for c in token {
            if isDigit(c) {
                if fraction != nil { fraction!.append(c) } else { integer.append(c); current += 1 }
            } else if c == decimal {
                guard fraction == nil else { return nil }
                fraction = []
            } else if let grouping, c == grouping || (isSpace(grouping) && isSpace(c)) {
                guard fraction == nil, current > 0 else { return nil }
                groups.append(current)
                current = 0
            } else {
                return nil
            }
        }
        if !groups.isEmpty {
            groups.append(current)
            // Western grouping: the first group one to three digits, every later one three.
            guard groups[0] >= 1, groups[0] <= 3, groups.dropFirst().allSatisfy({ $0 == 3 }) else { return nil }
        }
        guard !integer.isEmpty, fraction.map({ !$0.isEmpty }) ?? true else { return nil }
        return String(integer) + (fraction.map { String(decimal) + String($0) } ?? "")
    }

    static func isNextToMark(_ characters: [Character], range: Range<Int>, marks: [String]) -> Bool {
        let before = collapsedSpaces(Array(characters[max(0, range.lowerBound - 6)..<range.lowerBound]))
        let after = collapsedSpaces(Array(characters[range.upperBound..<min(characters.count, range.upperBound + 6)]))
        for mark in marks where !mark.isEmpty {
            if before.hasSuffix(mark) || before.hasSuffix(mark + "-") || after.hasPrefix(mark) { return true }
        }
        return false
    }

    // MARK: - Email addresses

    static func isLocalPart(_ c: Character) -> Bool {
        isAlphanumeric(c) || c == "." || c == "_" || c == "%" || c == "+" || c == "-"
    }

    static func isDomainPart(_ c: Character) -> Bool { isAlphanumeric(c) || c == "." || c == "-" }

    /// Runs of digits that read as a phone number: at least 6 digits and at most 17 (E.164's 15 and an
    /// international prefix), with "+" in front and spaces, hyphens, dots, slashes and parentheses between; the
    /// field's format reads the run ("+49 (0)30 123456" too).
    static func phoneNumbers(in characters: [Character], confidence: Double) -> [TextScanCandidate] {
        var found: [TextScanCandidate] = []
        var start = 0
        while start < characters.count {
            guard isDigit(characters[start]) || characters[start] == "+" || characters[start] == "(" else {
                start += 1
                continue
            }
            var end = start
            var digits = 0
            var last = start
            while end < characters.count {
                let c = characters[end]
                if isDigit(c) {
                    digits += 1
                    last = end
                } else if !(c == " " || c == "-" || c == "." || c == "/" || c == "(" || c == ")" || (c == "+" && end == start)) {
                    break
                }
                end += 1
            }
            if digits >= 6, digits <= 17 {
                let value = collapsedSpaces(Array(characters[start...last]))
                found.append(TextScanCandidate(value: value, confidence: confidence, isValid: true))
            }
            start = max(end, start + 1)
        }
        return found
    }

    static func emails(in characters: [Character], confidence: Double) -> [TextScanCandidate] {
        var found: [TextScanCandidate] = []
        for at in characters.indices where characters[at] == "@" {
            // OCR sometimes sets the at sign apart: "name @ example.com".
            var left = at
            if left > 0, isSpace(characters[left - 1]) { left -= 1 }
            var start = left
            while start > 0, isLocalPart(characters[start - 1]) { start -= 1 }
            var right = at + 1
            if right < characters.count, isSpace(characters[right]) { right += 1 }
            var end = right
            while end < characters.count, isDomainPart(characters[end]) { end += 1 }
            var local = Array(characters[start..<left])
            var domain = Array(characters[right..<end])
            while let last = domain.last, last == "." || last == "-" { domain.removeLast() }
            while let first = local.first, first == "." { local.removeFirst() }
            guard !local.isEmpty, let dot = domain.lastIndex(of: ".") else { continue }
            let topLevel = domain[(dot + 1)...]
            let domainText = String(domain)
            guard topLevel.count >= 2, topLevel.allSatisfy(isLetter), !contains(domainText, ".."), domain.first != ".",
                  !String(local).hasSuffix(".") else { continue }
            found.append(TextScanCandidate(value: String(local) + "@" + domainText, confidence: confidence, isValid: true))
        }
        return found
    }
}
