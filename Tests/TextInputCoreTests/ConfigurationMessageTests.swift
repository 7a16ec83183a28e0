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

/// The driver's field events are named, keyed and switched over from three lists that must stay in step.
@Suite struct EventTableTests {
    @Test func namesKeysAndCasesAreInStep() throws {
        #expect(MessageSession.fieldEvents.count == FieldEventName.allCases.count)
        #expect(MessageSession.fieldEventKeys.count == FieldEventName.allCases.count)
        #expect(MessageSession.fieldEvents[FieldEventName.setChoices.rawValue] == "setChoices")
        #expect(MessageSession.fieldEvents[FieldEventName.toggleVisibility.rawValue] == "toggleVisibility")
        #expect(MessageSession.fieldEventKeys[FieldEventName.adopt.rawValue] == "text from to")
        #expect(Set(MessageSession.fieldEvents).count == MessageSession.fieldEvents.count)
        // Every event refuses a key it does not take, naming the ones it does.
        let form = try InputForm(fields: [FieldConfiguration(id: "a", label: "A")])
        for (index, name) in MessageSession.fieldEvents.enumerated() where name != "toggleVisibility" {
            let message = JSONValue.object([("event", .string(name)), ("field", .int(0)), ("bogus", .int(1))])
            #expect {
                _ = try MessageSession.formEvents(for: message, in: form)
            } throws: { error in
                let text = (error as? MessageError)?.message ?? ""
                let keys = MessageSession.fieldEventKeys[index].split(separator: " ").map(String.init)
                return text.hasPrefix("unknown key \"bogus\"") && keys.allSatisfy { text.contains($0) }
            }
        }
    }
}
