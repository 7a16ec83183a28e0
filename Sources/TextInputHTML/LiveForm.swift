import TextInputCore

/// The live editing of one form in a web page: the form built from a
/// ``LiveFormSpec``, driven by the core's event vocabulary, answered with the
/// text, the selection and the re-rendered parts of each field that changed.
///
/// The same type runs in two places from the same source: compiled into the
/// page's WebAssembly module (`TextInputWeb.wasm`), where it decides every
/// keystroke in the browser, and natively on the server, which renders the
/// page from the same spec and re-runs the core on submit. A value with no
/// I/O, tested directly. See docs/web.md for the messages.
///
/// ```swift
/// var spec = LiveFormSpec(fields: [FieldConfiguration(id: "phone", label: "Phone", format: .mask("(###) ###-####"))])
/// var live = try LiveForm(spec: spec)
/// live.hello()                                              // every field's state
/// live.handle(#"{"s":1,"event":"focus","field":0}"#)
/// live.handle(#"{"s":2,"event":"type","field":0,"text":"5551234"}"#)
/// // {"s":2,"fields":[{"i":0,"v":"(555) 123-4","sel":[11,11],"cls":"tik-field …",…}]}
/// ```
public struct LiveForm: Sendable {
    /// What the form was built from.
    public let spec: LiveFormSpec
    /// The form: the only state.
    public private(set) var form: InputForm
    private let facts: [FieldFacts]
    /// The status the last preparation event that had one answered: a
    /// prepared submit's verdict (``FormStatus/invalid(firstInvalid:)``
    /// names the field a page shown again after a post takes the user to).
    public private(set) var preparationStatus: FormStatus?

    /// Builds the form of `spec` and applies its preparation.
    ///
    /// - Throws: ``MessageError`` for a configuration the core refuses or a
    ///   preparation event it cannot parse.
    public init(spec: LiveFormSpec) throws(MessageError) {
        self.spec = spec
        facts = spec.fields.map(FieldFacts.init)
        do throws(ConfigurationError) {
            form = try InputForm(fields: spec.fields, values: spec.values, localeIdentifier: spec.localeIdentifier,
                                 width: spec.width, measurer: FieldMeasurer(WebMeasurer()), catalog: spec.catalog)
        } catch {
            throw MessageError(error.description)
        }
        // The events the page's core reads from the spec's messages: typing one insert per Character. The summary is
        // worked out when it is asked for or the first event comes (InputForm.defersSummary): opening a form never
        // runs its code.
        form.defersSummary = true
        defer { form.defersSummary = false }
        for (position, event) in MessageSession.canonical(spec.preparation).enumerated() {
            switch event {
            case let .field(index, _), let .focus(index):
                guard spec.fields.indices.contains(index) else {
                    throw MessageError("a preparation event (number \(position + 1), typing counted one per character) is for "
                        + "field \(index); the form has fields 0 to \(spec.fields.count - 1)")
                }
            case .next, .previous, .submit, .post: break
            }
            if let status = form.send(event).status { preparationStatus = status }
        }
    }

    /// Sends a form event given as a value, not a message: what a server
    /// that drives its own core does (a post, ``InputForm/Event/post(_:)``).
    @discardableResult
    public mutating func send(_ event: InputForm.Event) -> FormResponse {
        form.send(event)
    }

    /// Builds the form of a spec's JSON text (``LiveFormSpec/json``).
    public init(json: some Collection<UInt8>) throws(MessageError) {
        try self.init(spec: LiveFormSpec(json: json))
    }

    /// The first answer: every field's state and the focused field.
    public func hello() -> String {
        let presentations = form.presentations
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("s")
        writer.int(0)
        writer.key("hello")
        writer.bool(true)
        writer.key("fields")
        writer.beginArray()
        for index in presentations.indices { writeField(presentations[index], index: index, change: .whole, into: &writer) }
        writer.endArray()
        writer.key("focus")
        if let focus = form.focusIndex { writer.int(focus) } else { writer.null() }
        writer.endObject()
        return writer.text
    }

    /// Handles one message: an event of the vocabulary (docs/driver.md) with
    /// the page's sequence number `s`, such as
    /// `{"s": 4, "event": "type", "field": 0, "text": "a"}`. Returns the answer
    /// (docs/web.md); a message that cannot be parsed gets `{"s", "error"}`.
    @discardableResult
    public mutating func handle(_ line: String) -> String {
        handle(line: Array(line.utf8))
    }

    /// Handles one message given as UTF-8 bytes.
    @discardableResult
    public mutating func handle(line: some Collection<UInt8>) -> String {
        let message: JSONValue
        do throws(JSONError) {
            message = try JSONValue.parse(line)
        } catch {
            return Self.error(nil, "The message is not JSON (\(error.description)); send one object such as {\"s\":1,\"event\":\"type\",\"field\":0,\"text\":\"a\"}.")
        }
        guard case .object = message else { return Self.error(nil, "The message must be a JSON object.") }
        guard case let .number(number)? = message["s"], let sequence = Int(exactly: number), sequence > 0 else {
            return Self.error(nil, "\"s\" must be a positive whole number (the message's sequence number).")
        }
        guard case let .string(name)? = message["event"] else {
            return Self.error(sequence, "\"event\" must name the event, such as \"type\".")
        }
        if name == "sync" {
            // The page lost track of a field's text (it changed without an
            // event the page could cancel): send it whole.
            guard case let .number(number)? = message["field"], let index = Int(exactly: number), form.fields.indices.contains(index) else {
                return Self.error(sequence, "\"sync\" needs \"field\", the index of a field of this form (0..<\(form.fields.count)).")
            }
            return oneField(index, sequence: sequence, change: .whole)
        }
        if name == "resize" {
            return resize(message, sequence: sequence)
        }
        let parsed: (field: Int?, events: [InputForm.Event])
        do throws(MessageError) {
            parsed = try MessageSession.formEvents(for: message, in: form, extraKeys: ["s"])
        } catch {
            return Self.error(sequence, error.message)
        }
        let response = form.send(parsed.events)
        var writer = JSONWriter()
        writer.beginObject()
        writeAnswer(sequence: sequence, response: response, into: &writer)
        // The focus the browser's own input did not put there (the core decides: FormResponse.focusToApply).
        switch response.focusToApply {
        case let .field(index)?:
            writer.key("focus")
            writer.int(index)
        case .noField?:
            writer.key("focus")
            writer.null()
        case nil: break
        }
        if case let .submitted(submission)? = response.status {
            writer.key("post")
            writer.beginArray()
            for entry in submission.entries {
                writer.beginArray()
                writer.string(entry.id)
                writer.string(postedText(forFieldID: entry.id))
                writer.endArray()
            }
            writeChoiceKeys(into: &writer)
            writer.endArray()
        }
        writer.endObject()
        return writer.text
    }

    /// `{"s", "fields": [field]}`: one field's state.
    private func oneField(_ index: Int, sequence: Int, change: TextChange) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("s")
        writer.int(sequence)
        writer.key("fields")
        writer.beginArray()
        writeField(form.presentation(at: index), index: index, change: change, into: &writer)
        writer.endArray()
        writer.endObject()
        return writer.text
    }

    /// The widest text area a `resize` may report, in CSS pixels.
    public static let maximumResizePixels = 100_000

    /// `{"s", "event": "resize", "field": i, "px": w}`: the field's text area
    /// is now `w` CSS pixels wide (the page's ResizeObserver measured its
    /// input's content box). The core lays the field's text out for that
    /// width in ``WebMeasurer`` units of the 17 px value font: a note's
    /// wrapped lines and rows, an unfocused field's fitted lines and its
    /// truncation tooltip follow. The answer carries the field.
    mutating func resize(_ message: JSONValue, sequence: Int) -> String {
        guard case .object(let members) = message else { return Self.error(sequence, "The message must be a JSON object.") }
        for (key, _) in members where !["s", "event", "field", "px"].contains(key) {
            return Self.error(sequence, "unknown key \"\(key.prefix(40))\" in \"resize\"; send s, event, field and px")
        }
        guard case let .number(number)? = message["field"], let index = Int(exactly: number), form.fields.indices.contains(index) else {
            return Self.error(sequence, "\"resize\" needs \"field\", the index of a field of this form (0..<\(form.fields.count)).")
        }
        guard case let .number(pixels)? = message["px"], pixels.isFinite, pixels >= 1, pixels <= Double(Self.maximumResizePixels) else {
            return Self.error(sequence, "\"resize\" needs \"px\", the width of the field's text area in CSS pixels (1 to \(Self.maximumResizePixels)).")
        }
        let response = form.setLayoutWidth(WebMeasurer.units(forPixels: Int(pixels), fontSize: WebMeasurer.valueFontSize),
                                           forFieldAt: index)
        return oneField(index, sequence: sequence, change: response.changes.first?.textChange ?? .whole)
    }

    /// The keys of picked choices in a post, `[field index, key]` each: the
    /// page puts each in its field's key input (WebForm.choiceKeyNames).
    @inline(never)
    func writeChoiceKeys(into writer: inout JSONWriter) {
        for (index, field) in form.fields.enumerated() {
            guard let key = field.choiceID else { continue }
            writer.beginArray()
            writer.int(index)
            writer.string(key)
            writer.endArray()
        }
    }

    /// The text a field posts: what its input shows (prefix and suffix
    /// included, which the server takes off), and a secure field's own text.
    func postedText(forFieldID id: String) -> String {
        guard let index = form.fields.firstIndex(where: { $0.configuration.id == id }) else { return "" }
        let field = form.fields[index]
        return field.configuration.isSecure ? field.value : field.presentation().text
    }

    /// The answer to a message's events, written into the open answer
    /// object: the fields the core lists (the target field always, so a
    /// refused edit puts the browser back on the core's state), what to
    /// announce (the core's announcement, else its refusal: a key in a
    /// read-only or disabled field is said once, there), the status line,
    /// the message summary (`sum`, when it changed) and the scan dialog's state.
    mutating func writeAnswer(sequence: Int, response: FormResponse, into writer: inout JSONWriter) {
        writer.key("s")
        writer.int(sequence)
        writer.key("fields")
        writer.beginArray()
        for change in response.changes {
            writeField(form.presentation(at: change.index), index: change.index, change: change.textChange,
                       textChanged: change.textChanged, into: &writer)
        }
        writer.endArray()
        if let announcement = response.spoken {
            writer.key("announce")
            writer.string(announcement)
        }
        if let status = response.status {
            writer.key("status")
            writer.string(Self.statusLine(statusText(of: status), ok: Self.isOK(status)))
        }
        if response.summary != nil {
            // The message summary, when it changed or a submit was refused ("" when it is gone).
            writer.key("sum")
            writer.string(SummaryRenderer.html(form))
        }
        if let scan = response.scan {
            writer.key("scan")
            writer.beginObject()
            writer.key("f")
            writer.int(scan.field)
            switch scan.state {
            case .opened:
                writer.key("open")
                writer.bool(true)
                // What the dialog asks the server for (barcodes or printed text), said by the core, not read back
                // from the page's markup.
                writer.key("kind")
                writer.string(form.presentation(at: scan.field).scanKind.rawValue)
            case let .choosing(choices):
                writer.key("prompt")
                writer.string(choices.prompt)
                // One line each (the pick comes back as an index: the code goes into the field whole).
                writer.key("choices")
                writer.beginArray()
                for line in choices.lines { writer.string(line) }
                writer.endArray()
            case let .nothing(message):
                writer.key("error")
                writer.string(message)
                writer.key("none")
                writer.bool(true)
            case .filled, .closed:
                writer.key("done")
                writer.bool(true)
            }
            writer.endObject()
        }
    }

    /// One field's state for the browser: text, selection and re-rendered
    /// parts. A note's text goes as the `change` since the last answer
    /// (`splice`: the UTF-16 range replaced and its new text, nothing when
    /// unchanged) with its new length `n`, so a keystroke in a long note does
    /// not send the whole note; other texts, and a note's whole text when the
    /// core cannot say what changed, go whole as `v`. `tc` says that an edit
    /// changed the text (the page asks an app's suggestion route then, and
    /// compares no texts), `list` that the field's suggestion list is open
    /// (Up and Down then move its highlight): facts the core decided, which
    /// the page never works out from its elements.
    func writeField(_ p: FieldPresentation, index: Int, change: TextChange, textChanged: Bool = false,
                    into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("i")
        writer.int(index)
        if textChanged {
            writer.key("tc")
            writer.bool(true)
        }
        if !p.suggestions.isEmpty {
            writer.key("list")
            writer.bool(true)
        }
        switch change {
        case .unchanged:
            writer.key("n")
            writer.int(p.textLength)
        case let .replaced(range, replacement):
            writer.key("splice")
            writer.beginArray()
            writer.int(range.lowerBound)
            writer.int(range.upperBound)
            writer.string(replacement)
            writer.endArray()
            writer.key("n")
            writer.int(p.textLength)
        case .whole:
            writer.key("v")
            writer.string(p.text)
        }
        writer.key("sel")
        writer.range(p.selection)
        writer.key("cls")
        writer.string(FieldRenderer.wrapperClass(p))
        writer.key("box")
        writer.string(FieldRenderer.boxClass(p))
        writer.key("attrs")
        writer.beginArray()
        for (name, value) in FieldRenderer.dynamicAttributes(p, facts: facts[index]) {
            writer.beginArray()
            writer.string(name)
            writer.string(value)
            writer.endArray()
        }
        writer.endArray()
        writer.key("info")
        writer.string(FieldRenderer.info(p))
        writer.key("acc")
        writer.string(FieldRenderer.accessories(p))
        writer.key("fit")
        writer.string(FieldRenderer.fitted(p))
        writer.key("sug")
        writer.string(FieldRenderer.suggestions(p))
        writer.endObject()
    }

    /// The whole HTML of the field at `index` in its current state, as a
    /// server renders it into a page (``FieldRenderer/field(_:facts:index:)``).
    public func fieldHTML(at index: Int) -> String {
        FieldRenderer.field(form.presentation(at: index), facts: facts[index], index: index)
    }

    /// What the status line says for a form status, the one wording of each
    /// (the page's answers and the server's post check both read it): the
    /// spec's submitted or action text, or the localised "Some fields need
    /// your attention".
    public func statusText(of status: FormStatus) -> String {
        switch status {
        case .submitted: submitStatusText(accepted: true)
        case .invalid: submitStatusText(accepted: false)
        case .action: spec.actionText
        }
    }

    /// What the status line says after a submit (on the page or posted):
    /// the spec's submitted text when it went through, else the localised
    /// "Some fields need your attention".
    public func submitStatusText(accepted: Bool) -> String {
        accepted ? spec.submittedText : form.localizer.string(.formInvalid)
    }

    /// Whether a form status reads as done (a submit or action went
    /// through) rather than asking for attention.
    public static func isOK(_ status: FormStatus) -> Bool {
        if case .invalid = status { return false }
        return true
    }

    /// The status line's HTML after a submit or an action; `text` is escaped.
    public static func statusLine(_ text: String, ok: Bool) -> String {
        "<p class=\"tik-status tik-status-\(ok ? "ok" : "attention")\">\(HTML.escape(text))</p>"
    }

    static func error(_ sequence: Int?, _ message: String) -> String {
        var writer = JSONWriter(capacity: 128)
        writer.beginObject()
        writer.key("s")
        if let sequence { writer.int(sequence) } else { writer.null() }
        writer.key("error")
        writer.string(message)
        writer.endObject()
        return writer.text
    }
}
