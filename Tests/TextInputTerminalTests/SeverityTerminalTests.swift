import Testing
import TextInputCore
import TextInputTestSupport
@testable import TextInputTerminal

/// #47 in the terminal: each severity painted with its glyph and colour, and the line mode's summary after a refused
/// submit.
@Suite struct SeverityTerminalTests {
    func painted(_ severity: MessageSeverity, theme: Theme) throws -> String {
        var field = try InputField(FieldConfiguration(id: "vat", label: "VAT Number"), value: "DE136695976", width: 36)
        field.send(.setMessage("Checked with the register.", severity: severity))
        let table = GlyphTable()
        let painter = FieldPainter(theme: theme, table: table)
        let presentation = field.presentation()
        let accessories = FieldPainter.accessoryWidth(presentation.possibleAccessories, icons: theme.icons)
        let geometry = BoxGeometry(width: 40, textWidth: 36 - accessories, accessoryWidth: accessories)
        let block = painter.paint(presentation, index: 0, geometry: geometry, highlightedSuggestion: nil)
        return "== \(severity.rawValue) ==\n" + Snapshot.render(block.grid, table: table, cursor: block.cursor)
    }

    @Test func everySeverityIsPaintedWithItsGlyphAndColour() throws {
        var output = ""
        for theme in [Theme(depth: .trueColor, appearance: .light, icons: .unicode), Theme(depth: .none, appearance: .dark, icons: .ascii)] {
            for severity in MessageSeverity.allCases { output += try painted(severity, theme: theme) }
        }
        Snapshot.assert(output, named: "severities")
        #expect(output.contains("▲ Checked") && output.contains("✓ Checked") && output.contains("i Checked"))
        #expect(output.contains("! Checked") && output.contains("+ Checked"), "ASCII glyphs without colour")
    }

    @Test func lineModeListsEveryMessageAfterARefusedSubmit() throws {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "email", label: "Email", validation: [.init(.emailTypo, on: .blur, severity: .warning)]),
            FieldConfiguration(id: "first", label: "First Name", isRequired: true),
            FieldConfiguration(id: "last", label: "Last Name", isRequired: true),
        ])
        var remaining = ["ada@gmial.com", "", "", "Ada", "Lovelace"][...]
        var transcript = ""
        var runner = LineModeRunner(form: form, title: "Test", readLine: { _ in remaining.popFirst() },
                                    prompt: { transcript += $0 }, imageScanner: nil)
        let outcome = runner.run()
        guard case let .submitted(submission) = outcome else {
            Issue.record("not submitted: \(transcript)")
            return
        }
        #expect(submission.warnings.map(\.id) == ["email"], "the warning never blocked and travels with the values")
        #expect(transcript.contains("Warning: Did you mean ada@gmail.com?"), "said at blur, and the value kept")
        #expect(transcript.contains("Errors: 2, Warnings: 1\n"))
        #expect(transcript.contains("Error: First Name, required: Enter a value. This field is required.\n"))
        #expect(transcript.contains("Error: Last Name, required: Enter a value. This field is required.\n"))
        #expect(transcript.contains("Warning: Email: Did you mean ada@gmail.com?\n"))
        let errors = transcript.range(of: "Error: First Name")!.lowerBound
        let warning = transcript.range(of: "Warning: Email:")!.lowerBound
        #expect(errors < warning, "errors first")
    }
}
