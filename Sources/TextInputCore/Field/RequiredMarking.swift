/// How a form marks which fields need a value (the guidelines: an asterisk
/// on required fields, or "(optional)" on optional ones when they are fewer).
public enum RequiredMarking: Sendable, Hashable {
    /// Required fields get an asterisk (a standalone field's default).
    case asterisks
    /// Optional fields get "(optional)"; required ones no marker.
    case optionalFields
}
