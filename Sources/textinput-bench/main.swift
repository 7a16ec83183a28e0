import Foundation
import TextInputCore

// textinput-bench: per-keystroke cost of the editing engine.
// Usage: swift run -c release textinput-bench [--quick]
// Each figure is the median over batches of the time per operation.

let quick = CommandLine.arguments.contains("--quick")
/// `--only TEXT` runs the scenarios whose name contains TEXT (for profiling).
let only: String? = CommandLine.arguments.firstIndex(of: "--only").flatMap {
    CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil
}
let batches = quick ? 7 : 31
let clock = ContinuousClock()

/// Median nanoseconds per operation: `body(n)` must perform n operations.
func measure(_ operations: Int, _ body: (Int) -> Void) -> (median: Double, p90: Double) {
    body(max(1, operations / 10))  // warm up
    var samples: [Double] = []
    for _ in 0..<batches {
        let elapsed = clock.measure { body(operations) }
        let nanos = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(nanos / Double(operations))
    }
    samples.sort()
    return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 9 / 10)])
}

func report(_ name: String, _ result: @autoclosure () -> (median: Double, p90: Double), target: String = "") {
    if let only, !name.contains(only) { return }
    let result = result()
    let median = String(format: "%10.1f", result.median)
    let p90 = String(format: "%10.1f", result.p90)
    print("| \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) | \(median) | \(p90) | \(target) |")
}

func editor(_ configuration: EditorConfiguration, _ value: String = "") -> FieldEditor {
    do { return try FieldEditor(configuration: configuration, value: value) } catch {
        fatalError("benchmark configuration failed: \(error)")
    }
}

/// One keystroke applied to a fresh copy of a prepared editor.
func keystroke(_ template: FieldEditor, select: Int? = nil, _ intent: EditIntent) -> (median: Double, p90: Double) {
    var prepared = template
    if let select { prepared.apply(.select(anchor: select, focus: select)) }
    var sink = 0
    let result = measure(quick ? 2_000 : 20_000) { count in
        for _ in 0..<count {
            var copy = prepared
            copy.apply(intent)
            sink &+= copy.selection.lowerBound
        }
    }
    if sink == -1 { print(sink) }
    return result
}

print("| scenario | median ns | p90 ns | target |")
print("| --- | ---: | ---: | --- |")

/// The harness alone: copying a prepared editor and reading its selection,
/// with no keystroke. Keystroke rows include this cost.
func harnessBaseline(_ template: FieldEditor) -> (median: Double, p90: Double) {
    var sink = 0
    let result = measure(quick ? 2_000 : 20_000) { count in
        for _ in 0..<count {
            let copy = template
            sink &+= copy.selection.lowerBound
        }
    }
    if sink == -1 { print(sink) }
    return result
}

let phone = EditorConfiguration(format: .mask("(###) ###-####"))
report("harness baseline (copy, no keystroke)", harnessBaseline(editor(phone, "555123")))
report("phone mask: type at end", keystroke(editor(phone, "555123"), .insert("4")), target: "<= 1000")
report("phone mask: insert in middle", keystroke(editor(phone, "555123"), select: 3, .insert("4")), target: "<= 1000")
report("phone mask: backspace over separator", keystroke(editor(phone, "5551234"), select: 6, .deleteBackward()), target: "<= 1000")

let card = EditorConfiguration(format: .card)
report("card: type at end", keystroke(editor(card, "411111111111"), .insert("1")), target: "<= 1000")
report("card: insert in middle", keystroke(editor(card, "411111111111"), select: 2, .insert("1")), target: "<= 1000")
report("card: backspace over separator", keystroke(editor(card, "411111111111"), select: 5, .deleteBackward()), target: "<= 1000")

let iban = EditorConfiguration(format: .iban)
report("IBAN: type at end", keystroke(editor(iban, "DE8937040044053201"), .insert("3")), target: "<= 1000")
report("IBAN: insert in middle", keystroke(editor(iban, "DE8937040044053201"), select: 7, .insert("3")), target: "<= 1000")
report("IBAN: backspace over separator", keystroke(editor(iban, "DE8937040044053201"), select: 5, .deleteBackward()), target: "<= 1000")

for (locale, code) in [("en_US", "USD"), ("de_DE", "EUR"), ("hi_IN", "INR")] {
    let currency = EditorConfiguration(format: .number(.init(style: .currency, currency: code)), localeIdentifier: locale)
    var typing = editor(currency)
    for key in "123456" { typing.apply(.insert(String(key))) }
    report("currency \(locale) \(code): type at end", keystroke(typing, .insert("7")), target: "<= 2500")
    report("currency \(locale) \(code): backspace", keystroke(typing, .deleteBackward()), target: "<= 2500")
}

/// Continuous typing in one note: `count` keystrokes, caret at end or middle.
func noteTyping(size: Int, middle: Bool) -> (median: Double, p90: Double) {
    let line = String(repeating: "lorem ipsum dolor sit amet, consectetur ", count: 1) + "\n"
    var text = ""
    text.reserveCapacity(size + line.utf8.count)
    while text.utf8.count < size { text += line }
    var note = editor(EditorConfiguration(isMultiline: true), text)
    if middle {
        let offset = note.text.utf16.count / 2
        note.apply(.select(anchor: offset, focus: offset))
    }
    let keys = Array("the quick brown fox ").map { EditIntent.insert(String($0)) }
    var index = 0
    return measure(quick ? 2_000 : 10_000) { count in
        for _ in 0..<count {
            note.apply(keys[index % keys.count])
            index += 1
        }
    }
}

for (label, size) in [("1 KiB", 1 << 10), ("1 MiB", 1 << 20), ("10 MiB", 10 << 20)] {
    report("note \(label): type at end", noteTyping(size: size, middle: false), target: size == 10 << 20 ? "<= 2x 1 KiB" : "")
    report("note \(label): type in middle", noteTyping(size: size, middle: true), target: size == 10 << 20 ? "<= 2x 1 KiB" : "")
}
