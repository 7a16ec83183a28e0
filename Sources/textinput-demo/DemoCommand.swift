import ArgumentParser
import Foundation
import Glibc
import TextInputCore
import TextInputDriver
import TextInputTerminal

/// textinput-demo: a form in the terminal. See docs/terminal.md.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textinput-demo",
        abstract: "Runs a form in the terminal and prints the submitted values as one JSON object on standard output.",
        discussion: """
            Scan fields: Ctrl-O, F3 or the scan icon asks for a PNG or JPEG image of the code; in line mode answer \
            scan:PATH. Barcodes load libzbar at the first scan; fields configured "scan": "text" read printed text \
            with Tesseract and take the value that fits their format (bash scripts/install-scan-deps.sh installs both).

            Exit status: 0 submitted, 1 cancelled (Esc) or input ended or a bad argument, 130 Ctrl-C, 128+n signal n.
            """)

    @Option(help: ArgumentHelp(
        "The form to run, in the driver's form JSON ({\"form\": {\"fields\": [...]}}); without it, a demo form with every kind of field.",
        valueName: "FILE.json"))
    var form: String?

    @Flag(help: "Plain line prompts (also chosen when standard input or output is not a terminal, or TERM=dumb).")
    var accessible = false

    @Option(help: ArgumentHelp("A title above the form.", valueName: "TEXT"))
    var title: String?

    @Option(help: ArgumentHelp("Colours for a light or dark background (default: COLORFGBG, else dark).", valueName: "light|dark"))
    var theme: Appearance?

    @Flag(help: "ASCII borders and icons instead of Unicode.")
    var ascii = false

    /// Anything else, refused in ``validate()`` with the same message for an
    /// unknown option and a stray argument.
    @Argument(parsing: .allUnrecognized, help: .hidden)
    var unrecognized: [String] = []

    func validate() throws {
        if let argument = unrecognized.first { throw ValidationError("unknown argument \"\(argument)\"") }
    }
}
