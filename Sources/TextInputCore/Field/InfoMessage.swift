/// The single message below a field.
public struct InfoMessage: Sendable, Hashable {
    /// What the message is. Priority: leftOut > error > an exceeded limit >
    /// warning > success > information > a reached limit > helper > readOnly.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A paste, a fill or the configured value had characters the format
        /// or limit could not take (``InputField/leftOut``): shown until the next edit.
        case leftOut
        case error, limit, helper, readOnly
        /// A warning: a rule of severity warning, or the app's (``MessageSeverity/warning``).
        case warning
        /// The app's success message (``MessageSeverity/success``).
        case success
        /// The app's information message (``MessageSeverity/information``).
        case information
    }
    /// How the message is coloured: renderers map tones to colours.
    public enum Tone: String, Sendable, Hashable, CaseIterable {
        /// The helper colour: helper text, "Read-only field", a reached `stop` limit.
        case neutral
        /// The negative (error) colour: an error, or text over an `allowOver` limit.
        case negative
        /// The critical (warning) colour.
        case critical
        /// The positive (success) colour.
        case positive
        /// The information colour.
        case informative
    }
    /// The kind.
    public var kind: Kind
    /// The text.
    public var text: String
    /// The tone: ``Tone/negative`` for errors and an exceeded limit.
    public var tone: Tone

    /// Creates a message; the tone defaults to the kind's (negative for
    /// errors and left-out characters, critical for a warning, positive for
    /// success, informative for information, else neutral).
    public init(kind: Kind, text: String, tone: Tone? = nil) {
        self.kind = kind
        self.text = text
        self.tone = tone ?? Self.tone(of: kind)
    }

    /// A message of a severity (kind ``Kind/error``, ``Kind/warning``,
    /// ``Kind/success`` or ``Kind/information``).
    public init(severity: MessageSeverity, text: String) {
        self.init(kind: Self.kind(of: severity), text: text)
    }

    /// The severity of an error, warning, success or information message;
    /// nil for a helper, a limit, left-out characters or "Read-only field",
    /// which keep their kind.
    public var severity: MessageSeverity? {
        switch kind {
        case .error: .error
        case .warning: .warning
        case .success: .success
        case .information: .information
        case .leftOut, .limit, .helper, .readOnly: nil
        }
    }

    static func kind(of severity: MessageSeverity) -> Kind {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .success: .success
        case .information: .information
        }
    }

    static func tone(of kind: Kind) -> Tone {
        switch kind {
        case .error, .leftOut: .negative
        case .warning: .critical
        case .success: .positive
        case .information: .informative
        case .limit, .helper, .readOnly: .neutral
        }
    }
}
