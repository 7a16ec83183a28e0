import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import TextInputDriver

/// textinput-driver: a field or a form of TextInputCore over JSON Lines. See docs/driver.md.
struct DriverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textinput-driver",
        abstract: "Drives a TextInputKit field or form over a JSON Lines protocol on standard input and output.",
        discussion: """
            Each line in is one JSON object holding exactly one of "configure" (create a field), "form" (create a \
            form of fields), "lint" (check a field's or a form's texts against the guidelines' writing rules) or \
            "event" (focus, type, paste, backspace, select, undo, compose, submit, ...). For each line the driver \
            writes exactly one JSON object on a line of standard output: the field's or form's snapshot (text, \
            value, selection, state, message, counter, accessibility, ...), the lint findings, or {"error": "..."} \
            saying what was wrong, and then reads the next line, until the end of input. docs/driver.md describes \
            every key; try it with: textinput-driver < examples/phone.jsonl
            """)

    func run() {
        // A closed pipe must end the driver quietly, not kill it with SIGPIPE.
        #if canImport(Glibc)
        signal(SIGPIPE, SIG_IGN)
        #endif
        LineProcessor.runStandardStreams()
    }
}

DriverCommand.main()
