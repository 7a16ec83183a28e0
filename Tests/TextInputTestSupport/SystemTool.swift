import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program or shared library that some tests need from the machine, such
/// as tmux, qrencode or libzbar.
///
/// A test that needs one says so with ``Testing/Trait/requires(_:sourceLocation:)``.
/// When a tool is missing, the test is skipped and the report says which
/// tool and how to install it; in CI (`CI=true`) the test fails with that
/// message instead, so CI cannot pass by skipping:
///
/// ```swift
/// @Test(.requires(.tmux)) func typeIntoTheDemo() throws {
///     let tmux = try SystemTool.tmux.path()
///     ...
/// }
/// ```
public struct SystemTool: Sendable, Hashable, CustomStringConvertible {
    /// What kind of thing the tool is, and how it is found.
    public enum Kind: Sendable, Hashable {
        /// A program, found on `PATH`.
        case program
        /// A shared library the code under test opens at run time, found
        /// with `dlopen` under one of these file names.
        case library(files: [String])
        /// A file the project builds, at this path under the package's root.
        case built(path: String)
        /// A data file a package installs (language data, a font), at the first of these absolute paths.
        case file(paths: [String])
        /// A Python module `python3` imports (the test image generators).
        case pythonModule(String)
    }

    /// The name the messages use: "tmux", "libzbar".
    public var name: String
    /// A program or a library.
    public var kind: Kind
    /// The command that installs it, such as `bash scripts/install-terminal-deps.sh`.
    public var installation: String

    /// Creates a tool.
    public init(_ name: String, kind: Kind = .program, installation: String) {
        self.name = name
        self.kind = kind
        self.installation = installation
    }

    /// The tool's name.
    public var description: String { name }

    /// Where the tool is: a program's path, or the file name under which a
    /// library loads; `nil` when it is missing.
    public var location: String? {
        switch kind {
        case .program:
            return Self.path(ofProgram: name)
        case let .library(files):
            return files.first { file in
                guard let handle = dlopen(file, RTLD_LAZY | RTLD_LOCAL) else { return false }
                dlclose(handle)
                return true
            }
        case let .built(path):
            let full = "\(Self.packageRoot)/\(path)"
            return FileManager.default.fileExists(atPath: full) ? full : nil
        case let .file(paths):
            return paths.first { FileManager.default.isReadableFile(atPath: $0) }
        case let .pythonModule(module):
            guard let python = Self.path(ofProgram: "python3") else { return nil }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", "import \(module)"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            process.waitUntilExit()
            return process.terminationStatus == 0 ? python : nil
        }
    }

    /// The package's root folder (tests may run from another one).
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Whether the tool is installed.
    public var isAvailable: Bool { location != nil }

    /// The tool's ``location``, or an error that names it and says how to
    /// install it.
    public func path() throws -> String {
        guard let location else { throw Missing(tools: [self]) }
        return location
    }

    /// Some tools are not installed.
    public struct Missing: Error, CustomStringConvertible {
        /// The missing tools.
        public var tools: [SystemTool]

        /// Creates the error for missing tools.
        public init(tools: [SystemTool]) { self.tools = tools }

        /// "tmux is not installed: run bash scripts/install-terminal-deps.sh", one such sentence
        /// for each installation command.
        public var description: String {
            var commands: [String] = []
            for tool in tools where !commands.contains(tool.installation) { commands.append(tool.installation) }
            return commands.map { command in
                let names = tools.filter { $0.installation == command }.map(\.name)
                let subject = names.count == 1 ? "\(names[0]) is" : "\(names.joined(separator: ", ")) are"
                let built = tools.contains { tool in
                    if case .built = tool.kind { return tool.installation == command }
                    return false
                }
                return "\(subject) not \(built ? "built" : "installed"): run \(command)"
            }.joined(separator: "; ")
        }
    }

    /// Whether the tests run in CI: the environment variable `CI` is `true`
    /// (or `1`), as CI services set it.
    public static var isCI: Bool {
        ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }

    /// Whether a program is on `PATH`.
    public static func isAvailable(_ program: String) -> Bool {
        path(ofProgram: program) != nil
    }

    /// The first executable file named `program` in a `PATH` folder.
    static func path(ofProgram program: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Installs tmux (the terminal's end-to-end tests).
    static let terminalDeps = "bash scripts/install-terminal-deps.sh"
    /// Installs the scan libraries and the barcode generators.
    static let scanDeps = "bash scripts/install-scan-deps.sh"

    /// tmux: runs `textinput-demo` in a real terminal.
    public static let tmux = SystemTool("tmux", installation: terminalDeps)
    /// qrencode: makes QR code PNGs.
    public static let qrencode = SystemTool("qrencode", installation: scanDeps)
    /// zint: makes EAN, Code 128 and Code 39 barcode PNGs.
    public static let zint = SystemTool("zint", installation: scanDeps)
    /// cjpeg (libjpeg-turbo-progs): makes JPEG files.
    public static let cjpeg = SystemTool("cjpeg", installation: scanDeps)

    /// The WebAssembly build of the core, which `textinput-driver --engine wasm` loads.
    public static let wasmModule = SystemTool(
        ".build/wasm/TextInputCore.wasm", kind: .built(path: ".build/wasm/TextInputCore.wasm"),
        installation: "bash scripts/build-wasm.sh")
    /// A release build of textinput-driver: WasmKit interprets the module about 80 times slower in a debug build.
    public static let releaseDriver = SystemTool(
        ".build/release/textinput-driver", kind: .built(path: ".build/release/textinput-driver"),
        installation: "swift build -c release --product textinput-driver")

    /// Pillow, which draws the OCR test images (text in DejaVu Sans).
    public static let pillow = SystemTool("Pillow (python3 -m pip install pillow)", kind: .pythonModule("PIL"), installation: scanDeps)
    /// DejaVu Sans, the font of the OCR test images.
    public static let dejaVuSans = SystemTool("DejaVu Sans", kind: .file(paths: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]),
                                              installation: scanDeps)
    /// Tesseract's English language data, which `TextRecognizer` needs.
    public static let tesseractEnglish = SystemTool(
        "Tesseract English language data",
        kind: .file(paths: ["/usr/share/tesseract-ocr/5/tessdata/eng.traineddata", "/usr/share/tessdata/eng.traineddata",
                            "/usr/local/share/tessdata/eng.traineddata", "/opt/homebrew/share/tessdata/eng.traineddata"]),
        installation: scanDeps)

    #if os(macOS)
    /// libtesseract, the OCR engine `TextInputScan` opens at run time.
    public static let libtesseract = SystemTool("libtesseract", kind: .library(files: homebrew("libtesseract.5.dylib")),
                                                installation: "brew install tesseract")
    /// libzbar, the barcode decoder `TextInputScan` opens at run time.
    public static let libzbar = SystemTool("libzbar", kind: .library(files: homebrew("libzbar.0.dylib")), installation: "brew install zbar")
    /// libpng, which `TextInputScan` opens to read PNG images.
    public static let libpng = SystemTool("libpng", kind: .library(files: homebrew("libpng16.16.dylib")), installation: "brew install libpng")
    /// libturbojpeg, which `TextInputScan` opens to read JPEG images.
    public static let libturbojpeg = SystemTool("libturbojpeg", kind: .library(files: homebrew("libturbojpeg.0.dylib")),
                                                installation: "brew install jpeg-turbo")

    /// A library's file name, then where Homebrew puts it.
    static func homebrew(_ file: String) -> [String] {
        [file, "/opt/homebrew/lib/\(file)", "/usr/local/lib/\(file)"]
    }
    #else
    /// libtesseract, the OCR engine `TextInputScan` opens at run time.
    public static let libtesseract = SystemTool("libtesseract", kind: .library(files: ["libtesseract.so.5", "libtesseract.so"]),
                                                installation: scanDeps)
    /// libzbar, the barcode decoder `TextInputScan` opens at run time.
    public static let libzbar = SystemTool("libzbar", kind: .library(files: ["libzbar.so.0", "libzbar.so"]), installation: scanDeps)
    /// libpng, which `TextInputScan` opens to read PNG images.
    public static let libpng = SystemTool("libpng", kind: .library(files: ["libpng16.so.16", "libpng16.so"]), installation: scanDeps)
    /// libturbojpeg, which `TextInputScan` opens to read JPEG images.
    public static let libturbojpeg = SystemTool("libturbojpeg", kind: .library(files: ["libturbojpeg.so.0", "libturbojpeg.so"]),
                                                installation: scanDeps)
    #endif
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only where every tool in `tools` is installed.
    ///
    /// When one is missing, the test is skipped with a comment that names it
    /// and the command that installs it; in CI (``SystemTool/isCI``) the test
    /// fails with the same message instead of being skipped.
    public static func requires(_ tools: SystemTool..., sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        let missing = SystemTool.Missing(tools: tools.filter { !$0.isAvailable })
        return .enabled(if: try requirementMet(missing), Comment(rawValue: missing.description), sourceLocation: sourceLocation)
    }

    /// True when nothing is missing, false (skip) when something is, and the
    /// error (a failure) when something is missing in CI.
    private static func requirementMet(_ missing: SystemTool.Missing) throws -> Bool {
        guard !missing.tools.isEmpty else { return true }
        if SystemTool.isCI { throw missing }
        return false
    }
}
