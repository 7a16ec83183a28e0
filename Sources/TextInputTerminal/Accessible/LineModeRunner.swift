import TextInputCore
import TextInputScan

/// The accessible line mode: one plain prompt per field, no cursor
/// movement, no redrawing, so it works with a screen reader, a braille
/// display, and through a pipe.
///
/// For each field, in form order, it writes (to `prompt`, standard error in
/// `textinput-demo`) the field's accessible name from the core ("Email,
/// required"), its helper text, its placeholder as an example, and its
/// character limit, then reads one line. A note reads more lines while a
/// line ends with a backslash. The line replaces the value through the core
/// (``EditIntent/replaceAll(_:)``), so formats, limits and validation apply
/// exactly as in the full-screen form:
///
/// - input the core refused (letters in a digit mask, text past a `stop`
///   limit) prints the core's message and asks again;
/// - on leaving the field the `blur` and `beforeFocusLeaves` rules run; an
///   error prints its message and asks again;
/// - an empty line keeps a value the field already has;
/// - after the last field the form is submitted; a field that fails (a
///   required one left empty) prints its message and is asked again;
/// - read-only fields are printed with their value; disabled fields are
///   skipped; secure fields do not echo what is typed at a terminal;
/// - in a field with scan, a line `scan:PATH` decodes the PNG or JPEG image
///   at PATH with ``imageScanner`` and puts the code into the field
///   (``FieldEvent/scanned(_:)``, so formats and limits apply, and what
///   the field refuses is reported); with several codes in the image they are
///   printed numbered and a number is read. The field is then asked again
///   with the scanned value in brackets: an empty line keeps it, another
///   line replaces it. A failure (no code, a file that cannot be read, a
///   library to install) prints its message and asks again.
///
/// When input ends before the form is complete, ``run()`` returns
/// ``FormOutcome/endOfInput(_:)`` naming the field that was being asked.
public struct LineModeRunner {
    /// The form.
    public private(set) var form: InputForm
    /// A title printed first.
    public var title: String?
    /// Decodes the images of `scan:` lines; nil turns scanning off.
    public var imageScanner: (any ImageScanner)?
    /// The home directory that a leading `~/` in a path stands for.
    public var homeDirectory: String?
    private let readLine: (_ secure: Bool) -> String?
    private let prompt: (String) -> Void

    /// What a line starts with to scan an image: `scan:/tmp/label.png`.
    public static let scanCommand = "scan:"

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - readLine: reads one line without its newline, nil at end of input;
    ///     `secure` asks not to echo it.
    ///   - prompt: writes prompt text (no newline is added).
    ///   - imageScanner: decodes the images of `scan:` lines (by default the
    ///     real decoder, which loads libzbar at the first scan); nil turns
    ///     scanning off.
    public init(form: InputForm, title: String? = nil, readLine: @escaping (_ secure: Bool) -> String?,
                prompt: @escaping (String) -> Void, imageScanner: (any ImageScanner)? = BarcodeImageScanner()) {
        self.form = form
        self.title = title
        self.readLine = readLine
        self.prompt = prompt
        self.imageScanner = imageScanner
        self.homeDirectory = ProcessEnvironment.current["HOME"]
    }

    /// Asks for every field and submits; returns the outcome.
    public mutating func run() -> FormOutcome {
        if let title { prompt(title + "\n") }
        if let note = form.requiredNote { prompt(note + "\n") }
        prompt("\n")
        for index in form.fields.indices {
            if let ended = ask(index) { return ended }
        }
        while true {
            let effects = form.send(.submit)
            var invalid: Int?
            for effect in effects {
                switch effect {
                case let .submitted(values):
                    return .submitted(form.fields.compactMap { field in
                        values[field.configuration.id].map { SubmittedValue(id: field.configuration.id, value: $0) }
                    })
                case let .invalid(first):
                    invalid = first
                case .field:
                    break
                }
            }
            guard let invalid else { return .endOfInput("the form could not be submitted") }
            let presentation = form.fields[invalid].presentation(marker: .some(form.marker(at: invalid)))
            prompt("Error in \(presentation.accessibility.label): \(presentation.message?.text ?? "")\n")
            if let ended = ask(invalid, showIntro: false) { return ended }
        }
    }

    /// Asks for one field until its input is accepted; nil when done, an
    /// outcome when input ended.
    private mutating func ask(_ index: Int, showIntro: Bool = true) -> FormOutcome? {
        let configuration = form.fields[index].configuration
        if configuration.isDisabled { return nil }
        let intro = form.fields[index].presentation(marker: .some(form.marker(at: index)))
        if configuration.isReadOnly {
            prompt("\(intro.accessibility.label): \(intro.accessibility.value) (\(intro.message?.text ?? "read-only"))\n\n")
            return nil
        }
        if showIntro {
            prompt(intro.accessibility.label + "\n")
            if let hint = intro.accessibility.hint, !hint.isEmpty { prompt("  " + hint + "\n") }
            if let example = configuration.placeholder, !example.isEmpty, configuration.label != nil {
                prompt("  Example: " + example + "\n")
            }
            if let limit = configuration.limit { prompt("  Up to \(limit.max) characters.\n") }
            if configuration.kind == .note { prompt("  End a line with \\ to add another line.\n") }
            if configuration.hasScanAction {
                prompt("  To scan a code, enter \(Self.scanCommand) and the path of a PNG or JPEG image.\n")
            }
        }
        while true {
            _ = form.send(.focus(index))
            let current = form.fields[index].presentation()
            let shown = current.text.isEmpty || configuration.isSecure ? "" : " [\(current.text)]"
            prompt("\(configuration.label ?? configuration.placeholder ?? configuration.id)\(shown): ")
            guard var line = readLine(configuration.isSecure) else {
                prompt("\n")
                return .endOfInput("input ended at \(intro.accessibility.label)")
            }
            if configuration.hasScanAction, line.hasPrefix(Self.scanCommand) {
                switch scan(String(line.dropFirst(Self.scanCommand.count)), field: index) {
                case .ended:
                    prompt("\n")
                    return .endOfInput("input ended at \(intro.accessibility.label)")
                case .notScanned:
                    continue
                case let .scanned(symbol):
                    _ = form.send(.field(index, .scanned(symbol.text)))
                    let outcome = form.fields[index].lastOutcome
                    let refusal = outcome.rejection.map { form.fields[index].localizer.message(for: $0) }
                    if let refusal, !outcome.textChanged {
                        prompt("Not accepted: \(refusal)\n")
                        continue
                    }
                    let text = form.fields[index].presentation().text
                    prompt(configuration.isSecure ? "  Scanned \(symbol.symbologyName).\n" : "  Scanned \(symbol.symbologyName): \(text)\n")
                    if let refusal { prompt("  Partly accepted: \(refusal)\n") }
                    prompt("  An empty line keeps it; another line replaces it.\n")
                    continue
                }
            }
            if configuration.kind == .note {
                while line.hasSuffix("\\") {
                    line.removeLast()
                    prompt("... ")
                    guard let more = readLine(false) else { break }
                    line += "\n" + more
                }
            }
            if !(line.isEmpty && !current.text.isEmpty) {
                _ = form.send(.field(index, .edit(.replaceAll(line))))
                if let rejection = form.fields[index].lastOutcome.rejection {
                    prompt("Not accepted: \(form.fields[index].localizer.message(for: rejection))\n")
                    continue
                }
            }
            _ = form.send(.field(index, .blur))
            let after = form.fields[index].presentation(marker: .some(form.marker(at: index)))
            if after.state == .error, let message = after.message {
                prompt("Error: \(message.text)\n")
                continue
            }
            if !configuration.isSecure, !line.isEmpty, after.text != line {
                prompt("  Entered as \(after.text)\n")
            }
            prompt("\n")
            return nil
        }
    }

    /// How a `scan:` line went.
    private enum ScanResult {
        /// The code to use.
        case scanned(ScannedSymbol)
        /// Nothing to use: a message was printed, ask for the field again.
        case notScanned
        /// Input ended while choosing a code.
        case ended
    }

    /// Decodes the image at `typedPath` for field `index`; with several
    /// codes, prints them numbered and reads a number.
    private func scan(_ typedPath: String, field index: Int) -> ScanResult {
        let localizer = form.fields[index].localizer
        let path = ScanPath.resolve(typedPath, home: homeDirectory)
        guard !path.isEmpty else {
            prompt("Scan failed: \(localizer.string(.scanPathMissing))\n")
            return .notScanned
        }
        guard let imageScanner else {
            prompt("Scan failed: \(localizer.string(.scanUnavailable))\n")
            return .notScanned
        }
        let symbols: [ScannedSymbol]
        do throws(ScanError) {
            symbols = try imageScanner.scan(imageAt: path)
        } catch {
            prompt("Scan failed: \(error.description)\n")
            return .notScanned
        }
        guard symbols.count > 1 else {
            guard let symbol = symbols.first else {
                prompt("Scan failed: \(localizer.string(.noBarcodeFound))\n")
                return .notScanned
            }
            return .scanned(symbol)
        }
        prompt(localizer.string(.scanChoose) + "\n")
        for (number, symbol) in symbols.enumerated() {
            prompt("  \(number + 1). \(symbol.symbologyName): \(ScanChoice.preview(symbol))\n")
        }
        while true {
            prompt("Number (1-\(symbols.count), an empty line cancels): ")
            guard let line = readLine(false) else { return .ended }
            let answer = line.trimmingSpaces()
            if answer.isEmpty { return .notScanned }
            if let number = Int(answer), symbols.indices.contains(number - 1) { return .scanned(symbols[number - 1]) }
            prompt("Enter a number from 1 to \(symbols.count).\n")
        }
    }
}
