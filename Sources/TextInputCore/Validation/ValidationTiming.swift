/// When a rule is first checked. An error is never shown earlier than its
/// timing; once shown, it is re-checked on every edit and disappears as soon
/// as the value is valid.
public enum ValidationTiming: String, Sendable, Hashable, CaseIterable {
    /// On every change (live).
    case change
    /// When focus leaves the field.
    case blur
    /// When focus would leave: an invalid field keeps focus in a form.
    case beforeFocusLeaves
    /// When the form is submitted.
    case submit
}
