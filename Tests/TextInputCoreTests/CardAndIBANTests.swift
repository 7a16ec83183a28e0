import Testing
@testable import TextInputCore

@Suite struct CardAndIBANTests {
    // MARK: - Card brand detection

    static let prefixExamples: [(String, CardBrand)] = [
        // Nothing decided yet.
        ("", CardBrand.unknown), ("0", .unknown), ("1", .unknown), ("2", .unknown),
        ("3", .unknown), ("5", .unknown), ("6", .unknown), ("7", .unknown),
        ("8", .unknown), ("9", .unknown),
        // Visa
        ("4", .visa), ("41", .visa), ("4011", .visa), ("40117", .visa), ("401177", .visa),
        ("401180", .visa), ("4999999", .visa),
        // Mastercard 51–55
        ("50", .maestro), ("51", .mastercard), ("55", .mastercard), ("56", .maestro),
        ("59", .unknown),
        // Mir 2200–2204 and Mastercard 2221–2720
        ("21", .unknown), ("2199", .unknown), ("22", .unknown), ("220", .unknown),
        ("2200", .mir), ("2204", .mir), ("2205", .unknown), ("221", .unknown),
        ("222", .unknown), ("2220", .unknown), ("2221", .mastercard), ("2229", .mastercard),
        ("223", .mastercard), ("23", .mastercard), ("26", .mastercard), ("27", .unknown),
        ("270", .mastercard), ("271", .mastercard), ("272", .unknown), ("2720", .mastercard),
        ("2721", .unknown), ("28", .unknown),
        // Amex, Diners Club, JCB
        ("34", .amex), ("37", .amex), ("33", .unknown), ("35", .unknown),
        ("30", .unknown), ("300", .diners), ("305", .diners), ("306", .unknown),
        ("309", .unknown), ("3095", .diners), ("3096", .unknown), ("36", .diners),
        ("38", .diners), ("39", .diners),
        ("352", .unknown), ("3527", .unknown), ("3528", .jcb), ("353", .jcb), ("358", .jcb),
        ("3589", .jcb), ("359", .unknown), ("3590", .unknown),
        // Discover
        ("60", .unknown), ("601", .unknown), ("6011", .discover), ("6012", .unknown),
        ("64", .unknown), ("643", .unknown), ("644", .discover), ("649", .discover),
        ("65", .discover), ("650030", .discover), ("650034", .discover),
        // UnionPay, including the range Discover also accepts
        ("62", .unionpay), ("622125", .unionpay), ("622126", .unionpay),
        ("6222", .unionpay), ("622925", .unionpay), ("622926", .unionpay),
        ("627779", .unionpay), ("627781", .unionpay),
        // Maestro
        ("5018", .maestro), ("57", .maestro), ("58", .maestro), ("63", .unknown),
        ("6304", .maestro), ("6305", .unknown), ("6759", .maestro), ("6760", .unknown),
        ("6761", .maestro), ("6763", .maestro), ("6764", .unknown), ("6767", .unknown),
        ("676770", .maestro), ("676771", .unknown), ("676774", .maestro),
        // Elo wins over the shorter Visa, Maestro, UnionPay and Discover ranges
        ("401178", .elo), ("401179", .elo), ("431274", .elo), ("438935", .elo),
        ("451416", .elo), ("457393", .elo), ("457631", .elo), ("457632", .elo),
        ("457633", .visa), ("504175", .elo), ("504176", .maestro), ("506698", .maestro),
        ("506699", .elo), ("506778", .elo), ("506779", .maestro), ("509", .elo),
        ("509999", .elo), ("627780", .elo), ("636297", .elo), ("636368", .elo),
        ("650031", .elo), ("650033", .elo), ("650035", .elo), ("650051", .elo),
        ("650052", .discover), ("650405", .elo), ("650439", .elo), ("650485", .elo),
        ("650538", .elo), ("650541", .elo), ("650598", .elo), ("650700", .elo),
        ("650718", .elo), ("650719", .discover), ("650720", .elo), ("650727", .elo),
        ("650901", .elo), ("650978", .elo), ("651652", .elo), ("651679", .elo),
        ("655000", .elo), ("655019", .elo), ("655020", .discover), ("655021", .elo),
        ("655058", .elo), ("655059", .discover), ("650404", .discover),
        ("650440", .discover), ("650484", .discover), ("650539", .discover),
        ("650540", .discover), ("650599", .discover), ("650699", .discover),
        ("650728", .discover), ("650900", .discover), ("650979", .discover),
        ("651651", .discover), ("651680", .discover), ("654999", .discover),
        ("431273", .visa), ("438936", .visa), ("504174", .maestro), ("508999", .maestro),
        // Hipercard
        ("606282", .hipercard), ("606281", .unknown),
    ]

    @Test(arguments: prefixExamples)
    func detectsBrandFromPrefix(_ prefix: String, _ brand: CardBrand) {
        #expect(CardBrand.detect(prefix) == brand)
    }

    static let testNumbers: [(String, CardBrand)] = [
        ("4111111111111111", .visa), ("4222222222222", .visa),
        ("5555555555554444", .mastercard), ("2223003122003222", .mastercard),
        ("378282246310005", .amex), ("371449635398431", .amex),
        ("30569309025904", .diners), ("38520000023237", .diners),
        ("6011111111111117", .discover), ("6011000990139424", .discover),
        ("3530111333300000", .jcb), ("3566002020360505", .jcb),
        ("6200000000000005", .unionpay), ("2200000000000004", .mir),
    ]

    @Test(arguments: testNumbers)
    func detectsBrandOfFullTestNumbers(_ number: String, _ brand: CardBrand) {
        #expect(CardBrand.detect(number) == brand)
        #expect(Luhn.isValid(number))
        #expect(brand.validLengths.contains(number.count))
    }

    @Test func detectionReadsOnlyLeadingDigitsAndSkipsSpaces() {
        #expect(CardBrand.detect("3 7") == .amex)
        #expect(CardBrand.detect(" 2 2 2 1") == .mastercard)
        #expect(CardBrand.detect("4011 78") == .elo)
        #expect(CardBrand.detect("3-7") == .unknown)
        #expect(CardBrand.detect("34x") == .amex)
        #expect(CardBrand.detect("x34") == .unknown)
        #expect(CardBrand.detect("٣٤") == .unknown)  // Arabic-Indic digits are not ASCII
        #expect(CardBrand.detect("   ") == .unknown)
        // Digits past the sixth do not change the brand.
        #expect(CardBrand.detect("4011779") == .visa)
        #expect(CardBrand.detect("6762999999") == .maestro)
        let number = "4111 1111 1111 1111"
        #expect(CardBrand.detect(number.dropFirst(5)) == .unknown)
        #expect(CardBrand.detect(number.prefix(2)) == .visa)
    }

    @Test func prefixRangesAreWellFormed() {
        for range in CardBrand.iinRanges {
            #expect(range.low <= range.high, "\(range)")
            #expect((1...CardBrand.prefixDigits).contains(range.digits), "\(range)")
            let smallest = Int("1" + String(repeating: "0", count: range.digits - 1))!
            let largest = Int(String(repeating: "9", count: range.digits))!
            #expect(range.low >= smallest && range.high <= largest, "\(range)")
            #expect(range.brand != .unknown)
        }
        let ranges = CardBrand.iinRanges
        for (index, first) in ranges.enumerated() {
            for second in ranges[(index + 1)...] where second.digits == first.digits {
                #expect(first.high < second.low || second.high < first.low, "\(first) overlaps \(second)")
            }
        }
        let brandsWithRanges = Set(ranges.map(\.brand))
        #expect(brandsWithRanges == Set(CardBrand.allCases).subtracting([.unknown]))
    }

    // MARK: - Card grouping and lengths

    @Test func groupsForLength() {
        #expect(CardBrand.visa.groups(forLength: 0) == [])
        #expect(CardBrand.visa.groups(forLength: -3) == [])
        #expect(CardBrand.visa.groups(forLength: 1) == [1])
        #expect(CardBrand.visa.groups(forLength: 6) == [4, 2])
        #expect(CardBrand.visa.groups(forLength: 13) == [4, 4, 4, 1])
        #expect(CardBrand.visa.groups(forLength: 16) == [4, 4, 4, 4])
        #expect(CardBrand.visa.groups(forLength: 19) == [4, 4, 4, 4, 3])
        #expect(CardBrand.unknown.groups(forLength: 19) == [4, 4, 4, 4, 3])
        #expect(CardBrand.mastercard.groups(forLength: 16) == [4, 4, 4, 4])
        #expect(CardBrand.amex.groups(forLength: 4) == [4])
        #expect(CardBrand.amex.groups(forLength: 7) == [4, 3])
        #expect(CardBrand.amex.groups(forLength: 10) == [4, 6])
        #expect(CardBrand.amex.groups(forLength: 15) == [4, 6, 5])
        #expect(CardBrand.amex.groups(forLength: 17) == [4, 6, 5, 2])
        #expect(CardBrand.diners.groups(forLength: 12) == [4, 6, 2])
        #expect(CardBrand.diners.groups(forLength: 14) == [4, 6, 4])
        #expect(CardBrand.diners.groups(forLength: 15) == [4, 4, 4, 3])
        #expect(CardBrand.diners.groups(forLength: 16) == [4, 4, 4, 4])
    }

    @Test(arguments: CardBrand.allCases)
    func groupingAndLengthsAgree(_ brand: CardBrand) {
        for length in 0...25 {
            let groups = brand.groups(forLength: length)
            #expect(groups.reduce(0, +) == length)
            #expect(groups.allSatisfy { $0 > 0 })
        }
        let fullLength = brand.groups.reduce(0, +)
        #expect(brand.groups(forLength: fullLength) == brand.groups)
        #expect(brand.validLengths.contains(fullLength))
        #expect(brand.validLengths == brand.validLengths.sorted())
        #expect(Set(brand.validLengths).count == brand.validLengths.count)
        #expect(brand.maximumLength == brand.validLengths.last)
        #expect(brand.validLengths.allSatisfy { (12...19).contains($0) })
    }

    @Test func lengthsAndNames() {
        #expect(CardBrand.visa.validLengths == [13, 16, 19])
        #expect(CardBrand.mastercard.validLengths == [16])
        #expect(CardBrand.amex.validLengths == [15])
        #expect(CardBrand.diners.validLengths == [14, 15, 16, 17, 18, 19])
        #expect(CardBrand.discover.validLengths == [16, 17, 18, 19])
        #expect(CardBrand.jcb.validLengths == [16, 17, 18, 19])
        #expect(CardBrand.unionpay.validLengths == [16, 17, 18, 19])
        #expect(CardBrand.maestro.validLengths == Array(12...19))
        #expect(CardBrand.mir.validLengths == [16, 17, 18, 19])
        #expect(CardBrand.unknown.validLengths == Array(12...19))
        #expect(CardBrand.amex.maximumLength == 15)
        #expect(CardBrand.mastercard.maximumLength == 16)
        #expect(CardBrand.visa.maximumLength == 19)
        #expect(CardBrand.amex.groups == [4, 6, 5])
        #expect(CardBrand.diners.groups == [4, 6, 4])
        #expect(CardBrand.visa.groups == [4, 4, 4, 4])

        #expect(CardBrand.visa.displayName == "Visa")
        #expect(CardBrand.mastercard.displayName == "Mastercard")
        #expect(CardBrand.amex.displayName == "American Express")
        #expect(CardBrand.diners.displayName == "Diners Club")
        #expect(CardBrand.unionpay.displayName == "UnionPay")
        #expect(CardBrand.jcb.displayName == "JCB")
        #expect(Set(CardBrand.allCases.map(\.displayName)).count == CardBrand.allCases.count)
        #expect(CardBrand(rawValue: "amex") == .amex)
        #expect(CardBrand(rawValue: "mastercard") == .mastercard)
    }

    // MARK: - Luhn

    static let luhnNumbers = [
        "4111111111111111", "378282246310005", "5555555555554444", "6011111111111117",
        "3530111333300000", "30569309025904", "4222222222222", "5105105105105100",
    ]

    @Test(arguments: luhnNumbers)
    func luhnAcceptsTestNumbersAndRejectsEverySingleDigitChange(_ number: String) {
        #expect(Luhn.isValid(number))
        #expect(Luhn.isValid(number[...]))
        let digits = Array(number)
        for index in digits.indices {
            for replacement in "0123456789" where replacement != digits[index] {
                var altered = digits
                altered[index] = replacement
                #expect(!Luhn.isValid(String(altered)), "\(String(altered))")
            }
        }
    }

    @Test func luhnInputRules() {
        #expect(Luhn.isValid("4111 1111 1111 1111"))
        #expect(Luhn.isValid(" 3782 822463 10005 "))
        #expect(!Luhn.isValid("4111-1111-1111-1111"))
        #expect(!Luhn.isValid("4111111111111111\n"))
        #expect(!Luhn.isValid("411111111111111a"))
        #expect(!Luhn.isValid("４１１１１１１１１１１１１１１１"))  // full-width digits
        #expect(!Luhn.isValid(""))
        #expect(!Luhn.isValid("   "))
        #expect(!Luhn.isValid("0"))
        #expect(!Luhn.isValid("0 "))
        #expect(Luhn.isValid("00"))
        #expect(Luhn.isValid("18"))
        #expect(!Luhn.isValid("81"))
        #expect(Luhn.isValid("059"))
        #expect(Luhn.isValid("0 5 9"))
        #expect(!Luhn.isValid("0590"))
        #expect(Luhn.isValid("79927398713"))
        #expect(!Luhn.isValid("79927398710"))
    }

    // MARK: - IBAN

    static let validIBANs = [
        "GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
        "NL91ABNA0417164300", "CH9300762011623852957", "NO9386011117947",
        "RU0304452522540817810538091310419", "LC55HEMM000100010012001200023015",
        "GB29NWBK60161331926819", "BE68539007547034", "MT84MALT011000012345MTLCAST001S",
        "PT50000201231234567890154", "BR1800360305000010009795493C1",
    ]

    @Test(arguments: validIBANs)
    func ibanAcceptsValidExamplesInAnyCaseAndSpacing(_ iban: String) {
        #expect(IBAN.isValidChecksum(iban))
        #expect(IBAN.isValidChecksum(iban.lowercased()))
        #expect(IBAN.isValidChecksum(Self.printed(iban)))
        #expect(IBAN.isValidChecksum(" " + Self.printed(iban.lowercased()) + " "))
        #expect(IBAN.isValidChecksum(("x" + iban + "x").dropFirst().dropLast()))
        #expect(IBAN.length(forCountry: iban.prefix(2)) == iban.count)
    }

    @Test(arguments: validIBANs)
    func ibanRejectsEverySingleCharacterSubstitution(_ iban: String) {
        let characters = Array(iban)
        for index in characters.indices {
            let alphabet = characters[index].isNumber ? "0123456789" : "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            for replacement in alphabet where replacement != characters[index] {
                var altered = characters
                altered[index] = replacement
                #expect(!IBAN.isValidChecksum(String(altered)), "\(String(altered))")
            }
        }
    }

    @Test func ibanRejectsMalformedInput() {
        #expect(!IBAN.isValidChecksum(""))
        #expect(!IBAN.isValidChecksum("GB"))
        #expect(!IBAN.isValidChecksum("GB82"))
        // One character short and one too many.
        #expect(!IBAN.isValidChecksum("GB82WEST1234569876543"))
        #expect(!IBAN.isValidChecksum("GB82WEST123456987654320"))
        // Swapped neighbours.
        #expect(!IBAN.isValidChecksum("GB28WEST12345698765432"))
        #expect(!IBAN.isValidChecksum("DE89730400440532013000"))
        // Characters other than ASCII letters, digits and spaces.
        #expect(!IBAN.isValidChecksum("GB82-WEST-1234-5698-7654-32"))
        #expect(!IBAN.isValidChecksum("GB82\tWEST12345698765432"))
        #expect(!IBAN.isValidChecksum("GB82WEST1234569876543Ä"))
        #expect(!IBAN.isValidChecksum("ＧB82WEST12345698765432"))
        // Country code and check digits in the wrong places.
        #expect(!IBAN.isValidChecksum("8GB2WEST12345698765432"))
        #expect(!IBAN.isValidChecksum("G8B2WEST12345698765432"))
        // Letters as check digits, even where mod 97 would come out right.
        let base = "WEST123456987654"
        let suffixes = (0..<100).map { $0 < 10 ? "0\($0)" : "\($0)" }
        let letterChecked = suffixes.map { "GBAA" + base + $0 }.first {
            Self.remainder(of: String($0.dropFirst(4) + $0.prefix(4))) == 1
        }
        #expect(letterChecked?.count == 22)
        if let letterChecked { #expect(!IBAN.isValidChecksum(letterChecked)) }
        // A country outside the registry, even with a correct checksum.
        let unlisted = "US" + Self.checkDigits(country: "US", bban: "WEST12345698765432") + "WEST12345698765432"
        #expect(Self.remainder(of: String(unlisted.dropFirst(4) + unlisted.prefix(4))) == 1)
        #expect(!IBAN.isValidChecksum(unlisted))
        // Longer than any IBAN may be.
        #expect(!IBAN.isValidChecksum("GB82" + String(repeating: "0", count: 40)))
    }

    /// What a user sees: a real IBAN validates; one character less or more is
    /// refused with the message that names the country's length; the IBAN
    /// format takes no character past that length.
    @Test(arguments: validIBANs)
    func realIBANValidatesAtItsLengthOnly(_ iban: String) throws {
        let english = Localizer(localeIdentifier: "en")
        let validator = try Validator(localizer: english)
        let rule = Validation(.iban)
        let country = String(iban.prefix(2))
        let wrongLength = english.string(.validationIBANLength, country, String(iban.count))
        #expect(validator.failure(of: rule, value: iban) == nil)
        #expect(validator.failure(of: rule, value: Self.printed(iban)) == nil)
        #expect(validator.failure(of: rule, value: String(iban.dropLast())) == wrongLength)
        #expect(validator.failure(of: rule, value: iban + "0") == wrongLength)
        #expect(validator.failure(of: rule, value: iban + "A") == wrongLength)

        var editor = try FieldEditor(configuration: .init(format: .iban))
        editor.apply(.paste(iban.lowercased()))
        #expect(editor.value == iban)
        #expect(editor.text == Self.printed(iban))
        let outcome = editor.apply(.insert("0"))
        #expect(outcome.rejection == .formatFull(maxLength: iban.count))
        #expect(editor.value == iban)
    }

    @Test func countryLengths() {
        for iban in Self.validIBANs {
            let country = iban.prefix(2)
            #expect(IBAN.length(forCountry: country) == iban.count, "\(country)")
            #expect(IBAN.length(forCountry: country.lowercased()) == iban.count, "\(country)")
        }
        var countries = 0
        IBAN.forEachEntry { key, length, layout in
            countries += 1
            let letters = [UInt8(key >> 8), UInt8(key & 0xFF)]
            #expect(letters.allSatisfy { (0x41...0x5A).contains($0) }, "country \(letters)")
            #expect((15...IBAN.maximumLength).contains(length))
            // A BBAN layout accounts for every character after the country and check digits.
            var run = 0
            var total = 0
            for byte in layout {
                if (0x30...0x39).contains(byte) { run = run * 10 + Int(byte - 0x30) } else {
                    #expect([UInt8(ascii: "n"), UInt8(ascii: "a"), UInt8(ascii: "c")].contains(byte))
                    total += run
                    run = 0
                }
            }
            if !layout.isEmpty { #expect(total + 4 == length, "the layout of \(String(decoding: letters, as: UTF8.self))") }
        }
        #expect(countries == 89)
        #expect(IBAN.maximumLength == 34)
        #expect(IBAN.length(forCountry: "Gb") == 22)
        #expect(IBAN.length(forCountry: "GB82".prefix(2)) == 22)
        for code in ["", "G", "GBR", "US", "XX", "JE", "1B", "G1", "G ", " GB", "ＧＢ", "É€"] {
            #expect(IBAN.length(forCountry: code) == nil, "\(code)")
        }
    }

    @Test func everyRegistryCountryValidatesAtItsLengthOnly() {
        let filler = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var entries: [(String, Int)] = []
        IBAN.forEachEntry { key, length, _ in
            entries.append((String(decoding: [UInt8(key >> 8), UInt8(key & 0xFF)], as: UTF8.self), length))
        }
        for (code, length) in entries {
            #expect(IBAN.length(forCountry: code) == length)
            let bban = String((0..<(length - 4)).map { filler[($0 * 7 + 3) % filler.count] })
            let iban = code + Self.checkDigits(country: code, bban: bban) + bban
            #expect(iban.count == length)
            #expect(IBAN.isValidChecksum(iban), "\(iban)")
            #expect(IBAN.isValidChecksum(iban.lowercased()), "\(iban)")
            // The same BBAN one character longer or shorter, with check
            // digits that are right for it, is still rejected for the length.
            let longer = bban + "0"
            #expect(!IBAN.isValidChecksum(code + Self.checkDigits(country: code, bban: longer) + longer))
            let shorter = String(bban.dropLast())
            #expect(!IBAN.isValidChecksum(code + Self.checkDigits(country: code, bban: shorter) + shorter))
        }
    }

    @Test func referenceCheckDigitsReproduceKnownExamples() {
        for iban in Self.validIBANs {
            let country = String(iban.prefix(2))
            let bban = String(iban.dropFirst(4))
            #expect(Self.checkDigits(country: country, bban: bban) == String(iban.dropFirst(2).prefix(2)))
        }
    }

    // MARK: - Helpers

    /// Groups of four separated by spaces, as IBANs are printed.
    static func printed(_ iban: String) -> String {
        var result = ""
        for (index, character) in iban.enumerated() {
            if index > 0 && index % 4 == 0 { result.append(" ") }
            result.append(character)
        }
        return result
    }

    /// ISO 7064 mod 97-10 check digits for a country and BBAN, computed
    /// independently of ``IBAN``: expand to a decimal string, then reduce
    /// it nine digits at a time.
    static func checkDigits(country: String, bban: String) -> String {
        let check = 98 - remainder(of: bban + country + "00")
        return check < 10 ? "0\(check)" : "\(check)"
    }

    /// The remainder mod 97 of an alphanumeric string with letters as 10–35.
    static func remainder(of alphanumeric: String) -> Int {
        var expanded = ""
        for character in alphanumeric.uppercased() {
            if let digit = character.wholeNumberValue {
                expanded += String(digit)
            } else if let ascii = character.asciiValue {
                expanded += String(Int(ascii) - 55)
            }
        }
        var remainder = 0
        var rest = Substring(expanded)
        while !rest.isEmpty {
            let chunk = rest.prefix(9)
            rest = rest.dropFirst(chunk.count)
            remainder = Int(String(remainder) + chunk)! % 97
        }
        return remainder
    }
}
