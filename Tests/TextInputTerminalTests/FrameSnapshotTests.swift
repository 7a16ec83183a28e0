import Testing
import TextInputCore
import TextInputScan
import TextInputTestSupport
@testable import TextInputTerminal

/// Every kind of field in every state, at three widths, drawn by the field
/// painter and compared with golden files.
@Suite struct FrameSnapshotTests {
    enum Kind: String, CaseIterable {
        case simple, title, note, password, scan, currency, phone
    }

    enum State: String, CaseIterable {
        case empty, filled, typing, selection, scrolled, error, readOnly, disabled, overLimit
    }

    static let widths = [24, 40, 64]

    func configuration(_ kind: Kind) -> FieldConfiguration {
        switch kind {
        case .simple:
            return FieldConfiguration(id: "simple", label: "Full Name", placeholder: "Jane Appleseed", helper: "As on your passport",
                                      isRequired: true, validation: [Validation(.minLength(3), on: .blur)],
                                      limit: CharacterLimit(max: 20))
        case .title:
            return FieldConfiguration(id: "title", kind: .title, placeholder: "Title of the request",
                                      validation: [Validation(.minLength(3), on: .blur)])
        case .note:
            return FieldConfiguration(id: "note", kind: .note, label: "Note", placeholder: "Anything we should know",
                                      helper: "Grows to six lines", validation: [Validation(.minLength(3), on: .blur)],
                                      limit: CharacterLimit(max: 80))
        case .password:
            return FieldConfiguration(id: "password", label: "Password", helper: "At least 8 characters", isSecure: true,
                                      validation: [Validation(.minLength(8), on: .blur)])
        case .scan:
            return FieldConfiguration(id: "scan", label: "Product Code", placeholder: "4006381333931",
                                      helper: "Type the code or scan it", hasScanAction: true,
                                      validation: [Validation(.minLength(8), on: .blur)])
        case .currency:
            return FieldConfiguration(id: "amount", label: "Amount (EUR)", placeholder: "1.234,56 €",
                                      validation: [Validation(.range(min: 1, max: nil), on: .blur)],
                                      format: .number(NumberFormat(style: .currency, currency: "EUR")), localeIdentifier: "de_DE")
        case .phone:
            return FieldConfiguration(id: "phone", label: "Phone", placeholder: "(555) 123-4567",
                                      validation: [Validation(.minLength(10), on: .blur)], format: .mask("(###) ###-####"))
        }
    }

    func value(_ kind: Kind, long: Bool = false) -> String {
        switch kind {
        case .simple: return long ? "Jane Marie Appleseed-Smith of Cupertino" : "Jane Appleseed"
        case .title: return long ? "Quarterly report on the state of the terminal renderer" : "Quarterly report"
        case .note:
            return long
                ? "The quick brown fox jumps over the lazy dog. 日本語も入ります 👍🏽. The quick brown fox jumps over the lazy dog again and again until the note scrolls.\nA second paragraph.\nA third one, long enough to need a scroll bar at every width."
                : "Ship to the back door, 日本 👍🏽"
        case .password: return long ? "correct horse battery staple" : "hunter22"
        case .scan: return long ? "4006381333931400638133393140063813339314006381333931" : "4006381333931"
        case .currency: return long ? "123456789012345.67" : "1234.5"
        case .phone: return "5551234567"
        }
    }

    /// A field of `kind` in `state`, laid out for a block `width` wide.
    func field(_ kind: Kind, _ state: State, width: Int, theme: Theme) throws -> FieldPresentation? {
        var configuration = configuration(kind)
        switch state {
        case .readOnly: configuration.isReadOnly = true
        case .disabled: configuration.isDisabled = true
        case .overLimit: guard configuration.limit != nil else { return nil }
        default: break
        }
        let possible = try InputField(configuration).possibleAccessories
        let textWidth = max(1, width - 4 - FieldPainter.accessoryWidth(possible, icons: theme.icons))
        let initial: String
        switch state {
        case .empty: initial = ""
        case .filled, .readOnly, .disabled: initial = value(kind, long: true)
        case .overLimit: initial = String(repeating: "x", count: (configuration.limit?.max ?? 0) + 3)
        default: initial = ""
        }
        var field = try InputField(configuration, value: initial, width: textWidth)
        switch state {
        case .typing:
            field.send(.focus)
            for character in value(kind) { field.send(.edit(.insert(String(character)))) }
        case .selection:
            field.send(.focus)
            field.send(.edit(.paste(value(kind))))
            field.send(.edit(.move(.backward(.word), extend: true)))
        case .scrolled:
            field.send(.focus)
            field.send(.edit(.paste(value(kind, long: true))))
            field.send(.edit(.move(.backward(.word))))
        case .error:
            field.send(.focus)
            field.send(.edit(.insert(kind == .currency ? "0" : "1")))
            field.send(.blur)
        case .overLimit:
            field.send(.focus)
        default:
            break
        }
        return field.presentation()
    }

    func block(_ kind: Kind, width: Int, theme: Theme, states: [State] = State.allCases) throws -> String {
        var output = ""
        let table = GlyphTable()
        let painter = FieldPainter(theme: theme, table: table)
        for state in states {
            guard let presentation = try field(kind, state, width: width, theme: theme) else { continue }
            let accessories = FieldPainter.accessoryWidth(presentation.possibleAccessories, icons: theme.icons)
            let geometry = BoxGeometry(width: width, textWidth: max(1, width - 4 - accessories), accessoryWidth: accessories)
            let block = painter.paint(presentation, index: 0, geometry: geometry, highlightedSuggestion: nil)
            output += "== \(kind.rawValue) \(state.rawValue) width \(width) ==\n"
            output += Snapshot.render(block.grid, table: table, cursor: block.cursor)
        }
        return output
    }

    @Test(arguments: Kind.allCases)
    func everyStateAtThreeWidths(_ kind: Kind) throws {
        let theme = Theme(depth: .trueColor, appearance: .dark, icons: .unicode)
        var output = ""
        for width in Self.widths { output += try block(kind, width: width, theme: theme) }
        Snapshot.assert(output, named: "\(kind.rawValue)-truecolor-dark")
    }

    /// The other depths and the ASCII glyphs, on a few states.
    @Test(arguments: [
        (ColorDepth.indexed256, Appearance.light, "256-light"),
        (ColorDepth.basic16, Appearance.dark, "16-dark"),
        (ColorDepth.none, Appearance.dark, "no-color"),
    ])
    func colorDepths(_ depth: ColorDepth, _ appearance: Appearance, _ name: String) throws {
        let theme = Theme(depth: depth, appearance: appearance, icons: name == "no-color" ? .ascii : .unicode)
        var output = ""
        for kind in [Kind.password, .note] {
            output += try block(kind, width: 40, theme: theme, states: [.empty, .typing, .error, .readOnly, .disabled])
        }
        Snapshot.assert(output, named: "depth-\(name)")
    }

    /// A whole form on screen: header, fields, button and status line,
    /// scrolled to the focused field.
    @Test func wholeFormScrollsToTheFocusedField() throws {
        let form = try InputForm(fields: [
            configuration(.simple), configuration(.password), configuration(.phone), configuration(.note), configuration(.scan),
        ])
        let controller = FormController(form: form, theme: Theme(depth: .trueColor, appearance: .light, icons: .unicode),
                                        columns: 50, rows: 24, title: "Sign up")
        var frame = controller.frame()
        var output = "== first field focused ==\n" + Snapshot.render(frame.grid, table: controller.renderer.table,
                                                                      cursor: frame.cursor.map { ($0.row, $0.column) })
        for _ in 0..<3 { controller.handle(.key(.tab)) }
        for character in "Line one and more words to wrap" { controller.handle(.key(.character(character))) }
        frame = controller.frame()
        output += "== note focused, scrolled into view ==\n" + Snapshot.render(frame.grid, table: controller.renderer.table,
                                                                                cursor: frame.cursor.map { ($0.row, $0.column) })
        Snapshot.assert(output, named: "form-50x24")
    }

    /// The scan prompt below its field: the path with a failure message,
    /// then the list of codes, in a form scrolled to show them.
    @Test func scanPromptAndChooser() throws {
        let form = try InputForm(fields: [configuration(.simple), configuration(.phone), configuration(.scan), configuration(.note)])
        let scanner = FakeScanner([
            "/tmp/shelf.png": .success([
                FakeScanner.symbol("4006381333931", .ean13, name: "EAN-13"),
                FakeScanner.symbol("https://example.com/products/4006381333931?ref=shelf"),
            ]),
        ])
        let controller = FormController(form: form, theme: Theme(depth: .trueColor, appearance: .light, icons: .unicode),
                                        columns: 50, rows: 24, title: "Stock", imageScanner: scanner)
        var output = ""
        func shoot(_ name: String) {
            let frame = controller.frame()
            output += "== \(name) ==\n" + Snapshot.render(frame.grid, table: controller.renderer.table,
                                                         cursor: frame.cursor.map { ($0.row, $0.column) })
        }
        controller.handle(.key(.tab))
        controller.handle(.key(.tab))
        controller.handle(.key(.character("o"), .control))
        for character in "/tmp/missing.png" { controller.handle(.key(.character(character))) }
        controller.handle(.key(.enter))
        shoot("path with a message")
        controller.handle(.key(.character("u"), .control))
        for character in "/tmp/shelf.png" { controller.handle(.key(.character(character))) }
        controller.handle(.key(.enter))
        controller.handle(.key(.down))
        shoot("two codes, the second highlighted")
        controller.handle(.key(.enter))
        shoot("the second code in the field")
        Snapshot.assert(output, named: "scan-prompt-50x24")
    }
}
