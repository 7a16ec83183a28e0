/// How urgent a field's message is, as Fiori's semantic messages have it
/// (Fiori for iOS's inline validation, Fiori for Android's semantic message,
/// UI5's value states): each has its icon, colour and spoken word.
///
/// Only an error blocks a submit and sets `aria-invalid`; an error stays
/// until it is fixed, while a warning or a success goes on the user's next
/// edit of the field (docs/decisions.md, "Message severities"). Lists put
/// them in the order of ``allCases``: errors first.
public enum MessageSeverity: String, Sendable, Hashable, CaseIterable {
    /// Something is wrong and blocks submitting (Fiori's negative state).
    case error
    /// Worth a second look, but never blocks ("This date is in the past",
    /// "Did you mean name@gmail.com?"; Fiori's critical state).
    case warning
    /// Confirmed ("VAT number verified"; Fiori's positive state).
    case success
    /// Neutral news about the value (Fiori's information state).
    case information

    /// The key of the word a renderer names the severity's icon with and
    /// speaks before its message ("Error", "Warning", "Success", "Information").
    public var iconKey: LocalizedKey {
        switch self {
        case .error: .errorIcon
        case .warning: .warningIcon
        case .success: .successIcon
        case .information: .informationIcon
        }
    }

    /// The key of the summary's count of messages of this severity ("Errors: {0}").
    public var countKey: LocalizedKey {
        switch self {
        case .error: .summaryErrors
        case .warning: .summaryWarnings
        case .success: .summarySuccess
        case .information: .summaryInformation
        }
    }
}
