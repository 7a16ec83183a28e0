import Testing
import TextInputCore

/// Text scanning's one rule: each format picks its candidates from recognised
/// lines, and the field fills, asks or says what it looked for.
@Suite struct TextScanPolicyTests {
    func lines(_ texts: String..., confidence: Double = 0.93) -> [RecognizedLine] {
        texts.map { RecognizedLine(text: $0, confidence: confidence) }
    }

    func values(_ lines: [RecognizedLine], _ target: TextScanPolicy.Target) -> [String] {
        TextScanPolicy.candidates(in: lines, for: target).map { $0.value }
    }

    func textField(_ format: TextFormat = .plain, locale: String = "en_US",
                   _ change: (inout FieldConfiguration) -> Void = { _ in }) throws -> InputField {
        var configuration = FieldConfiguration(id: "value", label: "Value", hasScanAction: true, scanKind: .text, format: format)
        change(&configuration)
        return try InputField(configuration, localeIdentifier: locale)
    }

    // MARK: IBAN

    @Test func anIBANAmongOtherNumbersOnASlip() {
        let slip = lines("Transfer slip 2026-11-25", "Reference 4711 0815", "IBAN DE89 3704 0044 0532 0130 00",
                         "BIC COBADEFFXXX", "Amount EUR 1.250,00")
        let found = TextScanPolicy.candidates(in: slip, for: .iban)
        #expect(found.map { $0.value } == ["DE89370400440532013000"])
        #expect(found.first?.isValid == true)
        #expect(TextScanPolicy.decide(found) == .fill("DE89370400440532013000"))
    }

    @Test func lookAlikesAreRepairedOnlyWhereTheLayoutWantsADigitOrALetter() {
        // O for 0 and I/l for 1 in the check digits and the German BBAN (all digits).
        let found = TextScanPolicy.candidates(in: lines("DE89 37O4 OO44 O532 Ol3O OO"), for: .iban)
        #expect(found.first?.value == "DE89370400440532013000")
        #expect(found.first?.repairs == 9)
        #expect(found.first?.isValid == true)
        // A digit read for one of the country's letters (5 for S: Sweden).
        #expect(values(lines("5E45 5000 0000 0583 9825 7466"), .iban) == ["SE4550000000058398257466"])
        // A British IBAN: the bank code is four letters, so 8 there is B and 0 is O; the account is digits.
        #expect(values(lines("GB29 NWBK 6016 1331 9268 19"), .iban) == ["GB29NWBK60161331926819"])
        #expect(values(lines("GB29 NW8K 6O16 1331 9268 19"), .iban) == ["GB29NWBK60161331926819"])
    }

    @Test func whereTheLayoutAllowsBothNothingIsGuessed() {
        // Swiss BBANs end in 12 letters-or-digits: an O there stays an O, so the reading fails mod-97 and is offered,
        // not repaired into some other valid IBAN.
        let found = TextScanPolicy.candidates(in: lines("CH93 0076 2011 6238 5295 7"), for: .iban)
        #expect(found.first?.value == "CH9300762011623852957" && found.first?.isValid == true)
        let misread = TextScanPolicy.candidates(in: lines("CH93 0076 2011 6238 5295 O"), for: .iban)
        #expect(misread.first?.value == "CH930076201162385295O")
        #expect(misread.first?.isValid == false)
        #expect(TextScanPolicy.decide(misread) == .choose(["CH930076201162385295O"]))
    }

    @Test func twoValidIBANsAreAChoiceBestFirst() {
        let found = TextScanPolicy.candidates(in: [
            RecognizedLine(text: "From: GB29 NWBK 6016 1331 9268 19", confidence: 0.84),
            RecognizedLine(text: "To: DE89 3704 0044 0532 0130 00", confidence: 0.95),
        ], for: .iban)
        #expect(TextScanPolicy.decide(found) == .choose(["DE89370400440532013000", "GB29NWBK60161331926819"]))
    }

    @Test func oneValidIBANReadWithLowConfidenceIsOfferedNotFilled() {
        let found = TextScanPolicy.candidates(in: lines("DE89 3704 0044 0532 0130 00", confidence: 0.55), for: .iban)
        #expect(TextScanPolicy.decide(found) == .choose(["DE89370400440532013000"]))
    }

    // MARK: Cards, masks, amounts, email, text

    @Test func aCardNumberOnACardFront() {
        let front = lines("VISA", "4111 1111 1111 1111", "VALID THRU 12/29", "ADA LOVELACE")
        #expect(TextScanPolicy.decide(TextScanPolicy.candidates(in: front, for: .card)) == .fill("4111111111111111"))
        // S for 5 and l for 1; hyphens between groups.
        #expect(values(lines("5S55-5555-5555-4444"), .card) == ["5555555555554444"])
        #expect(values(lines("4111 l111 1111 1111"), .card) == ["4111111111111111"])
        // A number that fails Luhn is offered, not filled.
        let wrong = TextScanPolicy.candidates(in: lines("4111 1111 1111 1112"), for: .card)
        #expect(wrong.map { $0.isValid } == [false])
        #expect(TextScanPolicy.decide(wrong) == .choose(["4111111111111112"]))
        // Words are not digits.
        #expect(values(lines("SOLID BIZ 12/29"), .card).isEmpty)
    }

    @Test func aPhoneNumberInsideASentenceFillsItsMask() throws {
        let pattern = try MaskPattern("(###) ###-####")
        #expect(values(lines("Call us at (555) 123-4567 before noon."), .mask(pattern)) == ["5551234567"])
        #expect(values(lines("Tel. +1 555 123 4567"), .mask(pattern)) == ["5551234567"])
        #expect(values(lines("Order 12345 of 2026"), .mask(pattern)).isEmpty)
    }

    @Test func amountsInTheLocaleRankTheMarkedOneFirst() {
        let receipt = lines("Coffee 2 x 3.50", "Cake 4.20", "TOTAL $11.20", "Card ending 1234", "11/25/2026 09:41")
        let target = TextScanPolicy.Target.amount(decimalSeparator: ".", groupingSeparator: ",", currencyMarks: ["$", "USD"])
        let found = TextScanPolicy.candidates(in: receipt, for: target)
        #expect(found.first?.value == "11.20")
        #expect(found.first?.isMarked == true)
        #expect(TextScanPolicy.decide(found) == .fill("11.20"))
        // German separators: 1.250,00 is one amount; a date is none.
        let german = TextScanPolicy.Target.amount(decimalSeparator: ",", groupingSeparator: ".", currencyMarks: ["€", "EUR"])
        #expect(values(lines("Betrag: 1.250,00 EUR", "Datum 25.11.2026"), german).first == "1250,00")
        #expect(!values(lines("Datum 25.11.2026"), german).contains("25"))
    }

    @Test func anEmailAddressOnABusinessCard() {
        let card = lines("Ada Lovelace", "Analytical Engines Ltd.", "ada.lovelace @ engines.example.com", "+44 20 7946 0000")
        #expect(values(card, .email) == ["ada.lovelace@engines.example.com"])
        #expect(values(lines("no address here", "x@y"), .email).isEmpty)
    }

    @Test func aPlainFieldOffersTheLines() {
        let found = TextScanPolicy.candidates(in: [
            RecognizedLine(text: "  Analytical   Engines Ltd. ", confidence: 0.9),
            RecognizedLine(text: "Ada Lovelace", confidence: 0.95),
            RecognizedLine(text: "   ", confidence: 0.99),
        ], for: .text)
        #expect(TextScanPolicy.decide(found) == .choose(["Ada Lovelace", "Analytical Engines Ltd."]))
    }

    // MARK: In a field

    @Test func oneConfidentCandidateFillsTheFieldThroughItsFormatAndIsAnnounced() throws {
        var field = try textField(.iban)
        field.send(.focus)
        let response = field.send(.textRecognized(lines("Please pay to", "IBAN: DE89 3704 0044 0532 0130 00")))
        #expect(field.presentation().text == "DE89 3704 0044 0532 0130 00")
        #expect(response.effects.contains(.announce("Filled in from the scan: DE89 3704 0044 0532 0130 00")))
        field.send(.edit(.undo))
        #expect(field.value.isEmpty, "a scan is one undo step")
    }

    @Test func severalCandidatesOpenTheChoiceWithTheTextPrompt() throws {
        var field = try textField(.card)
        field.send(.focus)
        field.send(.textRecognized(lines("4111 1111 1111 1111", "5555 5555 5555 4444")))
        let choices = try #require(field.presentation().scanChoices)
        #expect(choices.codes == ["4111111111111111", "5555555555554444"])
        #expect(choices.prompt == "Check what was recognised and choose a value:")
        field.send(.chooseScanned(1))
        #expect(field.presentation().text == "5555 5555 5555 4444")
    }

    @Test func nothingFittingLeavesTheTextAndSaysWhatWasLookedFor() throws {
        var field = try textField(.mask("(###) ###-####"))
        field.send(.focus)
        field.send(.edit(.insert("5")))
        let response = field.send(.textRecognized(lines("Hello world")))
        #expect(field.value == "5")
        #expect(response.effects == [.announce(
            "No value in the format (###) ###-#### was recognised. Hold the text flat and well lit, fill the frame with it, and try again.")])
        var amount = try textField(.number(NumberFormat(style: .currency, currency: "EUR")), locale: "de_DE")
        let german = amount.send(.textRecognized(lines("keine Zahl")))
        #expect(german.effects.first == .announce(
            "Es wurde kein Betrag erkannt. Halten Sie den Text gerade und gut beleuchtet ins Bild, füllen Sie den Rahmen damit aus und versuchen Sie es erneut."))
    }

    @Test func theFieldKnowsWhatItLooksFor() throws {
        #expect(try textField(.iban).textScanTarget == .iban)
        #expect(try textField { $0.keyboard = .email }.textScanTarget == .email)
        #expect(try textField().textScanTarget == .text)
        guard case let .amount(decimal, grouping, marks) = try textField(.number(NumberFormat(style: .currency, currency: "EUR")),
                                                                        locale: "de_DE").textScanTarget else {
            Issue.record("a currency field looks for amounts")
            return
        }
        #expect(decimal == "," && grouping == ".")
        #expect(marks.contains("€") && marks.contains("EUR"))
    }

    @Test func aTextScanIsNamedAsSuchInEveryLanguage() throws {
        for (locale, name) in [("en_US", "Scan text"), ("de_DE", "Text scannen"), ("ar_SA", "مسح النص ضوئيًا")] {
            let field = try textField(locale: locale)
            #expect(field.presentation().accessoryLabels[.scan] == name)
        }
        let barcode = try InputField(FieldConfiguration(id: "b", label: "B", hasScanAction: true))
        #expect(barcode.presentation().accessoryLabels[.scan] == "Scan barcode")
    }

    @Test func theDriverTakesRecognisedLines() throws {
        var session = MessageSession()
        _ = session.handle(#"{"configure": {"id": "iban", "format": {"iban": {}}, "scan": "text"}}"#)
        let answer = session.handle(#"{"event": "scan", "lines": [{"text": "IBAN DE89 3704 0044 0532 0130 00", "confidence": 0.91}]}"#)
        #expect(answer.contains(#""text":"DE89 3704 0044 0532 0130 00""#), "\(answer)")
        for bad in [#"{"event": "scan", "lines": [{"text": "x"}]}"#, #"{"event": "scan", "lines": [{"text": "x", "confidence": 3}]}"#,
                    #"{"event": "scan", "lines": "x"}"#, #"{"event": "scan", "lines": [], "text": "x"}"#] {
            #expect(session.handle(bad).contains(#""error""#), "\(bad)")
        }
        _ = session.handle(#"{"configure": {"id": "x", "scan": "camera"}}"#)
        #expect(session.handle(#"{"configure": {"id": "x", "scan": "camera"}}"#).contains("(printed text, OCR)"))
    }
}
