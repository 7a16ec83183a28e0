import TextInputCore
import TextInputHTML

extension WebForm {
    /// Checks a posted `application/x-www-form-urlencoded` body with the
    /// native core: the same configurations, formats, limits and rules as the
    /// page (rules written as Swift closures included). Read-only and
    /// disabled fields keep the form's own values whatever was posted; a
    /// posted text that still shows a field's prefix or suffix has them removed;
    /// names that are not fields are the app's own controls, handed over in
    /// ``PostResult/otherValues``.
    ///
    /// - Throws: ``MessageError`` when the form's own configuration is unusable.
    public func submit(body: String) throws(MessageError) -> PostResult {
        guard let pairs = FormPost.parse(body) else {
            throw MessageError("the posted body is not URL-encoded UTF-8; post the form as application/x-www-form-urlencoded")
        }
        return try submit(pairs: pairs)
    }

    /// Checks posted name–value pairs after checking where the post comes
    /// from: a post that another site's page sent (``PostSource``, the
    /// browser's `Sec-Fetch-Site` and `Origin`) is refused unless its origin
    /// is one of ``trustedOrigins``; nothing in it is read, and the result
    /// shows the form as it starts with a status line that says why
    /// (``PostResult/isCrossSite``, status 403). What the server integrations'
    /// `submit(request)` calls.
    public func submit(pairs: [(String, String)], from source: PostSource) throws(MessageError) -> PostResult {
        guard source.refusal(trusting: trustedOrigins) != nil else { return try submit(pairs: pairs) }
        let localizer = Localizer(localeIdentifier: spec.localeIdentifier, catalog: spec.catalog)
        var result = PostResult(submission: nil, verdict: nil, shown: spec,
                                formMessage: localizer.string(ServerText.crossSitePost))
        result.isCrossSite = true
        return result
    }

    /// Checks posted name–value pairs (the first value of a name counts),
    /// without asking where they come from: a server that reads requests
    /// calls ``submit(pairs:from:)``.
    public func submit(pairs: [(String, String)]) throws(MessageError) -> PostResult {
        // The core checks the post (InputForm.Event.post): each field takes its posted text as it takes autofill,
        // through its format and limit, read-only and disabled fields refusing it; a value with characters left out
        // fails the submit, never cut and stored (docs/decisions.md). Its status is the verdict.
        var checked = spec
        checked.preparation = []
        var live = try LiveForm(spec: checked.handingOverNumberTemplates())
        let verdict = live.send(.post(pairs.map { PostedText(id: $0.0, text: $0.1) })).status
        var submission: Submission?
        if case let .submitted(values)? = verdict { submission = values }

        // What the page shows again: the values the core kept, never the raw posted text
        // (FieldConfiguration.valueToShowAgain: no password, a phone number as it showed). A field that left
        // characters out says so until the next edit (a `leftOut` event, in the page's core too).
        let fields = live.form.fields
        var shown = spec
        shown.preparation = []
        for (index, configuration) in spec.fields.enumerated() {
            shown.values[configuration.id] = configuration.valueToShowAgain(value: fields[index].value,
                                                                           shownBody: fields[index].editor.bodyText)
            if let notice = fields[index].leftOut {
                shown.preparation.append(.field(index, .leftOut(count: notice.count, fit: notice.fit)))
            }
        }
        // A picked choice's key, kept while its field's text names it; the page's core knows it again once shown.
        let keys = keptChoiceKeys(of: pairs, values: Dictionary(spec.fields.indices.map { (spec.fields[$0].id, fields[$0].value) },
                                                                uniquingKeysWith: { first, _ in first }))
        for (index, configuration) in spec.fields.enumerated() {
            guard let name = choiceKeyNames[configuration.id], let key = keys[name] else { continue }
            if configuration.choicesFromApp {
                shown.preparation.append(.field(index, .setChoices([Choice(id: key, text: fields[index].value)])))
            }
            shown.preparation.append(.field(index, .chooseID(key)))
        }
        var result = PostResult(submission: submission, verdict: verdict, shown: shown)
        result.otherValues = otherValues(of: pairs)
        result.choiceKeys = keys
        return result
    }

    /// The largest form body a server integration's `submit(_:)` reads by default: 64 KiB.
    public static let defaultMaxBodyBytes = 64 << 10
    /// The message of the 400 answered for a body that is not URL-encoded UTF-8.
    public static let badBodyMessage = "The form body is not URL-encoded UTF-8."
}
