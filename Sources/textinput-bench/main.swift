import Foundation
import TextInputCore
import TextInputBench
import TextInputHTML

// textinput-bench: per-keystroke cost of the editing engine, of the whole
// field pipeline around it (event, edit, validation, presentation), and of
// a driver line through the native message layer, and of the web page's
// answer to a keystroke in a note (LiveForm, natively).
// Usage: swift run -c release textinput-bench [--quick] [--json] [--only TEXT]
// Each figure is the median over batches of the time per operation; --json
// prints every row as a JSON array instead of the table. The same lines in
// the WebAssembly core: textinput-wasm-bench (WasmKit) and
// tests-web/bench_wasm.py (Chromium). This executable links no WasmKit, so
// valgrind --tool=callgrind can read it.

let quick = Bench.quick
let batches = Bench.batches

func measure(_ operations: Int, batches: Int = batches, _ body: (Int) -> Void) -> (median: Double, p90: Double) {
    Bench.measure(operations, batches: batches, body)
}

func report(_ name: String, _ result: @autoclosure () -> (median: Double, p90: Double), target: String = "") {
    Bench.report(name, result(), target: target)
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

Bench.printHeader()

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

/// One keystroke into fresh copies of several prepared editors in turn (a US and a German phone number).
func keystrokes(_ templates: [(FieldEditor, Int?)], _ intent: EditIntent) -> (median: Double, p90: Double) {
    let prepared = templates.map { template, select -> FieldEditor in
        var editor = template
        if let select { editor.apply(.select(anchor: select, focus: select)) }
        return editor
    }
    var sink = 0
    let result = measure(quick ? 2_000 : 20_000) { count in
        for index in 0..<count {
            var copy = prepared[index % prepared.count]
            copy.apply(intent)
            sink &+= copy.selection.lowerBound
        }
    }
    if sink == -1 { print(sink) }
    return result
}

// The phone format (libphonenumber's formatting as you type): a US number typed for the US, a German one for
// Germany, each one digit short of complete (scripts/bench-phone.sh compares with libphonenumber itself).
let phoneUS = editor(EditorConfiguration(format: .phone(PhoneFormat(region: "US"))), "201555012")
let phoneDE = editor(EditorConfiguration(format: .phone(PhoneFormat(region: "DE"))), "03012345")
report("phone format: type at end", keystrokes([(phoneUS, nil), (phoneDE, nil)], .insert("6")),
       target: "<= 1.0x libphonenumber (bench-phone.sh)")
report("phone format: insert in middle", keystrokes([(phoneUS, 6), (phoneDE, 5)], .insert("6")),
       target: "<= 0.2x libphonenumber (bench-phone.sh)")

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

// MARK: - The whole field pipeline

func field(_ configuration: FieldConfiguration, _ value: String = "") -> InputField {
    do {
        var field = try InputField(configuration, value: value)
        field.send(.focus)
        return field
    } catch {
        fatalError("benchmark configuration failed: \(error)")
    }
}

/// One keystroke through the whole pipeline (event, edit, validation at its
/// moment, the presentation a renderer draws) on a fresh copy of a prepared field.
func fieldKeystroke(_ template: InputField, _ event: FieldEvent) -> (median: Double, p90: Double) {
    var sink = 0
    let result = measure(quick ? 2_000 : 20_000) { count in
        for _ in 0..<count {
            var copy = template
            copy.send(event)
            sink &+= copy.presentation().selection.lowerBound
        }
    }
    if sink == -1 { print(sink) }
    return result
}

/// An IME's events for one word: marked text updated key by key, then committed.
let imeSteps = ["k", "か", "かn", "かん", "かんj", "かんじ"]
let imeCommitted = "漢字"

/// Continuous typing into a note through the whole field pipeline; with
/// `composing`, an IME's events instead: marked text updated key by key,
/// then committed (each event measured with its presentation).
func fieldNoteTyping(size: Int, composing: Bool = false) -> (median: Double, p90: Double) {
    let text = noteText(size: size)
    var note = field(FieldConfiguration(id: "note", kind: .note, label: "Notes"), text)
    note.send(.edit(.move(.end)))
    let keys = composing
        ? imeSteps.map { FieldEvent.edit(.setComposition($0)) } + [.edit(.commitComposition(imeCommitted))]
        : Array("the quick brown fox ").map { FieldEvent.edit(.insert(String($0))) }
    var index = 0
    var sink = 0
    let large = size > 1 << 20
    let result = measure(large ? (quick ? 2 : 5) : (quick ? 500 : 2_000), batches: large ? 3 : batches) { count in
        for _ in 0..<count {
            note.send(keys[index % keys.count])
            sink &+= note.presentation().selection.lowerBound
            index += 1
        }
    }
    if sink == -1 { print(sink) }
    return result
}

/// The lines of a note of at least `size` bytes.
func noteText(size: Int) -> String {
    let line = ProcessInfo.processInfo.environment["TIK_BENCH_LINE"] ?? "lorem ipsum dolor sit amet, consectetur \n"
    var text = ""
    text.reserveCapacity(size + line.utf8.count)
    while text.utf8.count < size { text += line }
    return text
}

/// Continuous typing into a note of a web page's live form: the message
/// parsed, the events applied, the answer (the change, not the note) written.
func webNoteTyping(size: Int, composing: Bool = false) -> (median: Double, p90: Double) {
    let text = noteText(size: size)
    var live: LiveForm
    do {
        live = try LiveForm(spec: LiveFormSpec(fields: [FieldConfiguration(id: "note", kind: .note, label: "Notes")],
                                               values: ["note": text]))
    } catch {
        fatalError("benchmark form failed: \(error)")
    }
    var sequence = 1
    live.handle(#"{"s":1,"event":"focus","field":0}"#)
    let messages = composing
        ? imeSteps.map { Array(#"{"s":1,"event":"compose","field":0,"text":"\#($0)","commit":false}"#.utf8) }
            + [Array(#"{"s":1,"event":"compose","field":0,"text":"\#(imeCommitted)","commit":true}"#.utf8)]
        : Array("the quick brown fox ").map { key in Array(#"{"s":1,"event":"type","field":0,"text":"\#(key)"}"#.utf8) }
    var sink = 0
    let large = size > 1 << 20
    let result = measure(large ? (quick ? 2 : 5) : (quick ? 500 : 2_000), batches: large ? 3 : batches) { count in
        for _ in 0..<count {
            sequence += 1
            sink &+= live.handle(line: messages[sequence % messages.count]).utf8.count
        }
    }
    if sink == -1 { print(sink) }
    return result
}

/// A focused field into which `typed` was typed key by key, as a user types
/// (so rules checked on change are active and the field is mid-typing).
func typedField(_ configuration: FieldConfiguration, _ typed: String) -> InputField {
    var prepared = field(configuration)
    for key in typed { prepared.send(.edit(.insert(String(key)))) }
    return prepared
}

report("field phone: type at end",
       fieldKeystroke(typedField(FieldConfiguration(id: "phone", label: "Phone", format: .mask("(###) ###-####")), "555123"),
                      .edit(.insert("4"))), target: "<= 1.5x phone mask")
report("field phone format: type at end",
       fieldKeystroke(typedField(FieldConfiguration(id: "phone", label: "Phone", format: .phone(PhoneFormat(region: "US"))),
                                 "201555012"), .edit(.insert("3"))), target: "<= 2x field phone")
report("field card: type at end",
       fieldKeystroke(typedField(FieldConfiguration(id: "card", label: "Card", validation: [.init(.luhn, on: .change)], format: .card),
                                 "411111111111"), .edit(.insert("1"))), target: "<= 1.5x card")
report("field IBAN: type at end",
       fieldKeystroke(typedField(FieldConfiguration(id: "iban", label: "IBAN", validation: [.init(.iban, on: .change)], format: .iban),
                                 "DE8937040044053201"), .edit(.insert("3"))), target: "<= 1.5x IBAN")
report("field currency en_US USD: type at end",
       fieldKeystroke(typedField(FieldConfiguration(id: "amount", label: "Amount", format: .number(.init(style: .currency, currency: "USD"))),
                                 "123456"), .edit(.insert("7"))), target: "<= 1.5x currency")
// MARK: - Driver lines through the native message layer

for scenario in Bench.messageScenarios {
    for changes in [false, true] {
        var session = MessageSession()
        report("message native \(scenario.name): type, backspace\(changes ? " (changes)" : "")",
               Bench.messagePairs({ session.handle($0) }, configure: scenario.configure, key: scenario.key,
                                  pairs: quick ? 500 : 5_000, changes: changes))
    }
}

// MARK: - Notes, last

// The note rows run last: a 10 MiB note leaves the allocator's heap large
// and fragmented, which slowed every row measured after it by up to half
// (a field keystroke measured after them took 2.8 us instead of 1.9 us).

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

report("field note 1 KiB: type at end", fieldNoteTyping(size: 1 << 10))
report("field note 10 MiB: type at end", fieldNoteTyping(size: 10 << 20), target: "<= 2x 1 KiB")
report("web note 1 KiB: type at end", webNoteTyping(size: 1 << 10))
report("web note 10 MiB: type at end", webNoteTyping(size: 10 << 20), target: "<= 2x 1 KiB")
report("field note 1 KiB: compose at end", fieldNoteTyping(size: 1 << 10, composing: true))
report("field note 10 MiB: compose at end", fieldNoteTyping(size: 10 << 20, composing: true), target: "<= 2x 1 KiB")
report("web note 1 KiB: compose at end", webNoteTyping(size: 1 << 10, composing: true))
report("web note 10 MiB: compose at end", webNoteTyping(size: 10 << 20, composing: true), target: "<= 2x 1 KiB")

Bench.finish()
