import TextInputCore

/// Renders a ``FieldPresentation`` to semantic HTML with pure functions.
///
/// The whole field is ``field(_:facts:index:)``; the parts that change while
/// typing (classes, attributes, info line, accessories, fitted text,
/// suggestions) have their own functions, which the live session sends to
/// the browser after each intent. Every text is escaped; nothing here decides
/// a rule of the core: it only draws what the presentation says.
///
/// ```swift
/// let field = try InputField(FieldConfiguration(id: "email", label: "Email", keyboard: .email))
/// let html = FieldRenderer.field(field.presentation(), facts: FieldFacts(field.configuration), index: 0)
/// // <div class="tik-field tik-kind-simple tik-state-normal" ...><label for="tik-i-email" ...>Email</label>…
/// ```
public enum FieldRenderer {
    // MARK: - The whole field

    /// The field's complete HTML: label, input area (leading icon, input,
    /// fitted text, accessories), info line and suggestions.
    public static func field(_ p: FieldPresentation, facts: FieldFacts, index: Int) -> String {
        let ids = FieldIDs(fieldID: p.id)
        var html = "<div class=\"\(wrapperClass(p))\" id=\"\(ids.wrapper)\" data-index=\"\(index)\" dir=\"\(p.direction.rawValue)\">"
        if let label = p.label {
            html += "<label class=\"tik-label\" id=\"\(ids.label)\" for=\"\(ids.input)\">\(HTML.escape(label))"
            switch p.marker {
            case .required?:
                // Conveyed by aria-required.
                html += "<span class=\"tik-marker\" aria-hidden=\"true\">*</span>"
            case let .optional(text)?:
                // Read as written.
                html += " <span class=\"tik-marker\">\(HTML.escape(text))</span>"
            case nil:
                break
            }
            html += "</label>"
        }
        html += "<div class=\"\(boxClass(p))\">"
        if let icon = p.leadingIcon {
            html += "<span class=\"tik-lead\">\(Icons.svg(icon))</span>"
        }
        html += input(p, facts: facts, ids: ids)
        html += "<div class=\"tik-fitted\" id=\"\(ids.fitted)\"\(HTML.attribute("dir", textDir(p))) aria-hidden=\"true\">\(fitted(p))</div>"
        html += "<span class=\"tik-acc\" id=\"\(ids.accessories)\">\(accessories(p))</span>"
        html += "</div>"
        html += "<div class=\"tik-info\" id=\"\(ids.info)\">\(info(p))</div>"
        if p.isCombo {
            html += "<ul class=\"tik-suggestions\" id=\"\(ids.suggestions)\" role=\"listbox\" tabindex=\"-1\""
                + HTML.attribute("aria-label", p.label ?? p.accessibility.label) + ">\(suggestions(p))</ul>"
        }
        html += "</div>"
        return html
    }

    /// The `dir` of the text's elements (input, fitted text) where it differs
    /// from the field's: a code's left to right in a right-to-left form.
    static func textDir(_ p: FieldPresentation) -> String? {
        p.textDirection != p.direction ? p.textDirection.rawValue : nil
    }

    /// The `input` (single-line) or `textarea` (note) element.
    static func input(_ p: FieldPresentation, facts: FieldFacts, ids: FieldIDs) -> String {
        var attributes = "id=\"\(ids.input)\" name=\"\(HTML.escape(facts.name))\" class=\"tik-input\""
            + (facts.choicesFromApp ? " data-tik-suggest" : "")
        for (name, value) in staticAttributes(p, facts: facts, ids: ids) + dynamicAttributes(p, facts: facts) {
            attributes += HTML.attribute(name, value)
        }
        if p.isReadOnly { attributes += " readonly" }
        if p.isDisabled { attributes += " disabled" }
        if p.kind == .note {
            // The HTML parser drops one newline right after <textarea>: keep a leading one.
            let body = p.text.hasPrefix("\n") ? "\n" + p.text : p.text
            return "<textarea \(attributes)>\(HTML.escape(body))</textarea>"
        }
        return "<input \(attributes)\(HTML.attribute("value", p.text))>"
    }

    /// Attributes that stay as they are while the page is open.
    static func staticAttributes(_ p: FieldPresentation, facts: FieldFacts, ids: FieldIDs) -> [(String, String?)] {
        var attributes: [(String, String?)] = [
            // A code (card, IBAN, phone, mask, address) stays left to right in a right-to-left form.
            ("dir", textDir(p)),
            ("inputmode", inputMode(p.traits.keyboard)),
            ("enterkeyhint", enterKeyHint(p.traits.returnKey)),
            ("autocomplete", p.traits.contentType.map(autocomplete) ?? (p.isCombo ? "off" : nil)),
            ("spellcheck", p.traits.spellChecking ? nil : "false"),
            ("autocorrect", p.traits.autocorrection ? nil : "off"),
            ("autocapitalize", autocapitalize(p.traits.autocapitalization)),
            ("aria-required", p.isRequired ? "true" : nil),
            ("aria-readonly", p.isReadOnly ? "true" : nil),
        ]
        if p.label == nil {
            attributes.append(("aria-label", p.accessibility.label))
        }
        if p.isCombo {
            attributes += [("role", "combobox"), ("aria-autocomplete", "list"), ("aria-controls", ids.suggestions)]
        }
        return attributes
    }

    /// Attributes that follow the presentation while typing; `nil` removes one.
    public static func dynamicAttributes(_ p: FieldPresentation, facts: FieldFacts) -> [(String, String?)] {
        let ids = FieldIDs(fieldID: p.id)
        var described: [String] = []
        if p.message != nil { described.append(ids.message) }
        if p.counter != nil { described.append(ids.counter) }
        var attributes: [(String, String?)] = []
        if p.kind != .note {
            attributes.append(("type", p.isTextHidden ? "password" : "text"))
        } else {
            attributes.append(("rows", String(p.lines?.visible ?? 3)))
        }
        attributes += [
            ("placeholder", p.placeholder),
            ("aria-invalid", p.state == .error ? "true" : nil),
            ("aria-describedby", described.isEmpty ? nil : described.joined(separator: " ")),
            ("title", p.tooltip),
            // Focus as the page was rendered; the page's script keeps it equal to the core's focus.
            ("autofocus", p.isFocused && !p.isDisabled ? "" : nil),
        ]
        if p.isCombo {
            attributes.append(("aria-expanded", p.suggestions.isEmpty ? "false" : "true"))
            attributes.append(("aria-activedescendant", p.highlightedSuggestion.map { FieldIDs(fieldID: p.id).option($0) }))
        }
        return attributes
    }

    // MARK: - Parts that change while typing

    /// The wrapper's classes: kind, state, focus, and whether fitted text is
    /// drawn. (A message's severity is on the box, ``boxClass(_:)``, and the
    /// message.)
    public static func wrapperClass(_ p: FieldPresentation) -> String {
        var classes = "tik-field tik-kind-\(p.kind.rawValue) tik-state-\(p.state.rawValue)"
        if p.isFocused { classes += " tik-focused" }
        if p.leadingIcon != nil { classes += " tik-has-lead" }
        if let fitted = p.fitted, showsFitted(fitted) {
            classes += " tik-has-fitted tik-fitted-lines-\(min(fitted.lines.count, 9))"
        }
        if p.lines?.scrolls == true { classes += " tik-scrolls" }
        if p.isStepper { classes += " tik-stepper" }
        return classes
    }

    /// The input area's classes: border and fill roles.
    public static func boxClass(_ p: FieldPresentation) -> String {
        "tik-box tik-border-\(p.styles.border.rawValue) tik-fill-\(p.styles.fill.rawValue)"
    }

    /// The info line's content: the one message, then the counter.
    public static func info(_ p: FieldPresentation) -> String {
        let ids = FieldIDs(fieldID: p.id)
        var html = ""
        if let message = p.message {
            html += "<span class=\"tik-msg tik-msg-\(message.kind.rawValue) tik-tone-\(message.tone.rawValue)\" id=\"\(ids.message)\">"
            if let severity = message.severity, severity != .error, let spoken = p.accessibility.hint {
                html += severityMessage(severity, text: message.text, spoken: spoken)
            } else {
                html += HTML.escape(message.text)
            }
            html += "</span>"
        }
        if let counter = p.counter {
            html += "<span class=\"tik-counter tik-counter-\(p.styles.counter.rawValue)\" id=\"\(ids.counter)\">"
                + "<span aria-hidden=\"true\">\(HTML.escape(counter.text))</span>"
                + "<span class=\"tik-sr\">\(HTML.escape(counter.spoken))</span></span>"
        }
        return html
    }

    /// A warning, success or information: its icon, the text as shown, and
    /// for assistive technology the severity's word with it ("Warning: …";
    /// an error is marked by `aria-invalid` and the error icon). Apart from
    /// ``info(_:)``, whose first keys never draw one.
    @inline(never)
    static func severityMessage(_ severity: MessageSeverity, text: String, spoken: String) -> String {
        "<span class=\"tik-msg-icon\">\(Icons.svg(severity))</span>"
            + "<span aria-hidden=\"true\">\(HTML.escape(text))</span><span class=\"tik-sr\">\(HTML.escape(spoken))</span>"
    }

    /// The trailing accessories, in trailing order, each named by the core's label.
    public static func accessories(_ p: FieldPresentation) -> String {
        var html = p.isStepper ? stepperButtons(p) : ""
        for accessory in p.accessories {
            let label = p.accessoryLabels[accessory] ?? accessory.rawValue
            let icon: String
            var extra = ""
            switch accessory {
            case .clear:
                icon = "clear"
                extra = " tabindex=\"-1\""
            case .error:
                icon = "error"
                extra = " tabindex=\"-1\""
            case .visibility:
                icon = p.isTextHidden ? "eye" : "eye.slash"
                extra = " aria-pressed=\"\(p.isTextHidden ? "false" : "true")\""
            case .scan:
                icon = p.scanKind == .text ? "text.viewfinder" : "barcode.viewfinder"
                extra = " data-scan-kind=\"\(p.scanKind.rawValue)\""
            case .action:
                icon = p.trailingAction?.icon ?? "circle"
            }
            html += "<button type=\"button\" class=\"tik-acc-btn tik-acc-\(accessory.rawValue)\" data-acc=\"\(accessory.rawValue)\""
                + HTML.attribute("aria-label", label) + HTML.attribute("title", label) + extra + ">\(Icons.svg(icon))</button>"
        }
        return html
    }

    /// A stepper's minus and plus buttons (44 px targets, named by the
    /// core, disabled at their bound), before the other accessories. A press
    /// is the core's `step` event; focus stays in the input, whose Up and
    /// Down, Page Up and Page Down, Home and End step too.
    @inline(never)
    static func stepperButtons(_ p: FieldPresentation) -> String {
        guard let stepper = p.stepper else { return "" }
        var html = ""
        for (by, label, path, enabled) in [(-1, stepper.decreaseLabel, "M5 11h14v2H5z", stepper.canDecrease),
                                           (1, stepper.increaseLabel, "M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z", stepper.canIncrease)] {
            html += "<button type=\"button\" class=\"tik-acc-btn tik-step-btn\" data-step=\"\(by)\" tabindex=\"-1\""
                + HTML.attribute("aria-label", label) + HTML.attribute("title", label) + (enabled ? "" : " disabled")
                + "><svg class=\"tik-icon\" viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" aria-hidden=\"true\" "
                + "focusable=\"false\"><path d=\"\(path)\"/></svg></button>"
        }
        return html
    }

    /// The fitted lines of an unfocused field (clipped, wrapped or truncated
    /// by the core), or nothing when the input shows the text as it is.
    public static func fitted(_ p: FieldPresentation) -> String {
        guard let fitted = p.fitted, showsFitted(fitted) else { return "" }
        return fitted.lines.map { "<span class=\"tik-line\">\(HTML.escape($0))</span>" }.joined()
    }

    /// The suggestion options of a combo box, the part of each that the
    /// typed text matched in bold (``FieldPresentation/suggestionMatches``).
    public static func suggestions(_ p: FieldPresentation) -> String {
        guard !p.suggestions.isEmpty else { return "" }
        let ids = FieldIDs(fieldID: p.id)
        var group: String?
        let matches = p.suggestionMatches
        return p.suggestions.enumerated().map { position, suggestion in
            // A group's header where the group changes, and the choice's key (keyed choices only).
            var header = ""
            var key = ""
            if suggestion.hasKeys || group != nil { (header, key) = keyedParts(suggestion, after: &group) }
            // A second line (the app's detail) is part of the option's name, after a comma a screen reader pauses at.
            let choice = suggestion.text
            let detail = suggestion.detail
            return header + "<li class=\"tik-option\(position == p.highlightedSuggestion ? " tik-highlighted" : "")\" role=\"option\" id=\"\(ids.option(position))\""
                + " aria-selected=\"\(position == p.highlightedSuggestion ? "true" : "false")\""
                + HTML.attribute("data-choice", choice) + key + ">"
                + (position < matches.count ? marked(choice, matches[position]) : HTML.escape(choice))
                + (detail.map { "<span class=\"tik-sr\">, </span><span class=\"tik-option-detail\">\(HTML.escape($0))</span>" } ?? "")
                + "</li>"
        }.joined()
    }

    /// A suggestion's text with its matched characters in `<b>`: inline, so
    /// that the option's accessible name is still its whole text.
    @inline(never)
    static func marked(_ text: String, _ match: Range<Int>?) -> String {
        guard let match, !match.isEmpty else { return HTML.escape(text) }
        // The text before, in and after the match, each escaped once.
        var html = ""
        var part = ""
        var position = 0
        for character in text {
            if position == match.lowerBound || position == match.upperBound {
                html += HTML.escape(part) + (position == match.lowerBound ? "<b>" : "</b>")
                part = ""
            }
            part.append(character)
            position += 1
        }
        // (A match that reaches the text's end, or past it, is closed with it.)
        return html + HTML.escape(part) + (match.lowerBound < position && match.upperBound >= position ? "</b>" : "")
    }

    /// A keyed choice's group header (where the group changes: shown, not an
    /// option, so the options keep their positions) and its `data-choice-id`.
    @inline(never)
    static func keyedParts(_ choice: Choice, after group: inout String?) -> (header: String, key: String) {
        var header = ""
        if let name = choice.group, name != group {
            header = "<li class=\"tik-option-group\" role=\"presentation\">\(HTML.escape(name))</li>"
        }
        group = choice.group
        return (header, HTML.attribute("data-choice-id", choice.id))
    }

    /// Whether fitted text differs from what the input shows by itself.
    static func showsFitted(_ fitted: FittedText) -> Bool {
        fitted.needsExpansionTooltip || fitted.lines.count > 1
    }

    // MARK: - Keyboard and content type

    /// `inputmode` for a keyboard type: the web's way to show the appropriate keyboard.
    public static func inputMode(_ keyboard: KeyboardType) -> String? {
        switch keyboard {
        case .default, .asciiCapable: return nil
        case .number: return "numeric"
        case .decimal, .numbersAndPunctuation: return "decimal"
        case .phone, .namePhonePad: return "tel"
        case .email: return "email"
        case .url: return "url"
        case .webSearch: return "search"
        }
    }

    /// `autocomplete` tokens for content types.
    public static func autocomplete(_ type: ContentType) -> String {
        switch type {
        case .name: return "name"
        case .givenName: return "given-name"
        case .familyName: return "family-name"
        case .nickname: return "nickname"
        case .organizationName: return "organization"
        case .jobTitle: return "organization-title"
        case .email: return "email"
        case .username: return "username"
        case .password: return "current-password"
        case .newPassword: return "new-password"
        case .oneTimeCode: return "one-time-code"
        case .telephoneNumber: return "tel"
        case .url: return "url"
        case .streetAddress: return "street-address"
        case .addressLine1: return "address-line1"
        case .addressLine2: return "address-line2"
        case .addressCity: return "address-level2"
        case .addressState: return "address-level1"
        case .postalCode: return "postal-code"
        case .countryName: return "country-name"
        case .creditCardNumber: return "cc-number"
        case .creditCardExpiration: return "cc-exp"
        case .creditCardSecurityCode: return "cc-csc"
        case .creditCardName: return "cc-name"
        case .birthdate: return "bday"
        }
    }

    /// `autocapitalize` for the core's capitalisation trait.
    static func autocapitalize(_ capitalization: TextInputTraits.Autocapitalization) -> String {
        switch capitalization {
        case .none: return "off"
        case .words: return "words"
        case .sentences: return "sentences"
        case .allCharacters: return "characters"
        }
    }

    /// `enterkeyhint` for the core's Return key role.
    static func enterKeyHint(_ role: ReturnKeyRole) -> String {
        switch role {
        case .next: return "next"
        case .newline: return "enter"
        case .done: return "done"
        }
    }
}
