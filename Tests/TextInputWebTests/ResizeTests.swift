import Foundation
import Testing
import TextInputCore
@testable import TextInputHTML
@testable import TextInputGallery

/// The page tells its core the width a field really has (`resize`), and the
/// core lays the field's text out for it.
@Suite struct ResizeTests {
    @Test func aNarrowerFieldTruncatesEarlierAndAWiderOneShowsItAll() throws {
        var driver = LiveFormDriver(page: "linebreaks")
        let id = "subject-truncateTail"
        let subject = driver.presentation(id).text
        let initial = try #require(driver.presentation(id).fitted?.lines.first)
        #expect(initial.hasSuffix("…"))

        let narrow = driver.send("resize", field: id, [("px", .int(160))])
        let narrowLine = try #require(driver.presentation(id).fitted?.lines.first)
        #expect(narrowLine.hasSuffix("…") && narrowLine.count < initial.count)
        #expect(WebMeasurer().width(of: narrowLine) <= WebMeasurer.units(forPixels: 160, fontSize: 17))
        // The answer carries the field's new fitted lines and keeps its text.
        #expect(narrow.field(driver.index(of: id))?["fit"]?.stringValue == FieldRenderer.fitted(driver.presentation(id)))
        #expect(narrow.field(driver.index(of: id))?["v"]?.stringValue == subject)

        driver.send("resize", field: id, [("px", .int(4000))])
        #expect(driver.presentation(id).fitted?.lines == [subject])
        #expect(driver.presentation(id).tooltip == nil, "the whole text shows: no expansion tooltip")
    }

    @Test func aNoteWrapsIntoMoreRowsWhenItGetsNarrower() throws {
        var driver = LiveFormDriver(page: "note")
        let id = "note-growing"
        driver.send("resize", field: id, [("px", .int(4000))])
        let wide = try #require(driver.presentation(id).lines?.visible)
        let answer = driver.send("resize", field: id, [("px", .int(150))])
        let narrow = try #require(driver.presentation(id).lines?.visible)
        #expect(narrow > wide)
        // A note's text goes as a change since the last answer: none here.
        #expect(answer.field(driver.index(of: id))?["v"] == nil && answer.field(driver.index(of: id))?["splice"] == nil)
        let rows = answer.field(driver.index(of: id))?["attrs"]?.arrayValue.first { $0.arrayValue.first?.stringValue == "rows" }
        #expect(rows?.arrayValue.last?.stringValue == String(narrow))
    }

    @Test func theSelectionAndTextStayAsTheyWere() {
        var driver = LiveFormDriver(page: "simple")
        driver.send("focus", field: "name")
        driver.type("Ada", into: "name")
        driver.send("select", field: "name", [("from", .int(1)), ("to", .int(2))])
        let answer = driver.send("resize", field: "name", [("px", .int(200))])
        #expect(driver.presentation("name").text == "Ada")
        #expect(driver.presentation("name").selection == 1..<2)
        #expect(answer.field(driver.index(of: "name"))?["sel"]?.arrayValue.compactMap(\.intValue) == [1, 2])
    }

    @Test func badResizesSayWhatToSend() {
        var driver = LiveFormDriver(page: "simple")
        let text = driver.presentation("name").text
        for extra: [(String, JSONValue)] in [
            [("field", .int(0))],
            [("field", .int(0)), ("px", .int(0))],
            [("field", .int(0)), ("px", .int(-5))],
            [("field", .int(0)), ("px", .string("300px"))],
            [("field", .int(99)), ("px", .int(300))],
            [("field", .int(0)), ("px", .int(300)), ("width", .int(3))],
        ] {
            let answer = driver.send("resize", extra)
            let error = answer["error"]?.stringValue ?? ""
            #expect(error.contains("\"resize\""), "\(extra): \(error)")
        }
        #expect(driver.presentation("name").text == text)
    }
}
