/// What assistive technology announces for a field.
public struct AccessibilitySemantics: Sendable, Hashable {
    /// The accessible name: the label (or prompt), plus "required".
    public var label: String
    /// The value; a hidden secure field describes itself, never its text.
    /// (A note's is read from the field only when asked.)
    public var value: String {
        get { valueSource.string }
        set { valueSource = PresentedText(newValue) }
    }
    var valueSource: PresentedText
    /// The hint: the helper text.
    public var hint: String?
    /// The error to announce, if any.
    public var error: String?
    /// The counter as words.
    public var counter: String?
}

extension AccessibilitySemantics {
    /// Creates accessibility semantics.
    ///
    /// (Declared in an extension so that the synthesized memberwise
    /// `init(label:valueSource:hint:error:counter:)` exists: the field
    /// builds its semantics through it, in place, without a copy.)
    public init(label: String, value: String, hint: String? = nil, error: String? = nil, counter: String? = nil) {
        self.init(label: label, valueSource: PresentedText(value), hint: hint, error: error, counter: counter)
    }

    /// A field's accessible name: its label, else its placeholder, and
    /// `required` (the localised word, given when a value is required and
    /// can be given). Fields and previews both name themselves by it.
    ///
    /// ```swift
    /// AccessibilitySemantics.name(label: "Email", placeholder: nil, required: "required")   // "Email, required"
    /// ```
    public static func name(label: String?, placeholder: String?, required: String?) -> String {
        let name = label ?? placeholder ?? ""
        guard let required else { return name }
        return name.isEmpty ? required : name + ", " + required
    }
}
