import Foundation
import Testing
import TextInputCore
import TextInputDriver

@Suite struct FormFileTests {
    @Test func aDriverLineOrTheBareObjectBuildsTheForm() throws {
        let line = #"{"form": {"locale": "de_DE", "fields": [{"id": "name", "label": "Name", "required": true}, {"id": "amount", "format": {"number": {"style": "currency", "currency": "EUR"}}, "value": "1234.5"}]}}"#
        let form = try DriverSession.form(fromJSON: Data(line.utf8))
        #expect(form.fields.map(\.configuration.id) == ["name", "amount"])
        #expect(form.fields[1].editor.text == "1.234,50\u{A0}€")
        let bare = try DriverSession.form(fromJSON: Data(#"{"fields": [{"label": "A"}]}"#.utf8))
        #expect(bare.fields.map(\.configuration.id) == ["field0"])
    }

    @Test func mistakesNameTheKey() {
        #expect(throws: DriverError.self) { try DriverSession.form(fromJSON: Data("{".utf8)) }
        do {
            _ = try DriverSession.form(fromJSON: Data(#"{"form": {"fields": [{"lable": "A"}]}}"#.utf8))
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.message.contains("\"lable\""))
        }
    }
}
