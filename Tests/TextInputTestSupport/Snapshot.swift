import Foundation
import Testing

/// Golden-file snapshots: a text compared with a file in the `Snapshots`
/// folder next to the test file that asserts it.
///
/// - A different file fails the test at the first line that differs.
/// - A missing file fails the test with a message saying how to record it.
/// - With `RECORD_SNAPSHOTS=1` in the environment the text is written to the
///   file and the test fails once, so that a recording is never mistaken for
///   a pass: review the diff, then run again without it.
///
/// ```swift
/// Snapshot.assert(TestSupport.describe(presentation), named: "presentation-simple")
/// // compares with Snapshots/presentation-simple.txt
/// ```
public enum Snapshot {
    /// Whether snapshots are being recorded: `RECORD_SNAPSHOTS=1`.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    }

    /// Compares `text` with the file `Snapshots/<name>.txt` beside `filePath`
    /// (the calling test's file), or records it.
    public static func assert(_ text: String, named name: String, filePath: String = #filePath,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        let file = folder.appendingPathComponent(name + ".txt")
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
                Issue.record("Recorded snapshot \(name).txt; review it, then run again without RECORD_SNAPSHOTS=1.",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("Cannot record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record("No snapshot \(name).txt in \(folder.path); run with RECORD_SNAPSHOTS=1 to record it, then review it.",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != text else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let shownExpected = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
        let shownActual = first < actualLines.count ? String(actualLines[first]) : "<end>"
        Issue.record("""
            Snapshot \(name).txt differs at line \(first + 1):
            expected: \(shownExpected)
            actual:   \(shownActual)
            (RECORD_SNAPSHOTS=1 re-records; review the diff)
            """, sourceLocation: sourceLocation)
    }
}
