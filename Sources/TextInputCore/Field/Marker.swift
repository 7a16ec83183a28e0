/// The marker next to a field's label.
public enum Marker: Sendable, Hashable {
    /// Required: an asterisk (decorative; the accessible name says "required").
    case required
    /// Optional, in a form that marks its optional fields: the localised
    /// "(optional)", which is read out with the label.
    case optional(String)

    /// The marker as shown: "*" or the localised "(optional)".
    public var text: String {
        switch self {
        case .required: return "*"
        case let .optional(text): return text
        }
    }
}
