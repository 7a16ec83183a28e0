import TextInputCore
import TextInputHTML

extension WebForm {
    /// The app's own HTML at a place in the form: its controls (a checkbox,
    /// radio buttons, a select, a file input) or anything else it shows
    /// between the fields. WebForm renders it each time it renders the form,
    /// with what the post held besides the fields (``OtherValues``): a form
    /// shown again after a refused post shows the app's controls as the user
    /// left them (a checkbox still checked, a radio button still chosen).
    /// The page's script leaves these controls to the browser; they post
    /// with the form, and the app gets them in ``PostResult/otherValues``.
    ///
    /// ```swift
    /// form.appHTML = [
    ///     WebForm.AppHTML(.afterSection(0)) { values in
    ///         WebForm.checkbox(name: "newsletter", label: "Send me the newsletter",
    ///                          isChecked: values.isChecked("newsletter"))
    ///     },
    /// ]
    /// ```
    public struct AppHTML: Sendable {
        /// Where in the form the HTML goes.
        public enum Place: Sendable, Equatable {
            /// Before section `n` (0 for the first), inside the form's figures.
            case beforeSection(Int)
            /// After section `n`.
            case afterSection(Int)
            /// Beside the submit button, before it (after the last section
            /// when the form writes no submit button).
            case beforeSubmit
            /// Beside the submit button, after it.
            case afterSubmit
        }

        /// Where the HTML goes.
        public var place: Place
        /// Renders the HTML with the post's other values (``OtherValues/none``
        /// before any post). Whatever it returns is written as it is: escape
        /// the app's text (``WebForm/escape(_:)``).
        public var render: @Sendable (OtherValues) -> String

        /// The app's HTML at `place`, rendered with the post's other values.
        public init(_ place: Place, render: @escaping @Sendable (OtherValues) -> String) {
            self.place = place
            self.render = render
        }

        /// Fixed HTML at `place` (no control whose state a post changes).
        public init(_ place: Place, html: String) {
            self.init(place) { _ in html }
        }
    }

    /// The app's HTML for `place`, rendered with `values`, in the order the app listed it.
    func appHTML(at place: AppHTML.Place, _ values: OtherValues) -> String {
        appHTML.filter { $0.place == place }.map { $0.render(values) }.joined()
    }

    /// The style of the date fields' calendar and of
    /// ``checkbox(name:label:isChecked:value:id:hint:)``,
    /// ``radioButtons(name:legend:options:selected:)`` and
    /// ``select(name:label:options:selected:id:)`` (44 px targets, the
    /// form's colours and fonts in both themes): a form with ``appHTML``,
    /// a date field or without its own `<form>` element
    /// (``rendersFormElement``) writes it before its fields, so that pages
    /// without them do not fetch it with the stylesheet.
    /// ``WebAssets/contentSecurityPolicy`` allows it by its hash
    /// (``appControlsStyleHash``).
    public static let appControlsStyle = "<style>\(appControlsCSS)</style>"

    /// The CSP source expression of ``appControlsStyle``: its SHA-256 in
    /// base64. An app with a policy of its own adds it to `style-src`.
    public static let appControlsStyleHash = "sha256-3WoKsB2g1K1a+m9o8E326gzpqSVHmeVMv7c/0kps2f0="

    static let appControlsCSS = ".tik-app-control{background:var(--tik-surface);border:0;border-radius:var(--tik-figure-radius);margin:0;padding:8px 16px;min-width:0;color:var(--tik-label);font:15px/20px var(--tik-font)}.tik-app-check{display:flex;align-items:center;gap:12px;min-height:44px}.tik-app-check input{flex:none;width:22px;height:22px;margin:0;accent-color:var(--tik-tint)}.tik-app-check label{flex:1;display:flex;align-items:center;min-height:44px}.tik-app-control legend{padding:8px 0 0;font-weight:600}.tik-app-select label{display:block;padding-top:8px;font-weight:600}.tik-app-select select{display:block;width:100%;max-width:var(--tik-field-width);min-height:44px;margin:6px 0 8px;color:inherit;background:var(--tik-surface);border:1px solid var(--tik-separator);border-radius:8px;font:17px var(--tik-font)}.tik-app-hint{margin:0 0 8px 34px;font-size:13px;color:var(--tik-tertiary)}.tik-cal{display:flex;position:relative}.tik-cal-picker{position:absolute;inset-inline-end:0;bottom:0;width:1px;height:1px;margin:0;padding:0;border:0;opacity:0;pointer-events:none}"

    /// `text` escaped for HTML text and attribute values (`&`, `<`, `>`, `"`, `'`).
    public static func escape(_ text: String) -> String { HTML.escape(text) }

    /// A checkbox in the form's style (a 44 px target, its label beside it),
    /// for the app's own controls in a TextInputKit form or beside one.
    /// Posts `value` under `name` when checked, nothing when not.
    ///
    /// - Parameters:
    ///   - id: the element id (by default `name`), so the label points at it.
    ///   - hint: a line under the label, tied to the checkbox by `aria-describedby`.
    public static func checkbox(name: String, label: String, isChecked: Bool, value: String = "on", id: String? = nil,
                                hint: String? = nil) -> String {
        let id = HTML.identifier(id ?? name)
        var html = "<div class=\"tik-app-control tik-app-check\"><input type=\"checkbox\"" + HTML.attribute("id", id)
            + HTML.attribute("name", name) + HTML.attribute("value", value) + HTML.flag("checked", isChecked)
            + HTML.attribute("aria-describedby", hint == nil ? nil : id + "-hint") + ">"
            + "<label" + HTML.attribute("for", id) + ">" + HTML.escape(label) + "</label>"
        if let hint { html += "<p class=\"tik-app-hint\"" + HTML.attribute("id", id + "-hint") + ">" + HTML.escape(hint) + "</p>" }
        return html + "</div>"
    }

    /// Radio buttons in the form's style under a legend (a `fieldset`), one
    /// of them checked: `selected` when it is one of the options' values.
    /// Posts the chosen option's value under `name`.
    public static func radioButtons(name: String, legend: String, options: [(value: String, label: String)],
                                    selected: String?) -> String {
        let base = HTML.identifier(name)
        var html = "<fieldset class=\"tik-app-control tik-app-radios\"><legend>" + HTML.escape(legend) + "</legend>"
        for (index, option) in options.enumerated() {
            let id = "\(base)-\(index)"
            html += "<div class=\"tik-app-check\"><input type=\"radio\"" + HTML.attribute("id", id) + HTML.attribute("name", name)
                + HTML.attribute("value", option.value) + HTML.flag("checked", option.value == selected) + ">"
                + "<label" + HTML.attribute("for", id) + ">" + HTML.escape(option.label) + "</label></div>"
        }
        return html + "</fieldset>"
    }

    /// A select in the form's style with its label above it; `selected`
    /// chooses the option with that value (else the browser shows the first).
    public static func select(name: String, label: String, options: [(value: String, label: String)], selected: String?,
                              id: String? = nil) -> String {
        let id = HTML.identifier(id ?? name)
        var html = "<div class=\"tik-app-control tik-app-select\"><label" + HTML.attribute("for", id) + ">" + HTML.escape(label)
            + "</label><select" + HTML.attribute("id", id) + HTML.attribute("name", name) + ">"
        for option in options {
            html += "<option" + HTML.attribute("value", option.value) + HTML.flag("selected", option.value == selected) + ">"
                + HTML.escape(option.label) + "</option>"
        }
        return html + "</select></div>"
    }
}
