import Foundation
import TextInputCore
import TextInputTerminal

// textinput-terminal-bench: what one keystroke costs the terminal renderer.
// Usage: swift run -c release textinput-terminal-bench [--quick]
//
// A 20-field form (plain, email, mask, currency, secure, scan, title, note
// with a limit, read-only, disabled, long truncated text) on a 100x40
// truecolor screen. Each keystroke is one step of the real loop: the form
// controller handles the key, draws the frame (presentations of the fields
// the key touched, cached blocks for the rest), and the frame writer diffs
// it against the previous frame. The script types into every field, moves,
// deletes, tabs and wraps a note past its height.

let quick = CommandLine.arguments.contains("--quick")
let rounds = quick ? 3 : 15
let clock = ContinuousClock()

func makeForm() -> InputForm {
    var fields: [FieldConfiguration] = []
    for block in 0..<2 {
        let suffix = block == 0 ? "" : " \(block + 1)"
        fields += [
            FieldConfiguration(id: "name\(block)", label: "Full Name" + suffix, placeholder: "Jane Appleseed",
                               helper: "As on your passport", isRequired: true),
            FieldConfiguration(id: "email\(block)", label: "Email" + suffix, placeholder: "name@example.com",
                               validation: [Validation(.email, on: .blur)]),
            FieldConfiguration(id: "phone\(block)", label: "Phone" + suffix, format: .mask("(###) ###-####")),
            FieldConfiguration(id: "amount\(block)", label: "Amount" + suffix,
                               format: .number(NumberFormat(style: .currency, currency: "EUR")), localeIdentifier: "de_DE"),
            FieldConfiguration(id: "password\(block)", label: "Password" + suffix, isSecure: true,
                               validation: [Validation(.minLength(8), on: .blur)]),
            FieldConfiguration(id: "code\(block)", label: "Code" + suffix, hasScanAction: true),
            FieldConfiguration(id: "title\(block)", kind: .title, placeholder: "Title" + suffix),
            FieldConfiguration(id: "note\(block)", kind: .note, label: "Note" + suffix, limit: CharacterLimit(max: 120)),
            FieldConfiguration(id: "customer\(block)", label: "Customer" + suffix, isReadOnly: true),
            FieldConfiguration(id: "url\(block)", label: "Website" + suffix, lineBreak: .truncateMiddle),
        ]
    }
    do {
        return try InputForm(fields: fields, values: ["customer0": "C-1001", "customer1": "C-1002",
                                                      "url0": "https://www.example.com/a/rather/long/path/to/a/page.html"])
    } catch {
        fatalError("benchmark form: \(error)")
    }
}

/// The keystrokes: for each field, ten characters, a word left, a word
/// right, a backspace, then Tab; the notes get a long sentence.
func script(for form: InputForm) -> [InputEvent] {
    var events: [InputEvent] = []
    for field in form.fields where !field.configuration.isDisabled {
        let text: String
        switch field.configuration.kind {
        case .note: text = "The quick brown fox jumps over the lazy dog, twice: the quick brown fox. "
        default: text = field.configuration.format == .plain ? "Jane Doe 1" : "5551234567"
        }
        events += text.map { .key(.character($0)) }
        events += [.key(.left, .control), .key(.right, .control), .key(.backspace), .key(.tab)]
    }
    return events
}

struct Sample {
    var nanoseconds: Double
    var bytes: Int
    var changedCells: Int
}

func changedCells(_ a: CellGrid?, _ b: CellGrid) -> Int {
    guard let a, a.width == b.width, a.height == b.height else { return b.cells.count }
    var count = 0
    for index in b.cells.indices where a.cells[index] != b.cells[index] { count += 1 }
    return count
}

var samples: [Sample] = []
var renderOnly: [Double] = []
for round in 0..<rounds {
    let controller = FormController(form: makeForm(), theme: Theme(depth: .trueColor, appearance: .dark, icons: .unicode),
                                    columns: 100, rows: 40)
    var writer = FrameWriter()
    var previous = controller.frame()
    _ = writer.output(for: previous, table: controller.renderer.table)
    for event in script(for: controller.form) {
        var frame = previous
        var bytes: [UInt8] = []
        let elapsed = clock.measure {
            controller.handle(event)
            frame = controller.frame()
            bytes = writer.output(for: frame, table: controller.renderer.table)
        }
        if round > 0 {
            let nanos = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            samples.append(Sample(nanoseconds: nanos, bytes: bytes.count, changedCells: changedCells(previous.grid, frame.grid)))
            // The same frame again: drawing and diffing with nothing to do.
            var copy = writer
            let again = clock.measure { _ = copy.output(for: controller.frame(), table: controller.renderer.table) }
            renderOnly.append(Double(again.components.seconds) * 1e9 + Double(again.components.attoseconds) / 1e9)
        }
        previous = frame
    }
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

let micros = samples.map { $0.nanoseconds / 1000 }
let bytes = samples.map { Double($0.bytes) }
let cells = samples.map { Double($0.changedCells) }
let keystrokes = samples.count / max(1, rounds - 1)
print("textinput-terminal-bench: 20 fields, 100x40 truecolor, \(keystrokes) keystrokes x \(rounds - 1) rounds")
print("| measure | median | p90 | p99 | max |")
print("| --- | ---: | ---: | ---: | ---: |")
func row(_ name: String, _ values: [Double], _ format: String) {
    let columns = [0.5, 0.9, 0.99].map { String(format: format, percentile(values, $0)) } + [String(format: format, values.max() ?? 0)]
    print("| \(name) | " + columns.joined(separator: " | ") + " |")
}
row("keystroke to bytes (µs): handle + frame + diff", micros, "%.1f")
row("unchanged frame (µs): frame + diff, nothing to write", renderOnly.map { $0 / 1000 }, "%.1f")
row("bytes written per keystroke", bytes, "%.0f")
row("cells changed per keystroke", cells, "%.0f")
let unchangedBytes = zip(samples, bytes).filter { $0.0.changedCells == 0 }.map(\.1)
print("keystrokes that changed no cell: \(unchangedBytes.count), bytes written for them: max \(Int(unchangedBytes.max() ?? 0))")
print("bytes per changed cell (total): \(String(format: "%.2f", bytes.reduce(0, +) / max(1, cells.reduce(0, +))))")

// A note of 1 KiB and of 10 MiB: the same typing at its end, through the
// whole loop (key, frame, diff). The core lays out only the lines an edit
// touches and hands the renderer the lines on screen, so the two match.
func noteTyping(size: Int) -> [Double] {
    let line = "lorem ipsum dolor sit amet, consectetur \n"
    var text = ""
    text.reserveCapacity(size + line.utf8.count)
    while text.utf8.count < size { text += line }
    let form: InputForm
    do {
        form = try InputForm(fields: [FieldConfiguration(id: "note", kind: .note, label: "Notes")], values: ["note": text])
    } catch {
        fatalError("benchmark form: \(error)")
    }
    let controller = FormController(form: form, theme: Theme(depth: .trueColor, appearance: .dark, icons: .unicode),
                                    columns: 100, rows: 40)
    var writer = FrameWriter()
    _ = writer.output(for: controller.frame(), table: controller.renderer.table)
    controller.handle(.key(.end))
    _ = writer.output(for: controller.frame(), table: controller.renderer.table)
    var times: [Double] = []
    for (index, key) in String(repeating: "the quick brown fox ", count: quick ? 5 : 25).enumerated() {
        let elapsed = clock.measure {
            controller.handle(.key(.character(key)))
            _ = writer.output(for: controller.frame(), table: controller.renderer.table)
        }
        if index >= 20 { times.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12) }
    }
    return times
}

let shortNote = noteTyping(size: 1 << 10)
let longNote = noteTyping(size: 10 << 20)
print("| note typing at the end (µs per keystroke) | median | p90 | p99 | max |")
print("| --- | ---: | ---: | ---: | ---: |")
row("terminal note 1 KiB: type at end", shortNote, "%.1f")
row("terminal note 10 MiB: type at end", longNote, "%.1f")
print("10 MiB / 1 KiB (medians): \(String(format: "%.2f", percentile(longNote, 0.5) / percentile(shortNote, 0.5)))x")
