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
/// - in a field with scan, a line `scan:PATH` reads the PNG or JPEG image
///   at PATH with ``imageScanner``: the codes in it for a barcode field
///   (``FieldEvent/scanFound(_:)``), the printed text for a text-scan field
///   (``FieldEvent/textRecognized(_:)``, read with the language data of the
///   field's locale), so the core's scan policy, formats and limits apply,
///   and what the field refuses is reported. When the core offers a list
///   instead (several codes, or text candidates it is not sure of), the list
///   is printed numbered and a number is read; an empty line closes it.
///   Once a value is in, the runner prints what was scanned and asks for
///   the field again with the value in brackets (not for a secure field):
///   an empty line keeps it, another line replaces it. A failure (nothing
///   found, a file that cannot be read, a library to install) prints its
///   message and asks again.
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
            let invalid: Int
            switch form.send(.submit).status {
            case let .submitted(submission)?:
                return .submitted(submission)
            case let .invalid(first)?:
                invalid = first
            case .action?, nil:
                return .endOfInput(form.localizer.string(.formNotSubmitted))
            }
            // Every message the form holds, errors first (the summary a page shows above its fields), then the first
            // field in error is asked for again.
            let summary = form.summary
            if summary.count > 1 { prompt(form.summaryHeading + "\n") }
            for message in summary {
                let strings = localizer(message.field)
                let line = strings.string(.fieldMessage, form.presentation(at: message.field).accessibility.label, message.text)
                prompt((message.severity == .error ? strings.string(.lineError, line)
                        : strings.string(.fieldMessage, strings.string(message.severity.iconKey), line)) + "\n")
            }
            if summary.isEmpty {
                let presentation = form.presentation(at: invalid)
                let strings = localizer(invalid)
                prompt(strings.string(.lineError, strings.string(.fieldMessage, presentation.accessibility.label,
                                                                 presentation.message?.text ?? "")) + "\n")
            }
            if let ended = ask(invalid, showIntro: false) { return ended }
        }
    }

    private func localizer(_ index: Int) -> Localizer { form.fields[index].localizer }

    /// Asks for one field until its input is accepted; nil when done, an
    /// outcome when input ended.
    private mutating func ask(_ index: Int, showIntro: Bool = true) -> FormOutcome? {
        let configuration = form.fields[index].configuration
        let strings = localizer(index)
        let intro = form.presentation(at: index)
        if intro.isDisabled { return nil }
        let name = intro.accessibility.label
        if intro.isReadOnly {
            var line = strings.string(.fieldMessage, name, intro.accessibility.value)
            if let message = intro.message?.text { line += " (\(message))" }
            prompt(line + "\n\n")
            return nil
        }
        if showIntro {
            prompt(name + "\n")
            if let hint = intro.accessibility.hint, !hint.isEmpty { prompt("  " + hint + "\n") }
            if let example = configuration.placeholder, !example.isEmpty, configuration.label != nil {
                prompt("  " + strings.string(.lineExample, example) + "\n")
            } else if let pattern = form.fields[index].datePattern {
                // A date field's digits go in its pattern's order.
                prompt("  " + pattern + "\n")
            }
            if let limit = configuration.limit { prompt("  " + strings.string(.lineUpTo, String(limit.max)) + "\n") }
            if intro.kind == .note { prompt("  " + strings.string(.lineNoteContinuation) + "\n") }
            if configuration.hasScanAction {
                prompt("  " + strings.string(.lineScanHowTo, Self.scanCommand) + "\n")
            }
        }
        let ended = FormOutcome.endOfInput(strings.string(.inputEndedAt, name))
        while true {
            _ = form.send(.focus(index))
            let current = form.presentation(at: index)
            let shown = current.text.isEmpty || current.traits.isSecureEntry ? "" : " [\(current.text)]"
            // "Label: " through the language's own pattern (a French colon after a narrow space, a full-width one in
            // Japanese and Chinese), as the field's messages are.
            prompt(strings.string(.fieldMessage, (current.label ?? current.accessibility.label) + shown, ""))
            guard var line = readLine(current.traits.isSecureEntry) else {
                prompt("\n")
                return ended
            }
            if configuration.hasScanAction, line.hasPrefix(Self.scanCommand) {
                if scan(String(line.dropFirst(Self.scanCommand.count)), field: index) { continue }
                prompt("\n")
                return ended
            }
            if current.kind == .note {
                while line.hasSuffix("\\") {
                    line.removeLast()
                    prompt("... ")
                    guard let more = readLine(false) else { break }
                    line += "\n" + more
                }
            }
            if !(line.isEmpty && !current.text.isEmpty) {
                if let refusal = form.send(.field(index, .edit(.replaceAll(line)))).refusal {
                    prompt(strings.string(.lineNotAccepted, refusal) + "\n")
                    continue
                }
            }
            _ = form.send(.field(index, .blur))
            let after = form.presentation(at: index)
            if after.state == .error, let message = after.message {
                prompt(strings.string(.lineError, message.text) + "\n")
                continue
            }
            if let message = after.message, let severity = message.severity, severity != .error {
                // A warning (or the app's success or information) is said, and the value is kept: it never blocks.
                prompt(strings.string(.fieldMessage, strings.string(severity.iconKey), message.text) + "\n")
            }
            if !after.traits.isSecureEntry, !line.isEmpty, after.text != line {
                prompt("  " + strings.string(.lineEnteredAs, after.text) + "\n")
            }
            prompt("\n")
            return nil
        }
    }

    /// Decodes the image at `typedPath` for field `index` and hands every
    /// code to the core's scan policy: one code fills the field, several are
    /// printed numbered from the core's list and a number is read (an empty
    /// line closes the list), none prints the core's message. Returns false
    /// when input ended; true to ask for the field again.
    private mutating func scan(_ typedPath: String, field index: Int) -> Bool {
        let strings = localizer(index)
        let path = ScanPath.resolve(typedPath, home: homeDirectory)
        guard !path.isEmpty else {
            prompt(strings.string(.lineScanFailed, strings.string(.scanPathMissing)) + "\n")
            return true
        }
        guard let imageScanner else {
            prompt(strings.string(.lineScanFailed, strings.string(.scanUnavailable)) + "\n")
            return true
        }
        let scan: ImageScan
        do throws(ScanError) {
            scan = try form.scan(imageAt: path, field: index, with: imageScanner)
        } catch {
            prompt(strings.string(.lineScanFailed, error.description) + "\n")
            return true
        }
        let symbology = scan.symbologies
        var response = scan.response
        var chosen = scan.firstCode ?? ""
        switch scan.state {
        case let .nothing(message)?:
            prompt(strings.string(.lineScanFailed, message) + "\n")
            return true
        case let .choosing(choices)?:
            prompt(choices.prompt + "\n")
            for (number, (code, line)) in zip(choices.codes, choices.lines).enumerated() {
                let kind = symbology[code].map { $0 + ": " } ?? ""
                prompt("  \(number + 1). \(kind)\(line)\n")
            }
            while true {
                prompt(strings.string(.lineChooseNumber, String(choices.codes.count)))
                guard let line = readLine(false) else { return false }
                let answer = line.trimmingSpaces()
                if answer.isEmpty {
                    form.send(.field(index, .escape))
                    return true
                }
                if let number = Int(answer), choices.codes.indices.contains(number - 1) {
                    response = form.send(.field(index, .chooseScanned(number - 1)))
                    chosen = choices.codes[number - 1]
                    break
                }
                prompt(strings.string(.lineEnterNumber, String(choices.codes.count)) + "\n")
            }
        case .opened?, .filled?, .closed?, nil:
            break
        }
        let refusal = response.refusal
        if let refusal, !response.edit.textChanged {
            prompt(strings.string(.lineNotAccepted, refusal) + "\n")
            return true
        }
        let after = form.presentation(at: index)
        let kind = symbology[chosen] ?? "OCR"
        prompt("  " + (after.traits.isSecureEntry ? strings.string(.lineScannedSecure, kind) : strings.string(.lineScanned, kind, after.text)) + "\n")
        if let refusal { prompt("  " + strings.string(.linePartlyAccepted, refusal) + "\n") }
        prompt("  " + strings.string(.lineKeepOrReplace) + "\n")
        return true
    }
}
