import Foundation
import Glibc
import Testing
import TextInputCore
import TextInputTestSupport

/// The built `textinput-demo` in a real terminal: a detached tmux session
/// of 100x40 on its own server socket (`-L`), driven with send-keys and read
/// with capture-pane. Waits poll the pane with a timeout.
@Suite(.serialized, .requires(.tmux)) struct TmuxEndToEndTests {
    /// One tmux server of this test's own.
    final class Tmux {
        let tmux: String
        let socket = "textinput-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let session = "demo"

        init() throws {
            tmux = try SystemTool.tmux.path()
        }

        @discardableResult
        func run(_ arguments: [String]) -> String {
            (try? Products.run(tmux, ["-L", socket] + arguments).output) ?? ""
        }

        /// Starts `command` in a 100x40 session; the pane stays after it exits.
        func start(_ command: String) {
            run(["-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "40", "-s", session,
                 "-e", "LANG=C.UTF-8", "-e", "TERM=xterm-256color", "-e", "COLORTERM=truecolor", "-e", "NO_COLOR=",
                 command])
        }

        func screen() -> String { run(["capture-pane", "-p", "-J", "-t", session]) }
        func lines() -> [String] { screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        func keys(_ keys: String...) { run(["send-keys", "-t", session] + keys) }
        func type(_ text: String) { run(["send-keys", "-t", session, "-l", text]) }
        func hex(_ bytes: [UInt8]) { run(["send-keys", "-t", session, "-H"] + bytes.map { String($0, radix: 16) }) }
        func display(_ format: String) -> String {
            run(["display-message", "-p", "-t", session, format]).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Polls the pane until `condition` holds, up to `timeout` seconds.
        @discardableResult
        func wait(_ what: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
                  _ condition: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if condition(screen()) { return true }
                usleep(20_000)
            }
            Issue.record("timed out waiting for \(what); the screen was:\n\(screen())", sourceLocation: sourceLocation)
            return false
        }

        @discardableResult
        func wait(for text: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
            wait("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
        }

        /// The screen cell (0-based) of the first `glyph` on a row containing
        /// `marker`, or after `afterRow`.
        func cell(of glyph: String, below heading: String) -> (row: Int, column: Int)? {
            let lines = self.lines()
            guard let start = lines.firstIndex(where: { $0.contains(heading) }) else { return nil }
            let cells = MonospaceCellMeasurer()
            for row in start..<min(lines.count, start + 4) {
                if let range = lines[row].range(of: glyph) {
                    return (row, cells.width(of: lines[row][..<range.lowerBound]))
                }
            }
            return nil
        }

        /// Sends an SGR left click at a 0-based cell.
        func click(row: Int, column: Int) {
            hex(Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
        }

        /// The line of the focused field's box: the row after `label`.
        func box(below label: String) -> String {
            let lines = self.lines()
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) }),
                  index + 2 < lines.count else { return "" }
            return lines[index + 2]
        }

        /// The process running in the pane (the shell's child).
        func demoPID() -> pid_t? {
            guard let shell = Int32(display("#{pane_pid}")) else { return nil }
            let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
            return children.split(separator: " ").first.flatMap { Int32($0) }
        }

        deinit { run(["kill-server"]) }
    }

    /// The demo under the pane's shell, which reports its exit status and
    /// keeps the pane open; no core files from the crash-signal cases.
    func command(_ demo: String, _ arguments: String) -> String {
        "ulimit -c 0; '\(demo)' \(arguments); echo \"exit=$?\"; sleep 60"
    }

    @Test func typeTabClearAndSubmit() throws {
        guard let demo = Products.demo() else { return }
        let tmux = try Tmux()
        let form = Products.fixtures.appendingPathComponent("checkout.json").path
        tmux.start(command(demo, "--form '\(form)' --title 'Checkout'"))
        guard tmux.wait(for: "Full Name *") else { return }
        #expect(tmux.display("#{alternate_on}") == "1", "the form uses the alternate screen")
        #expect(tmux.display("#{mouse_sgr_flag}") == "1", "SGR mouse reporting is on")

        // Plain text, then Tab.
        tmux.type("Jane Doe")
        tmux.wait(for: "Jane Doe")
        tmux.keys("Tab")
        // The mask formats as you type, refusing letters.
        tmux.type("555x1234567")
        tmux.wait(for: "(555) 123-4567")
        tmux.keys("Tab")
        // Currency: typed, then committed on leaving.
        tmux.type("1234.5")
        tmux.wait(for: "$1,234.5 ")
        tmux.keys("Tab")
        tmux.wait(for: "$1,234.50")
        // Password: hidden, shown with Ctrl-R, hidden again.
        tmux.type("hunter22")
        tmux.wait(for: "••••••••")
        #expect(!tmux.screen().contains("hunter22"))
        tmux.keys("C-r")
        tmux.wait(for: "hunter22")
        tmux.keys("C-r")
        tmux.wait("the password hidden again") { !$0.contains("hunter22") }
        tmux.keys("Tab")
        // Note: two lines, cleared with Ctrl-U, typed again.
        tmux.type("Leave it at the door")
        tmux.keys("Enter")
        tmux.type("Second line")
        tmux.wait(for: "Second line")
        #expect(tmux.screen().contains("32/100"), "the counter counts the newline")
        tmux.keys("C-u")
        tmux.wait(for: "Anything we should know")
        tmux.type("Ring twice")
        tmux.wait(for: "Ring twice")

        // Back to the name; clear it with a click on its clear icon.
        for _ in 0..<4 { tmux.keys("BTab") }
        tmux.wait("the clear icon on the name") { _ in tmux.box(below: "Full Name").contains("✕") }
        let clear = try #require(tmux.cell(of: "✕", below: "Full Name"))
        tmux.click(row: clear.row, column: clear.column)
        tmux.wait("the name cleared") { _ in tmux.box(below: "Full Name").contains("Jane Appleseed") }
        tmux.type("Janet")
        tmux.wait(for: "Janet")

        // Submit: the terminal is restored and the JSON printed.
        tmux.keys("C-s")
        guard tmux.wait(for: "exit=0") else { return }
        let output = tmux.screen()
        let json = try #require(output.split(separator: "\n").first { $0.hasPrefix("{") })
        let values = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(values == ["name": "Janet", "phone": "5551234567", "amount": "1234.5", "password": "hunter22",
                           "note": "Ring twice", "customer": "C-1001"])
        #expect(tmux.display("#{alternate_on}") == "0", "back on the main screen")
        #expect(tmux.display("#{mouse_any_flag}#{mouse_sgr_flag}#{mouse_standard_flag}") == "000", "mouse reporting off")
        #expect(tmux.display("#{cursor_flag}") == "1", "the cursor is shown")
        #expect(!output.contains("Full Name"), "nothing of the form is left on the main screen")
    }

    /// The real decoder: a QR code made by qrencode, scanned into the demo's
    /// product field through the prompt, then edited and submitted.
    @Test(.requires(.qrencode, .libzbar, .libpng))
    func scanAnImageIntoTheFieldThenEditIt() throws {
        let scratch = try ScratchDirectory()
        guard let demo = Products.demo() else { return }
        let tmux = try Tmux()
        let image = try scratch.qrCode("4711000123456")
        tmux.start(command(demo, ""))
        guard tmux.wait(for: "Full Name *") else { return }
        tmux.type("Jane")
        for _ in 0..<5 { tmux.keys("Tab") }
        tmux.type("hunter22")
        tmux.keys("Tab")
        tmux.wait(for: "Ctrl-O sca")   // the product field's key hints (cut at the pane's width)

        // Nothing of the decoder is loaded until the first scan.
        let pid = try #require(tmux.demoPID())
        /// Whether the demo has `library` mapped (/proc files are read with cat: they report a size of 0).
        func mapped(_ library: String) -> Bool {
            ((try? Products.run("/bin/cat", ["/proc/\(pid)/maps"]).output) ?? "").contains(library)
        }
        #expect(mapped("libc.so"), "the demo's memory map is readable")
        #expect(!mapped("libzbar"), "libzbar is loaded only when the user scans")

        // Ctrl-O opens the prompt; a wrong path says what went wrong and keeps it open.
        tmux.keys("C-o")
        guard tmux.wait(for: "Image file to scan:") else { return }
        tmux.type("/nonexistent/label.png")
        tmux.keys("Enter")
        tmux.wait(for: "Cannot read the image file /nonexistent/label.png: No such file")
        #expect(tmux.screen().contains("Image file to scan: /nonexistent/label.png"), "the path stays to be corrected")
        // Esc closes it; a click on the scan icon opens it again.
        tmux.keys("Escape")
        tmux.wait("the prompt closed") { !$0.contains("Image file to scan:") }
        let icon = try #require(tmux.cell(of: "▥", below: "Product Code"))
        tmux.click(row: icon.row, column: icon.column)
        guard tmux.wait(for: "Image file to scan:") else { return }
        tmux.type(image)
        tmux.keys("Enter")
        // (Not the placeholder, 4006381333931.)
        tmux.wait("the scanned code in the field") { _ in tmux.box(below: "Product Code").contains("4711000123456") }
        #expect(!tmux.screen().contains("Image file to scan:"), "the prompt closed")
        #expect(mapped("libzbar") && mapped("libpng16"), "the scan loaded libzbar and libpng")

        // The user edits the scanned value directly.
        tmux.type("7")
        tmux.wait("the edited code") { _ in tmux.box(below: "Product Code").contains("47110001234567") }
        tmux.keys("C-s")
        guard tmux.wait(for: "exit=0") else { return }
        let json = try #require(tmux.screen().split(separator: "\n").first { $0.hasPrefix("{") })
        let values = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(values["product"] == "47110001234567")
        #expect(values["name"] == "Jane")
    }

    /// #48: the demo's quantity field is a stepper: Up and Down step by one, Page Up and Page Down by ten, Home and
    /// End go to its bounds (1 and 99), and the status line says so.
    @Test func theStepperTakesItsKeys() throws {
        guard let demo = Products.demo() else { return }
        let tmux = try Tmux()
        tmux.start(command(demo, ""))
        guard tmux.wait(for: "Full Name *") else { return }
        tmux.type("Jane")
        for _ in 0..<4 { tmux.keys("Tab") }
        tmux.wait("the quantity focused") { _ in tmux.box(below: "Quantity").contains("✕") }
        tmux.keys("Up")
        tmux.wait("one step up") { _ in tmux.box(below: "Quantity").contains(" 2 ") }
        tmux.keys("PPage")
        tmux.wait("ten steps up") { _ in tmux.box(below: "Quantity").contains(" 12 ") }
        tmux.keys("End")
        tmux.wait("the maximum") { _ in tmux.box(below: "Quantity").contains(" 99 ") }
        tmux.keys("Down")
        tmux.wait("one step down") { _ in tmux.box(below: "Quantity").contains(" 98 ") }
        tmux.keys("Home")
        tmux.wait("the minimum") { _ in tmux.box(below: "Quantity").contains(" 1 ") }
        tmux.keys("Up", "Up")
        tmux.keys("Tab")
        tmux.type("hunter22")
        tmux.keys("C-s")
        guard tmux.wait(for: "exit=0") else { return }
        let json = try #require(tmux.screen().split(separator: "\n").first { $0.hasPrefix("{") })
        let values = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(values["quantity"] == "3")
    }

    @Test func resizeReflows() throws {
        guard let demo = Products.demo() else { return }
        let tmux = try Tmux()
        tmux.start(command(demo, ""))
        guard tmux.wait(for: "Full Name *") else { return }
        let wide = tmux.lines().first { $0.contains("╭") } ?? ""
        tmux.run(["resize-window", "-t", tmux.session, "-x", "40", "-y", "30"])
        tmux.wait("the boxes narrower") { screen in
            let box = screen.split(separator: "\n").first { $0.contains("╭") } ?? ""
            return !box.isEmpty && box.count < wide.count && box.count <= 40
        }
        tmux.type("Jane Appleseed of Cupertino, California")
        tmux.wait("the name scrolled left") { _ in tmux.box(below: "Full Name").contains("‹") }
        #expect(tmux.box(below: "Full Name").contains("California"), "the caret's end stays visible")
        // The first Esc restores the text the field had when it got focus; the second leaves.
        tmux.keys("Escape")
        tmux.wait("the name restored") { _ in !tmux.box(below: "Full Name").contains("California") }
        tmux.keys("Escape")
        tmux.wait(for: "exit=1")
    }

    /// Ending signals go through the event loop; crash signals through the
    /// handler that writes the prepared restore sequence. Either way the
    /// terminal is back to normal.
    @Test(arguments: [(SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129), (SIGSEGV, 139), (SIGABRT, 134)])
    func signalsRestoreTheTerminal(_ signal: Int32, _ status: Int) throws {
        guard let demo = Products.demo() else { return }
        let tmux = try Tmux()
        tmux.start(command(demo, ""))
        guard tmux.wait(for: "Full Name *") else { return }
        tmux.type("Jane")
        tmux.wait(for: "Jane")
        let tty = tmux.display("#{pane_tty}")
        guard let pid = tmux.demoPID() else {
            Issue.record("no textinput-demo process under the pane")
            return
        }
        kill(pid, signal)
        guard tmux.wait(for: "exit=\(status)") else { return }
        #expect(tmux.display("#{alternate_on}") == "0", "back on the main screen")
        #expect(tmux.display("#{mouse_any_flag}#{mouse_sgr_flag}") == "00", "mouse reporting off")
        #expect(tmux.display("#{cursor_flag}") == "1", "the cursor is shown")
        let settings = Set(try Products.run("/bin/stty", ["-a", "-F", tty]).output.split(whereSeparator: \.isWhitespace))
        #expect(settings.isSuperset(of: ["icanon", "echo", "isig", "icrnl", "ixon"]), "raw mode is undone: \(settings)")
    }
}
