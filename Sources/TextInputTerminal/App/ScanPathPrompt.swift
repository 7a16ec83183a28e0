import TextInputCore

/// The terminal's prompt for an image file to scan, below a field: a state
/// machine with no I/O. Its events come from ``FormController``; each returns
/// what the controller is to do (decode the typed path, hand the event to the
/// form, quit), and the controller reports a decoding's outcome back
/// (``decoded(found:message:)``). While a scan's codes are offered to choose from,
/// the prompt is closed: that list is the core's (``FieldPresentation/scanChoices``).
///
/// ```swift
/// var prompt = ScanPathPrompt()
/// prompt.open(field: 3, width: 40)
/// prompt.handle(.paste("~/label.png"))        // .handled
/// prompt.handle(.key(.enter, []))              // .decode(path: "~/label.png", field: 3)
/// prompt.decoded(found: false, message: "No barcode found")  // stays open, the message under the path
/// ```
struct ScanPathPrompt {
    /// The typed path and what is shown of it.
    struct Typing {
        /// The field the scan is for.
        var field: Int
        /// The typed path, edited by the core's editor.
        var editor: FieldEditor
        /// The path's width on screen (cells).
        var width: Int
        /// The first visible cell of the path.
        var firstColumn: Int = 0
        /// A failure to show under the prompt until the next key.
        var message: String?
    }

    private enum State {
        case closed
        case typing(Typing)
    }

    /// An event for the prompt.
    enum Event {
        /// A key.
        case key(Key, KeyModifiers)
        /// Pasted text.
        case paste(String)
        /// A click on the path at this cell of it (counted from the path's
        /// first character, not from what is scrolled into view).
        case clickPath(column: Int)
        /// A click anywhere else: the prompt closes.
        case clickElsewhere
    }

    /// What the controller does after an event.
    enum Action: Equatable {
        /// The prompt handled it; draw the new state.
        case handled
        /// Not the prompt's: the form handles the event.
        case toForm
        /// Decode the image at `path` for `field`, then call ``decoded(found:message:)``.
        case decode(path: String, field: Int)
        /// Redraw the whole screen.
        case redraw
        /// Control-C: quit without submitting.
        case quit
    }

    private var state: State = .closed

    /// The open prompt's state, or nil.
    var typing: Typing? {
        if case let .typing(typing) = state { return typing }
        return nil
    }

    /// Opens the prompt below field `field`, with a path area `width` cells wide.
    ///
    /// - Throws: ``ConfigurationError`` if the path's editor cannot be made
    ///   (it has no format or limit, so it never does).
    mutating func open(field: Int, width: Int) throws(ConfigurationError) {
        state = .typing(Typing(field: field, editor: try FieldEditor(configuration: EditorConfiguration()), width: max(1, width)))
    }

    /// Closes the prompt.
    mutating func close() {
        state = .closed
    }

    /// The path area's new width after a resize.
    mutating func resize(width: Int) {
        guard case var .typing(typing) = state else { return }
        typing.width = max(1, width)
        scroll(&typing)
        state = .typing(typing)
    }

    /// Handles one event.
    mutating func handle(_ event: Event) -> Action {
        guard case var .typing(typing) = state else { return .toForm }
        typing.message = nil
        switch event {
        case let .paste(text):
            edit(.paste(text), &typing)
        case let .clickPath(column):
            let caret = LineViewport.offset(atColumn: column, in: typing.editor.text,
                                            measurer: MonospaceCellMeasurer())
            edit(.select(anchor: caret, focus: caret), &typing)
        case .clickElsewhere:
            state = .closed
            return .toForm
        case let .key(key, modifiers):
            guard let action = KeyAction.forKey(key, modifiers) else { break }
            switch action {
            case .enter:
                state = .typing(typing)
                return .decode(path: typing.editor.text, field: typing.field)
            case let .quit(interrupted):
                state = .closed
                return interrupted ? .quit : .handled
            case .redraw:
                state = .typing(typing)
                return .redraw
            case let .field(.edit(intent)):
                edit(intent, &typing)
            case let .vertical(direction, extend):
                edit(.move(direction == .up ? .start : .end, extend: extend), &typing)
            case let .edge(direction, extend):
                edit(.move(direction == .down ? .start : .end, extend: extend), &typing)
            case .next, .previous, .submit, .field, .page:
                break
            }
        }
        state = .typing(typing)
        return .handled
    }

    /// The outcome of a ``Action/decode(path:field:)``: `found` when the core
    /// took what the scan found (the prompt closes), else the prompt stays
    /// with `message` under the path (nothing found, or why decoding failed).
    mutating func decoded(found: Bool, message: String? = nil) {
        guard case var .typing(typing) = state else { return }
        guard !found else {
            state = .closed
            return
        }
        typing.message = message
        state = .typing(typing)
    }

    private func edit(_ intent: EditIntent, _ typing: inout Typing) {
        typing.editor.apply(intent)
        scroll(&typing)
    }

    private func scroll(_ typing: inout Typing) {
        typing.firstColumn = LineViewport.update(previous: typing.firstColumn, text: typing.editor.text,
                                                 caretOffset: typing.editor.selection.upperBound, width: typing.width,
                                                 measurer: MonospaceCellMeasurer()).firstColumn
    }
}
