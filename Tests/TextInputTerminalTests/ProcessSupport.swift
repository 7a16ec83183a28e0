import Foundation
import Glibc
import Testing
import TextInputTestSupport
import TextInputTerminal

/// Finds built executables and runs programs for the end-to-end tests.
enum Products {
    /// The build folder: where the test bundle runs from.
    static var buildDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The built `textinput-demo`, or a recorded issue saying how to build it.
    static func demo(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        for directory in [buildDirectory, buildDirectory.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent("textinput-demo").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        Issue.record("textinput-demo is not built next to the tests (\(buildDirectory.path)); run swift build --build-tests first",
                     sourceLocation: sourceLocation)
        return nil
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Runs a program to completion with standard input, returning its
    /// status, standard output and standard error.
    ///
    /// It uses `posix_spawn` with an empty signal mask and default signal
    /// actions, and `waitpid`: the test runner's threads block signals, and
    /// a program (or a tmux server it starts) must not inherit that. Both
    /// outputs go to files, since a daemon the program starts may keep them
    /// open and a pipe would then never end.
    static func run(_ path: String, _ arguments: [String], input: String = "") throws -> (status: Int32, output: String, error: String) {
        let directory = FileManager.default.temporaryDirectory
        let token = UUID().uuidString
        let inputFile = directory.appendingPathComponent("textinput-stdin-\(token)")
        let outputFile = directory.appendingPathComponent("textinput-stdout-\(token)")
        let errorFile = directory.appendingPathComponent("textinput-stderr-\(token)")
        try Data(input.utf8).write(to: inputFile)
        defer {
            for file in [inputFile, outputFile, errorFile] { try? FileManager.default.removeItem(at: file) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputFile.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // Without TMUX, so a test run inside tmux starts its own server rather than nesting.
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" && $0.key != "TMUX_PANE" }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SpawnError(description: "cannot start \(path): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let outputData = FileManager.default.contents(atPath: outputFile.path) ?? Data()
        let errorData = FileManager.default.contents(atPath: errorFile.path) ?? Data()
        return (exitStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }
}

/// A temporary directory for generated images, removed with its reference.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("textinput-terminal-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A QR code PNG of `text` made by qrencode; throws ``SystemTool/Missing``
    /// when qrencode is not installed.
    func qrCode(_ text: String, name: String = "code.png") throws -> String {
        let path = url.appendingPathComponent(name).path
        let result = try Products.run(try SystemTool.qrencode.path(), ["-o", path, "-s", "6", text])
        guard result.status == 0 else {
            throw Products.SpawnError(description: "qrencode failed with \(result.status): \(result.error)")
        }
        return path
    }
}

/// A form run's submitted values as `[id, value]` pairs in form order (the core's ``Submission``), or nil when
/// the run did not submit.
func submittedPairs(_ outcome: FormOutcome?) -> [[String]]? {
    outcome?.submission?.entries.map { [$0.id, $0.value] }
}
