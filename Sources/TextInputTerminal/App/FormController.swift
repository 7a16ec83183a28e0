import TextInputCore
import TextInputScan

/// A form in the terminal, without the terminal: input events in, frames
/// out. ``TerminalFormRunner`` connects it to a real terminal; tests and the
/// benchmark drive it directly.
///
/// Keys become ``InputForm`` events (``KeyAction``), mouse clicks hit the
/// regions of the last frame (accessories, text areas, suggestions, the
/// submit button), and the terminal's width becomes each field's layout
/// width, so scrolling, wrapping and truncation come from the core.
///
/// Scanning (Control-O, F3 or a click on a scan field's icon) is the core's
/// answer ``ScanState/opened``: the controller opens a prompt below the field
/// asking for an image file (its own ``ScanPathPrompt``, edited with the
/// core's ``FieldEditor``), or asks ``onScan`` when the host answers scans
/// itself. Enter reads the image with ``imageScanner``: the codes go to the
/// field as ``FieldEvent/scanFound(_:)``, or for a text-scan field the
/// recognised lines as ``FieldEvent/textRecognized(_:)``. The core's scan
/// policy decides and its answer's ``ScanState`` says what happened: one
/// value fills the field through its format, limit and validation
/// (``ScanState/filled``); several open the core's list to choose from
/// (``ScanState/choosing(_:)``, drawn below the field, numbered); none is
/// ``ScanState/nothing(message:)``, shown under the prompt until the next
/// key, as is a failure to read the image.
///
/// ```swift
/// let controller = FormController(form: form, theme: .detect(environment: env), columns: 80, rows: 24)
/// controller.handle(.key(.character("J")))
/// let frame = controller.frame()
/// ```
public final class FormController {
    /// The form's state.
    public private(set) var form: InputForm
    /// Draws frames; its glyph table encodes them.
    public let renderer: FrameRenderer
    /// A title above the form.
    public var title: String?
    /// The terminal's width.
    public private(set) var columns: Int
    /// The terminal's height.
    public private(set) var rows: Int
    /// How the form ended, once it has.
    public private(set) var outcome: FormOutcome?
    /// Set when the whole screen must be redrawn (resize, Control-L).
    public var needsFullRedraw = false
    /// Decodes the image file given at the scan prompt: by default the real
    /// decoder (``BarcodeImageScanner``, which loads libzbar at the first
    /// scan). With nil and no ``onScan``, scanning says that it is not
    /// available here.
    public var imageScanner: (any ImageScanner)?
    /// The home directory that a leading `~/` in a typed path stands for;
    /// `HOME` by default.
    public var homeDirectory: String?
    /// Answers scans instead of the image prompt, for a host with its own
    /// source of codes: called with the field's id when a field's scan
    /// accessory (or Control-O) asks for a scan; return the decoded text to
    /// fill the field (through the core, as ``FieldEvent/scanned(_:)``), or
    /// nil when nothing was scanned.
    public var onScan: ((_ fieldID: String) -> String?)?
    /// Called when a field's custom trailing action is tapped.
    public var onAction: ((_ fieldID: String, _ actionID: String) -> Void)?

    private var presentations: [FieldPresentation] = []
    /// The form's required note; it depends only on the configurations.
    private let requiredNote: String?
    private var status: (text: String, alert: Bool)?
    private var lastFrame: FormFrame?
    /// The prompt for an image file to scan (its own state machine).
    private var pathPrompt = ScanPathPrompt()
    /// The symbology of each code of the last decoded image, to label the
    /// core's list of codes to choose from.
    private var lastSymbologies: [String: String] = [:]

    /// Creates a controller and focuses the first enabled field.
    ///
    /// - Parameter imageScanner: decodes the images given at the scan
    ///   prompt; nil turns scanning off.
    public init(form: InputForm, theme: Theme, columns: Int, rows: Int, title: String? = nil,
                imageScanner: (any ImageScanner)? = BarcodeImageScanner()) {
        self.form = form
        self.renderer = FrameRenderer(theme: theme)
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.title = title
        self.requiredNote = form.requiredNote
        self.imageScanner = imageScanner
        self.homeDirectory = ProcessEnvironment.current["HOME"]
        applyWidths()
        self.form.send(.next)
        presentations = self.form.presentations
    }

    /// Sets each field's layout width from the terminal's width.
    private func applyWidths() {
        let formWidth = FrameRenderer.formWidth(columns: columns)
        for index in form.fields.indices {
            let width = renderer.textWidth(formWidth: formWidth, possibleAccessories: form.fields[index].possibleAccessories)
            form.setLayoutWidth(width, forFieldAt: index)
        }
        if let field = pathPrompt.typing?.field { pathPrompt.resize(width: pathWidth(field: field)) }
    }

    /// Handles one input event.
    public func handle(_ event: InputEvent) {
        guard outcome == nil else { return }
        let focusBefore = form.focusIndex
        var touched: Set<Int> = []
        var all = false
        status = nil
        if pathPrompt.typing != nil, let allChanged = handlePathPrompt(event, touched: &touched) {
            all = allChanged
        } else if let choosing = choosingScanField, let allChanged = handleScanChoice(event, field: choosing, touched: &touched) {
            all = allChanged
        } else {
            all = handleForm(event, touched: &touched)
        }
        if let focusBefore { touched.insert(focusBefore) }
        if let focus = form.focusIndex { touched.insert(focus) }
        if all {
            presentations = form.presentations
        } else {
            for index in touched where form.fields.indices.contains(index) {
                presentations[index] = form.presentation(at: index)
            }
        }
    }

    /// Handles an event in the form (no scan prompt open); returns whether
    /// every field may have changed.
    private func handleForm(_ event: InputEvent, touched: inout Set<Int>) -> Bool {
        var all = false
        switch event {
        case let .key(key, modifiers):
            if let action = KeyAction.forKey(key, modifiers) {
                all = perform(action, touched: &touched)
            }
        case let .paste(text):
            all = sendToFocused(.edit(.paste(text)), touched: &touched)
        case let .mouse(mouse):
            if mouse.kind == .press, mouse.button == .left { all = click(row: mouse.row, column: mouse.column, touched: &touched) }
        case let .resize(newColumns, newRows):
            columns = max(1, newColumns)
            rows = max(1, newRows)
            applyWidths()
            needsFullRedraw = true
            all = true
        }
        return all
    }

    /// Performs a key's action; returns whether every field may have changed.
    private func perform(_ action: KeyAction, touched: inout Set<Int>) -> Bool {
        switch action {
        case .next: return run(form.send(.next), touched: &touched)
        case .previous: return run(form.send(.previous), touched: &touched)
        case .submit: return run(form.send(.submit), touched: &touched)
        case .redraw:
            needsFullRedraw = true
            return false
        case let .quit(interrupted):
            if !interrupted, let focus = form.focusIndex {
                // Esc first belongs to the field (it closes a list or a scan
                // choice); an Esc the field does not use cancels the form.
                let response = form.send(.field(focus, .escape))
                if response.changedFields.contains(focus) { return run(response, touched: &touched) }
            }
            outcome = .cancelled(interrupted: interrupted)
            return false
        case .enter:
            return sendToFocused(.returnKey, touched: &touched)
        case let .vertical(direction, extend):
            guard let focus = form.focusIndex else { return run(form.send(.next), touched: &touched) }
            // Up and Down belong to the field while it has a list open or
            // lines to move through (the core moves the highlight or the
            // caret); in other single-line fields they move between fields.
            if !presentations[focus].suggestions.isEmpty || presentations[focus].kind == .note || extend
                || presentations[focus].isStepper {
                return sendToFocused(.moveLine(direction, extend: extend), touched: &touched)
            }
            return run(form.send(direction == .up ? .previous : .next), touched: &touched)
        case let .page(direction):
            // Ten steps in a stepper; nothing elsewhere.
            guard let focus = form.focusIndex, presentations[focus].isStepper else { return false }
            return sendToFocused(.step(direction == .up ? 10 : -10), touched: &touched)
        case let .edge(direction, extend):
            if !extend, let focus = form.focusIndex, presentations[focus].isStepper {
                return sendToFocused(.stepToLimit(direction), touched: &touched)
            }
            return sendToFocused(.edit(.move(direction == .down ? .start : .end, extend: extend)), touched: &touched)
        case let .field(event):
            return sendToFocused(event, touched: &touched)
        }
    }

    private func sendToFocused(_ event: FieldEvent, touched: inout Set<Int>) -> Bool {
        guard let focus = form.focusIndex else { return false }
        return send(event, to: focus, touched: &touched)
    }

    @discardableResult
    private func send(_ event: FieldEvent, to index: Int, touched: inout Set<Int>) -> Bool {
        return run(form.send(.field(index, event)), touched: &touched)
    }

    /// Shows a response: the fields it lists are drawn again, its refusal
    /// and status go on the status line, a submit ends the form, a scan that
    /// opened asks for an image (or the host's ``onScan``), an action calls
    /// ``onAction``. Returns whether every field may have changed.
    private func run(_ response: FormResponse, touched: inout Set<Int>) -> Bool {
        var all = false
        touched.formUnion(response.changedFields)
        if let refusal = response.refusal { status = (refusal, true) }
        switch response.status {
        case let .submitted(submission)?:
            all = true
            outcome = .submitted(submission)
        case let .invalid(first)?:
            all = true
            let presentation = form.presentation(at: first)
            status = (form.fields[first].localizer.string(.fieldMessage, presentation.label ?? presentation.accessibility.label,
                                                           presentation.message?.text ?? ""), true)
        case let .action(index, action)?:
            onAction?(form.fields[index].configuration.id, action)
        case nil:
            break
        }
        if let scan = response.scan, scan.state == .opened {
            let index = scan.field
            touched.insert(index)
            if let onScan {
                if let text = onScan(form.fields[index].configuration.id) { send(.scanned(text), to: index, touched: &touched) }
            } else if imageScanner != nil {
                openScanPrompt(for: index)
            } else {
                status = (form.fields[index].localizer.string(.scanUnavailable), true)
            }
        }
        return all
    }

    /// A click: focus a field and place its caret, tap an accessory, pick a
    /// suggestion, or submit.
    private func click(row: Int, column: Int, touched: inout Set<Int>) -> Bool {
        guard let frame = lastFrame, let (target, offset) = frame.target(row: row, column: column) else { return false }
        switch target {
        case let .accessory(index, accessory):
            if form.focusIndex != index { _ = run(form.send(.focus(index)), touched: &touched) }
            return send(.tap(accessory), to: index, touched: &touched)
        case let .text(index, line, startColumn):
            if form.focusIndex != index { _ = run(form.send(.focus(index)), touched: &touched) }
            guard form.focusIndex == index else { return false }
            let field = form.fields[index]
            let caret: Int
            if field.configuration.kind == .note {
                caret = field.noteOffset(atCellColumn: startColumn + offset, onLine: line)
            } else {
                caret = LineViewport.offset(atColumn: field.firstColumn + offset, in: field.editor.text, measurer: MonospaceCellMeasurer())
            }
            return send(.edit(.select(anchor: caret, focus: caret)), to: index, touched: &touched)
        case let .suggestion(index, choice):
            return send(.choose(choice), to: index, touched: &touched)
        case .submit:
            return run(form.send(.submit), touched: &touched)
        case .scanPath, .scanChoice:
            return false
        }
    }

    /// The field whose scan found several codes, while the user chooses.
    private var choosingScanField: Int? {
        guard let focus = form.focusIndex, presentations.indices.contains(focus), presentations[focus].scanChoices != nil else { return nil }
        return focus
    }

    /// The status line's text: a message, or the keys for the focused field
    /// or the open scan prompt.
    public var statusText: (text: String, alert: Bool) {
        if let status { return status }
        let localizer = form.focusIndex.map { form.fields[$0].localizer } ?? form.localizer
        if pathPrompt.typing != nil {
            return (localizer.string(.keyHintsScanPath), false)
        }
        if let field = choosingScanField, let choices = presentations[field].scanChoices {
            return (localizer.string(.keyHintsScanChoice, String(min(9, choices.codes.count))), false)
        }
        var hints = [localizer.string(.keyHints)]
        if let focus = form.focusIndex {
            let configuration = form.fields[focus].configuration
            if configuration.isSecure { hints.append(localizer.string(.keyHintVisibility)) }
            if configuration.hasScanAction { hints.append(localizer.string(.keyHintScan)) }
            if presentations.indices.contains(focus), presentations[focus].isStepper {
                hints.append(localizer.string(.keyHintStepper))
            }
            if let pattern = form.fields[focus].datePattern {
                // A date field takes its digits in this order: the pattern says so.
                hints.append(pattern)
            }
            if presentations.indices.contains(focus), let kind = Self.keyboardHint(presentations[focus].traits) {
                // What the field takes, as the keyboard a phone would show for it says.
                hints.append(localizer.string(kind))
            }
        }
        hints.append(localizer.string(.keyHintQuit))
        return (hints.joined(separator: " · "), false)
    }

    /// The key hint naming what a field takes, from the keyboard the core
    /// derived for it (a terminal shows no keyboard of its own).
    static func keyboardHint(_ traits: TextInputTraits) -> LocalizedKey? {
        switch traits.keyboard {
        case .number: return .keyHintDigits
        case .decimal, .numbersAndPunctuation: return .keyHintNumber
        case .phone, .namePhonePad: return .keyHintPhone
        case .email: return .keyHintEmail
        case .url: return .keyHintWebAddress
        case .default, .asciiCapable, .webSearch:
            return traits.autocapitalization == .allCharacters && !traits.isSecureEntry ? .keyHintCapitals : nil
        }
    }

    /// The frame for the current state.
    public func frame() -> FormFrame {
        let status = statusText
        let scene = FormScene(title: title, requiredNote: requiredNote, presentations: presentations,
                              focusIndex: form.focusIndex, status: status.text, statusIsAlert: status.alert,
                              submitLabel: form.localizer.string(.submitButton), scanPrompt: scanPrompt)
        let frame = renderer.render(scene, columns: columns, rows: rows)
        lastFrame = frame
        return frame
    }
}

// MARK: - The scan prompt

extension FormController {
    /// The open scan prompt as the renderer draws it: the path prompt, or the
    /// core's list of codes to choose from; nil when neither is open.
    public var scanPrompt: ScanPromptScene? {
        if let typing = pathPrompt.typing, form.fields.indices.contains(typing.field) {
            return ScanPromptScene(field: typing.field, label: form.fields[typing.field].localizer.string(.scanPrompt),
                                   content: .path(text: typing.editor.text, selection: typing.editor.selection,
                                                  firstColumn: typing.firstColumn),
                                   message: typing.message)
        }
        guard let field = choosingScanField, let choices = presentations[field].scanChoices else { return nil }
        let options = zip(choices.codes, choices.lines).map { code, line in
            ScanPromptScene.Option(symbology: lastSymbologies[code] ?? "", text: line)
        }
        return ScanPromptScene(field: field, label: choices.prompt, content: .choice(options: options, highlighted: choices.highlighted))
    }

    /// Opens the prompt for an image file below field `index`.
    private func openScanPrompt(for index: Int) {
        do throws(ConfigurationError) {
            try pathPrompt.open(field: index, width: pathWidth(field: index))
        } catch {
            status = (error.description, true)
        }
    }

    /// The width of the path area below field `field`.
    private func pathWidth(field: Int) -> Int {
        let label = form.fields[field].localizer.string(.scanPrompt)
        return ScanPromptPainter.pathLayout(label: label, formWidth: FrameRenderer.formWidth(columns: columns)).width
    }

    /// Hands an event to the open path prompt and performs what it asks:
    /// nil when the form should handle the event instead (a resize, a click
    /// outside the prompt, which closes it), else whether every field may
    /// have changed.
    private func handlePathPrompt(_ event: InputEvent, touched: inout Set<Int>) -> Bool? {
        let promptEvent: ScanPathPrompt.Event
        switch event {
        case .resize:
            return nil
        case let .paste(text):
            promptEvent = .paste(text)
        case let .mouse(mouse):
            guard mouse.kind == .press, mouse.button == .left else { return false }
            if let (target, offset) = lastFrame?.target(row: mouse.row, column: mouse.column), case let .scanPath(column) = target {
                promptEvent = .clickPath(column: column + offset)
            } else {
                promptEvent = .clickElsewhere
            }
        case let .key(key, modifiers):
            promptEvent = .key(key, modifiers)
        }
        switch pathPrompt.handle(promptEvent) {
        case .handled:
            return false
        case .toForm:
            return nil
        case .redraw:
            needsFullRedraw = true
            return false
        case .quit:
            outcome = .cancelled(interrupted: true)
            return false
        case let .decode(path, field):
            return decode(path: path, field: field, touched: &touched)
        }
    }

    /// Decodes the image at the typed path and hands every code to the core,
    /// whose scan policy decides: one code fills the field, several open its
    /// list, none is a message under the prompt (as is a failure to decode).
    private func decode(path typed: String, field: Int, touched: inout Set<Int>) -> Bool {
        let localizer = form.fields[field].localizer
        let path = ScanPath.resolve(typed, home: homeDirectory)
        guard !path.isEmpty else {
            pathPrompt.decoded(found: false, message: localizer.string(.scanPathMissing))
            return false
        }
        guard let imageScanner else {
            pathPrompt.decoded(found: false, message: localizer.string(.scanUnavailable))
            return false
        }
        let scan: ImageScan
        do throws(ScanError) {
            scan = try form.scan(imageAt: path, field: field, with: imageScanner)
        } catch {
            pathPrompt.decoded(found: false, message: error.description)
            return false
        }
        lastSymbologies = scan.symbologies
        if case let .nothing(message)? = scan.state {
            pathPrompt.decoded(found: false, message: message)
        } else {
            pathPrompt.decoded(found: true)
        }
        return run(scan.response, touched: &touched)
    }

    /// An event while the core's list of scanned codes is open: Up / Down
    /// (Tab, Shift-Tab) move the highlight, a digit picks that code, Enter
    /// picks the highlighted one, Esc closes the list; a click picks a code,
    /// a click elsewhere closes the list first. Nil lets the form handle it.
    private func handleScanChoice(_ event: InputEvent, field: Int, touched: inout Set<Int>) -> Bool? {
        switch event {
        case .resize, .paste:
            return nil
        case let .mouse(mouse):
            guard mouse.kind == .press, mouse.button == .left else { return false }
            if let (target, _) = lastFrame?.target(row: mouse.row, column: mouse.column), case let .scanChoice(index) = target {
                return send(.chooseScanned(index), to: field, touched: &touched)
            }
            send(.escape, to: field, touched: &touched)
            return nil
        case let .key(key, modifiers):
            if case let .character(character) = key, modifiers.isEmpty, character.isASCII, let digit = character.wholeNumberValue {
                return digit >= 1 ? send(.chooseScanned(digit - 1), to: field, touched: &touched) : false
            }
            guard let action = KeyAction.forKey(key, modifiers) else { return false }
            switch action {
            case .enter:
                return send(.returnKey, to: field, touched: &touched)
            case let .quit(interrupted):
                if interrupted { outcome = .cancelled(interrupted: true) } else { send(.escape, to: field, touched: &touched) }
                return false
            case .redraw:
                needsFullRedraw = true
                return false
            case let .vertical(direction, _):
                return send(.moveLine(direction), to: field, touched: &touched)
            case .next:
                return send(.moveLine(.down), to: field, touched: &touched)
            case .previous:
                return send(.moveLine(.up), to: field, touched: &touched)
            case .submit, .field, .page, .edge:
                return false
            }
        }
    }
}
