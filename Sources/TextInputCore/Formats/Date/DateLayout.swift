/// A date field's pattern and its readings: the grouped format's layout of
/// ``TextFormat/date(_:)`` (``GroupedValueFormatter``). Value characters are
/// the eight ASCII digits in the template's order; the text shows them in
/// the locale's digits; the value is the ISO date once they make a real day.
final class DateLayout: Sendable {
    let template: DateTemplate
    let mask: MaskPattern
    /// The locale's digits, where they differ from ASCII and each is one UTF-16 unit (offsets stay the same).
    let shownDigits: [Character]?
    /// Where each part's digits start among the eight value characters.
    let starts: (day: Int, month: Int, year: Int)

    init(_ template: DateTemplate) throws(ConfigurationError) {
        if let problem = template.problem { throw .conflict("The date template cannot be used: \(problem).") }
        self.template = template
        self.mask = try MaskPattern(template.maskPattern)
        let digits = Array(template.digits)
        shownDigits = digits == Array("0123456789") || !digits.allSatisfy({ $0.utf16.count == 1 }) ? nil : digits
        var offset = 0
        var found = (day: 0, month: 0, year: 0)
        for part in template.order {
            switch part {
            case .day: found.day = offset
            case .month: found.month = offset
            case .year: found.year = offset
            }
            offset += part.width
        }
        starts = found
    }

    /// The day the eight value characters name, nil when they are fewer or
    /// name no day of the template's calendar.
    func date(_ raw: [Character]) -> CalendarDate? {
        guard raw.count == 8, let fields = fields(raw) else { return nil }
        return template.calendar.date(year: fields.year, month: fields.month, day: fields.day)
    }

    /// Year, month and day as the value characters give them (in the template's calendar).
    func fields(_ raw: [Character]) -> (year: Int, month: Int, day: Int)? {
        guard raw.count == 8 else { return nil }
        func number(_ start: Int, _ width: Int) -> Int? {
            var value = 0
            for character in raw[start..<(start + width)] {
                guard let digit = character.asciiDigit else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(starts.year, 4), let month = number(starts.month, 2), let day = number(starts.day, 2) else {
            return nil
        }
        return (year, month, day)
    }

    /// The field's value: the ISO date once the digits name a real day, else the digits typed.
    func value(of raw: [Character]) -> String {
        date(raw)?.description ?? String(raw)
    }

    /// The eight value characters of a day, in the template's calendar and order.
    func raw(for date: CalendarDate) -> [Character] {
        let fields = template.calendar.fields(of: date)
        var raw: [Character] = []
        for part in template.order {
            let number = part == .day ? fields.day : part == .month ? fields.month : fields.year
            raw += Array(CalendarDate.padded(number, part.width))
        }
        return raw
    }

    /// A rendering with the locale's digits in place of ASCII ones.
    func localized(_ rendering: ValueRendering) -> ValueRendering {
        guard let shownDigits, rendering.text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return rendering }
        var text = ""
        for character in rendering.text {
            if let digit = character.asciiDigit { text.append(shownDigits[digit]) } else { text.append(character) }
        }
        var shown = rendering
        shown.text = text
        return shown
    }

    /// A whole date written another way than the field's digits (pasted,
    /// restored, autofilled): ISO 8601 (`2026-12-31`), the locale's order with
    /// one-digit parts or other separators (`1.5.2026`), or a long form with a
    /// month name of the template's (`31. Dezember 2026`, `December 31, 2026`).
    /// Digits of any script. Nil when the text is none of these.
    func wholeDate(_ text: [Character]) -> CalendarDate? {
        var numbers: [(value: Int, width: Int)] = []
        var words: [String] = []
        var current = ""
        var digits: (value: Int, width: Int)?
        var separators = 0
        for original in text + [" "] {
            let character = original.foldedForCode
            if let digit = character.asciiDigit {
                if !current.isEmpty { words.append(current); current = "" }
                digits = ((digits?.value ?? 0) * 10 + digit, (digits?.width ?? 0) + 1)
                guard digits!.width <= 4 else { return nil }
                continue
            }
            if let number = digits { numbers.append(number); digits = nil }
            if character.isLetter {
                current.append(character)
            } else {
                if !current.isEmpty { words.append(current); current = "" }
                separators += 1
            }
        }
        // Typed digits alone are the mask's to place.
        guard separators > 1 || !words.isEmpty, numbers.count == 3 || (numbers.count == 2 && words.count >= 1) else { return nil }
        if numbers.count == 3, words.isEmpty {
            if numbers[0].width == 4, text.contains(where: { $0 == "-" }) {
                // ISO 8601: year, month, day.
                return CalendarDate(year: numbers[0].value, month: numbers[1].value, day: numbers[2].value)
            }
            var fields = (year: 0, month: 0, day: 0)
            for (part, number) in zip(template.order, numbers) {
                switch part {
                case .year: guard number.width == 4 else { return nil }; fields.year = number.value
                case .month: guard number.width <= 2 else { return nil }; fields.month = number.value
                case .day: guard number.width <= 2 else { return nil }; fields.day = number.value
                }
            }
            return template.calendar.date(year: fields.year, month: fields.month, day: fields.day)
        }
        // A long form: one month name among the words, a four-digit year and a day.
        guard numbers.count == 2, let month = monthNumber(words) else { return nil }
        let yearFirst = numbers[0].width == 4
        let year = yearFirst ? numbers[0] : numbers[1]
        let day = yearFirst ? numbers[1] : numbers[0]
        guard year.width == 4, day.width <= 2 else { return nil }
        return template.calendar.date(year: year.value, month: month, day: day.value)
    }

    /// The month (1 to 12) one of `words` names: a month name of the
    /// template, or its first three letters or more, ignoring case and accents.
    private func monthNumber(_ words: [String]) -> Int? {
        guard !template.monthNames.isEmpty else { return nil }
        let names = template.monthNames.map { TextFolding.key($0) }
        var found: Int?
        for word in words {
            let key = TextFolding.key(word)
            guard key.count >= 3 else { continue }
            if let index = names.firstIndex(where: { $0 == key || $0.hasPrefix(key) }) {
                if found != nil && found != index + 1 { return nil }
                found = index + 1
            }
        }
        return found
    }

    /// The pattern as the placeholder shows it, in the language's letters.
    func placeholder(letters: String) -> String {
        template.placeholder(letters: letters)
    }
}

extension Character {
    /// The value of an ASCII digit, else nil.
    var asciiDigit: Int? {
        guard let byte = utf8.first, utf8.count == 1, byte >= 0x30, byte <= 0x39 else { return nil }
        return Int(byte - 0x30)
    }
}
