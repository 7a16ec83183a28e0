import Testing
import TextInputCore
@testable import TextInputTerminal

@Suite struct FormControllerTests {
    func controller(columns: Int = 80, rows: Int = 60) throws -> FormController {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "name", label: "Name", isRequired: true),
            FieldConfiguration(id: "phone", label: "Phone", format: .mask("(###) ###-####")),
            FieldConfiguration(id: "password", label: "Password", isSecure: true),
            FieldConfiguration(id: "code", label: "Code", hasScanAction: true),
            FieldConfiguration(id: "note", kind: .note, label: "Note"),
        ])
        return FormController(form: form, theme: Theme(depth: .trueColor), columns: columns, rows: rows)
    }

    func type(_ text: String, into controller: FormController) {
        for character in text { controller.handle(.key(.character(character))) }
    }

    /// The screen cell of an accessory in the last frame.
    func cell(of accessory: FieldAccessory, field: Int, in frame: FormFrame) -> (row: Int, column: Int)? {
        frame.regions.first { $0.target == .accessory(field: field, accessory) }.map { ($0.row, $0.columns.lowerBound) }
    }

    @Test func keysEditThroughTheCore() throws {
        let controller = try controller()
        type("Jane Doe", into: controller)
        controller.handle(.key(.backspace, .alt))
        #expect(controller.form.fields[0].value == "Jane ")
        controller.handle(.key(.character("z"), .control))
        #expect(controller.form.fields[0].value == "Jane Doe", "Ctrl-Z undoes the word deletion")
        controller.handle(.key(.character("y"), .control))
        #expect(controller.form.fields[0].value == "Jane ")
        controller.handle(.key(.character("z"), [.control, .shift]))
        controller.handle(.key(.character("z"), [.control, .shift]))
        controller.handle(.key(.character("z"), .control))
        controller.handle(.key(.character("z"), [.control, .shift]))
        #expect(controller.form.fields[0].value == "Jane ", "Ctrl-Shift-Z redoes")
        controller.handle(.key(.character("u"), .control))
        #expect(controller.form.fields[0].value == "", "Ctrl-U clears")
        controller.handle(.key(.character("z"), .control))
        #expect(controller.form.fields[0].value == "Jane ")
        controller.handle(.key(.left, .control))
        controller.handle(.key(.character("X")))
        #expect(controller.form.fields[0].value == "XJane ")
    }

    /// #28 in the terminal: literals appear lazily and a mask's own literals typed key by key are taken as literals.
    @Test func maskLiteralsTypedInTheTerminal() throws {
        let controller = try controller()
        controller.handle(.key(.enter))
        type("555", into: controller)
        #expect(controller.form.fields[1].editor.text == "(555")
        controller.handle(.key(.character("u"), .control))
        type("(555) 123-4567", into: controller)
        #expect(controller.form.fields[1].editor.text == "(555) 123-4567")
        #expect(controller.form.fields[1].value == "5551234567")
        #expect(!controller.statusText.alert, "typed literals are not refusals")
    }

    /// #26 in the terminal: a bracketed paste that does not fit keeps what fits and the field says what was left out.
    @Test func aPasteThatDoesNotFitIsShownUnderTheField() throws {
        let controller = try controller()
        controller.handle(.key(.enter))
        controller.handle(.paste("+1 (555) 123-4567 ext 99999999999"))
        #expect(controller.form.fields[1].editor.text == "(155) 512-3456")
        let screen = controller.frame().grid.lines(table: controller.renderer.table).joined(separator: "\n")
        #expect(screen.contains("Only 10 characters fit here, so some were left out (15)."))
    }

    @Test func tabEnterAndMasks() throws {
        let controller = try controller()
        type("Jane", into: controller)
        controller.handle(.key(.enter))
        #expect(controller.form.focusIndex == 1)
        type("555a", into: controller)
        #expect(controller.statusText.alert, "a refused letter is reported")
        #expect(controller.statusText.text == "Enter digits only.")
        type("bc1234567", into: controller)
        #expect(controller.form.fields[1].editor.text == "(555) 123-4567")
        controller.handle(.key(.tab, .shift))
        #expect(controller.form.focusIndex == 0)
        #expect(!controller.statusText.alert, "the next key clears the message")
        controller.handle(.key(.down))
        #expect(controller.form.focusIndex == 1, "Down moves on in single-line fields")
    }

    /// #48: a stepper takes Up and Down, Page Up and Page Down, Home and End; the status line names its keys; in a
    /// plain field Home and End still move the caret.
    @Test func aStepperTakesItsKeysAndSaysWhichTheyAre() throws {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "name", label: "Name"),
            FieldConfiguration(id: "quantity", label: "Quantity",
                               format: .number(NumberFormat(step: DecimalNumber("0.5"), minimum: 0, maximum: 20))),
        ])
        let controller = FormController(form: form, theme: Theme(depth: .trueColor), columns: 200, rows: 40)
        type("Jane", into: controller)
        controller.handle(.key(.home))
        #expect(controller.form.fields[0].editor.selection == 0..<0, "Home moves the caret in a plain field")
        controller.handle(.key(.tab))
        #expect(controller.statusText.text.contains("Up/Down step · PgUp/PgDn 10 steps · Home/End min/max"))
        controller.handle(.key(.up))
        #expect(controller.form.fields[1].value == "0.5")
        controller.handle(.key(.pageUp))
        #expect(controller.form.fields[1].value == "5.5")
        controller.handle(.key(.end))
        #expect(controller.form.fields[1].value == "20")
        controller.handle(.key(.pageDown))
        #expect(controller.form.fields[1].value == "15")
        controller.handle(.key(.home))
        #expect(controller.form.fields[1].value == "0")
        #expect(controller.form.focusIndex == 1, "Up and Down step instead of moving between fields")
    }

    @Test func passwordVisibilityByKeyAndMouse() throws {
        let controller = try controller()
        controller.handle(.key(.tab))
        controller.handle(.key(.tab))
        controller.handle(.paste("secret"))
        #expect(controller.form.fields[2].editor.text == "••••••")
        controller.handle(.key(.character("r"), .control))
        #expect(controller.form.fields[2].editor.text == "secret")
        controller.handle(.key(.function(2)))
        #expect(controller.form.fields[2].editor.text == "••••••")
        let frame = controller.frame()
        let eye = try #require(cell(of: .visibility, field: 2, in: frame))
        controller.handle(.mouse(MouseEvent(column: eye.column, row: eye.row, button: .left, kind: .press)))
        #expect(controller.form.fields[2].editor.text == "secret")
    }

    @Test func clickingTheClearIconClears() throws {
        let controller = try controller()
        type("Jane", into: controller)
        let frame = controller.frame()
        let clear = try #require(cell(of: .clear, field: 0, in: frame))
        controller.handle(.mouse(MouseEvent(column: clear.column, row: clear.row, button: .left, kind: .release)))
        #expect(controller.form.fields[0].value == "Jane", "a release does nothing")
        controller.handle(.mouse(MouseEvent(column: clear.column, row: clear.row, button: .left, kind: .press)))
        #expect(controller.form.fields[0].value == "")
    }

    @Test func clickingTextFocusesAndPlacesTheCaret() throws {
        let controller = try controller()
        type("Jane Doe", into: controller)
        controller.handle(.key(.tab))
        let frame = controller.frame()
        let region = try #require(frame.regions.first { $0.target == .text(field: 0, line: 0, column: 0) })
        controller.handle(.mouse(MouseEvent(column: region.columns.lowerBound + 4, row: region.row, button: .left, kind: .press)))
        #expect(controller.form.focusIndex == 0)
        #expect(controller.form.fields[0].editor.selection == 4..<4)
    }

    @Test func scanUsesTheHookOrSaysItIsUnavailable() throws {
        let controller = try controller()
        controller.imageScanner = nil
        for _ in 0..<3 { controller.handle(.key(.tab)) }
        controller.handle(.key(.character("o"), .control))
        #expect(controller.statusText == ("Scanning is not available here. Type the value instead.", true))
        #expect(controller.scanPrompt == nil)
        var asked: [String] = []
        controller.onScan = { id in
            asked.append(id)
            return "4006381333931"
        }
        let frame = controller.frame()
        let scan = try #require(cell(of: .scan, field: 3, in: frame))
        controller.handle(.mouse(MouseEvent(column: scan.column, row: scan.row, button: .left, kind: .press)))
        #expect(asked == ["code"])
        #expect(controller.form.fields[3].value == "4006381333931")
        #expect(controller.scanPrompt == nil, "the hook answers instead of the image prompt")
    }

    @Test func notesTakeNewlinesAndUpDown() throws {
        let controller = try controller()
        for _ in 0..<4 { controller.handle(.key(.tab)) }
        type("one", into: controller)
        controller.handle(.key(.enter))
        type("two", into: controller)
        controller.handle(.key(.up))
        controller.handle(.key(.character("!")))
        #expect(controller.form.fields[4].value == "one!\ntwo")
    }

    @Test func submitNeedsValidFieldsThenEnds() throws {
        let controller = try controller()
        controller.handle(.key(.character("s"), .control))
        #expect(controller.outcome == nil)
        #expect(controller.statusText.text == "Name: Enter a value. This field is required.")
        type("Jane", into: controller)
        controller.handle(.key(.character("s"), .control))
        #expect(submittedPairs(controller.outcome) == [
            ["name", "Jane"], ["phone", ""],
            ["password", ""], ["code", ""], ["note", ""],
        ])
    }

    @Test func suggestionsByArrowsEnterAndClick() throws {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "country", label: "Country", choices: ["Germany", "Greece", "France"]),
            FieldConfiguration(id: "city", label: "City"),
        ])
        let controller = FormController(form: form, theme: Theme(depth: .trueColor), columns: 80, rows: 30)
        type("g", into: controller)
        var frame = controller.frame()
        #expect(frame.regions.contains { $0.target == .suggestion(field: 0, "Germany") })
        // The typed "g" in bold in each suggestion, the rest as it was.
        let germany = try #require(frame.regions.first { $0.target == .suggestion(field: 0, "Germany") })
        let styles = controller.renderer.table.styles
        let bold = germany.columns.map { styles[Int(frame.grid[germany.row, $0].style)].bold }
        #expect(bold == [true, false, false, false, false, false, false], "\(bold)")
        controller.handle(.key(.down))
        controller.handle(.key(.down))
        controller.handle(.key(.enter))
        #expect(controller.form.fields[0].value == "Greece")
        #expect(controller.form.focusIndex == 0, "Enter picked the suggestion and stayed")
        controller.handle(.key(.character("u"), .control))
        frame = controller.frame()
        let france = try #require(frame.regions.first { $0.target == .suggestion(field: 0, "France") })
        controller.handle(.mouse(MouseEvent(column: france.columns.lowerBound, row: france.row, button: .left, kind: .press)))
        #expect(controller.form.fields[0].value == "France")
    }

    @Test func pastesGoThroughTheCore() throws {
        let controller = try controller()
        controller.handle(.paste("Jane\r\nDoe"))
        #expect(controller.form.fields[0].value == "JaneDoe", "a single-line field drops line breaks")
        for _ in 0..<4 { controller.handle(.key(.tab)) }
        controller.handle(.paste("one\r\ntwo"))
        #expect(controller.form.fields[4].value == "one\ntwo", "a note keeps them, as LF")
    }

    @Test func escapeAndControlCCancel() throws {
        let first = try controller()
        first.handle(.key(.escape))
        #expect(first.outcome == .cancelled(interrupted: false))
        #expect(first.outcome?.exitStatus == 1)
        let second = try controller()
        second.handle(.key(.character("c"), .control))
        #expect(second.outcome?.exitStatus == 130)
    }

    @Test func resizingReflowsThroughTheCore() throws {
        let controller = try controller(columns: 80)
        let wide = controller.form.fields[0].layoutWidth
        controller.handle(.resize(columns: 30, rows: 20))
        let narrow = controller.form.fields[0].layoutWidth
        #expect(narrow < wide)
        #expect(narrow == FrameRenderer.formWidth(columns: 30) - 4 - FieldPainter.accessoryWidth([.clear, .error], icons: .unicode))
        #expect(controller.needsFullRedraw)
        let frame = controller.frame()
        #expect(frame.grid.width == 30 && frame.grid.height == 20)
    }

    /// #31: arrows are on-screen moves the core mirrors in a right-to-left field, as in the browser; Ctrl-K deletes
    /// to the line's end through the core's line granularity.
    @Test func arrowsInAHebrewFieldAndLineDeletes() throws {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "name", label: "שם"),
            FieldConfiguration(id: "note", kind: .note, label: "הערה"),
        ], localeIdentifier: "he_IL")
        let controller = FormController(form: form, theme: Theme(depth: .trueColor), columns: 80, rows: 40)
        func typed(_ text: String) { for character in text { controller.handle(.key(.character(character))) } }
        typed("שלום")
        controller.handle(.key(.right))
        controller.handle(.key(.right))
        #expect(controller.form.fields[0].editor.selection == 2..<2, "Right moves towards the start of Hebrew text")
        controller.handle(.key(.left))
        #expect(controller.form.fields[0].editor.selection == 3..<3, "Left moves towards its end")
        controller.handle(.key(.left, .shift))
        #expect(controller.form.fields[0].editor.selection == 3..<4)
        controller.handle(.key(.character("b"), .control))
        #expect(controller.form.fields[0].editor.selection == 3..<3, "Ctrl-B is backward in the text, not mirrored")
        controller.handle(.key(.character("k"), .control))
        #expect(controller.form.fields[0].value == "שלו")

        controller.handle(.key(.tab))
        typed("אחת")
        controller.handle(.key(.enter))
        typed("שתיים")
        for _ in 0..<7 { controller.handle(.key(.right)) }
        #expect(controller.form.fields[1].editor.selection == 2..<2)
        controller.handle(.key(.character("k"), .control))
        #expect(controller.form.fields[1].value == "אח\nשתיים", "Ctrl-K deletes to the line break")
        controller.handle(.key(.character("k"), .control))
        #expect(controller.form.fields[1].value == "אחשתיים", "at the line's end it joins the lines")
    }
}

@Suite struct ThemeTests {
    @Test func colorDepthFromTheEnvironment() {
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .indexed256)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm"]) == .basic16)
        #expect(ColorDepth.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]) == .none)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": ""]) == .indexed256, "an empty NO_COLOR does not count")
    }

    @Test func appearanceAndIcons() {
        #expect(Appearance.detect(environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(Appearance.detect(environment: ["COLORFGBG": "15;0"]) == .dark)
        #expect(Appearance.detect(environment: [:]) == .dark)
        #expect(IconSet.detect(environment: ["LANG": "en_US.UTF-8"]) == .unicode)
        #expect(IconSet.detect(environment: ["LANG": "C"]) == .ascii)
        #expect(IconSet.detect(environment: ["LC_ALL": "C.utf8", "TERM": "linux"]) == .ascii)
    }

    @Test func fioriTokensAtEveryDepth() {
        let dark = Theme(depth: .trueColor, appearance: .dark)
        #expect(dark.color(.primary) == .rgb(0xF5, 0xF6, 0xF7))
        #expect(dark.color(.negative) == .rgb(0xFF, 0x5C, 0x77))
        #expect(Theme(depth: .trueColor, appearance: .light).color(.tint) == .rgb(0x00, 0x70, 0xF2))
        #expect(Theme(depth: .trueColor, appearance: .light).color(.tertiary) == .rgb(0x5B, 0x73, 0x8B))
        #expect(Theme.rgb(.readOnlyFill, .light) == 0xF4F6F7)
        #expect(Theme.nearest256(0x0070F2) == 27)
        #expect(Theme.nearest256(0xFFFFFF) == 231)
        #expect(Theme.nearest256(0x808080) == 244)
        #expect(Theme(depth: .basic16, appearance: .dark).color(.negative) == .basic(9))
        #expect(Theme(depth: .none).color(.negative) == .default)
        #expect(CellStyle(foreground: .basic(9), background: .basic(0), bold: true).sgr == Array("\u{1B}[0;1;91;40m".utf8))
        #expect(CellStyle(foreground: .indexed(27), faint: true, italic: true).sgr == Array("\u{1B}[0;2;3;38;5;27m".utf8))
    }
}

/// The status line names what a field takes, from the keyboard the core
/// derives from its format (issue #37, item 4), and codes stay left to right.
@Suite struct KeyboardHintTests {
    @Test func theStatusLineSaysWhatTheFocusedFieldTakes() throws {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "name", label: "Name"),
            FieldConfiguration(id: "phone", label: "Phone", format: .mask("(###) ###-####")),
            FieldConfiguration(id: "limit", label: "Credit Limit", format: .number(.init(style: .currency, currency: "EUR"))),
            FieldConfiguration(id: "iban", label: "IBAN", format: .iban),
            FieldConfiguration(id: "email", label: "Email", contentType: .email),
        ])
        let controller = FormController(form: form, theme: Theme(depth: .none), columns: 200, rows: 60)
        var hints: [String] = []
        for _ in 0..<5 {
            hints.append(controller.statusText.text)
            controller.handle(.key(.tab))
        }
        #expect(hints[0] == "Tab next · Shift-Tab back · Ctrl-S submit · Ctrl-U clear · Ctrl-Z undo · Ctrl-Y redo · Esc quit")
        #expect(hints[1].hasSuffix("Ctrl-Y redo · Digits 0-9 · Esc quit"))
        #expect(hints[2].hasSuffix("Ctrl-Y redo · A number · Esc quit"))
        #expect(hints[3].hasSuffix("Ctrl-Y redo · Capital letters · Esc quit"))
        #expect(hints[4].hasSuffix("Ctrl-Y redo · An email address · Esc quit"))
    }

    @Test func theHintIsInTheFormsLanguage() throws {
        let form = try InputForm(fields: [FieldConfiguration(id: "card", label: "بطاقة", format: .card)], localeIdentifier: "ar_SA")
        let controller = FormController(form: form, theme: Theme(depth: .none), columns: 200, rows: 60)
        #expect(controller.statusText.text.contains("الأرقام 0-9"))
        #expect(form.presentation(at: 0).textDirection == .ltr && form.presentation(at: 0).direction == .rtl)
    }
}

/// #37: a code in a Hebrew form is left to right, so the terminal's arrows move through it as it is drawn, while
/// the Hebrew words beside it keep their mirrored arrows.
@Suite struct CodeArrowTests {
    @Test func arrowsInACardOfAHebrewFormMoveAsTheCardIsDrawn() throws {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "card", label: "כרטיס", format: .card),
            FieldConfiguration(id: "name", label: "שם"),
        ], localeIdentifier: "he_IL")
        let controller = FormController(form: form, theme: Theme(depth: .none), columns: 80, rows: 40)
        for character in "٤١١١١١" { controller.handle(.key(.character(character))) }
        #expect(controller.form.fields[0].editor.text == "4111 11", "Arabic digits typed into a card are its digits")
        controller.handle(.key(.left))
        #expect(controller.form.fields[0].editor.selection == 6..<6, "Left goes back towards the first group")
        controller.handle(.key(.right))
        #expect(controller.form.fields[0].editor.selection == 7..<7)
        controller.handle(.key(.tab))
        for character in "שלום" { controller.handle(.key(.character(character))) }
        controller.handle(.key(.left))
        #expect(controller.form.fields[1].editor.selection == 4..<4, "in Hebrew words Left goes forward (here: the end)")
    }
}

/// #38 in the terminal: the phone format of the form's region, a number of another country after "+", the phone
/// key hint, the check on leaving the field and a paste that does not fit, as the page and the driver do.
@Suite struct PhoneTerminalTests {
    func germanForm() throws -> FormController {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "phone", label: "Telefon", format: .phone(PhoneFormat())),
            FieldConfiguration(id: "name", label: "Name"),
        ], localeIdentifier: "de_DE")
        return FormController(form: form, theme: Theme(depth: .none), columns: 100, rows: 40)
    }

    @Test func aGermanFormTakesGermanNumbersAndAnyCountryAfterPlus() throws {
        let controller = try germanForm()
        #expect(controller.statusText.text.hasSuffix("Eine Telefonnummer · Esc beenden"))
        for character in "030123456" { controller.handle(.key(.character(character))) }
        #expect(controller.form.fields[0].editor.text == "030 123456")
        #expect(controller.form.fields[0].value == "+4930123456")
        controller.handle(.key(.home))
        for _ in 0..<9 { controller.handle(.key(.delete)) }
        for character in "+447400123456" { controller.handle(.key(.character(character))) }
        #expect(controller.form.fields[0].editor.text == "+44 7400 123456")
        #expect(controller.form.fields[0].editor.selection == 15..<15)
    }

    @Test func leavingAShortNumberSaysSoAndAPastedTailIsShownAsLeftOut() throws {
        let controller = try germanForm()
        for character in "030" { controller.handle(.key(.character(character))) }
        controller.handle(.key(.tab))
        var screen = controller.frame().grid.lines(table: controller.renderer.table).joined(separator: "\n")
        #expect(screen.contains("Diese Telefonnummer ist zu kurz"))
        controller.handle(.key(.tab, .shift))
        controller.handle(.key(.character("u"), .control))
        #expect(controller.form.fields[0].editor.text.isEmpty, "Ctrl-U clears the field")
        controller.handle(.paste("+49 (0)30 123456 Durchwahl 99999999999999"))
        #expect(controller.form.fields[0].value.hasPrefix("+4930123456"))
        screen = controller.frame().grid.lines(table: controller.renderer.table).joined(separator: "\n")
        #expect(screen.contains("weggelassen (16)"), "the left-out notice in the form's language")
    }
}
