import Foundation
import Testing
import TextInputCore

/// #48 item 4: number fields with a stepper (`step`, `min`, `max`), exact decimal steps, bounds, and a value typed off
/// the grid kept with a message that names the nearest allowed values.
@Suite struct StepperTests {
    func field(_ number: NumberFormat, locale: String = "en_US", value: String = "") throws -> InputField {
        try InputField(FieldConfiguration(id: "quantity", label: "Quantity", format: .number(number), localeIdentifier: locale),
                       value: value)
    }

    @Test func tenStepsOfOneTenthAreExactlyOne() throws {
        var field = try field(NumberFormat(step: DecimalNumber("0.1")))
        field.send(.focus)
        for _ in 0..<10 { field.send(.step(1)) }
        #expect(field.value == "1", "exact decimals: binary floating point gives 0.9999999999999999")
        for _ in 0..<3 { field.send(.step(-1)) }
        #expect(field.value == "0.7")
        field._checkInvariants()
    }

    /// Exact sums and remainders against Foundation's `Decimal` over many random operands.
    @Test func decimalArithmeticMatchesFoundation() {
        var generator = SystemRandomNumberGenerator()
        func random() -> DecimalNumber {
            let digits = Int.random(in: 1...12, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            for _ in 0..<digits { text += String(Int.random(in: 0...9, using: &generator)) }
            let point = Int.random(in: 0...digits, using: &generator)
            if point < digits { text.insert(".", at: text.index(text.endIndex, offsetBy: -(digits - point))) }
            if text.hasSuffix(".") { text.removeLast() }
            if text.hasPrefix(".") || text.hasPrefix("-.") { text = text.replacingOccurrences(of: ".", with: "0.") }
            return DecimalNumber(text)!
        }
        for _ in 0..<2_000 {
            let a = random(), b = random()
            let da = Decimal(string: a.description)!, db = Decimal(string: b.description)!
            #expect(Decimal(string: (a + b).description)! == da + db, "\(a) + \(b)")
            #expect(Decimal(string: (a - b).description)! == da - db, "\(a) - \(b)")
            let factor = Int.random(in: -12...12, using: &generator)
            #expect(Decimal(string: a.multiplied(by: factor).description)! == da * Decimal(factor), "\(a) × \(factor)")
            let divisor = b.isNegative ? -b : b
            guard !divisor.isZero, let remainder = a.floorRemainder(dividingBy: divisor) else { continue }
            // a = q·divisor + remainder with an integer q and 0 <= remainder < divisor.
            let quotient = (da - Decimal(string: remainder.description)!) / Decimal(string: divisor.description)!
            var rounded = Decimal()
            var copy = quotient
            NSDecimalRound(&rounded, &copy, 0, .plain)
            #expect(rounded == quotient, "\(a) mod \(divisor) = \(remainder)")
            #expect(!remainder.isNegative && remainder < divisor, "\(a) mod \(divisor) = \(remainder)")
        }
    }

    @Test func boundsStopStepsAndPageKeysGoTen() throws {
        var field = try field(NumberFormat(step: DecimalNumber("0.5"), minimum: 1, maximum: DecimalNumber("7.25")))
        field.send(.focus)
        field.send(.step(1))
        #expect(field.value == "1", "an empty field counts as 0: up from it is the minimum")
        field.send(.step(10))
        #expect(field.value == "6")
        field.send(.step(10))
        #expect(field.value == "7", "the largest allowed value below an off-grid maximum")
        #expect(!field.presentation().stepper!.canIncrease)
        #expect(field.presentation().stepper!.canDecrease)
        let response = field.send(.step(1))
        #expect(!response.edit.textChanged, "at the bound nothing changes")
        field.send(.stepToLimit(.down))
        #expect(field.value == "1")
        #expect(!field.presentation().stepper!.canDecrease)
        field.send(.stepToLimit(.up))
        #expect(field.value == "7")
        field.send(.moveLine(.down))
        #expect(field.value == "6.5", "Down steps down in a stepper")
        field.send(.moveLine(.up))
        #expect(field.value == "7")
    }

    @Test func anEmptyFieldCountsAsZeroAsABrowsersNumberInputDoes() throws {
        var bounded = try field(NumberFormat(step: 2, minimum: 3, maximum: 9))
        bounded.send(.step(-1))
        #expect(bounded.value == "3", "below the minimum goes to it")
        var open = try field(NumberFormat(step: 2))
        open.send(.step(-1))
        #expect(open.value == "-2")
        var positive = try field(NumberFormat(allowsNegative: false, step: 2))
        positive.send(.step(-1))
        #expect(positive.value == "0", "a field that refuses negatives steps no lower than 0")
        positive.send(.step(1))
        #expect(positive.value == "2")
    }

    @Test func aValueOffTheGridIsKeptAndTheMessageNamesTheNearestAllowedValues() throws {
        var field = try field(NumberFormat(step: DecimalNumber("0.25"), minimum: 0, maximum: 10))
        field.send(.focus)
        field.send(.edit(.paste("1.3")))
        field.send(.blur)
        #expect(field.value == "1.3", "never a silent snap")
        #expect(field.presentation().message?.text == "Enter 1.25 or 1.5, the nearest allowed values.")
        #expect(!field.isValid)
        field.send(.focus)
        field.send(.step(1))
        #expect(field.value == "1.5", "the first step from off the grid goes to the grid value above")
        #expect(field.presentation().message == nil || field.presentation().message?.kind != .error)
        field.send(.edit(.replaceAll("1.3")))
        field.send(.step(-1))
        #expect(field.value == "1.25")
        field.send(.edit(.replaceAll("12")))
        field.send(.blur)
        #expect(field.presentation().message?.text == "Enter a number from 0.00 to 10.00." ||
                field.presentation().message?.text == "Enter a number from 0 to 10.", "\(String(describing: field.presentation().message))")
        #expect(field.value == "12")
    }

    /// The text with the no-break spaces Foundation puts before a currency sign as plain spaces.
    func spaced(_ text: String?) -> String? {
        text.map { String($0.map { $0 == "\u{00A0}" || $0 == "\u{202F}" ? " " : $0 }) }
    }

    @Test func messagesShowNumbersAsTheFieldDoes() throws {
        var euro = try field(NumberFormat(style: .currency, currency: "EUR", step: DecimalNumber("0.5"), minimum: 1, maximum: 50),
                             locale: "de_DE")
        euro.send(.focus)
        euro.send(.edit(.paste("2,20")))
        euro.send(.blur)
        #expect(spaced(euro.presentation().message?.text) == "Geben Sie 2,00 € oder 2,50 € ein, die nächsten zulässigen Werte.",
                "\(String(describing: euro.presentation().message))")
        euro.send(.focus)
        euro.send(.edit(.replaceAll("60")))
        euro.send(.blur)
        #expect(spaced(euro.presentation().message?.text) == "Geben Sie eine Zahl von 1,00 € bis 50,00 € ein.")
        var arabic = try field(NumberFormat(step: DecimalNumber("0.5")), locale: "ar_EG")
        arabic.send(.focus)
        arabic.send(.edit(.paste("١٫٢")))
        arabic.send(.blur)
        #expect(arabic.value == "1.2")
        #expect(arabic.presentation().message?.text.contains("١") == true, "the locale's digits: \(String(describing: arabic.presentation().message))")
    }

    @Test func percentAndCurrencyStepExactly() throws {
        var percent = try field(NumberFormat(style: .percent, step: DecimalNumber("0.01"), minimum: 0, maximum: 1))
        percent.send(.focus)
        for _ in 0..<7 { percent.send(.step(1)) }
        #expect(percent.value == "0.07", "a percent's step is in its value: 0.01 is one point")
        #expect(percent.editor.bodyText.hasPrefix("7"))
        percent.send(.stepToLimit(.up))
        #expect(percent.value == "1")
        var money = try field(NumberFormat(style: .currency, currency: "USD", step: DecimalNumber("0.05")), value: "19.95")
        money.send(.focus)
        money.send(.step(1))
        #expect(money.value == "20")
        money.send(.blur)
        #expect(money.editor.bodyText == "$20.00")
        money.send(.focus)
        money.send(.edit(.undo))
        #expect(money.value == "19.95", "a step is one undo step")
    }

    @Test func readOnlyAndPlainNumberFieldsDoNotStep() throws {
        var plain = try field(NumberFormat(), value: "5")
        plain.send(.focus)
        plain.send(.step(1))
        #expect(plain.value == "5")
        #expect(plain.presentation().stepper == nil)
        var configuration = FieldConfiguration(id: "q", label: "Quantity", format: .number(NumberFormat(step: 1)))
        configuration.isReadOnly = true
        var readOnly = try InputField(configuration, value: "5")
        let response = readOnly.send(.step(1))
        #expect(readOnly.value == "5")
        #expect(response.edit.rejection == .notEditable)
        #expect(readOnly.presentation().stepper == StepperPresentation(canIncrease: false, canDecrease: false,
                                                                         increaseLabel: "Increase", decreaseLabel: "Decrease"))
    }

    @Test func configurationsAStepperCannotHoldAreRefusedWithAReason() {
        for (format, words) in [
            (NumberFormat(style: .currency, currency: "USD", step: DecimalNumber("0.001")), "step must be a value the field holds"),
            (NumberFormat(step: 0), "step must be above zero"),
            (NumberFormat(minimum: 5, maximum: 1), "min must not be above max"),
            (NumberFormat(maximumIntegerDigits: 2, maximum: 1000), "max must be a value the field holds"),
        ] {
            #expect(throws: ConfigurationError.self) { _ = try InputField(FieldConfiguration(id: "x", format: .number(format))) }
            do {
                _ = try InputField(FieldConfiguration(id: "x", format: .number(format)))
            } catch {
                #expect(error.description.contains(words), "\(error.description)")
            }
        }
    }

    @Test func steppingAKeyedNumberThroughStepperValuesMatchesFoundation() {
        // Every step from random values lands on the grid, within the bounds, and next to the value it came from.
        let stepper = NumberStepper(step: DecimalNumber("0.3")!, minimum: DecimalNumber("-1.1"), maximum: DecimalNumber("4"))
        for index in 0..<500 {
            let value = DecimalNumber(String(format: "%.2f", Double(index) / 50 - 3))!
            for count in [1, -1, 10, -10] {
                let result = stepper.stepped(value, by: count)!
                #expect(stepper.allows(result), "\(value) by \(count) → \(result)")
                let low = Decimal(string: value.description)!, high = Decimal(string: result.description)!
                if count > 0 { #expect(high >= low || value > DecimalNumber("3.7")!, "\(value) up → \(result)") }
                if count < 0 { #expect(high <= low || value < DecimalNumber("-1.1")!, "\(value) down → \(result)") }
            }
        }
    }
}
