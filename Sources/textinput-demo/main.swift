import Foundation
import Glibc
import TextInputCore
import TextInputDriver
import TextInputTerminal

/// textinput-demo: a form in the terminal. See docs/terminal.md.
let usage = """
    Usage: textinput-demo [--form FILE.json] [--accessible] [--title TEXT] [--theme light|dark] [--ascii]

    Runs a form in the terminal and prints the submitted values as one JSON object on standard output.
      --form FILE.json   the form to run, in the driver's form JSON ({"form": {"fields": [...]}});
                         without it, a demo form with every kind of field
      --accessible       plain line prompts (also chosen when standard input or output is not a terminal,
                         or TERM=dumb)
      --title TEXT       a title above the form
      --theme light|dark colours for a light or dark background (default: COLORFGBG, else dark)
      --ascii            ASCII borders and icons instead of Unicode
    Scan fields: Ctrl-O, F3 or the scan icon asks for a PNG or JPEG image of the code; in line mode answer
    scan:PATH. Scanning loads libzbar at the first scan (bash scripts/install-scan-deps.sh installs it).
    Exit status: 0 submitted, 1 cancelled (Esc) or input ended or a bad argument, 130 Ctrl-C, 128+n signal n.
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("textinput-demo: \(message)\n".utf8))
    exit(1)
}

var formPath: String?
var accessible = false
var title: String?
var appearance: Appearance?
var ascii = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--form":
        guard let path = arguments.next() else { fail("--form needs a file: --form form.json") }
        formPath = path
    case "--accessible": accessible = true
    case "--title":
        guard let text = arguments.next() else { fail("--title needs a text") }
        title = text
    case "--theme":
        guard let name = arguments.next(), let value = Appearance(rawValue: name) else { fail("--theme takes light or dark") }
        appearance = value
    case "--ascii": ascii = true
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        fail("unknown argument \"\(argument)\"\n\(usage)")
    }
}

let form: InputForm
if let formPath {
    guard let data = FileManager.default.contents(atPath: formPath) else { fail("cannot read \(formPath)") }
    do {
        form = try DriverSession.form(fromJSON: data)
    } catch {
        fail("\(formPath): \(error.message)")
    }
} else {
    do {
        form = try DemoForm.make()
        if title == nil { title = DemoForm.title }
    } catch {
        fail(error.description)
    }
}

/// Reads a line from standard input; at a terminal, without echo when
/// secure. From a pipe the answer is echoed after the prompt (a secure one
/// as a newline only), so the transcript on standard error reads well.
func readInputLine(secure: Bool) -> String? {
    guard isatty(STDIN_FILENO) == 1 else {
        let line = readLine(strippingNewline: true)
        if let line { FileHandle.standardError.write(Data(((secure ? "" : line) + "\n").utf8)) }
        return line
    }
    guard secure else { return readLine(strippingNewline: true) }
    var saved = termios()
    tcgetattr(STDIN_FILENO, &saved)
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
    defer {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        FileHandle.standardError.write(Data("\n".utf8))
    }
    return readLine(strippingNewline: true)
}

let outcome: FormOutcome
// Line mode when asked, when either end is not a terminal, or when the
// terminal cannot move its cursor (TERM=dumb, as in Emacs's shell).
if accessible || isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0 || ProcessEnvironment.current["TERM"] == "dumb" {
    var runner = LineModeRunner(form: form, title: title, readLine: readInputLine(secure:), prompt: { text in
        FileHandle.standardError.write(Data(text.utf8))
    })
    outcome = runner.run()
} else {
    var theme = Theme.detect(environment: ProcessEnvironment.current)
    if let appearance { theme.appearance = appearance }
    if ascii { theme.icons = .ascii }
    let size = TerminalModes().size()
    let controller = FormController(form: form, theme: theme, columns: size.columns, rows: size.rows, title: title)
    do {
        outcome = try TerminalFormRunner().run(controller)
    } catch {
        fail(error.description)
    }
}

switch outcome {
case let .submitted(values):
    print(JSONValue.object(values.map { ($0.id, JSONValue.string($0.value)) }).serialized)
case let .cancelled(interrupted):
    FileHandle.standardError.write(Data((interrupted ? "textinput-demo: interrupted\n" : "textinput-demo: cancelled\n").utf8))
case let .signalled(number):
    FileHandle.standardError.write(Data("textinput-demo: ended by signal \(number)\n".utf8))
case let .endOfInput(reason):
    FileHandle.standardError.write(Data("textinput-demo: \(reason); nothing was submitted\n".utf8))
}
exit(outcome.exitStatus)
