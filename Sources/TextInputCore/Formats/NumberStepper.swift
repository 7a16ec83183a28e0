/// The stepper of a number field (Fiori's Stepper form cell, Fiori web's
/// Step Input): the values Up, Down and the minus and plus buttons go
/// through, all exact decimals.
///
/// The allowed values are `minimum + k·step` (from 0 without a minimum)
/// within ``minimum`` and ``maximum``. A step from a value on that grid goes
/// `count` steps; from a value off it, the first step goes to the grid value
/// in that direction (1.05 goes up to 1.1 and down to 1.0 with step 0.1).
/// Steps never leave the bounds: they stop at the last allowed value. A
/// value typed off the grid or out of bounds is never changed by itself; the
/// field says at blur which allowed values are nearest
/// (``ValidationRule/step(_:min:max:)``).
///
/// Values are in the field's value units: a percent field's `0.01` is one
/// percentage point, as its ``FieldValue`` is a fraction.
///
/// ```swift
/// let quantity = NumberStepper(step: DecimalNumber("0.1")!, minimum: 0, maximum: 5)
/// quantity.stepped(DecimalNumber("0.9"), by: 1)     // 1
/// quantity.stepped(DecimalNumber("4.95"), by: 10)   // 5
/// quantity.stepped(nil, by: 1)                      // 0.1: an empty field counts as 0
/// ```
public final class NumberStepper: Sendable, Hashable {
    /// The step, above zero.
    public let step: DecimalNumber
    /// The smallest allowed value, or nil.
    public let minimum: DecimalNumber?
    /// The largest allowed value, or nil.
    public let maximum: DecimalNumber?

    /// Creates a stepper. A step that is not above zero is taken as 1; a
    /// minimum above the maximum is a configuration error the field reports
    /// (``NumberFormatError``).
    public init(step: DecimalNumber = 1, minimum: DecimalNumber? = nil, maximum: DecimalNumber? = nil) {
        self.step = step.isNegative || step.isZero ? 1 : step
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Where the grid of allowed values starts: the minimum, else 0.
    public var base: DecimalNumber { minimum ?? .zero }

    /// The largest allowed value: the maximum itself when it is on the
    /// grid, else the grid value below it. Nil without a maximum.
    public var top: DecimalNumber? {
        guard let maximum else { return nil }
        return maximum - offGrid(maximum)
    }

    /// How far `value` lies above the grid value below it (0 on the grid).
    func offGrid(_ value: DecimalNumber) -> DecimalNumber {
        (value - base).floorRemainder(dividingBy: step) ?? .zero
    }

    /// Whether `value` is an allowed value: on the grid and within the bounds.
    public func allows(_ value: DecimalNumber) -> Bool {
        offGrid(value).isZero && minimum.map { value >= $0 } ?? true && maximum.map { value <= $0 } ?? true
    }

    /// The value `count` steps from `value` (up for a positive count),
    /// kept within the bounds. An empty field (`value` nil) counts as 0, as
    /// a browser's number input does: Up gives the step (or the minimum,
    /// when that is higher). Nil when `count` is 0.
    public func stepped(_ value: DecimalNumber?, by count: Int) -> DecimalNumber? {
        guard count != 0 else { return nil }
        // An empty field counts as 0, as a browser's number input steps it.
        let value = value ?? .zero
        let remainder = offGrid(value)
        let below = value - remainder
        let target: DecimalNumber
        if remainder.isZero {
            target = value + step.multiplied(by: count)
        } else {
            // Off the grid, the first step goes to the grid value in its direction.
            target = below + step.multiplied(by: count > 0 ? count : count + 1)
        }
        return clamped(target)
    }

    /// The bound Home (`up` false) or End (`up` true) goes to: the smallest
    /// or the largest allowed value, nil when that side has no bound.
    public func limit(up: Bool) -> DecimalNumber? {
        up ? top : minimum
    }

    /// Whether a step up (or down) from `value` can change it: false at or
    /// beyond the bound in that direction.
    public func canStep(_ value: DecimalNumber?, up: Bool) -> Bool {
        guard let value else { return true }
        if up, let top { return value < top }
        if !up, let minimum { return value > minimum }
        return true
    }

    /// The allowed values nearest to `value`, at most one on either side,
    /// lowest first: what the field's message offers instead of a value off
    /// the grid (or the bound beyond which a value lies).
    public func nearest(_ value: DecimalNumber) -> [DecimalNumber] {
        if let minimum, value < minimum { return [minimum] }
        if let top, value > top { return [top] }
        let remainder = offGrid(value)
        if remainder.isZero { return [value] }
        let below = value - remainder
        let above = below + step
        var values: [DecimalNumber] = []
        if minimum.map({ below >= $0 }) ?? true { values.append(below) }
        if top.map({ above <= $0 }) ?? true { values.append(above) }
        return values
    }

    public static func == (left: NumberStepper, right: NumberStepper) -> Bool {
        left === right || (left.step == right.step && left.minimum == right.minimum && left.maximum == right.maximum)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(step)
        hasher.combine(minimum)
        hasher.combine(maximum)
    }

    /// `value` moved into the bounds (to the minimum, or to ``top``).
    func clamped(_ value: DecimalNumber) -> DecimalNumber {
        if let top, value > top { return top }
        if let minimum, value < minimum { return minimum }
        return value
    }
}
