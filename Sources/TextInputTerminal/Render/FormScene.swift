import TextInputCore

/// What the renderer draws: presentations from the core plus the form's
/// chrome.
public struct FormScene: Sendable {
    /// A title above the form.
    public var title: String?
    /// The form's "Fields marked with an asterisk are required" note.
    public var requiredNote: String?
    /// Every field's presentation, in order.
    public var presentations: [FieldPresentation]
    /// The focused field.
    public var focusIndex: Int?
    /// The bottom line: key hints, or a message.
    public var status: String
    /// Whether the status is an alert (refused input, a failed submit).
    public var statusIsAlert: Bool
    /// The submit button's label.
    public var submitLabel: String
    /// The scan prompt, drawn below its field; while it is open the caret
    /// is in it.
    public var scanPrompt: ScanPromptScene?

    /// Creates a scene.
    public init(title: String? = nil, requiredNote: String? = nil, presentations: [FieldPresentation], focusIndex: Int? = nil,
                status: String = "", statusIsAlert: Bool = false, submitLabel: String = "Submit",
                scanPrompt: ScanPromptScene? = nil) {
        self.title = title
        self.requiredNote = requiredNote
        self.presentations = presentations
        self.focusIndex = focusIndex
        self.status = status
        self.statusIsAlert = statusIsAlert
        self.submitLabel = submitLabel
        self.scanPrompt = scanPrompt
    }
}
