import Foundation
import TextInputCore

/// What textinput-bench and textinput-wasm-bench share: options, timing,
/// the table and `--json` output, and the driver-line scenarios.
public enum Bench {
    /// `--quick`: fewer batches and operations.
    public static let quick = CommandLine.arguments.contains("--quick")
    /// `--json`: every row as one JSON array at the end instead of the table.
    public static let json = CommandLine.arguments.contains("--json")
    /// `--only TEXT` runs the scenarios whose name contains TEXT (for profiling).
    public static let only: String? = argument(after: "--only")
    /// Batches per figure.
    public static let batches = quick ? 7 : 31

    nonisolated(unsafe) static var rows: [JSONValue] = []

    /// The command-line argument after `flag`, if any.
    public static func argument(after flag: String) -> String? {
        CommandLine.arguments.firstIndex(of: flag).flatMap {
            CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil
        }
    }

    /// Median and 90th percentile nanoseconds per operation: `body(n)` must perform n operations.
    public static func measure(_ operations: Int, batches: Int = batches, _ body: (Int) -> Void) -> (median: Double, p90: Double) {
        let clock = ContinuousClock()
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

    /// The table's header (nothing with `--json`).
    public static func printHeader() {
        guard !json else { return }
        print("| scenario | median ns | p90 ns | target |")
        print("| --- | ---: | ---: | --- |")
    }

    /// Measures and prints one row, unless `--only` leaves it out.
    public static func report(_ name: String, _ result: @autoclosure () -> (median: Double, p90: Double), target: String = "") {
        if let only, !name.contains(only) { return }
        let result = result()
        rows.append(.object([("name", .string(name)), ("medianNs", .number((result.median * 10).rounded() / 10)),
                             ("p90Ns", .number((result.p90 * 10).rounded() / 10)), ("target", .string(target))]))
        guard !json else { return }
        let median = String(format: "%10.1f", result.median)
        let p90 = String(format: "%10.1f", result.p90)
        print("| \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) | \(median) | \(p90) | \(target) |")
    }

    /// Prints the `--json` array.
    public static func finish() {
        if json { print(JSONValue.array(rows).serialized) }
    }

    /// Driver lines for the message rows: a prepared field and the key typed at its end.
    public static let messageScenarios: [(name: String, configure: String, key: String)] = [
        ("phone", #"{"configure": {"format": {"mask": "(###) ###-####"}, "value": "555123"}}"#, "4"),
        ("card", #"{"configure": {"format": {"card": {}}, "value": "411111111111", "validation": [{"rule": "luhn", "on": "change"}]}}"#, "1"),
        ("currency en_US USD", #"{"configure": {"format": {"number": {"style": "currency", "currency": "USD"}}, "value": "123456"}}"#, "7"),
        ("note 1 KiB", #"{"configure": {"kind": "note", "width": 60, "value": "\#(String(repeating: "lorem ipsum dolor sit amet ", count: 38))"}}"#, "x"),
    ]

    /// Median nanoseconds per line over pairs of lines (type a key at the end, delete it): the cost a host pays
    /// per keystroke when the core sits behind the message boundary (JSON in, the whole snapshot out, or with
    /// `changes` only what changed).
    public static func messagePairs(_ handle: (String) -> String, configure: String, key: String, pairs: Int,
                                    changes: Bool = false) -> (median: Double, p90: Double) {
        _ = handle(configure)
        _ = handle(#"{"event": "focus"}"#)
        _ = handle(#"{"event": "move", "to": "end"}"#)
        // The lines as a host writes them (the key is one of this file's ASCII characters).
        let answer = changes ? #", "answer": "changes""# : ""
        let type = #"{"event": "type", "text": "\#(key)"\#(answer)}"#
        let backspace = #"{"event": "backspace"\#(answer)}"#
        var sink = 0
        let result = measure(pairs) { count in
            for _ in 0..<count {
                sink &+= handle(type).utf8.count
                sink &+= handle(backspace).utf8.count
            }
        }
        if sink == -1 { print(sink) }
        return (result.median / 2, result.p90 / 2)
    }
}
