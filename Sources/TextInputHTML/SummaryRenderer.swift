import TextInputCore

/// Renders a form's message summary (``TextInputCore/InputForm/summary``)
/// with a pure function: a region above the fields, named "Messages", whose
/// heading counts the messages by severity in the colour of the most urgent
/// (Fiori for iOS's overview banner), and a list of links, one per message,
/// each to its field's input (GOV.UK's error summary). The links are plain
/// `href="#id"` links, so they work without JavaScript after a post; the
/// page's script also puts the caret in the field and shows it whole.
///
/// ```swift
/// let slot = "<div class=\"tik-summary-slot\">" + SummaryRenderer.html(form) + "</div>"
/// ```
public enum SummaryRenderer {
    /// The summary's HTML, or "" when the form shows none.
    public static func html(_ form: InputForm) -> String {
        let messages = form.currentSummary()
        guard let top = messages.first?.severity else { return "" }
        let localizer = form.localizer
        var html = "<section class=\"tik-summary tik-summary-\(top.rawValue)\"" + HTML.attribute("aria-label", localizer.string(.summaryLabel))
            + "><p class=\"tik-summary-heading\"><span class=\"tik-msg-icon\">\(Icons.svg(top))</span>"
            + "\(HTML.escape(InputForm.heading(of: messages, localizer: localizer)))</p><ul class=\"tik-summary-list\">"
        for message in messages {
            let presentation = form.presentation(at: message.field)
            let name = presentation.label ?? presentation.accessibility.label
            let shown = localizer.string(.fieldMessage, name, message.text)
            let spoken = localizer.string(.fieldMessage, localizer.string(message.severity.iconKey), shown)
            html += "<li class=\"tik-summary-item tik-summary-item-\(message.severity.rawValue)\">"
                + "<a class=\"tik-summary-link\" href=\"#\(FieldIDs(fieldID: message.id).input)\" data-tik-field=\"\(message.field)\">"
                + "<span class=\"tik-msg-icon\">\(Icons.svg(message.severity))</span>"
                + "<span aria-hidden=\"true\">\(HTML.escape(shown))</span><span class=\"tik-sr\">\(HTML.escape(spoken))</span></a></li>"
        }
        return html + "</ul></section>"
    }
}
