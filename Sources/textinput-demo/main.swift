import ArgumentParser
import Foundation
import Glibc
import TextInputCore
import TextInputDriver
import TextInputTerminal

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("textinput-demo: \(message)\n".utf8))
    exit(1)
}

let command: DemoCommand
do {
    command = try DemoCommand.parse()
} catch {
    // --help prints the help on standard output and exits with 0; a bad argument exits with 1.
    if DemoCommand.exitCode(for: error) == .success { DemoCommand.exit(withError: error) }
    fail("\(DemoCommand.message(for: error))\nUsage: \(DemoCommand.usageString())\n  See 'textinput-demo --help' for more information.")
}
let formPath = command.form
let accessible = command.accessible
var title = command.title
let appearance = command.theme
let ascii = command.ascii

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
case let .submitted(submission):
    print(JSONValue.object(submission.entries.map { ($0.id, JSONValue.string($0.value)) }).serialized)
case let .cancelled(interrupted):
    FileHandle.standardError.write(Data((interrupted ? "textinput-demo: interrupted\n" : "textinput-demo: cancelled\n").utf8))
case let .signalled(number):
    FileHandle.standardError.write(Data("textinput-demo: ended by signal \(number)\n".utf8))
case let .endOfInput(reason):
    FileHandle.standardError.write(Data("textinput-demo: \(reason); nothing was submitted\n".utf8))
}
exit(outcome.exitStatus)
