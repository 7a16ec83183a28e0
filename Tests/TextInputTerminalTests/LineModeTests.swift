import Foundation
import Testing
import TextInputCore
import TextInputDriver
import TextInputTestSupport
@testable import TextInputTerminal

@Suite struct LineModeTests {
    func run(_ form: InputForm, lines: [String], scanner: FakeScanner? = FakeScanner()) -> (FormOutcome, String, [Bool]) {
        var remaining = lines[...]
        var transcript = ""
        var secureReads: [Bool] = []
        var runner = LineModeRunner(form: form, title: "Test", readLine: { secure in
            secureReads.append(secure)
            return remaining.popFirst()
        }, prompt: { transcript += $0 }, imageScanner: scanner)
        let outcome = runner.run()
        return (outcome, transcript, secureReads)
    }

    func checkout() throws -> InputForm {
        guard let data = FileManager.default.contents(atPath: Products.fixtures.appendingPathComponent("checkout.json").path) else {
            throw TerminalError("missing fixture checkout.json")
        }
        return try DriverSession.form(fromJSON: data)
    }

    @Test func everyRuleComesFromTheCore() throws {
        let (outcome, transcript, secure) = run(try checkout(), lines: [
            "Jane", "555abc", "555-123-4567", "1234.5", "short", "hunter2hunter2", "first\\", "second",
        ])
        #expect(submittedPairs(outcome) == [
            ["name", "Jane"], ["phone", "5551234567"],
            ["amount", "1234.5"], ["password", "hunter2hunter2"],
            ["note", "first\nsecond"], ["customer", "C-1001"],
        ])
        // The whole transcript: the core's names, examples, limits, refusals, blur errors and echoes.
        Snapshot.assert(transcript, named: "line-mode-checkout")
        #expect(!transcript.contains("hunter2"), "secure input is never echoed")
        #expect(secure == [false, false, false, false, true, true, false, false])
        #expect(!transcript.contains("\u{1B}"), "no escape sequences in line mode")
    }

    @Test func requiredFieldsAreAskedAgainOnSubmit() throws {
        let (outcome, transcript, _) = run(try checkout(), lines: ["", "", "", "password1", "", "Jane"])
        #expect(submittedPairs(outcome) == [
            ["name", "Jane"], ["phone", ""],
            ["amount", ""], ["password", "password1"],
            ["note", ""], ["customer", "C-1001"],
        ])
        Snapshot.assert(transcript, named: "line-mode-required-again")
    }

    @Test func endOfInputEndsWithAnError() throws {
        let (outcome, _, _) = run(try checkout(), lines: ["Jane"])
        #expect(outcome == .endOfInput("Input ended at Phone."))
        #expect(outcome.exitStatus == 1)
    }

    func scanForm() throws -> InputForm {
        try InputForm(fields: [
            FieldConfiguration(id: "phone", label: "Phone", hasScanAction: true, format: .mask("(###) ###-####")),
            FieldConfiguration(id: "code", label: "Code", hasScanAction: true),
            FieldConfiguration(id: "city", label: "City"),
        ])
    }

    /// A scanner that knows a few images.
    static func scanner() -> FakeScanner {
        FakeScanner([
        "/tmp/phone.png": .success([FakeScanner.symbol("555-123-4567")]),
        "/tmp/blank.png": .success([]),
        "/tmp/two.png": .success([FakeScanner.symbol("first\nline"), FakeScanner.symbol("4006381333931", .ean13, name: "EAN-13")]),
        "/tmp/letters.png": .success([FakeScanner.symbol("ABC")]),
        ])
    }

    @Test func scanLinesDecodeThroughTheFieldAndAskAgainWithTheValue() throws {
        let scanner = Self.scanner()
        let (outcome, transcript, secure) = run(try scanForm(), lines: [
            "scan:/tmp/blank.png", "scan:/tmp/missing.png", "scan:", "scan:/tmp/letters.png", "scan: '/tmp/phone.png' ", "",
            "scan:/tmp/two.png", "9", "x", "2", "", "scan:/tmp/phone.png",
        ], scanner: scanner)
        #expect(submittedPairs(outcome) == [
            ["phone", "5551234567"], ["code", "4006381333931"],
            ["city", "scan:/tmp/phone.png"],
        ], "a scan: line is plain text in a field without scan")
        #expect(scanner.paths == ["/tmp/blank.png", "/tmp/missing.png", "/tmp/letters.png", "/tmp/phone.png", "/tmp/two.png"])
        // Failures, refusals, the numbered choice and the value asked again, in order.
        Snapshot.assert(transcript, named: "line-mode-scan")
        #expect(secure.allSatisfy { !$0 })
    }

    @Test func textScansTakeTheValueThatFitsTheFormat() throws {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "iban", label: "IBAN", hasScanAction: true, scanKind: .text, format: .iban),
            FieldConfiguration(id: "card", label: "Card", hasScanAction: true, scanKind: .text, format: .card),
        ], localeIdentifier: "de_DE")
        let scanner = FakeScanner(texts: [
            "/tmp/slip.png": [RecognizedLine(text: "Überweisung 25.11.2026", confidence: 0.95),
                              RecognizedLine(text: "IBAN DE89 3704 0044 0532 0130 00", confidence: 0.93)],
            "/tmp/cards.png": [RecognizedLine(text: "4242 4242 4242 4242", confidence: 0.95),
                               RecognizedLine(text: "5555 5555 5555 4444", confidence: 0.9)],
            "/tmp/blank.png": [],
        ])
        let (outcome, transcript, _) = run(form, lines: [
            "scan:/tmp/blank.png", "scan:/tmp/slip.png", "", "scan:/tmp/cards.png", "2", "",
        ], scanner: scanner)
        #expect(submittedPairs(outcome) == [
            ["iban", "DE89370400440532013000"], ["card", "5555555555554444"],
        ])
        #expect(scanner.textLocales == ["de_DE", "de_DE", "de_DE"], "the field's locale picks the language data")
        Snapshot.assert(transcript, named: "line-mode-text-scan-de")
    }

    @Test func anEmptyLineCancelsTheChoiceAndAnotherLineReplacesTheScan() throws {
        let (outcome, transcript, _) = run(try scanForm(), lines: [
            "", "scan:/tmp/two.png", "", "scan:/tmp/two.png", "1", "typed instead", "Berlin",
        ], scanner: Self.scanner())
        #expect(submittedPairs(outcome) == [
            ["phone", ""], ["code", "typed instead"],
            ["city", "Berlin"],
        ])
        // Cancelling asks for the field again; the single-line field drops the line break, and says so.
        Snapshot.assert(transcript, named: "line-mode-scan-cancel")
    }

    @Test func inputEndingWhileChoosingEndsTheForm() throws {
        let (outcome, _, _) = run(try scanForm(), lines: ["", "scan:/tmp/two.png"], scanner: Self.scanner())
        #expect(outcome == .endOfInput("Input ended at Code."))
    }

    @Test func withoutAScannerAScanLineSaysSo() throws {
        let (outcome, transcript, _) = run(try scanForm(), lines: ["scan:/tmp/phone.png", "5551234567", "", ""], scanner: nil)
        #expect(submittedPairs(outcome) == [
            ["phone", "5551234567"], ["code", ""],
            ["city", ""],
        ])
        Snapshot.assert(transcript, named: "line-mode-no-scanner")
    }

    @Test func anEmptyLineKeepsAValue() throws {
        let form = try InputForm(fields: [FieldConfiguration(id: "city", label: "City")], values: ["city": "Berlin"])
        let (outcome, transcript, _) = run(form, lines: [""])
        #expect(submittedPairs(outcome) == [["city", "Berlin"]])
        Snapshot.assert(transcript, named: "line-mode-keep-value")
    }
}

extension SystemTool {
    /// ldd (libc-bin): lists the libraries a program links.
    static let ldd = SystemTool("ldd", installation: "apt-get install libc-bin")
}

/// `textinput-demo` through pipes: accessible mode is automatic, prompts go
/// to standard error and the JSON to standard output.
@Suite struct AccessiblePipeTests {
    @Test func printfIntoTheDemoPrintsJSON() throws {
        guard let demo = Products.demo() else { return }
        let form = Products.fixtures.appendingPathComponent("checkout.json").path
        let result = try Products.run(demo, ["--form", form],
                                      input: "Jane Doe\n5551234567\n1234.5\nshort\nlong enough\nHello\\\nthere\n")
        #expect(result.status == 0, "\(result.error)")
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String]
        #expect(json == ["name": "Jane Doe", "phone": "5551234567", "amount": "1234.5", "password": "long enough",
                         "note": "Hello\nthere", "customer": "C-1001"])
        #expect(result.output.hasSuffix("}\n") && result.output.hasPrefix("{"), "standard output holds only the JSON")
        #expect(result.error.contains("Error: Enter at least 8 characters."))
        #expect(result.error.contains("Phone: 5551234567\n"), "piped answers are echoed to the transcript")
        #expect(!result.error.contains("long enough"), "the password is not echoed")
    }

    @Test func theDemoFormThroughAPipe() throws {
        guard let demo = Products.demo() else { return }
        // Name, email, phone, amount, quantity (kept at 1), password, then the rest left as they are.
        let result = try Products.run(demo, [], input: "Jane\n\n\n\n\nsecret123\n\n\n\n\n\n\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains(#""name":"Jane""#))
        #expect(result.output.contains(#""customer":"C-1001""#))
        #expect(result.output.contains(#""quantity":"1""#), "the stepper's value")
        #expect(!result.output.contains("legacy"), "disabled fields are not submitted")
    }

    /// The real decoder through a pipe: a QR code made by qrencode, given
    /// as `scan:PATH` at the demo's product field.
    @Test(.requires(.qrencode, .libzbar, .libpng))
    func aScanLineThroughAPipe() throws {
        let scratch = try ScratchDirectory()
        guard let demo = Products.demo() else { return }
        let image = try scratch.qrCode("4711000123456", name: "x.png")
        let input = "Jane\n\n\n\n\nsecret123\nscan:/nonexistent/x.png\nscan:\(image)\n\n\n\n\n\n\n"
        let result = try Products.run(demo, [], input: input)
        #expect(result.status == 0, "\(result.error)")
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String]
        #expect(json?["product"] == "4711000123456")
        #expect(result.error.contains("Scan failed: Cannot read the image file /nonexistent/x.png: No such file or directory."))
        #expect(result.error.contains("  Scanned QR-Code: 4711000123456\n"))
        #expect(result.error.contains("Product Code [4711000123456]: \n"), "asked again with the value; the empty line keeps it")
    }

    /// The issue's own check: `printf 'scan:slip.png\\n\\n' | textinput-demo --form form.json` with an IBAN field
    /// configured `"scan": "text"` submits the slip's IBAN, read by the real Tesseract.
    @Test(.requires(.libtesseract, .tesseractEnglish, .libpng, .pillow, .dejaVuSans))
    func aTextScanLineThroughAPipe() throws {
        let scratch = try ScratchDirectory()
        guard let demo = Products.demo() else { return }
        let drawn = try Products.run(try SystemTool.pillow.path(),
                                     [SystemTool.packageRoot + "/scripts/ocr/make-test-images.py", scratch.url.path])
        #expect(drawn.status == 0, "\(drawn.error)")
        let form = scratch.url.appendingPathComponent("form.json")
        try Data(#"{"form": {"fields": [{"id": "iban", "label": "IBAN", "format": {"iban": {}}, "scan": "text"}]}}"#.utf8).write(to: form)
        let slip = scratch.url.appendingPathComponent("slip.png").path
        let result = try Products.run(demo, ["--form", form.path], input: "scan:\(slip)\n\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == #"{"iban":"DE89370400440532013000"}"# + "\n")
        #expect(result.error.contains("Scanned OCR: DE89 3704 0044 0532 0130 00"), "\(result.error)")
        #expect(!result.error.contains("Estimating resolution"), "Tesseract's diagnostics stay out of the terminal")
    }

    /// Users who do not scan need no scan library: the demo links none of
    /// them (they are opened with dlopen at the first scan).
    @Test(.requires(.ldd))
    func theDemoLinksNoScanLibrary() throws {
        guard let demo = Products.demo() else { return }
        let result = try Products.run(try SystemTool.ldd.path(), [demo])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("libc.so"), "ldd listed the libraries: \(result.output)")
        for library in ["libzbar", "libpng", "libturbojpeg", "libjpeg", "libtesseract", "liblept"] {
            #expect(!result.output.contains(library), "textinput-demo links \(library)")
        }
    }

    /// #48: the demo's date field takes the digits of a date in its pattern and submits the ISO date; the stepper
    /// keeps its value.
    @Test func aDateThroughAPipe() throws {
        guard let demo = Products.demo() else { return }
        // Name, email, phone, amount, quantity, password, product, title, country, due date, website, note.
        let result = try Products.run(demo, [], input: "Jane\n\n\n\n3\nsecret123\n\n\n\n12/31/2026\n\n\n\n")
        #expect(result.status == 0, "\(result.error)")
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String]
        #expect(json?["due"] == "2026-12-31", "\(result.output)")
        #expect(json?["quantity"] == "3")
        #expect(result.error.contains("MM/DD/YYYY"), "the prompt shows the pattern: \(result.error)")
    }

    @Test func endOfInputAndBadArgumentsExitWithOne() throws {
        guard let demo = Products.demo() else { return }
        let ended = try Products.run(demo, ["--accessible"], input: "Jane\n")
        #expect(ended.status == 1)
        #expect(ended.output.isEmpty)
        #expect(ended.error.contains("nothing was submitted"))
        let bad = try Products.run(demo, ["--bogus"])
        #expect(bad.status == 1)
        #expect(bad.error.contains("unknown argument \"--bogus\""))
        let missing = try Products.run(demo, ["--form", "/nonexistent/form.json"])
        #expect(missing.status == 1)
        let wrong = FileManager.default.temporaryDirectory.appendingPathComponent("textinput-bad-form.json")
        try Data(#"{"form": {"fields": [{"lable": "x"}]}}"#.utf8).write(to: wrong)
        let invalid = try Products.run(demo, ["--form", wrong.path])
        #expect(invalid.status == 1)
        #expect(invalid.error.contains("unknown key \"lable\""))
    }
}
