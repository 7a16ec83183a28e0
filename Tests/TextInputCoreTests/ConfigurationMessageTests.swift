import Testing
@testable import TextInputCore

/// A configuration written as a `configure` object and read back is the same configuration: what a server puts into
/// a page is exactly what the page's core builds.
@Suite struct ConfigurationMessageTests {
    static var everyKey: FieldConfiguration {
        var configuration = FieldConfiguration(id: "amount", label: "Amount")
        configuration.kind = .simple
        configuration.format = .number(NumberFormat(style: .currency, currency: "EUR", fractionDigits: 2, maximumFractionDigits: 4,
                                                    maximumIntegerDigits: 20, allowsNegative: false))
        configuration.prefix = "≈ "
        configuration.suffix = " net"
        configuration.limit = CharacterLimit(max: 30, policy: .stop)
        configuration.localeIdentifier = "de_DE"
        configuration.placeholder = "0,00 €"
        configuration.helper = "Without VAT"
        configuration.isRequired = true
        configuration.hasScanAction = true
        configuration.hasAccessoriesBelow = true
        configuration.keyboard = .decimal
        configuration.contentType = .oneTimeCode
        configuration.lineBreak = .truncateMiddle
        configuration.choices = ["1", "2,50", "<b>"]
        configuration.leadingIcon = "eurosign"
        configuration.trailingAction = TrailingAction(id: "calc", icon: "function", label: "Calculate")
        configuration.validation = [
            Validation(.required, on: .submit), Validation(.email, on: .change, message: "Say \"how\""),
            Validation(.digitsOnly), Validation(.pattern("^[0-9]+$"), on: .beforeFocusLeaves), Validation(.minLength(2)),
            Validation(.maxLength(9)), Validation(.range(min: DecimalNumber("-1.5"), max: nil)), Validation(.luhn), Validation(.iban),
        ]
        return configuration
    }

    @Test func everyKeyRoundTrips() throws {
        let configuration = Self.everyKey
        let message = try configuration.message(value: "12,5")
        #expect(try FieldConfiguration(message: message) == configuration)
        #expect(FieldConfiguration.initialValue(inMessage: message) == "12,5")
        // The message is the driver's own vocabulary: a configure line with it builds the field.
        var session = MessageSession()
        let answer = session.handle(line: Array(JSONValue.object([("configure", message)]).serialized.utf8))
        let parsed = try JSONValue.parse(answer)
        #expect(parsed["error"] == nil, "\(answer)")
        #expect(parsed["value"] == .string("12.5"))
    }

    @Test func defaultsStayOutAndEveryFormatRoundTrips() throws {
        #expect(try FieldConfiguration(id: "x").message().serialized == #"{"id":"x"}"#)
        for format: TextFormat in [.plain, .mask("+7 (###) ###-##-##"), .card, .iban, .letterCase(.upper), .letterCase(.lower),
                                   .number(NumberFormat()), .number(NumberFormat(style: .percent))] {
            var configuration = FieldConfiguration(id: "f")
            configuration.format = format
            for kind in FieldConfiguration.Kind.allCases {
                configuration.kind = kind
                for availability in FieldConfiguration.Availability.allCases {
                    configuration.availability = availability
                    #expect(try FieldConfiguration(message: configuration.message()) == configuration, "\(format) \(kind) \(availability)")
                }
            }
        }
    }

    @Test func aHandedOverTemplateTravelsWithTheFormat() throws {
        var configuration = FieldConfiguration(id: "price", format: .number(NumberFormat(style: .currency, currency: "EUR")))
        configuration = configuration.handingOverNumberTemplate(defaultLocale: "de_DE")
        let template = try #require(configuration.input.numberTemplate)
        #expect(template.positiveSuffix.hasSuffix("€"))
        #expect(try FieldConfiguration(message: configuration.message()) == configuration)
        // Another locale's field keeps its own; a template given is not replaced.
        #expect(configuration.handingOverNumberTemplate(defaultLocale: "en_US").input.numberTemplate == template)
    }

    @Test func customCodeIsNamedOrLeftToTheServer() throws {
        var configuration = FieldConfiguration(id: "user")
        configuration.validation = [Validation(.custom("notAdmin") { $0 == "admin" ? "Choose another name." : nil }), Validation(.minLength(3))]
        let message = try configuration.message()
        #expect(message.serialized == #"{"id":"user","validation":[{"rule":"minLength","value":3,"on":"blur"}]}"#)
        configuration.format = .custom(CustomFormat("hex", FoundationFreeTests.GermanDate()))
        #expect(throws: MessageError.self) { try configuration.message() }
        do {
            _ = try configuration.message()
        } catch {
            #expect(error.message.contains("custom format \"hex\""))
        }
    }
}

/// The driver's field events are named and keyed by one table (FieldEventName.table) that the parser reads and the
/// writer (MessageSession.message(for:)) writes from; each case is its row.
@Suite struct EventTableTests {
    @Test func everyCaseIsItsRow() throws {
        #expect(FieldEventName.table.count == FieldEventName.allCases.count)
        for event in FieldEventName.allCases {
            #expect(event.name == "\(event)", "row \(event.rawValue) is \(event.name), its case \(event)")
            #expect(FieldEventName(name: event.name) == event)
        }
        #expect(Set(FieldEventName.allNames).count == FieldEventName.allNames.count)
        // Every event refuses a key it does not take, naming the ones it does.
        let form = try InputForm(fields: [FieldConfiguration(id: "a", label: "A")])
        for event in FieldEventName.allCases where event != .toggleVisibility {
            let message = JSONValue.object([("event", .string(event.name)), ("field", .int(0)), ("bogus", .int(1))])
            #expect {
                _ = try MessageSession.formEvents(for: message, in: form)
            } throws: { error in
                let text = (error as? MessageError)?.message ?? ""
                return text.hasPrefix("unknown key \"bogus\"") && event.keys.allSatisfy { text.contains($0) }
            }
        }
    }

    /// One event of every kind the vocabulary has a message for.
    static let events: [InputForm.Event] = [
        .next, .previous, .submit, .post([PostedText(id: "a", text: "Ada"), PostedText(id: "b", text: "")]),
        .field(0, .focus), .field(1, .blur), .field(0, .edit(.insert("é"))), .field(0, .edit(.paste("two\nlines"))),
        .field(0, .edit(.deleteBackward(.character))), .field(0, .edit(.deleteBackward(.word))),
        .field(0, .edit(.deleteForward(.line))), .field(0, .edit(.select(anchor: 5, focus: 2))), .field(0, .edit(.selectAll)),
        .field(0, .edit(.move(.backward(.character)))), .field(0, .edit(.move(.forward(.word), extend: true))),
        .field(0, .edit(.move(.left(.character)))), .field(0, .edit(.move(.right(.word), extend: true))),
        .field(0, .edit(.move(.start))), .field(0, .edit(.move(.end, extend: true))), .field(0, .edit(.clear)),
        .field(0, .edit(.undo)), .field(0, .edit(.redo)), .field(0, .edit(.setComposition("かな"))),
        .field(0, .edit(.commitComposition("仮名"))), .field(1, .submit), .field(1, .tap(.visibility)),
        .field(0, .tap(.clear)), .field(0, .scanned("4006381333931")), .field(0, .scanFound(["A", "B"])),
        .field(0, .textRecognized([RecognizedLine(text: "DE89 3704", confidence: 0.875)])), .field(0, .chooseScanned(1)),
        .field(0, .returnKey), .field(0, .choose("Berlin")), .field(0, .escape), .field(0, .moveLine(.up)),
        .field(0, .moveLine(.down, extend: true)), .field(0, .leftOut(count: 3, fit: nil)), .field(0, .leftOut(count: 1, fit: 10)),
        .field(0, .setText("x")), .field(0, .adopt("y", selection: nil)), .field(0, .adopt("yz", selection: 1..<2)),
        .field(0, .setError("Taken.")), .field(0, .setError(nil)), .field(0, .setMessage("Did you mean x?", severity: .warning)),
        .field(0, .setMessage("Verified.", severity: .success)), .field(0, .setMessage("Reviewed.", severity: .information)),
        .field(0, .setChoices([Choice("Berlin"), Choice("Bern", detail: "CH")])),
        .field(0, .setChoices([Choice(id: "C-1", text: "Acme", detail: "Berlin", group: "Companies"), Choice(id: "C-2", text: "Acme")])),
        .field(0, .chooseID("C-1")), .field(0, .step(1)), .field(0, .step(-10)), .field(0, .stepToLimit(.up)),
        .field(0, .stepToLimit(.down)),
    ]

    @Test func everyEventReadsBackAsItself() throws {
        let form = try InputForm(fields: [FieldConfiguration(id: "a", label: "A"),
                                          FieldConfiguration(id: "b", label: "B", isSecure: true)])
        for event in Self.events {
            let message = try MessageSession.message(for: event)
            // Through text, as a page reads it.
            let read = try MessageSession.formEvents(for: try JSONValue.parse(message.serialized), in: form).events
            #expect(read == [event], "\(message.serialized)")
        }
        // Every row of the table is written by some event.
        var written = Set<String>()
        for event in Self.events {
            if case let .string(name)? = try MessageSession.message(for: event)["event"] { written.insert(name) }
        }
        #expect(Set(FieldEventName.allNames).subtracting(written) == ["toggleVisibility"],
                "toggleVisibility is read as tap(visibility), which is written as tap")
    }

    @Test func eventsWithoutAMessageSayWhatToSend() {
        for event: InputForm.Event in [.field(0, .edit(.replaceAll("x"))), .field(0, .edit(.commit)),
                                       .field(0, .edit(.move(.backward(.line)))), .field(0, .focusWillLeave)] {
            #expect {
                _ = try MessageSession.message(for: event)
            } throws: { error in
                let text = (error as? MessageError)?.message ?? ""
                return text.contains("send") || text.contains("sends")
            }
        }
    }

    /// The writer refuses what the parser would refuse, so a spec the server writes always opens in the page; and the
    /// events a form applies are the ones the parser reads back.
    @Test func theWriterRefusesWhatTheParserRefuses() throws {
        for event: InputForm.Event in [.field(0, .leftOut(count: 0, fit: nil)), .field(0, .leftOut(count: 2, fit: -1)),
                                       .field(0, .edit(.select(anchor: -1, focus: 0))), .field(0, .chooseScanned(-2)),
                                       .field(0, .adopt("x", selection: -1..<0))] {
            #expect(throws: MessageError.self) { _ = try MessageSession.message(for: event) }
        }
        let form = try InputForm(fields: [FieldConfiguration(id: "a", label: "A"), FieldConfiguration(id: "b", label: "B")])
        let confidence = 0.8.nextDown
        for event: InputForm.Event in [.focus(1), .field(0, .setError("")), .field(0, .setMessage(nil, severity: .warning)),
                                       .field(0, .setMessage("", severity: .success)),
                                       .field(0, .textRecognized([RecognizedLine(text: "x", confidence: confidence)]))] {
            let read = try MessageSession.formEvents(for: try JSONValue.parse(try MessageSession.message(for: event).serialized),
                                                     in: form).events
            #expect(read == MessageSession.canonical([event]), "\(event)")
        }
    }

    /// A lone field's version 2 `announce` over several events: the last announcement, else the last refusal, as a
    /// form's `FormResponse.spoken`.
    @Test func aLoneFieldsAnnounceIsTheAnnouncementElseTheRefusal() {
        var facts = MessageSession.AnswerFacts()
        facts.add(FieldResponse(refusal: "Refused."))
        #expect(facts.announce == "Refused.")
        facts.add(FieldResponse(announcement: "Said."))
        facts.add(FieldResponse(refusal: "Refused again."))
        #expect(facts.announce == "Said.")
    }

    @Test func typingOfSeveralCharactersIsOneInsertPerCharacter() throws {
        let events: [InputForm.Event] = [.field(0, .edit(.insert("né"))), .next]
        #expect(MessageSession.canonical(events) == [.field(0, .edit(.insert("n"))), .field(0, .edit(.insert("é"))), .next])
        let form = try InputForm(fields: [FieldConfiguration(id: "a", label: "A")])
        let message = try MessageSession.message(for: events[0])
        #expect(try MessageSession.formEvents(for: message, in: form).events == MessageSession.canonical([events[0]]))
    }
}
