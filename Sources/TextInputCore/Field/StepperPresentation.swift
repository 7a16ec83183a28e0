/// What a renderer shows of a number field's stepper: a minus and a plus
/// button (44 px or one cell each, labelled), each disabled when a step
/// that way cannot change the value (at its bound, or in a field that is
/// read-only or disabled). A press sends ``FieldEvent/step(_:)``.
public struct StepperPresentation: Sendable, Hashable {
    /// Whether the plus button changes the value now.
    public var canIncrease: Bool
    /// Whether the minus button changes the value now.
    public var canDecrease: Bool
    /// The plus button's accessible name ("Increase").
    public var increaseLabel: String
    /// The minus button's accessible name ("Decrease").
    public var decreaseLabel: String

    /// Creates a stepper presentation.
    public init(canIncrease: Bool, canDecrease: Bool, increaseLabel: String, decreaseLabel: String) {
        self.canIncrease = canIncrease
        self.canDecrease = canDecrease
        self.increaseLabel = increaseLabel
        self.decreaseLabel = decreaseLabel
    }
}
