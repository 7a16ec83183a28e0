/// The single message below a field.
public struct InfoMessage: Sendable, Hashable {
    /// What the message is: priority leftOut > error > limit > helper > readOnly.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A paste, a fill or the configured value had characters the format
        /// or limit could not take (``InputField/leftOut``): shown until the next edit.
        case leftOut
        case error, limit, helper, readOnly
    }
    /// How the message is coloured: renderers map tones to colours.
    public enum Tone: String, Sendable, Hashable, CaseIterable {
        /// The helper colour: helper text, "Read-only field", a reached `stop` limit.
        case neutral
        /// The negative (error) colour: an error, or text over an `allowOver` limit.
        case negative
    }
    /// The kind.
    public var kind: Kind
    /// The text.
    public var text: String
    /// The tone: ``Tone/negative`` for errors and an exceeded limit.
    public var tone: Tone

    /// Creates a message; the tone defaults to negative for errors.
    public init(kind: Kind, text: String, tone: Tone? = nil) {
        self.kind = kind
        self.text = text
        self.tone = tone ?? (kind == .error || kind == .leftOut ? .negative : .neutral)
    }
}
