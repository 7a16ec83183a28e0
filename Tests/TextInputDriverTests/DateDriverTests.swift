import Testing
@testable import TextInputDriver

/// #48's date contract through the driver, natively and in the WebAssembly core: `{"date": {}}` with optional ISO
/// `min` and `max`; the value is the ISO date once complete and real, else the digits typed.
@Suite struct DateDriverTests {
    @Test func typedInGermanTheValueIsISO() {
        var script = Script()
        var out = script.send(#"{"configure": {"label": "Due Date", "locale": "de_DE", "format": {"date": {}}}}"#)
        #expect(out["placeholder"]?.string == "TT.MM.JJJJ", "\(out)")
        #expect(out["keyboard"]?.string == "number")
        _ = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "type", "text": "3112"}"#)
        #expect(out["text"]?.string == "31.12", "\(out)")
        #expect(out["value"]?.string == "3112")
        out = script.send(#"{"event": "type", "text": "2026"}"#)
        #expect(out["text"]?.string == "31.12.2026")
        #expect(out["value"]?.string == "2026-12-31")
    }

    @Test func invalidDatesAndBoundsGetMessagesThatSayHowToFixThem() {
        var script = Script()
        _ = script.send(#"{"configure": {"label": "Due Date", "format": {"date": {"min": "2026-01-01", "max": "2026-12-31"}}}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        _ = script.send(#"{"event": "type", "text": "04312026"}"#)
        var out = script.send(#"{"event": "blur"}"#)
        #expect(out["value"]?.string == "04312026")
        #expect(out["message"]?["text"]?.string == "04/31/2026 is not a date. Check the day and the month.", "\(out)")
        _ = script.send(#"{"event": "focus"}"#)
        _ = script.send(#"{"event": "selectAll"}"#)
        _ = script.send(#"{"event": "paste", "text": "2027-01-02"}"#)
        out = script.send(#"{"event": "blur"}"#)
        #expect(out["value"]?.string == "2027-01-02")
        #expect(out["message"]?["text"]?.string == "Enter a date from 01/01/2026 to 12/31/2026.", "\(out)")
        out = script.send(#"{"configure": {"format": {"date": {"min": "2026-02-30"}}}}"#)
        #expect(out["error"]?.string?.contains("ISO date") == true, "\(out)")
    }

    @Test func arabicDigitsAndPersianCalendar() {
        var script = Script()
        _ = script.send(#"{"configure": {"label": "التاريخ", "locale": "ar_SA", "format": {"date": {}}}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        var out = script.send(#"{"event": "type", "text": "٣١١٢٢٠٢٦"}"#)
        #expect(out["value"]?.string == "2026-12-31", "\(out)")
        #expect(out["text"]?.string?.contains("٢٠٢٦") == true)
        _ = script.send(#"{"configure": {"label": "تاریخ", "locale": "fa_IR", "format": {"date": {}}}}"#)
        _ = script.send(#"{"event": "focus"}"#)
        out = script.send(#"{"event": "type", "text": "14051010"}"#)
        #expect(out["value"]?.string == "2026-12-31", "1405/10/10 in Iran's calendar: \(out)")
        #expect(out["text"]?.string == "۱۴۰۵/۱۰/۱۰")
    }
}
