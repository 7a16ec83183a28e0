import Testing
import TextInputCore
@testable import TextInputWeb

/// #48, item 3: a date field's calendar on the web: WebForm writes a hidden button and date input with the field's
/// bounds after the field and the calendar's script once; client-date.js (tests-web/test_steppers_dates.py) puts
/// them in the field's box and sends the day picked through the page's core.
@Suite struct DateCalendarWebTests {
    static func form(locale: String) -> WebForm {
        var due = FieldConfiguration(id: "due", label: "Due")
        due.format = .date(DateFormat(minimum: CalendarDate(iso: "2026-01-01"), maximum: CalendarDate(iso: "2026-12-31")))
        return WebForm(id: "d", action: "/d", fields: [FieldConfiguration(id: "name", label: "Name"), due], localeIdentifier: locale)
    }

    @Test func aDateFieldHasItsCalendarAndThePageItsScript() throws {
        let assets = try WebAssets()
        let html = try Self.form(locale: "de_DE").html(assets: assets)
        #expect(html.contains(#"<span class="tik-cal" data-tik-cal-for="1" hidden><button type="button" class="tik-acc-btn tik-cal-btn" tabindex="-1" aria-label="Datum auswählen""#))
        #expect(html.contains(#"<input type="date" class="tik-cal-picker" tabindex="-1" aria-hidden="true" min="2026-01-01" max="2026-12-31">"#))
        #expect(html.components(separatedBy: "<script src=\"\(assets.dateScript.path)\" defer></script>").count == 2, "once")
        #expect(html.contains(WebForm.appControlsStyle))
        #expect(assets.asset(at: assets.dateScript.path) != nil && assets.dateScript.path.hasPrefix("/assets/client-date."))
        let plain = try WebForm(id: "p", action: "/p", fields: [FieldConfiguration(id: "name", label: "Name")]).html(assets: assets)
        #expect(!plain.contains("client-date.") && !plain.contains("tik-cal"))
    }

    @Test func everyLanguageNamesTheCalendar() {
        let english = Localizer(localeIdentifier: "en").string(ServerText.chooseDate)
        #expect(english == "Choose a date")
        for language in Localizer.supportedLanguages where language != "en" {
            #expect(Localizer(localeIdentifier: language).string(ServerText.chooseDate) != english, "\(language)")
        }
    }

    @Test func thePolicyAllowsTheStyleByItsHash() {
        #expect(WebAssets.contentSecurityPolicy.contains("style-src 'self' '\(WebForm.appControlsStyleHash)';"))
    }
}
