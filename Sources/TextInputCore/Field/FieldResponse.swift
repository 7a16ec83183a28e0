/// What one event did to a field: everything a host needs, decided once.
///
/// ```swift
/// let response = field.send(.edit(.insert("x")))
/// if let refusal = response.refusal { status(refusal) }          // say why input was refused
/// if let announcement = response.announcement { speak(announcement) }
/// if response.changed { redraw(field.presentation()) }
/// ```
public struct FieldResponse: Sendable, Hashable {
    /// What the host should do, in order (the driver's `effects`).
    public var effects: [FieldEffect]
    /// What the event's edits did to the text and selection; its
    /// ``EditOutcome/rejection`` says why input was refused, if any was.
    public var edit: EditOutcome
    /// Whether anything the field shows may have changed: renderers redraw
    /// the field when it is true and may skip it otherwise.
    public var changed: Bool
    /// Why input was refused, in the field's language (the message of
    /// ``edit``'s rejection); nil when nothing was.
    public var refusal: String?
    /// What to speak to assistive technology after this event (a new error,
    /// a limit reached, what a paste left out, a text scan's value), the
    /// last one when there were several. A scan's own prompt or "nothing
    /// found" message is not here: it is in ``scan``, for the scan dialog or
    /// prompt to show and speak.
    public var announcement: String?
    /// Where the field's scan stands, when the event was about scanning
    /// (asking to scan, a scan's result, a pick, the end of a choice).
    public var scan: ScanState?
    /// How the displayed text changed in this event
    /// (``FieldPresentation/text``): a note reports the span its edits
    /// touched; other kinds always report ``TextChange/whole``.
    public var textChange: TextChange

    /// Creates a response.
    public init(effects: [FieldEffect] = [], edit: EditOutcome = .unchanged, changed: Bool = false,
                refusal: String? = nil, announcement: String? = nil, scan: ScanState? = nil,
                textChange: TextChange = .whole) {
        self.effects = effects
        self.edit = edit
        self.changed = changed
        self.refusal = refusal
        self.announcement = announcement
        self.scan = scan
        self.textChange = textChange
    }

    /// Adds an announcement: an effect for the driver and the one to speak.
    mutating func announce(_ text: String) {
        effects.append(.announce(text))
        announcement = text
    }
}
