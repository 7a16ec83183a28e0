import TextInputCore
import TextInputHTML

extension WebForm {
    /// Whether a field has the phone format or rule: the page then fetches the phone tables for its module.
    var hasPhoneField: Bool {
        spec.fields.contains { field in
            if case .phone = field.format { return true }
            return field.validation.contains { if case .phone = $0.rule { return true } else { return false } }
        }
    }

    /// The calling code of the numbers every phone field types by default, when they all type one (+1 for phone
    /// fields of the US and Canada): the page then installs the tables of that code alone before the form opens,
    /// and the whole tables once it is live. Nil for none or several, or a phone rule on a field of another format
    /// (which has no region).
    var phoneCallingCode: Int? {
        var codes: Set<Int> = []
        for field in spec.fields {
            if field.validation.contains(where: { if case .phone = $0.rule { return true } else { return false } }) {
                guard case .phone = field.format else { return nil }
            }
            guard case let .phone(options) = field.format else { continue }
            guard let region = options.region ?? PhoneNumberData.region(ofLocale: field.localeIdentifier ?? spec.localeIdentifier),
                  let code = PhoneNumberData.callingCode(ofRegion: region) else { return nil }
            codes.insert(code)
        }
        return codes.count == 1 ? codes.first : nil
    }

    /// The phone tables the page installs before the form opens: one calling code's
    /// (``WebAssets/phoneDataByCallingCode``) or the whole tables; nil for a form without phone fields.
    /// The addresses the form fetches before it opens (the module's parts its
    /// fields need and its phone tables), in the order their downloads start;
    /// empty without a module.
    func earlyDownloads(assets: WebAssets) -> [String] {
        guard assets.module != nil else { return [] }
        return assets.earlyParts(for: spec.fields, preparation: spec.preparation).map(\.asset.path) + (phoneTables(assets).map { [$0.path] } ?? [])
    }

    func phoneTables(_ assets: WebAssets) -> WebAssets.Asset? {
        guard hasPhoneField else { return nil }
        return phoneCallingCode.flatMap { assets.phoneDataByCallingCode[$0] } ?? assets.phoneData
    }

    /// The form's HTML: the `<form>` with its sections and fields in their
    /// initial state (with the app's messages, ``setError(_:onField:)`` and
    /// ``formMessage``), the submit button, the status line, the spec the
    /// page's core starts from, the live region and (when a field scans) the
    /// scan dialog.
    ///
    /// The page needs ``WebAssets/headHTML`` in its `<head>` and an ancestor
    /// with a theme class (`tik-theme-light` or `tik-theme-dark`). The form
    /// lays itself out by the width it gets (compact below 600 CSS px,
    /// expanded from 600; docs/web.md): give it a width, as a block does by
    /// itself (as a flex or grid item, `width: 100%` or a track size). An
    /// ancestor with `tik-layout-compact` or `tik-layout-expanded` forces one.
    public func html(assets: WebAssets) throws(MessageError) -> String {
        try html(assets: assets, liveForm: try liveForm(), status: formMessage.map { LiveForm.statusLine($0, ok: false) },
                 announcement: formMessage)
    }

    /// The form again after a post (``submit(body:)``): every value the core
    /// kept, the core's and the app's messages, the status line, announced
    /// once when the page loads.
    public func html(assets: WebAssets, showing result: PostResult) throws(MessageError) -> String {
        let page = try result.page()
        return try html(assets: assets, liveForm: page.liveForm, status: page.status, announcement: page.announcement,
                        otherValues: result.otherValues, choiceKeys: result.choiceKeys)
    }

    /// The form's HTML in `state` (by default its initial state).
    @available(*, deprecated, message: "use html(assets:) or html(assets:showing:)")
    public func html(assets: WebAssets, state: LiveForm?, status: String? = nil) throws(MessageError) -> String {
        let live: LiveForm
        if let state { live = state } else { live = try liveForm() }
        return try html(assets: assets, liveForm: live, status: status, announcement: nil)
    }

    /// The form's HTML with the fields of `live`, a status line's HTML and
    /// what the page announces once when it loads.
    public func html(assets: WebAssets, liveForm live: LiveForm, status: String?, announcement: String?) throws(MessageError) -> String {
        try html(assets: assets, liveForm: live, status: status, announcement: announcement, otherValues: .none)
    }

    /// The form's HTML with the fields of `live`, a status line's HTML, what
    /// the page announces once when it loads and the app's HTML
    /// (``appHTML``) rendered with a post's other values.
    public func html(assets: WebAssets, liveForm live: LiveForm, status: String?, announcement: String?,
                     otherValues: OtherValues) throws(MessageError) -> String {
        try html(assets: assets, liveForm: live, status: status, announcement: announcement, otherValues: otherValues, choiceKeys: [:])
    }

    func html(assets: WebAssets, liveForm live: LiveForm, status: String?, announcement: String?,
              otherValues: OtherValues, choiceKeys: [String: String]) throws(MessageError) -> String {
        let base = HTML.identifier(id)
        let specID = "tik-spec-" + base
        // The module's parts this form's fields need before it opens, fetched with the module (docs/wasm.md).
        let earlyParts = assets.earlyParts(for: spec.fields, preparation: spec.preparation)
        // And those it fetches first once it is live (what its fields' keys run beyond their opening).
        let soonParts = assets.soonParts(for: spec.fields)
        let presentations = live.form.presentations
        // Their downloads and the phone tables' start as the form is parsed (WebAssets.earlyFetchScript), unless
        // the page's head started them (WebAssets.headHTML(for:)): the script fetches each address once.
        let phoneTables = phoneTables(assets)
        let early = earlyDownloads(assets: assets)
        var html = early.isEmpty ? "" : "<script" + HTML.attribute("data-tik-early", early.joined(separator: " ")) + ">"
            + WebAssets.earlyFetchScript + "</script>"
        if !appHTML.isEmpty || !rendersFormElement || hasDateField { html += Self.appControlsStyle }
        // Its own <form>, or a div inside the app's (rendersFormElement): the page's script finds either by its spec.
        html += (rendersFormElement ? "<form class=\"tik-form\" method=\"post\" novalidate" : "<div class=\"tik-form tik-form-part\" role=\"group\"")
            + HTML.attribute("id", "tik-form-" + base) + HTML.attribute("action", rendersFormElement ? action : nil)
            + HTML.attribute("data-tik-spec", specID)
            + HTML.attribute("data-wasm", assets.module?.path) + HTML.attribute("data-unicode", assets.unicodeData?.path)
            + HTML.attribute("data-parts", assets.parts.isEmpty ? nil
                                : assets.parts.map { "\($0.number) \($0.asset.path)" }.joined(separator: " "))
            + HTML.attribute("data-early", earlyParts.isEmpty ? nil : earlyParts.map { String($0.number) }.joined(separator: " "))
            + HTML.attribute("data-soon", soonParts.isEmpty ? nil : soonParts.map { String($0.number) }.joined(separator: " "))
            + HTML.attribute("data-scan", scanPath)
            + HTML.attribute("data-phone", phoneTables?.path)
            + HTML.attribute("data-phone-all", phoneTables.flatMap { $0.path == assets.phoneData.path ? nil : assets.phoneData.path })
            + HTML.attribute("data-suggest", spec.fields.contains(where: \.choicesFromApp) ? suggestPath : nil)
            + HTML.attribute("data-locale", spec.localeIdentifier)
            + HTML.attribute("data-tik-announce", announcement.flatMap { $0.isEmpty ? nil : $0 })
            + HTML.flag("data-tik-log", recordsMessages) + ">"
        for hidden in hiddenFields {
            html += "<input type=\"hidden\"" + HTML.attribute("name", hidden.name) + HTML.attribute("value", hidden.value) + ">"
        }
        // The message summary above the fields (docs/web.md): filled by the server after a post, by the page's core
        // as the user submits and edits.
        html += "<div class=\"tik-summary-slot\" id=\"tik-summary-\(base)\">\(SummaryRenderer.html(live.form))</div>"
        if let note = live.form.requiredNote {
            html += "<p class=\"tik-required-note\">\(HTML.escape(note))</p>"
        }
        html += "<div class=\"tik-figures\">"
        for (number, section) in sections.enumerated() {
            html += appHTML(at: .beforeSection(number), otherValues)
            let captionID = "tik-fig-\(base)-\(number)"
            if let caption = section.caption {
                html += "<section class=\"tik-figure\" aria-labelledby=\"\(captionID)\">"
                html += "<h2 class=\"tik-figure-caption\" id=\"\(captionID)\">\(HTML.escape(caption))</h2>"
            } else {
                html += "<section class=\"tik-figure\">"
            }
            for fieldID in section.fieldIDs {
                guard let index = spec.fields.firstIndex(where: { $0.id == fieldID }) else { continue }
                html += FieldRenderer.field(presentations[index], facts: FieldFacts(spec.fields[index]), index: index)
                if case let .date(bounds) = spec.fields[index].format {
                    html += Self.calendar(index: index, bounds: bounds, label: live.form.localizer.string(ServerText.chooseDate))
                }
                if let name = choiceKeyNames[fieldID] {
                    // The picked choice's key, posted beside the text (the page's core sets it as the form posts).
                    html += "<input type=\"hidden\"" + HTML.attribute("name", name) + HTML.attribute("value", choiceKeys[name] ?? "")
                        + HTML.attribute("data-tik-choice-of", String(index)) + ">"
                }
            }
            html += "</section>"
            html += appHTML(at: .afterSection(number), otherValues)
        }
        html += "</div>"
        let beside = appHTML(at: .beforeSubmit, otherValues)
        if rendersFormElement {
            html += "<div class=\"tik-actions\">" + beside + "<button type=\"submit\" class=\"tik-button\">\(HTML.escape(submitLabel))</button>"
                + appHTML(at: .afterSubmit, otherValues) + "</div>"
        } else {
            html += beside + appHTML(at: .afterSubmit, otherValues)
        }
        html += "<div class=\"tik-status-line\" id=\"tik-status-\(base)\" role=\"status\">\(status ?? "")</div>"
        html += rendersFormElement ? "</form>" : "</div>"
        html += "<script type=\"application/json\" id=\"\(specID)\">\(try live.spec.json)</script>"
        if spec.fields.contains(where: \.choicesFromApp) {
            // The app's suggestions, which only pages with a combo box fed by the app load (after the page's script).
            html += "<script src=\"\(assets.suggestScript.path)\" defer></script>"
        }
        if hasDateField {
            // The date fields' calendar, which only pages with a date field load (after the page's script: both defer).
            html += "<script src=\"\(assets.dateScript.path)\" defer></script>"
        }
        if live.form.fields.contains(where: { $0.configuration.hasScanAction }) {
            // The dialog and its script, which only pages with a scan field load (after the page's script: both defer).
            html += Self.scanDialog(live.form.localizer)
            html += "<script src=\"\(assets.scanScript.path)\" defer></script>"
        }
        return html
    }

    /// Whether a field has the date format: the page then loads the calendar's script.
    var hasDateField: Bool {
        spec.fields.contains { if case .date = $0.format { return true } else { return false } }
    }

    /// A date field's calendar, hidden until client-date.js puts it in the field's box: a button (a 44 px target
    /// named `label`, out of the Tab order like the stepper's) and an `<input type="date">` with the field's bounds,
    /// whose picker it opens. Neither posts anything (no name).
    static func calendar(index: Int, bounds: DateFormat, label: String) -> String {
        "<span class=\"tik-cal\" data-tik-cal-for=\"\(index)\" hidden><button type=\"button\" class=\"tik-acc-btn tik-cal-btn\" tabindex=\"-1\""
            + HTML.attribute("aria-label", label) + HTML.attribute("title", label) + ">" + Icons.svg("calendar") + "</button>"
            + "<input type=\"date\" class=\"tik-cal-picker\" tabindex=\"-1\" aria-hidden=\"true\""
            + HTML.attribute("min", bounds.minimum?.description) + HTML.attribute("max", bounds.maximum?.description) + "></span>"
    }

    /// The page's live region, which announces refusals and new errors; once per page.
    public static let liveRegion = "<div class=\"tik-sr\" id=\"tik-live\" aria-live=\"assertive\"></div>"

    /// The scan dialog, hidden until the client opens it for a field's scan
    /// icon: a camera preview, a file picker, a message line and a list for
    /// choosing among several codes. Its messages are data attributes the
    /// client shows as text.
    static func scanDialog(_ localizer: Localizer) -> String {
        let s = { (key: LocalizedKey) in HTML.escape(localizer.string(key)) }
        return "<div class=\"tik-scan\" id=\"tik-scan\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"tik-scan-title\""
            + " aria-describedby=\"tik-scan-message\" hidden"
            + " data-no-camera=\"\(s(.scanNoCamera))\" data-denied=\"\(s(.scanCameraDenied))\""
            + " data-looking=\"\(s(.scanCameraLooking))\" data-too-large=\"\(s(.scanImageTooLarge))\""
            + " data-offline=\"\(s(.scanServerUnreachable))\""
            + " data-barcode-title=\"\(s(.scanDialogTitle))\" data-text-title=\"\(s(.scanText))\">"
            + "<h2 class=\"tik-scan-title\" id=\"tik-scan-title\">\(s(.scanDialogTitle))</h2>"
            + "<video class=\"tik-scan-video\" id=\"tik-scan-video\" muted playsinline hidden></video>"
            + "<p class=\"tik-scan-message\" id=\"tik-scan-message\" role=\"status\"></p>"
            + "<div class=\"tik-scan-choices\" id=\"tik-scan-choices\"></div>"
            + "<p class=\"tik-scan-actions\"><label class=\"tik-scan-file-label\" for=\"tik-scan-file\">\(s(.scanChooseImage))</label>"
            + " <input type=\"file\" class=\"tik-scan-file\" id=\"tik-scan-file\" accept=\"image/png,image/jpeg\">"
            + " <button type=\"button\" class=\"tik-button\" id=\"tik-scan-close\">\(s(.closeDialog))</button></p></div>"
    }
}

