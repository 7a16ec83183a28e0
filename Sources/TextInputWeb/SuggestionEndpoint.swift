import TextInputCore

/// The suggestion route's rules, shared by the server integrations: a
/// combo box's field id and text in, the app's choices out, as JSON.
///
/// `GET …/suggest?field=company&text=ac` answers `{"choices": [{"text": "ACME Corporation", "detail": "3 customers"}]}`
/// from the app's closure `(field id, text) async throws -> [Choice]`. The page asks for fields configured
/// ``FieldConfiguration/choicesFromApp`` as the user types (debounced, the latest answer wins) and hands the answer
/// to its core (``FieldEvent/setChoices(_:)``); typing never waits for it, and a slow or failing route changes
/// nothing on the page. Bounds: a text of at most ``maxTextLength`` characters, a field id of at most 100, at most
/// `maxConcurrent` closures running at once (503 with `Retry-After: 1` beyond), at most ``maxChoices`` choices
/// answered, and the same refusal of other sites' requests as a post (``PostSource``, 403).
///
/// ```swift
/// let suggestions = SuggestionEndpoint(maxConcurrent: 16) { field, text in
///     field == "company" ? try await store.companies(startingWith: text) : []
/// }
/// let answer = await suggestions.answer(field: "company", text: "ac", source: source)   // answer.status, answer.json
/// ```
public final class SuggestionEndpoint: Sendable {
    /// The longest text the app is asked about, in Unicode scalars (a character with combining marks counts each).
    public static let maxTextLength = 200
    /// The most choices answered (the app's list is cut there).
    public static let maxChoices = 50
    /// The most closures running at once.
    public let maxConcurrent: Int
    /// Origins besides the request's own whose pages may ask (as ``WebForm/trustedOrigins``).
    public let trustedOrigins: [String]
    private let suggest: @Sendable (String, String) async throws -> [Choice]
    private let running: AdmissionCounter

    /// An endpoint that runs the app's `suggest` closure at most `maxConcurrent` times at once.
    public init(maxConcurrent: Int = 16, trustedOrigins: [String] = [],
                suggest: @escaping @Sendable (_ fieldID: String, _ text: String) async throws -> [Choice]) {
        self.maxConcurrent = maxConcurrent
        running = AdmissionCounter(limit: maxConcurrent)
        self.trustedOrigins = trustedOrigins
        self.suggest = suggest
    }

    /// The answer to a request: its `field` and `text` query parameters and where it comes from.
    public func answer(field: String?, text: String?, source: PostSource) async -> JSONAnswer {
        if source.refusal(trusting: trustedOrigins) != nil {
            return .error("Suggestions are for this site's own pages.", status: 403)
        }
        guard let field, !field.isEmpty, field.count <= 100 else {
            return .error("Name the field: ?field=ID&text=TEXT (an id of at most 100 characters).", status: 400)
        }
        let text = text ?? ""
        // Counted in scalars, so that one character with thousands of combining marks is not "one character".
        guard text.unicodeScalars.count <= Self.maxTextLength else {
            return .error("The text is longer than \(Self.maxTextLength) characters; suggestions are for shorter texts.", status: 400)
        }
        let admitted = running.enter()
        defer { running.leave() }
        guard admitted else { return .busy("The server is busy. Try again in a moment.") }
        let choices: [Choice]
        do {
            choices = try await suggest(field, text)
        } catch {
            // The page shows nothing for a failing route; the reason is the app's to log.
            return .error("No suggestions right now.", status: 503)
        }
        return JSONAnswer(status: 200, json: JSONValue.object([("choices", .array(choices.prefix(Self.maxChoices).map { choice in
            var members: [(String, JSONValue)] = [("text", .string(choice.text))]
            if let detail = choice.detail { members.append(("detail", .string(detail))) }
            if let id = choice.id { members.append(("id", .string(id))) }
            if let group = choice.group { members.append(("group", .string(group))) }
            return .object(members)
        }))]).serialized)
    }
}
