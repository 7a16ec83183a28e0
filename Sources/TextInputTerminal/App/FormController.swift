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
/// Scanning (Control-O, F3 or a click on a scan field's icon) opens a
/// prompt below the field asking for an image file, edited with the core's
/// ``FieldEditor``; Enter decodes it with ``imageScanner`` and the text goes
/// into the field as ``FieldEvent/scanned(_:)``, through its format, limit
/// and validation. Several codes in one image give a numbered list to
/// choose from; a failure is a message under the prompt until the next key.
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
    private var highlightedSuggestion: Int?
    private var lastFrame: FormFrame?
    private var scanSession: ScanSession?

    /// The scan prompt's state while it is open.
    private enum ScanSession {
        /// Asking for an image file; `firstColumn` scrolls the path.
        case path(field: Int, editor: FieldEditor, firstColumn: Int, message: String?)
        /// The image held several codes.
        case choice(field: Int, symbols: [ScannedSymbol], highlighted: Int)

        var field: Int {
            switch self {
            case let .path(field, _, _, _), let .choice(field, _, _): return field
            }
        }
    }

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
        if case let .path(field, editor, firstColumn, message) = scanSession {
            scanSession = .path(field: field, editor: editor, firstColumn: pathViewport(editor, field: field, previous: firstColumn),
                                message: message)
        }
    }

    /// Handles one input event.
    public func handle(_ event: InputEvent) {
        guard outcome == nil else { return }
        let focusBefore = form.focusIndex
        var touched: Set<Int> = []
        var all = false
        status = nil
        if scanSession != nil, let allChanged = handleScan(event, touched: &touched) {
            all = allChanged
        } else {
            all = handleForm(event, touched: &touched)
        }
        if let focusBefore { touched.insert(focusBefore) }
        if let focus = form.focusIndex { touched.insert(focus) }
        if form.focusIndex != focusBefore { highlightedSuggestion = nil }
        if all {
            presentations = form.presentations
        } else {
            for index in touched where form.fields.indices.contains(index) {
                presentations[index] = form.fields[index].presentation(marker: .some(form.marker(at: index)))
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
            outcome = .cancelled(interrupted: interrupted)
            return false
        case .enter:
            if let focus = form.focusIndex, let highlighted = highlightedSuggestion {
                let suggestions = presentations[focus].suggestions
                highlightedSuggestion = nil
                if suggestions.indices.contains(highlighted) {
                    return sendToFocused(.choose(suggestions[highlighted]), touched: &touched)
                }
            }
            return sendToFocused(.returnKey, touched: &touched)
        case let .vertical(direction, extend):
            guard let focus = form.focusIndex else { return run(form.send(.next), touched: &touched) }
            let suggestions = presentations[focus].suggestions
            if !suggestions.isEmpty, !extend {
                let count = suggestions.count
                switch (highlightedSuggestion, direction) {
                case (nil, .down): highlightedSuggestion = 0
                case (nil, .up): highlightedSuggestion = count - 1
                case let (current?, .down): highlightedSuggestion = current + 1 < count ? current + 1 : nil
                case let (current?, .up): highlightedSuggestion = current > 0 ? current - 1 : nil
                }
                return false
            }
            if form.fields[focus].configuration.kind == .note || extend {
                return sendToFocused(.moveLine(direction, extend: extend), touched: &touched)
            }
            return run(form.send(direction == .up ? .previous : .next), touched: &touched)
        case let .field(event):
            return sendToFocused(event, touched: &touched)
        }
    }

    private func sendToFocused(_ event: FieldEvent, touched: inout Set<Int>) -> Bool {
        guard let focus = form.focusIndex else { return false }
        if case .edit = event { highlightedSuggestion = nil }
        if case .choose = event { highlightedSuggestion = nil }
        return send(event, to: focus, touched: &touched)
    }

    private func send(_ event: FieldEvent, to index: Int, touched: inout Set<Int>) -> Bool {
        touched.insert(index)
        let effects = form.send(.field(index, event))
        switch event {
        case .edit, .scanned:
            if let rejection = form.fields[index].lastOutcome.rejection {
                status = (form.fields[index].localizer.message(for: rejection), true)
            }
        default:
            break
        }
        return run(effects, touched: &touched)
    }

    /// Performs effects; returns whether every field may have changed.
    private func run(_ effects: [InputForm.Effect], touched: inout Set<Int>) -> Bool {
        var all = false
        for effect in effects {
            switch effect {
            case let .submitted(values):
                all = true
                outcome = .submitted(form.fields.compactMap { field in
                    values[field.configuration.id].map { SubmittedValue(id: field.configuration.id, value: $0) }
                })
            case let .invalid(first):
                all = true
                let field = form.fields[first]
                let name = field.configuration.label ?? field.configuration.placeholder ?? field.configuration.id
                let message = field.presentation().message?.text ?? ""
                status = ("\(name): \(message)", true)
            case let .field(index, .startScan):
                touched.insert(index)
                let id = form.fields[index].configuration.id
                if let onScan {
                    if let text = onScan(id) { _ = send(.scanned(text), to: index, touched: &touched) }
                } else if imageScanner != nil {
                    openScanPrompt(for: index)
                } else {
                    status = (form.fields[index].localizer.string(.scanUnavailable), true)
                }
            case let .field(index, .performAction(action)):
                onAction?(form.fields[index].configuration.id, action)
            case .field:
                break
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
            let text = field.editor.text
            let measurer = MonospaceCellMeasurer()
            let caret: Int
            if field.configuration.kind == .note {
                let lines = TextWrapper.wrap(text, width: field.layoutWidth, mode: .word, measurer: measurer)
                caret = TextWrapper.offset(atCellColumn: startColumn + offset, onLine: line, in: lines, text: text, measurer: measurer)
            } else {
                caret = LineViewport.offset(atColumn: field.firstColumn + offset, in: text, measurer: measurer)
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

    /// The status line's text: a message, or the keys for the focused field
    /// or the open scan prompt.
    public var statusText: (text: String, alert: Bool) {
        if let status { return status }
        switch scanSession {
        case .path:
            return ("Enter scan · Esc cancel · Ctrl-U clear", false)
        case let .choice(_, symbols, _):
            return ("Up/Down or 1-\(min(9, symbols.count)) choose · Enter use · Esc cancel", false)
        case nil:
            break
        }
        var hints = ["Tab next", "Shift-Tab back", "Ctrl-S submit", "Ctrl-U clear", "Ctrl-Z undo", "Ctrl-Y redo"]
        if let focus = form.focusIndex {
            let configuration = form.fields[focus].configuration
            if configuration.isSecure { hints.append("Ctrl-R show/hide") }
            if configuration.hasScanAction { hints.append("Ctrl-O scan") }
        }
        hints.append("Esc quit")
        return (hints.joined(separator: " · "), false)
    }

    /// The frame for the current state.
    public func frame() -> FormFrame {
        let status = statusText
        let scene = FormScene(title: title, requiredNote: requiredNote, presentations: presentations,
                              focusIndex: form.focusIndex, status: status.text, statusIsAlert: status.alert,
                              highlightedSuggestion: highlightedSuggestion, scanPrompt: scanPrompt)
        let frame = renderer.render(scene, columns: columns, rows: rows)
        lastFrame = frame
        return frame
    }
}

// MARK: - The scan prompt

extension FormController {
    /// The open scan prompt as the renderer draws it, or nil.
    public var scanPrompt: ScanPromptScene? {
        guard let session = scanSession, form.fields.indices.contains(session.field) else { return nil }
        let localizer = form.fields[session.field].localizer
        switch session {
        case let .path(field, editor, firstColumn, message):
            return ScanPromptScene(field: field, label: localizer.string(.scanPrompt),
                                   content: .path(text: editor.text, selection: editor.selection, firstColumn: firstColumn),
                                   message: message)
        case let .choice(field, symbols, highlighted):
            let options = symbols.map { ScanPromptScene.Option(symbology: $0.symbologyName, text: ScanChoice.preview($0)) }
            return ScanPromptScene(field: field, label: localizer.string(.scanChoose),
                                   content: .choice(options: options, highlighted: highlighted))
        }
    }

    /// Opens the prompt for an image file below field `index`.
    private func openScanPrompt(for index: Int) {
        do {
            let editor = try FieldEditor(configuration: EditorConfiguration())
            scanSession = .path(field: index, editor: editor, firstColumn: 0, message: nil)
        } catch {
            status = (error.description, true)
        }
    }

    /// The path's first visible cell after an edit or a resize.
    private func pathViewport(_ editor: FieldEditor, field: Int, previous: Int) -> Int {
        let label = form.fields[field].localizer.string(.scanPrompt)
        let layout = ScanPromptPainter.pathLayout(label: label, formWidth: FrameRenderer.formWidth(columns: columns))
        return LineViewport.update(previous: previous, text: editor.text, caretOffset: editor.selection.upperBound,
                                   width: layout.width, measurer: MonospaceCellMeasurer()).firstColumn
    }

    /// Handles an event while the scan prompt is open: nil when the form
    /// should handle it instead (a resize, a click outside the prompt, which
    /// closes it), else whether every field may have changed.
    private func handleScan(_ event: InputEvent, touched: inout Set<Int>) -> Bool? {
        guard let session = scanSession else { return nil }
        switch event {
        case .resize:
            return nil
        case let .paste(text):
            if case .path = session { editPath(.paste(text)) }
            return false
        case let .mouse(mouse):
            guard mouse.kind == .press, mouse.button == .left else { return false }
            if let (target, offset) = lastFrame?.target(row: mouse.row, column: mouse.column) {
                switch (target, session) {
                case let (.scanChoice(index), .choice):
                    return choose(index, touched: &touched)
                case let (.scanPath(column), .path(_, editor, _, _)):
                    let caret = LineViewport.offset(atColumn: column + offset, in: editor.text, measurer: MonospaceCellMeasurer())
                    editPath(.select(anchor: caret, focus: caret))
                    return false
                default:
                    break
                }
            }
            scanSession = nil
            return nil
        case let .key(key, modifiers):
            switch session {
            case .path: return pathKey(key, modifiers, touched: &touched)
            case .choice: return choiceKey(key, modifiers, touched: &touched)
            }
        }
    }

    /// A key at the path prompt: editing keys edit the path, Enter decodes,
    /// Esc closes the prompt.
    private func pathKey(_ key: Key, _ modifiers: KeyModifiers, touched: inout Set<Int>) -> Bool {
        if case let .path(field, editor, firstColumn, _) = scanSession {
            scanSession = .path(field: field, editor: editor, firstColumn: firstColumn, message: nil)
        }
        guard let action = KeyAction.forKey(key, modifiers) else { return false }
        switch action {
        case .enter:
            return decodePath(touched: &touched)
        case let .quit(interrupted):
            if interrupted { outcome = .cancelled(interrupted: true) } else { scanSession = nil }
        case .redraw:
            needsFullRedraw = true
        case let .field(.edit(intent)):
            editPath(intent)
        case let .vertical(direction, extend):
            editPath(.move(direction == .up ? .start : .end, extend: extend))
        case .next, .previous, .submit, .field:
            break
        }
        return false
    }

    /// Applies an editing intent to the typed path.
    private func editPath(_ intent: EditIntent) {
        guard case .path(let field, var editor, let firstColumn, _) = scanSession else { return }
        editor.apply(intent)
        scanSession = .path(field: field, editor: editor, firstColumn: pathViewport(editor, field: field, previous: firstColumn),
                            message: nil)
    }

    /// Decodes the image at the typed path: one code fills the field,
    /// several open the list, none or a failure leave a message.
    private func decodePath(touched: inout Set<Int>) -> Bool {
        guard case let .path(field, editor, firstColumn, _) = scanSession else { return false }
        let localizer = form.fields[field].localizer
        func fail(_ message: String) {
            scanSession = .path(field: field, editor: editor, firstColumn: firstColumn, message: message)
        }
        let path = ScanPath.resolve(editor.text, home: homeDirectory)
        guard !path.isEmpty else {
            fail(localizer.string(.scanPathMissing))
            return false
        }
        guard let imageScanner else {
            fail(localizer.string(.scanUnavailable))
            return false
        }
        let symbols: [ScannedSymbol]
        do throws(ScanError) {
            symbols = try imageScanner.scan(imageAt: path)
        } catch {
            fail(error.description)
            return false
        }
        switch symbols.count {
        case 0:
            fail(localizer.string(.noBarcodeFound))
            return false
        case 1:
            scanSession = nil
            return send(.scanned(symbols[0].text), to: field, touched: &touched)
        default:
            scanSession = .choice(field: field, symbols: symbols, highlighted: 0)
            return false
        }
    }

    /// A key in the list of codes: Up / Down (Tab, Shift-Tab) move, a
    /// digit or Enter picks, Esc closes the prompt.
    private func choiceKey(_ key: Key, _ modifiers: KeyModifiers, touched: inout Set<Int>) -> Bool {
        guard case let .choice(field, symbols, highlighted) = scanSession else { return false }
        if case let .character(character) = key, modifiers.isEmpty, character.isASCII, let digit = character.wholeNumberValue {
            return symbols.indices.contains(digit - 1) ? choose(digit - 1, touched: &touched) : false
        }
        guard let action = KeyAction.forKey(key, modifiers) else { return false }
        let count = symbols.count
        var next = highlighted
        switch action {
        case .enter:
            return choose(highlighted, touched: &touched)
        case let .quit(interrupted):
            if interrupted { outcome = .cancelled(interrupted: true) } else { scanSession = nil }
            return false
        case .redraw:
            needsFullRedraw = true
        case .vertical(.down, _), .next:
            next = (highlighted + 1) % count
        case .vertical(.up, _), .previous:
            next = (highlighted + count - 1) % count
        case .field(.edit(.move(.start, _))):
            next = 0
        case .field(.edit(.move(.end, _))):
            next = count - 1
        case .submit, .field:
            break
        }
        scanSession = .choice(field: field, symbols: symbols, highlighted: next)
        return false
    }

    /// Fills the field with the code at `index` of the list.
    private func choose(_ index: Int, touched: inout Set<Int>) -> Bool {
        guard case let .choice(field, symbols, _) = scanSession, symbols.indices.contains(index) else { return false }
        scanSession = nil
        return send(.scanned(symbols[index].text), to: field, touched: &touched)
    }
}
