/// Options of a number field.
///
/// The value is an exact `Decimal`; Foundation's `FormatStyle` produces the
/// committed text, and the text shown while typing is built from the same
/// locale data (grouping, symbol placement, digits) so the two agree.
public struct NumberFormat: Sendable, Hashable {
    /// Decimal, percent or currency.
    public enum Style: String, Sendable, Hashable {
        case decimal, percent, currency
    }

    /// The kind of number.
    public var style: Style
    /// ISO 4217 code (for ``Style/currency``), such as "USD" or "EUR".
    public var currency: String?
    /// Fraction digits shown once committed. `nil` means the currency's own
    /// (2 for USD, 0 for JPY) or, for decimals and percents, what was typed
    /// (at most ``maximumFractionDigits``).
    public var fractionDigits: Int?
    /// The most fraction digits a user may type when ``fractionDigits`` is nil
    /// and the style is not currency.
    public var maximumFractionDigits: Int
    /// The most integer digits a user may type.
    public var maximumIntegerDigits: Int
    /// Whether a minus sign is accepted.
    public var allowsNegative: Bool
    /// The stepper's step and bounds, held by one reference so that number
    /// formats without them (and every format beside them) copy no more.
    var bounds: StepperBounds?

    /// The stepper's step (an exact decimal, above zero): with a step, a
    /// minimum or a maximum the field is a stepper (``stepper``); nil for 1.
    public var step: DecimalNumber? {
        get { bounds?.step }
        set { bounds = StepperBounds.make(step: newValue, minimum: minimum, maximum: maximum) }
    }
    /// The smallest value, checked at blur and where steps stop; nil for none.
    public var minimum: DecimalNumber? {
        get { bounds?.minimum }
        set { bounds = StepperBounds.make(step: step, minimum: newValue, maximum: maximum) }
    }
    /// The largest value, checked at blur and where steps stop; nil for none.
    public var maximum: DecimalNumber? {
        get { bounds?.maximum }
        set { bounds = StepperBounds.make(step: step, minimum: minimum, maximum: newValue) }
    }

    /// Creates number options.
    public init(
        style: Style = .decimal,
        currency: String? = nil,
        fractionDigits: Int? = nil,
        maximumFractionDigits: Int = 6,
        maximumIntegerDigits: Int = 38,
        allowsNegative: Bool = true,
        step: DecimalNumber? = nil,
        minimum: DecimalNumber? = nil,
        maximum: DecimalNumber? = nil
    ) {
        self.style = style
        self.currency = currency
        self.fractionDigits = fractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.maximumIntegerDigits = maximumIntegerDigits
        self.allowsNegative = allowsNegative
        self.bounds = StepperBounds.make(step: step, minimum: minimum, maximum: maximum)
    }

    /// The field's stepper: Up and Down, Page Up and Page Down, Home and End,
    /// minus and plus buttons, and a check at blur that the value is one it
    /// allows. Nil unless ``step``, ``minimum`` or ``maximum`` is set. A
    /// field that refuses negatives steps from 0 at the least.
    public var stepper: NumberStepper? {
        guard let bounds else { return nil }
        return NumberStepper(step: bounds.step ?? 1, minimum: bounds.minimum ?? (allowsNegative ? nil : .zero),
                             maximum: bounds.maximum)
    }
}

/// A number format's step and bounds (``NumberFormat/step``,
/// ``NumberFormat/minimum``, ``NumberFormat/maximum``), immutable and
/// shared by copies.
final class StepperBounds: Sendable, Hashable {
    let step: DecimalNumber?
    let minimum: DecimalNumber?
    let maximum: DecimalNumber?

    private init(step: DecimalNumber?, minimum: DecimalNumber?, maximum: DecimalNumber?) {
        self.step = step
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The bounds, or nil when none is set.
    static func make(step: DecimalNumber?, minimum: DecimalNumber?, maximum: DecimalNumber?) -> StepperBounds? {
        step == nil && minimum == nil && maximum == nil ? nil : StepperBounds(step: step, minimum: minimum, maximum: maximum)
    }

    static func == (left: StepperBounds, right: StepperBounds) -> Bool {
        left === right || (left.step == right.step && left.minimum == right.minimum && left.maximum == right.maximum)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(step)
        hasher.combine(minimum)
        hasher.combine(maximum)
    }
}
