/// Semantic style roles for renderers (they map roles to colours).
public struct StyleRoles: Sendable, Hashable {
    /// The border: a warning's, success's or information's border is its
    /// severity's colour (UI5's critical, positive and information value states).
    public enum Border: String, Sendable, Hashable, CaseIterable { case rest, focused, error, none, warning, success, information }
    /// The counter's colour.
    public enum Counter: String, Sendable, Hashable, CaseIterable { case normal, negative }
    /// The input area's fill.
    public enum Fill: String, Sendable, Hashable, CaseIterable { case none, readOnly }
    /// The border role.
    public var border: Border
    /// The counter role.
    public var counter: Counter
    /// The fill role.
    public var fill: Fill
    /// The whole field's opacity: 0.5 when disabled.
    public var opacity: Double

    /// Creates style roles.
    public init(border: Border, counter: Counter = .normal, fill: Fill = .none, opacity: Double = 1) {
        self.border = border
        self.counter = counter
        self.fill = fill
        self.opacity = opacity
    }
}
