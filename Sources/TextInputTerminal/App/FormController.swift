import TextInputCore

/// A form in the terminal, without the terminal: input events in, frames
/// out. ``TerminalFormRunner`` connects it to a real terminal; tests and the
/// benchmark drive it directly.
///
/// Keys become ``InputForm`` events (``KeyAction``), mouse clicks hit the
/// regions of the last frame (accessories, text areas, suggestions, the
/// submit button), and the terminal's width becomes each field's layout
/// width, so scrolling, wrapping and truncation come from the core.
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
    /// Called when a field's scan accessory (or Control-O) asks for a scan,
    /// with the field's id; return the decoded text to fill the field, or
    /// nil when nothing was scanned. Without it, scanning reports that it is
    /// not available here.
    public var onScan: ((_ fieldID: String) -> String?)?
    /// Called when a field's custom trailing action is tapped.
    public var onAction: ((_ fieldID: String, _ actionID: String) -> Void)?

    private var presentations: [FieldPresentation] = []
    /// The form's required note; it depends only on the configurations.
    private let requiredNote: String?
    private var status: (text: String, alert: Bool)?
    private var highlightedSuggestion: Int?
    private var lastFrame: FormFrame?

    /// Creates a controller and focuses the first enabled field.
    public init(form: InputForm, theme: Theme, columns: Int, rows: Int, title: String? = nil) {
        self.form = form
        self.renderer = FrameRenderer(theme: theme)
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.title = title
        self.requiredNote = form.requiredNote
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
    }

    /// Handles one input event.
    public func handle(_ event: InputEvent) {
        guard outcome == nil else { return }
        let focusBefore = form.focusIndex
        var touched: Set<Int> = []
        var all = false
        status = nil
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
        if case .edit = event, let rejection = form.fields[index].lastOutcome.rejection {
            status = (form.fields[index].localizer.message(for: rejection), true)
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
                } else {
                    status = ("Scanning is not available here; type the value instead.", true)
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
        }
    }

    /// The status line's text: a message, or the keys for the focused field.
    public var statusText: (text: String, alert: Bool) {
        if let status { return status }
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
                              highlightedSuggestion: highlightedSuggestion)
        let frame = renderer.render(scene, columns: columns, rows: rows)
        lastFrame = frame
        return frame
    }
}
