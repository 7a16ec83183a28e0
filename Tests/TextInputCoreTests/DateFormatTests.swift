import Foundation
import Testing
import TextInputCore

/// #48 item 3: dates typed as people of each country write them, checked at blur, with an ISO value.
@Suite struct DateFormatTests {
    func field(_ locale: String, _ format: DateFormat = DateFormat(), value: String = "") throws -> InputField {
        try InputField(FieldConfiguration(id: "due", label: "Due Date", format: .date(format), localeIdentifier: locale), value: value)
    }

    @Test(arguments: [("en_US", "12/31/2026"), ("de_DE", "31.12.2026"), ("ja_JP", "2026/12/31"), ("fr_FR", "31/12/2026"),
                      ("en_GB", "31/12/2026"), ("ar_SA", "٣١/١٢/٢٠٢٦"), ("fa_IR", "۱۴۰۵/۱۰/۱۰")])
    func typedInTheLocalesOrder(locale: String, shown: String) throws {
        var field = try field(locale)
        field.send(.focus)
        let digits = shown.filter { $0.isNumber }
        for digit in digits { field.send(.edit(.insert(String(digit)))) }
        field.send(.blur)
        #expect(field.editor.bodyText.filter { $0 != "\u{200F}" && $0 != "\u{061C}" } == shown, "\(locale)")
        #expect(field.value == "2026-12-31", "\(locale)")
        #expect(field.presentation().message == nil)
    }

    @Test func theValueIsTheDigitsUntilTheyMakeARealDay() throws {
        var field = try field("en_US")
        field.send(.focus)
        field.send(.edit(.insert("0")))
        field.send(.edit(.insert("4")))
        #expect(field.editor.bodyText == "04")
        field.send(.edit(.insert("3")))
        #expect(field.editor.bodyText == "04/3", "the separator appears as the next digit comes")
        for digit in "12026" { field.send(.edit(.insert(String(digit)))) }
        #expect(field.value == "04312026", "31 April is no day: the digits typed")
        field.send(.blur)
        #expect(field.presentation().message?.text == "04/31/2026 is not a date. Check the day and the month.")
        #expect(!field.isValid)
    }

    @Test func anIncompleteDateAsksForTheWholeOneInThePattern() throws {
        var field = try field("de_DE")
        #expect(field.presentation().placeholder == "TT.MM.JJJJ")
        field.send(.focus)
        field.send(.edit(.paste("3112")))
        field.send(.blur)
        #expect(field.presentation().message?.text == "Geben Sie das ganze Datum im Format TT.MM.JJJJ ein.")
    }

    @Test func noTwentyNinthOfFebruaryIn2027() throws {
        var field = try field("en_US")
        field.send(.focus)
        field.send(.edit(.paste("02/29/2027")))
        field.send(.blur)
        #expect(field.value == "02292027")
        #expect(field.presentation().message?.kind == .error)
        field.send(.focus)
        field.send(.edit(.replaceAll("02/29/2028")))
        field.send(.blur)
        #expect(field.value == "2028-02-29")
        #expect(field.presentation().message == nil)
    }

    @Test func boundsAreCheckedAtBlurWithDatesAsTheFieldShowsThem() throws {
        var field = try field("de_DE", DateFormat(minimum: CalendarDate(iso: "2026-01-01"), maximum: CalendarDate(iso: "2026-12-31")))
        field.send(.focus)
        field.send(.edit(.paste("01.01.2027")))
        field.send(.blur)
        #expect(field.presentation().message?.text == "Geben Sie ein Datum vom 01.01.2026 bis zum 31.12.2026 ein.")
        var early = try self.field("en_US", DateFormat(minimum: CalendarDate(iso: "2026-06-01")))
        early.send(.focus)
        early.send(.edit(.paste("2026-05-31")))
        early.send(.blur)
        #expect(early.presentation().message?.text == "Enter a date on or after 06/01/2026.")
    }

    @Test(arguments: [("en_US", "2026-12-31"), ("en_US", "December 31, 2026"), ("de_DE", "31. Dezember 2026"),
                      ("de_DE", "31.12.2026"), ("de_DE", "1.5.2026"), ("fr_FR", "31 décembre 2026"), ("ja_JP", "2026/12/31"),
                      ("ar_SA", "2026-12-31"), ("en_US", "٢٠٢٦-١٢-٣١")])
    func pastesOfCommonFormsAreRead(locale: String, pasted: String) throws {
        var field = try field(locale)
        field.send(.focus)
        field.send(.edit(.paste(pasted)))
        let expected = pasted == "1.5.2026" ? "2026-05-01" : "2026-12-31"
        #expect(field.value == expected, "\(locale) \(pasted) → \(field.editor.bodyText)")
    }

    @Test func aConfiguredISOValueShowsInTheLocalesForm() throws {
        let field = try field("de_DE", value: "2026-12-31")
        #expect(field.editor.bodyText == "31.12.2026")
        #expect(field.value == "2026-12-31")
    }

    /// The Persian calendar against Foundation's, day by day over four centuries of Gregorian years.
    @Test func persianDaysMatchFoundation() {
        var persian = Calendar(identifier: .persian)
        persian.timeZone = TimeZone(identifier: "UTC")!
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        var day = gregorian.date(from: DateComponents(year: 1800, month: 1, day: 1))!
        var checked = 0
        while checked < 4_000 {
            let g = gregorian.dateComponents([.year, .month, .day], from: day)
            let p = persian.dateComponents([.year, .month, .day], from: day)
            let date = CalendarDate(year: g.year!, month: g.month!, day: g.day!)!
            let fields = DateCalendar.persian.fields(of: date)
            #expect(fields.year == p.year && fields.month == p.month && fields.day == p.day, "\(date)")
            #expect(DateCalendar.persian.date(year: p.year!, month: p.month!, day: p.day!) == date, "\(date)")
            day = day.addingTimeInterval(86_400 * 37)
            checked += 1
        }
    }

    /// Every shipped locale: 2,000 days formatted by Foundation with the field's numeric pattern, typed digit by digit,
    /// read back as the same ISO day; and the field's text is Foundation's text.
    @Test(arguments: ["en_US", "de_DE", "fr_FR", "es_ES", "ja_JP", "zh_CN", "ar_SA", "he_IL", "fa_IR", "pt_BR", "en_GB"])
    func differentialAgainstFoundation(locale: String) throws {
        let template = DateTemplate(localeIdentifier: locale)
        var components = Locale.Components(locale: Locale(identifier: locale))
        components.calendar = template.calendar == .persian ? .persian : .gregorian
        let formatter = DateFormatter()
        formatter.locale = Locale(components: components)
        formatter.calendar = Calendar(identifier: template.calendar == .persian ? .persian : .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: "ddMMyyyy", options: 0, locale: formatter.locale)
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let day = CalendarDate(year: Int.random(in: 1950...2100, using: &generator), month: Int.random(in: 1...12, using: &generator),
                                   day: Int.random(in: 1...28, using: &generator))!
            let date = day.startOfDayUTC
            let foundation = formatter.string(from: date)
            var field = try InputField(FieldConfiguration(id: "d", format: .date(DateFormat()), localeIdentifier: locale))
            field.send(.focus)
            field.send(.edit(.paste(foundation)))
            #expect(field.value == day.description, "\(locale): \(foundation)")
            field.send(.blur)
            let shown = field.editor.bodyText
            #expect(shown.filter(\.isNumber) == foundation.filter(\.isNumber), "\(locale): \(shown) vs \(foundation)")
            // Foundation reads the field's text back as the same day.
            #expect(formatter.date(from: shown).map { gregorian.dateComponents([.year, .month, .day], from: $0) }
                    == gregorian.dateComponents([.year, .month, .day], from: date), "\(locale): \(shown)")
        }
    }
}
