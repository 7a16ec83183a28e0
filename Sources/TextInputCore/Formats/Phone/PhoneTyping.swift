/// libphonenumber's AsYouTypeFormatter, step by step: the text it shows after
/// each digit (or a leading "+") of a phone number typed for a region.
///
/// A port of the algorithm (the Java original and its Python port agree), fed
/// only digits and a leading "+": TextInputKit takes typed punctuation as
/// formatting before it gets here, so formatting never stops the way it does
/// in libphonenumber once a space or parenthesis is typed. Every step's state
/// is a value, so a field keeps the state after each digit and resumes from
/// the first digit an edit changed instead of feeding the whole number again
/// (``PhoneValueFormatter``).
///
/// ```swift
/// var typing = PhoneTyping(metadata: .builtIn, region: metadata.region("DE")!)
/// for digit in "030123456".utf8 { typing.input(digit) }
/// String(decoding: typing.output, as: UTF8.self)   // "030 123456"
/// ```
struct PhoneTyping: Sendable {
    let metadata: PhoneMetadata
    /// The region the number is typed in (the field's), and the metadata it formats with: its calling code's
    /// main region.
    let defaultRegion: Int
    let defaultMetadata: Int
    /// The region whose formats apply now (another calling code's after "+" and its code).
    private(set) var current: Int

    /// The text after the last step.
    private(set) var output: [UInt8] = []
    /// Everything fed so far (digits and a leading "+").
    private(set) var accrued: [UInt8] = []
    private var template: [UInt8] = []
    private var lastMatchPosition = 0
    private var currentPattern: [UInt8] = []
    private(set) var prefixBeforeNationalNumber: [UInt8] = []
    private var spaceAfterNationalPrefix = false
    private(set) var extractedNationalPrefix: [UInt8] = []
    private(set) var nationalNumber: [UInt8] = []
    private(set) var ableToFormat = true
    private(set) var isCompleteNumber = false
    private var expectingCallingCode = false
    /// Indices into ``PhoneMetadata/layouts`` of the formats still possible, in the metadata's order.
    private var possible: [Int] = []

    /// The byte that stands for a digit's place in a formatting template.
    static let placeholder: UInt8 = 0x01
    static let plus = UInt8(ascii: "+")
    static let space = UInt8(ascii: " ")

    init(metadata: PhoneMetadata, region: Int) {
        self.metadata = metadata
        defaultRegion = region
        defaultMetadata = metadata.formattingRegion(of: region)
        current = defaultMetadata
    }

    private var region: PhoneRegion { metadata.regions[current] }

    // MARK: A step

    /// Feeds one digit (ASCII "0" to "9"), or "+" as the first character.
    mutating func input(_ character: UInt8) {
        accrued.append(character)
        let isDigit = character >= 0x30 && character <= 0x39
        guard isDigit || (character == Self.plus && accrued.count == 1) else {
            // Anything else stops formatting in libphonenumber; the field never feeds it.
            ableToFormat = false
            output = accrued
            return
        }
        if isDigit { nationalNumber.append(character) }
        if !ableToFormat {
            if attemptToExtractIDD() {
                if attemptToExtractCallingCode() {
                    output = attemptToChoosePatternWithPrefixExtracted()
                    return
                }
            } else if ableToExtractLongerNationalPrefix() {
                prefixBeforeNationalNumber.append(Self.space)
                output = attemptToChoosePatternWithPrefixExtracted()
                return
            }
            output = accrued
            return
        }
        switch accrued.count {
        case 0...2:
            output = accrued
            return
        case 3:
            if attemptToExtractIDD() {
                expectingCallingCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefixFromNationalNumber()
                output = attemptToChooseFormattingPattern()
                return
            }
        default:
            break
        }
        if expectingCallingCode {
            if attemptToExtractCallingCode() { expectingCallingCode = false }
            output = prefixBeforeNationalNumber + nationalNumber
            return
        }
        if !possible.isEmpty {
            let partial = inputDigitHelper(character)
            let formatted = attemptToFormatAccruedDigits()
            if !formatted.isEmpty {
                output = formatted
                return
            }
            narrowDownPossibleFormats(nationalNumber)
            if maybeCreateNewTemplate() {
                output = inputAccruedNationalNumber()
                return
            }
            output = ableToFormat ? appendNationalNumber(partial) : accrued
        } else {
            output = attemptToChooseFormattingPattern()
        }
    }

    // MARK: Prefixes

    /// Whether the input starts with "+" or the region's international prefix ("00", "011"): the rest is then the
    /// number after it.
    private mutating func attemptToExtractIDD() -> Bool {
        var end: Int?
        if accrued.first == Self.plus {
            end = 1
        } else if let pattern = region.internationalPrefix {
            end = pattern.prefixMatch(accrued)?.end
        } else {
            end = 0
        }
        guard let end else { return false }
        isCompleteNumber = true
        nationalNumber = Array(accrued[end...])
        prefixBeforeNationalNumber = Array(accrued[..<end])
        if accrued.first != Self.plus { prefixBeforeNationalNumber.append(Self.space) }
        return true
    }

    /// Moves a calling code from the start of the national number into the prefix and formats for its country.
    private mutating func attemptToExtractCallingCode() -> Bool {
        guard let (code, length) = Self.callingCode(at: nationalNumber, in: metadata),
              let main = metadata.mainRegion(forCode: code) else { return false }
        nationalNumber.removeFirst(length)
        if main != defaultRegion { current = main }
        prefixBeforeNationalNumber.append(contentsOf: Array(String(code).utf8))
        prefixBeforeNationalNumber.append(Self.space)
        extractedNationalPrefix = []
        return true
    }

    /// The calling code at the start of `digits` (1 to 3 digits, the shortest that exists) and its length.
    static func callingCode(at digits: [UInt8], in metadata: PhoneMetadata) -> (code: Int, length: Int)? {
        guard let first = digits.first, first != UInt8(ascii: "0") else { return nil }
        var code = 0
        for length in 1...min(3, digits.count) {
            let digit = digits[length - 1]
            guard digit >= 0x30, digit <= 0x39 else { return nil }
            code = code * 10 + Int(digit - 0x30)
            if metadata.mainRegion(forCode: code) != nil { return (code, length) }
        }
        return nil
    }

    private var isNANPANumberWithNationalPrefix: Bool {
        region.countryCode == 1 && nationalNumber.count >= 2 && nationalNumber[0] == UInt8(ascii: "1")
            && nationalNumber[1] != UInt8(ascii: "0") && nationalNumber[1] != UInt8(ascii: "1")
    }

    /// Moves the national prefix from the national number into the prefix; returns it.
    private mutating func removeNationalPrefixFromNationalNumber() -> [UInt8] {
        var start = 0
        if isNANPANumberWithNationalPrefix {
            start = 1
            prefixBeforeNationalNumber += [UInt8(ascii: "1"), Self.space]
            isCompleteNumber = true
        } else if let pattern = region.nationalPrefixForParsing, let match = pattern.prefixMatch(nationalNumber), match.end > 0 {
            isCompleteNumber = true
            start = match.end
            prefixBeforeNationalNumber += nationalNumber[..<start]
        }
        let prefix = Array(nationalNumber[..<start])
        nationalNumber.removeFirst(start)
        return prefix
    }

    private mutating func ableToExtractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            nationalNumber = extractedNationalPrefix + nationalNumber
            if let index = Self.lastIndex(of: extractedNationalPrefix, in: prefixBeforeNationalNumber) {
                prefixBeforeNationalNumber.removeSubrange(index...)
            }
        }
        // As libphonenumber: the prefix now extracted is compared, not kept.
        return extractedNationalPrefix != removeNationalPrefixFromNationalNumber()
    }

    static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var start = haystack.count - needle.count
        while start >= 0 {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start -= 1
        }
        return nil
    }

    // MARK: Formats

    private mutating func attemptToChoosePatternWithPrefixExtracted() -> [UInt8] {
        ableToFormat = true
        expectingCallingCode = false
        possible = []
        lastMatchPosition = 0
        template = []
        currentPattern = []
        return attemptToChooseFormattingPattern()
    }

    private mutating func attemptToChooseFormattingPattern() -> [UInt8] {
        guard nationalNumber.count >= 3 else { return appendNationalNumber(nationalNumber) }
        getAvailableFormats(nationalNumber)
        let formatted = attemptToFormatAccruedDigits()
        if !formatted.isEmpty { return formatted }
        return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : accrued
    }

    private mutating func getAvailableFormats(_ leadingDigits: [UInt8]) {
        let international = isCompleteNumber && extractedNationalPrefix.isEmpty
        let layouts = international && !region.internationalLayouts.isEmpty ? region.internationalLayouts : region.nationalLayouts
        for index in layouts {
            let layout = metadata.layouts[index]
            if !extractedNationalPrefix.isEmpty, layout.firstGroupOnly, !layout.nationalPrefixOptional, !layout.hasCarrierRule {
                continue
            } else if extractedNationalPrefix.isEmpty, !isCompleteNumber, !layout.firstGroupOnly, !layout.nationalPrefixOptional {
                continue
            }
            if layout.isEligible { possible.append(index) }
        }
        narrowDownPossibleFormats(leadingDigits)
    }

    private mutating func narrowDownPossibleFormats(_ leadingDigits: [UInt8]) {
        let wanted = leadingDigits.count - 3
        possible.removeAll { index in
            let patterns = metadata.layouts[index].leadingDigits
            guard !patterns.isEmpty else { return false }
            // Python's index: from the end when negative.
            var chosen = min(wanted, patterns.count - 1)
            if chosen < 0 { chosen += patterns.count }
            guard chosen >= 0 else { return false }
            return !patterns[chosen].matchesPrefix(leadingDigits)
        }
    }

    /// A format's whole pattern matching the national number: its formatting, when it keeps every digit.
    private mutating func attemptToFormatAccruedDigits() -> [UInt8] {
        for index in possible {
            let layout = metadata.layouts[index]
            guard let match = layout.pattern.wholeMatch(nationalNumber) else { continue }
            spaceAfterNationalPrefix = layout.separatorAfterNationalPrefix
            let full = appendNationalNumber(layout.formatted(nationalNumber, match))
            if Self.diallable(full, equals: accrued) { return full }
        }
        return []
    }

    /// Whether the digits and "+" of `text` are `expected`.
    static func diallable(_ text: [UInt8], equals expected: [UInt8]) -> Bool {
        var next = 0
        for byte in text where (byte >= 0x30 && byte <= 0x39) || byte == plus {
            guard next < expected.count, expected[next] == byte else { return false }
            next += 1
        }
        return next == expected.count
    }

    /// Takes the first possible format that can hold the national number as the template; false when the
    /// current one is still the first, or none can.
    private mutating func maybeCreateNewTemplate() -> Bool {
        // Only the first is ever looked at: one that cannot hold the number goes, and the next becomes the first.
        while let first = possible.first {
            let layout = metadata.layouts[first]
            if currentPattern == layout.patternSource { return false }
            if createFormattingTemplate(layout) {
                currentPattern = layout.patternSource
                spaceAfterNationalPrefix = layout.separatorAfterNationalPrefix
                lastMatchPosition = 0
                return true
            }
            possible.removeFirst()
        }
        ableToFormat = false
        return false
    }

    private mutating func createFormattingTemplate(_ layout: PhoneLayout) -> Bool {
        guard !layout.template.isEmpty, layout.templateDigits >= nationalNumber.count else { return false }
        template = layout.template.map { $0 == UInt8(ascii: "9") ? Self.placeholder : $0 }
        return true
    }

    private mutating func inputAccruedNationalNumber() -> [UInt8] {
        guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
        var partial: [UInt8] = []
        for digit in nationalNumber { partial = inputDigitHelper(digit) }
        return ableToFormat ? appendNationalNumber(partial) : accrued
    }

    /// Puts a digit in the template's next place; the template up to it.
    private mutating func inputDigitHelper(_ digit: UInt8) -> [UInt8] {
        guard let place = template[min(lastMatchPosition, template.count)...].firstIndex(of: Self.placeholder),
              let first = template.firstIndex(of: Self.placeholder) else {
            if possible.count == 1 { ableToFormat = false }
            currentPattern = []
            return accrued
        }
        _ = place
        template[first] = digit
        lastMatchPosition = first
        return Array(template[...first])
    }

    private func appendNationalNumber(_ national: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(prefixBeforeNationalNumber.count + national.count + 1)
        result += prefixBeforeNationalNumber
        if spaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last, last != Self.space { result.append(Self.space) }
        result += national
        return result
    }
}
