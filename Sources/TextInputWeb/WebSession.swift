import Foundation
import TextInputCore
import TextInputDriver
import TextInputScan

/// One browser page's live editing session: the page's form, driven by edit
/// intents the browser sends over a WebSocket, answered with the text, the
/// selection and the re-rendered parts of each field that changed.
///
/// A session is a value with no I/O: the server feeds it messages in order
/// and sends back what it returns, so it is tested without a network. See
/// docs/web.md for the protocol.
///
/// ```swift
/// let catalog = GalleryCatalog()
/// let model = catalog.model(for: GalleryOptions(page: "grouped"))!
/// var session = WebSession(model: model)
/// session.hello()                 // every field's state
/// session.handle(#"{"s":1,"t":"focus","f":0}"#)
/// session.handle(#"{"s":2,"t":"insert","f":0,"text":"5"}"#).message
/// // {"s":2,"fields":[{"i":0,"v":"(555) 123-4567","sel":[...],...}]}
/// ```
public struct WebSession: Sendable {
    /// The page this session edits.
    public let model: PageModel
    /// The form: the session's only state besides its bounds.
    public private(set) var form: InputForm
    private let limits: SessionLimits
    private var bucket: TokenBucket
    private var lastSequence = 0
    private var errorCount = 0

    /// Starts a session on a page's initial form.
    public init(model: PageModel, limits: SessionLimits = SessionLimits(), now: ContinuousClock.Instant = .now) {
        self.model = model
        self.form = model.initialForm
        self.limits = limits
        self.bucket = TokenBucket(capacity: limits.burst, rate: limits.messagesPerSecond, now: now)
    }

    /// The first message: every field's state and the focused field.
    public func hello() -> String {
        let presentations = form.presentations
        return JSONValue.object([
            ("s", .int(0)),
            ("hello", .bool(true)),
            ("fields", .array(presentations.indices.map { fieldJSON(presentations[$0], index: $0) })),
            ("focus", form.focusIndex.map(JSONValue.int) ?? .null),
        ]).serialized
    }

    /// Handles one message from the browser.
    @discardableResult
    public mutating func handle(_ text: String, now: ContinuousClock.Instant = .now) -> SessionReply {
        guard bucket.take(now: now) else {
            return SessionReply(message: nil, close: .init(code: 1008, reason: "Too many messages; slow down and reload the page."))
        }
        let size = text.utf8.count
        let tooLarge = SessionReply(message: nil, close: .init(code: 1009, reason: "Message too large."))
        guard size <= limits.maxScanMessageBytes else { return tooLarge }
        do throws(IntentError) {
            let intent: WebIntent
            do throws(IntentError) {
                intent = try WebIntent(parsing: text, form: form)
            } catch {
                if size > limits.maxMessageBytes { return tooLarge }
                throw error
            }
            if size > limits.maxMessageBytes, intent.name != "scanImage" { return tooLarge }
            guard intent.sequence > lastSequence else {
                throw IntentError("Sequence numbers must increase; got \(intent.sequence) after \(lastSequence).")
            }
            lastSequence = intent.sequence
            if case let .scanImage(image) = intent.action, let index = intent.field, form.fields[index].isEditable {
                // Only a field that can take the codes is worth decoding for; the
                // core refuses a scan into any other (see applyPairs).
                return SessionReply(message: nil, close: nil, scan: ScanRequest(sequence: intent.sequence, field: index, image: image))
            }
            return SessionReply(message: apply(intent), close: nil)
        } catch {
            errorCount += 1
            if errorCount > limits.maxErrors {
                return SessionReply(message: nil, close: .init(code: 1008, reason: "Too many malformed messages."))
            }
            let sequence = WebIntent.sequenceNumber(in: text)
            return SessionReply(message: JSONValue.object([
                ("s", sequence.map(JSONValue.int) ?? .null),
                ("error", .string(error.message)),
            ]).serialized, close: nil)
        }
    }

    /// Answers a ``SessionReply/scan`` request with what the decoder found,
    /// handed to the core as ``FieldEvent/scanFound(_:)``: the core's scan
    /// policy fills the field with one code (format, limit and validation
    /// apply), opens its list for several (offered to the user, whose pick
    /// comes back as a `scanned` message), or says that none was found. A
    /// decoder error gives its message.
    public mutating func finishScan(_ request: ScanRequest, outcome: ScanOutcome) -> String {
        var scan: [(String, JSONValue)] = [("f", .int(request.field))]
        var pairs: [(String, JSONValue)] = [("s", .int(request.sequence))]
        switch outcome {
        case let .found(texts):
            let response = form.send(.field(request.field, .scanFound(texts)))
            pairs = answerPairs(sequence: request.sequence, field: request.field, response: response, announceEffects: false)
            if let choices = form.presentation(at: request.field).scanChoices {
                scan.append(("prompt", .string(choices.prompt)))
                scan.append(("choices", .array(choices.codes.map(JSONValue.string))))
            } else if texts.isEmpty {
                for case let .field(_, .announce(message)) in response.effects { scan.append(("error", .string(message))) }
                scan.append(("none", .bool(true)))
            } else {
                scan.append(("done", .bool(true)))
            }
        case let .failed(message):
            scan.append(("error", .string(message)))
        }
        pairs.append(("scan", .object(scan)))
        return JSONValue.object(pairs).serialized
    }

    // MARK: - Applying intents

    mutating func apply(_ intent: WebIntent) -> String {
        JSONValue.object(applyPairs(intent)).serialized
    }

    mutating func applyPairs(_ intent: WebIntent) -> [(String, JSONValue)] {
        let focusBefore = form.focusIndex
        var response = FormResponse()
        for event in intent.formEvents {
            let answer = form.send(event)
            response.effects += answer.effects
            for index in answer.changedFields where !response.changedFields.contains(index) { response.changedFields.append(index) }
            response.edit.merge(answer.edit)
        }
        response.changedFields.sort()
        var pairs = answerPairs(sequence: intent.sequence, field: intent.field, response: response, announceEffects: true)

        // Focus moves the browser did not ask for (Return, submit, a rule that
        // keeps focus) are sent; focus the browser reported is already there.
        let focus = form.focusIndex
        switch intent.name {
        case "focus":
            if focus != intent.field { pairs.append(("focus", focus.map(JSONValue.int) ?? .null)) }
        case "blur":
            if focus == intent.field, let focus { pairs.append(("focus", .int(focus))) }
        default:
            if focus != focusBefore, let focus { pairs.append(("focus", .int(focus))) }
        }
        return pairs
    }

    /// The answer to a field's events: the fields that changed (the target
    /// field always, so a refused edit puts the browser back on the core's
    /// state), what to announce (the core's refusal message or an effect's
    /// announcement), a status line, and a scanner to open.
    mutating func answerPairs(sequence: Int, field: Int?, response: FormResponse, announceEffects: Bool) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [("s", .int(sequence))]
        let presentations = form.presentations
        var changed: [JSONValue] = []
        for index in presentations.indices where response.changedFields.contains(index) || index == field {
            changed.append(fieldJSON(presentations[index], index: index))
        }
        pairs.append(("fields", .array(changed)))
        if let index = field, let rejection = response.edit.rejection, rejection == .notEditable {
            pairs.append(("refused", .string(form.fields[index].localizer.message(for: rejection))))
        }
        var announcement = field.flatMap { index in response.edit.rejection.map { form.fields[index].localizer.message(for: $0) } }
        var status: String?
        var scan: Int?
        for effect in response.effects {
            switch effect {
            case let .field(_, .announce(text)):
                if announceEffects { announcement = text }
            case let .field(index, .startScan):
                scan = index
            case .field(_, .performAction):
                status = PageRenderer.status(model.page.id, text: GalleryText.string("status.action", model.locale.language), ok: true)
            case .field(_, .focusNext), .field(_, .keepFocus):
                break
            case .submitted:
                status = PageRenderer.status(model.page.id, text: model.page.successText, ok: true)
            case .invalid:
                status = PageRenderer.status(model.page.id, text: form.localizer.string(.formInvalid), ok: false)
            }
        }
        if let announcement { pairs.append(("announce", .string(announcement))) }
        if let status { pairs.append(("status", .string(status))) }
        if let scan { pairs.append(("scan", .object([("f", .int(scan)), ("open", .bool(true))]))) }
        return pairs
    }

    /// One field's state for the browser: text, selection and re-rendered parts.
    func fieldJSON(_ p: FieldPresentation, index: Int) -> JSONValue {
        let facts = model.facts[index]
        return .object([
            ("i", .int(index)),
            ("v", .string(p.text)),
            ("sel", .array([.int(p.selection.lowerBound), .int(p.selection.upperBound)])),
            ("cls", .string(FieldRenderer.wrapperClass(p))),
            ("box", .string(FieldRenderer.boxClass(p))),
            ("attrs", .array(FieldRenderer.dynamicAttributes(p, facts: facts).map { .array([.string($0.0), $0.1.map(JSONValue.string) ?? .null]) })),
            ("info", .string(FieldRenderer.info(p))),
            ("acc", .string(FieldRenderer.accessories(p))),
            ("fit", .string(FieldRenderer.fitted(p))),
            ("sug", .string(FieldRenderer.suggestions(p))),
        ])
    }
}
